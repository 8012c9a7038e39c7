/**
 * The call log (`os.providers.calls`, shared: a phone app and Contacts read it) and the pure
 * logic of the dialer. Calls are drawn, never placed: hanging up writes the log entry.
 */
import { update } from "../../os/store";
import { formatDuration } from "../../os/time";
import type { CallLogEntry, Contact } from "../../os/types";

/** Newest first (ties by id, so the order is total). */
export function callsNewestFirst(calls: readonly CallLogEntry[]): CallLogEntry[] {
  return [...calls].sort((a, b) => b.time - a.time || a.id.localeCompare(b.id));
}

/** Digits of a number, so "+86 138 0013 8001" and "8613800138001" are the same number. */
export function digitsOf(number: string): string {
  return number.replace(/\D/g, "");
}

/** Digits that make two numbers the same line: 7 or more, so a short code matches no one. */
const MIN_MATCH_DIGITS = 7;

/**
 * The contact a dialled number belongs to, if any: the same digits, or one number ending with
 * the other (dialled without the country code: "18800002222" is "+86 188 0000 2222").
 */
export function contactForNumber(contacts: readonly Contact[], number: string): Contact | undefined {
  const d = digitsOf(number);
  if (d.length < MIN_MATCH_DIGITS) return undefined;
  return contacts.find((c) => {
    const p = digitsOf(c.phone);
    return p.length >= MIN_MATCH_DIGITS && (p === d || p.endsWith(d) || d.endsWith(p));
  });
}

/** The next free `callN` id of the log. */
export function nextCallId(calls: readonly CallLogEntry[]): string {
  const max = calls.reduce((m, c) => Math.max(m, Number(/^call(\d+)$/.exec(c.id)?.[1] ?? 0)), 0);
  return `call${max + 1}`;
}

/** "05:12" of a call, "Missed" for a missed one. */
export function callDuration(c: CallLogEntry): string {
  return c.direction === "missed" ? "Missed" : formatDuration(c.durationSec * 1000);
}

/** The dialer's keys, in keypad order. */
export const DIAL_KEYS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "*", "0", "#"];

/** Hang up a call started at `startedAt`: log it (outgoing, its length) and mark the contact contacted. */
export function logOutgoingCall(number: string, contactId: string | null, startedAt: number, now: number): void {
  update((d) => {
    const calls = d.os.providers.calls;
    calls.push({ id: nextCallId(calls), number, contactId, direction: "out", time: startedAt, durationSec: Math.max(0, Math.floor((now - startedAt) / 1000)) });
    const c = contactId ? d.os.providers.contacts.find((x) => x.id === contactId) : undefined;
    if (c) c.lastContacted = now;
  });
}
