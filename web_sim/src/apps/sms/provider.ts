/**
 * Writes to the shared SMS provider (`os.providers.sms`). Each change is one store update, so a
 * new message and the id counter move together.
 */
import { update } from "../../os/store";
import type { PhoneState, SmsThread } from "../../os/types";
import { sameNumber, type SmsState } from "./logic";

export const APP_ID = "sms";

function own(d: PhoneState): SmsState {
  return d.apps[APP_ID] as unknown as SmsState;
}

function allocate(d: PhoneState, prefix: "t" | "m"): string {
  const s = own(d);
  const taken = new Set<string>();
  for (const t of d.os.providers.sms) {
    taken.add(t.id);
    for (const m of t.messages) taken.add(m.id);
  }
  while (taken.has(`${prefix}${s.nextId}`)) s.nextId++;
  return `${prefix}${s.nextId++}`;
}

/** Opening a conversation reads it: its incoming messages become read (no write if nothing changes). */
export function markThreadRead(threadId: string): void {
  update((d) => {
    const t = d.os.providers.sms.find((x) => x.id === threadId);
    for (const m of t?.messages ?? []) if (m.direction === "in" && !m.read) m.read = true;
  });
}

export function markAllRead(): void {
  update((d) => {
    for (const t of d.os.providers.sms) for (const m of t.messages) if (m.direction === "in" && !m.read) m.read = true;
  });
}

/** The thread with this number (or contact), if one exists. */
export function findThread(list: readonly SmsThread[], address: string, contactId: string | null): SmsThread | undefined {
  return list.find((t) => (contactId !== null && t.contactId === contactId) || sameNumber(t.address, address));
}

/**
 * Send `text`: into thread `threadId`, or a new thread for `address` (linked to `contactId`).
 * Returns the thread id. Texting a contact also stamps its "last contacted" time.
 */
export function sendMessage(target: { threadId?: string; address?: string; contactId?: string | null }, text: string): string {
  let threadId = target.threadId ?? "";
  update((d) => {
    const list = d.os.providers.sms;
    let t = threadId ? list.find((x) => x.id === threadId) : findThread(list, target.address ?? "", target.contactId ?? null);
    if (!t) {
      t = { id: allocate(d, "t"), address: target.address ?? "", contactId: target.contactId ?? null, messages: [] };
      list.push(t);
      t = list[list.length - 1];
    }
    threadId = t.id;
    t.messages.push({ id: allocate(d, "m"), direction: "out", text, time: d.os.clock.now, read: true });
    const c = t.contactId ? d.os.providers.contacts.find((x) => x.id === t!.contactId) : undefined;
    if (c) c.lastContacted = d.os.clock.now;
  });
  return threadId;
}

export function deleteMessage(threadId: string, messageId: string): void {
  update((d) => {
    const t = d.os.providers.sms.find((x) => x.id === threadId);
    if (t) t.messages = t.messages.filter((m) => m.id !== messageId);
  });
}

export function deleteThread(threadId: string): void {
  update((d) => {
    d.os.providers.sms = d.os.providers.sms.filter((t) => t.id !== threadId);
  });
}

/** The thread on screen, when Messages is in front showing a conversation (and nothing covers it). */
function threadOnScreen(d: PhoneState): string | null {
  if (d.ui.foreground !== APP_ID || d.ui.shadeOpen || d.ui.recentsOpen || d.ui.fullScreen) return null;
  const top = d.ui.stacks[APP_ID]?.at(-1);
  return top?.screen === "conversation" && typeof top.params.threadId === "string" ? top.params.threadId : null;
}

/**
 * An SMS from `from` arrives (inside an update recipe): into that number's thread, or a new one
 * linked to the contact with that number. Unread, unless its conversation is on screen. Returns
 * the thread id and whether it was on screen.
 */
export function receiveMessage(d: PhoneState, from: string, text: string): { threadId: string; seen: boolean } {
  const list = d.os.providers.sms;
  const contact = d.os.providers.contacts.find((c) => sameNumber(c.phone, from));
  let t = findThread(list, from, contact?.id ?? null);
  if (!t) {
    list.push({ id: allocate(d, "t"), address: from, contactId: contact?.id ?? null, messages: [] });
    t = list[list.length - 1];
  }
  const seen = threadOnScreen(d) === t.id;
  t.messages.push({ id: allocate(d, "m"), direction: "in", text, time: d.os.clock.now, read: seen });
  return { threadId: t.id, seen };
}
