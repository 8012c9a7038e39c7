/**
 * Pure Messages logic: display names, ordering, unread counts, search and time labels. The
 * conversations live in the shared provider `os.providers.sms`; the app's own state keeps the
 * id counter and its settings.
 */
import type { Contact, OsState, SmsMessage, SmsThread } from "../../os/types";
import { MONTHS, formatHm, wallTime } from "../../os/time";

export interface FreeNetworkSettings { enabled: boolean; readReceipts: boolean; typingIndicators: boolean; autoResendAsSms: boolean; autoDownloadMobile: boolean }
export interface AdvancedSettings { groupMms: boolean; autoRetrieveMms: boolean; simpleCharacters: boolean; emergencyAlerts: boolean }
export interface SmsSettings {
  notifications: boolean;
  deliveryReports: boolean;
  smartReply: boolean;
  spamProtection: boolean;
  fiveGMessaging: boolean;
  freeNetwork: FreeNetworkSettings;
  advanced: AdvancedSettings;
}

export interface SmsState {
  /** Next numeric id: new threads get `t<n>`, new messages `m<n>`. */
  nextId: number;
  settings: SmsSettings;
}

export function initialSmsSettings(): SmsSettings {
  return {
    notifications: true,
    deliveryReports: false,
    smartReply: true,
    spamProtection: true,
    fiveGMessaging: false,
    freeNetwork: { enabled: true, readReceipts: true, typingIndicators: true, autoResendAsSms: true, autoDownloadMobile: false },
    advanced: { groupMms: true, autoRetrieveMms: true, simpleCharacters: false, emergencyAlerts: true },
  };
}

export function contactOf(t: SmsThread, contacts: readonly Contact[]): Contact | undefined {
  return t.contactId ? contacts.find((c) => c.id === t.contactId) : undefined;
}

/** The contact's name if the thread is linked to one that still exists, else the number. */
export function threadName(t: SmsThread, contacts: readonly Contact[]): string {
  return contactOf(t, contacts)?.name || t.address;
}

export function lastMessage(t: SmsThread): SmsMessage | undefined {
  let last: SmsMessage | undefined;
  for (const m of t.messages) if (!last || m.time >= last.time) last = m;
  return last;
}

export function unreadCount(t: SmsThread): number {
  return t.messages.filter((m) => m.direction === "in" && !m.read).length;
}

/** Newest conversation first (by its last message); empty threads last. */
export function sortThreads(list: readonly SmsThread[]): SmsThread[] {
  const key = (t: SmsThread) => lastMessage(t)?.time ?? -Infinity;
  return [...list].sort((a, b) => key(b) - key(a) || (a.id < b.id ? -1 : 1));
}

export function messagesInOrder(t: SmsThread): SmsMessage[] {
  return [...t.messages].sort((a, b) => a.time - b.time || (a.id < b.id ? -1 : 1));
}

export interface SearchHit { thread: SmsThread; message: SmsMessage | null }

/** Case-insensitive: conversations whose name or number matches, then every message that does. */
export function searchMessages(list: readonly SmsThread[], contacts: readonly Contact[], query: string): SearchHit[] {
  const q = query.trim().toLowerCase();
  if (q === "") return [];
  const hits: SearchHit[] = [];
  for (const t of sortThreads(list)) {
    if (threadName(t, contacts).toLowerCase().includes(q) || t.address.toLowerCase().includes(q)) hits.push({ thread: t, message: null });
  }
  for (const t of sortThreads(list)) {
    for (const m of messagesInOrder(t).reverse()) if (m.text.toLowerCase().includes(q)) hits.push({ thread: t, message: m });
  }
  return hits;
}

const DIGITS = /[\s\-().]/g;
/** Numbers compare without spacing and punctuation. */
export function sameNumber(a: string, b: string): boolean {
  return a.replace(DIGITS, "") === b.replace(DIGITS, "");
}

export function looksLikeNumber(s: string): boolean {
  return /^\+?[\d\s\-().]{3,}$/.test(s.trim());
}

/** "Today · 09:12", "Wednesday, May 13 · 19:20" for the day separators in a conversation. */
export function dayLabel(time: number, os: OsState): string {
  const t = wallTime(time, os.clock.tzOffsetMinutes);
  const now = wallTime(os.clock.now, os.clock.tzOffsetMinutes);
  const day = Date.UTC(t.year, t.month - 1, t.day);
  const today = Date.UTC(now.year, now.month - 1, now.day);
  const names = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
  const hm = formatHm(t.hour, t.minute, os.clock.use24h);
  if (day === today) return `Today · ${hm}`;
  if (today - day === 86_400_000) return `Yesterday · ${hm}`;
  return `${names[t.weekday]}, ${MONTHS[t.month - 1].slice(0, 3)} ${t.day} · ${hm}`;
}
