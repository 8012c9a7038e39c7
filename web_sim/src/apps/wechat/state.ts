/**
 * WeChat's persisted state and its pure logic. Everything templates judge lives here under
 * `apps.wechat`: the user, contacts, chats (one per contact or group, id = that id), Moments,
 * settings, authorized apps, subscriptions and the wallet.
 */
import {
  WECHAT_AUTH_APPS,
  WECHAT_CHATS,
  WECHAT_FRIEND_REQUESTS,
  WECHAT_GROUPS,
  WECHAT_MOMENTS,
  WECHAT_PEOPLE,
  WECHAT_START_MS,
  WECHAT_SUBSCRIPTIONS,
} from "../../../world/wechat";

export type Permission = "all" | "chatOnly";
export type MomentsRange = "all" | "6m" | "1m" | "3d";

export interface WxContact {
  id: string;
  wxid: string;
  name: string;
  /** Remark name set by the user ("" = none); shown instead of the name. */
  alias: string;
  region: string;
  gender: "male" | "female";
  signature: string;
  memo: string;
  tags: string[];
  starred: boolean;
  blacklisted: boolean;
  permission: Permission;
  hideMyMoments: boolean;
  hideTheirMoments: boolean;
  steps: number;
  phoneContactId: string | null;
}

export interface WxMessage {
  id: string;
  /** "me" or the sender's contact id. */
  from: string;
  /** A file message's `text` is the file's name; a location message's, the place as shown. */
  type: "text" | "image" | "file" | "location";
  text: string;
  photoId: string | null;
  /** A file message's node in the shared file system (os.providers.files). */
  fileId?: string;
  time: number;
  /** Withdrawn ("recalled") by the sender: the message stays in the chat as a notice. */
  recalled: boolean;
}

export interface WxChat {
  /** The contact's or group's id. */
  id: string;
  muted: boolean;
  sticky: boolean;
  unread: number;
  messages: WxMessage[];
}

export interface WxMoment {
  id: string;
  author: string;
  text: string;
  photoIds: string[];
  location: string;
  time: number;
  likes: string[];
}

export interface WxSettings {
  privacy: { friendConfirm: boolean; addByPhone: boolean; addByWxid: boolean; momentsRange: MomentsRange; strangersTen: boolean };
  /** `enterToSend`: "Use Enter key to send" (off: ENTER starts a new line, as in WeChat). */
  general: { darkMode: boolean; followSystem: boolean; autoplayMobile: boolean; enterToSend: boolean };
  discover: Record<string, boolean>;
  sports: { enabled: boolean; leaderboard: boolean };
  notifications: { newMessages: boolean; sound: boolean };
}

export interface WechatState {
  user: { wxid: string; name: string; region: string; gender: "male" | "female"; phone: string; password: string; signature: string; pat: string; steps: number; accountStatus: "active" | "cancelled" };
  contacts: WxContact[];
  chats: WxChat[];
  moments: WxMoment[];
  friendRequests: Array<{ id: string; name: string; wxid: string; region: string; message: string; status: "pending" | "accepted" }>;
  sentRequests: Array<{ id: string; wxid: string; name: string; time: number }>;
  groups: Array<{ id: string; name: string; members: string[] }>;
  settings: WxSettings;
  authorizedApps: Array<{ id: string; name: string; scopes: string; authorizedAt: number }>;
  subscriptions: Array<{ id: string; name: string; merchant: string; amount: number; autoRenew: boolean }>;
  wallet: { balance: number; paymentPassword: string; payments: Array<{ id: string; merchant: string; item: string; amount: number; time: number; requestId: string }> };
  nextId: number;
}

export const DISCOVER_ENTRIES: Array<{ id: string; label: string }> = [
  { id: "moments", label: "Moments" },
  { id: "channels", label: "Channels" },
  { id: "scan", label: "Scan" },
  { id: "shake", label: "Shake" },
  { id: "topStories", label: "Top Stories" },
  { id: "search", label: "Search" },
  { id: "nearby", label: "People Nearby" },
  { id: "games", label: "Games" },
  { id: "miniPrograms", label: "Mini Programs" },
];

export const RANGE_LABELS: Record<MomentsRange, string> = { all: "All", "6m": "Last 6 months", "1m": "Last month", "3d": "Last 3 days" };

export function initialWechatState(): WechatState {
  const t0 = WECHAT_START_MS;
  let n = 0;
  const chats: WxChat[] = [];
  for (const p of WECHAT_PEOPLE) {
    const seed = WECHAT_CHATS[p.id];
    chats.push({
      id: p.id,
      muted: seed?.muted ?? false,
      sticky: seed?.sticky ?? false,
      unread: seed?.unread ?? 0,
      messages: (seed?.lines ?? []).map(([from, text, ago]) => ({ id: `msg${++n}`, from, type: "text" as const, text, photoId: null, time: t0 - ago, recalled: false })),
    });
  }
  for (const [id] of WECHAT_GROUPS) {
    const seed = WECHAT_CHATS[id];
    chats.push({
      id,
      muted: id === "g3",
      sticky: false,
      unread: seed?.unread ?? 0,
      messages: (seed?.lines ?? []).map(([from, text, ago]) => ({ id: `msg${++n}`, from, type: "text" as const, text, photoId: null, time: t0 - ago, recalled: false })),
    });
  }
  return {
    user: { wxid: "wxid_lin_chen", name: "Lin Chen", region: "Zhejiang Hangzhou", gender: "male", phone: "+86 138 5710 2468", password: "linchen2024", signature: "Stay curious.", pat: "", steps: 3412, accountStatus: "active" },
    contacts: WECHAT_PEOPLE.map((p) => ({
      id: p.id,
      wxid: p.wxid,
      name: p.name,
      alias: "",
      region: p.region,
      gender: p.gender,
      signature: p.signature,
      memo: "",
      tags: p.id === "boss" || p.id === "chen_jing" || p.id === "david" ? ["Colleagues"] : p.id === "mom" || p.id === "dad" ? ["Family"] : [],
      starred: p.id === "mom",
      blacklisted: false,
      permission: "all",
      hideMyMoments: false,
      hideTheirMoments: false,
      steps: p.steps,
      phoneContactId: p.phoneContactId,
    })),
    chats,
    moments: WECHAT_MOMENTS.map(([id, author, text, location, photoIds, ago]) => ({ id, author, text, photoIds: [...photoIds], location, time: t0 - ago, likes: [] })),
    friendRequests: WECHAT_FRIEND_REQUESTS.map(([id, name, wxid, region, message]) => ({ id, name, wxid, region, message, status: "pending" })),
    sentRequests: [],
    groups: WECHAT_GROUPS.map(([id, name, members]) => ({ id, name, members: [...members] })),
    settings: {
      privacy: { friendConfirm: true, addByPhone: true, addByWxid: true, momentsRange: "all", strangersTen: true },
      general: { darkMode: false, followSystem: true, autoplayMobile: false, enterToSend: false },
      discover: Object.fromEntries(DISCOVER_ENTRIES.map((e) => [e.id, true])),
      sports: { enabled: false, leaderboard: true },
      notifications: { newMessages: true, sound: true },
    },
    authorizedApps: WECHAT_AUTH_APPS.map(([id, name, scopes, ago]) => ({ id, name, scopes, authorizedAt: t0 - ago })),
    subscriptions: WECHAT_SUBSCRIPTIONS.map(([id, name, merchant, amount, autoRenew]) => ({ id, name, merchant, amount, autoRenew })),
    wallet: { balance: 2468.5, paymentPassword: "135790", payments: [] },
    // Past every seeded id (msg1.., m1..m7), so new entities never collide with world data.
    nextId: 100,
  };
}

/** Display name: the remark if set, else the nickname. */
export function displayName(c: { name: string; alias: string }): string {
  return c.alias.trim() || c.name;
}

export function newId(s: WechatState, prefix: string): string {
  return `${prefix}${s.nextId++}`;
}

/** The chat with `id`, created (empty) if missing. */
export function ensureChat(s: WechatState, id: string): WxChat {
  let chat = s.chats.find((c) => c.id === id);
  if (!chat) {
    chat = { id, muted: false, sticky: false, unread: 0, messages: [] };
    s.chats.push(chat);
  }
  return chat;
}

export function sendMessage(s: WechatState, chatId: string, msg: { type: WxMessage["type"]; text: string; photoId?: string | null; fileId?: string }, now: number): string {
  const chat = ensureChat(s, chatId);
  const id = newId(s, "msg");
  chat.messages.push({ id, from: "me", type: msg.type, text: msg.text, photoId: msg.photoId ?? null, ...(msg.fileId ? { fileId: msg.fileId } : {}), time: now, recalled: false });
  return id;
}

/** Chats shown in the list: those with messages, sticky first, then by last message time. */
export function chatList(s: WechatState): WxChat[] {
  const last = (c: WxChat) => c.messages.at(-1)?.time ?? 0;
  return s.chats
    .filter((c) => c.messages.length > 0 || c.sticky)
    .sort((a, b) => (a.sticky !== b.sticky ? (a.sticky ? -1 : 1) : last(b) - last(a) || (a.id < b.id ? -1 : 1)));
}

/** Message preview as the chat list shows it. */
export function preview(m: WxMessage | undefined): string {
  if (!m) return "";
  if (m.recalled) return m.from === "me" ? "You recalled a message" : "A message was recalled";
  if (m.type === "image") return "[Photo]";
  if (m.type === "file") return `[File] ${m.text}`;
  if (m.type === "location") return `[Location] ${m.text}`;
  return m.text;
}

/** Moments visible to me: not from blacklisted people nor those whose Moments I hide. */
export function visibleMoments(s: WechatState): WxMoment[] {
  const hidden = new Set(s.contacts.filter((c) => c.blacklisted || c.hideTheirMoments).map((c) => c.id));
  return s.moments.filter((m) => !hidden.has(m.author)).sort((a, b) => b.time - a.time);
}

/** Section letter for the contacts index. */
export function letterOf(name: string): string {
  const ch = (name.trim()[0] ?? "#").toUpperCase();
  return /[A-Z]/.test(ch) ? ch : "#";
}

export function sortedContacts(list: readonly WxContact[]): WxContact[] {
  return [...list].sort((a, b) => {
    const na = displayName(a).toLowerCase();
    const nb = displayName(b).toLowerCase();
    return na < nb ? -1 : na > nb ? 1 : a.id < b.id ? -1 : 1;
  });
}

export function searchContacts(list: readonly WxContact[], q: string): WxContact[] {
  const k = q.trim().toLowerCase();
  if (!k) return [];
  return sortedContacts(list.filter((c) => [c.name, c.alias, c.wxid, c.memo, ...c.tags].some((f) => f.toLowerCase().includes(k))));
}

/** Leaderboard rows: friends (not blacklisted) plus me when I join it; most steps first. */
export function leaderboard(s: WechatState): Array<{ id: string; name: string; steps: number }> {
  const rows = s.contacts.filter((c) => !c.blacklisted).map((c) => ({ id: c.id, name: displayName(c), steps: c.steps }));
  if (s.settings.sports.leaderboard) rows.push({ id: "me", name: s.user.name, steps: s.user.steps });
  return rows.sort((a, b) => b.steps - a.steps || (a.id < b.id ? -1 : 1));
}

export const round2 = (x: number): number => Math.round(x * 100) / 100;

/** "¥2,468.50". */
export function formatYuan(x: number): string {
  const [int, dec] = Math.abs(x).toFixed(2).split(".");
  return `${x < 0 ? "-" : ""}¥${int.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${dec}`;
}

/** "12,345" without locale data. */
export function fmtInt(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
