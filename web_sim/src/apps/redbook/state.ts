/**
 * RedNote's persisted state (`apps.redbook`): only what the user changes over the read-only
 * world (web_sim/world/redbook.ts), keyed by world ids. Free of the corpus, so the manifest stays
 * light: the world loads with the screens. Counts drawn are world bases plus what is recorded
 * here (a like adds one), never written back into the world.
 */
import { DEFAULT_START_MS } from "../../../world/device";

/** The user's own id, in notes, chats and lists. */
export const ME = "me";

export const APP_ID = "redbook";

/** A note I published (steps: text input -> card template -> title and body). */
export interface RbMyNote { id: string; title: string; body: string; template: string; time: number }
/** A comment of mine: on a note (`parent` null) or a reply to a comment (`parent` its id). */
export interface RbMyComment { id: string; note: string; parent: string | null; text: string; time: number }
export interface RbMessage { id: string; from: string; text: string; time: number }
export interface RbChat { id: string; user: string; messages: RbMessage[]; unread: number; muted: boolean; pinned: boolean }
export interface RbRef { id: string }
export interface RbVisit { id: string; at: number }

export interface RbSettings {
  language: string;
  darkMode: string;
  autoplayVideo: string;
  imageQuality: string;
  saveToAlbum: boolean;
  watermark: boolean;
  personalizedFeed: boolean;
  showLocation: boolean;
  notifyLikes: boolean;
  notifyComments: boolean;
  notifyFollowers: boolean;
  notifyMessages: boolean;
  notifyLive: boolean;
  notifySystem: boolean;
  privateAccount: boolean;
  hideCollections: boolean;
  hideLikes: boolean;
  hideFollowing: boolean;
  messagesFrom: string;
  commentsFrom: string;
  findByPhone: boolean;
  recommendToContacts: boolean;
  personalizedAds: boolean;
  teenMode: boolean;
  wifiOnlyDownload: boolean;
  clearCacheOnExit: boolean;
}

export interface RedbookState {
  nextId: number;
  profile: { nickname: string; bio: string; gender: string; birthday: string; city: string; redId: string };
  /** World users I follow, most recent first. */
  following: RbRef[];
  /** Notes I liked. */
  liked: RbRef[];
  /** My collection, in the order the Collects tab shows it (the newest collect first). */
  collected: RbRef[];
  likedComments: RbRef[];
  notes: RbMyNote[];
  comments: RbMyComment[];
  chats: RbChat[];
  /** Notes I opened, the latest first: the browse history. */
  history: RbVisit[];
  searchHistory: string[];
  settings: RbSettings;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** World users the user follows on a fresh phone. */
export const DEFAULT_FOLLOWING = ["u03", "u07", "u12", "u18", "u25", "u31", "u40", "u44", "u52", "u66"];

export const DEFAULT_SETTINGS: RbSettings = {
  language: "English",
  darkMode: "Follow system",
  autoplayVideo: "Wi-Fi only",
  imageQuality: "Standard",
  saveToAlbum: true,
  watermark: true,
  personalizedFeed: true,
  showLocation: true,
  notifyLikes: true,
  notifyComments: true,
  notifyFollowers: true,
  notifyMessages: true,
  notifyLive: false,
  notifySystem: true,
  privateAccount: false,
  hideCollections: false,
  hideLikes: false,
  hideFollowing: false,
  messagesFrom: "Everyone",
  commentsFrom: "Everyone",
  findByPhone: true,
  recommendToContacts: true,
  personalizedAds: true,
  teenMode: false,
  wifiOnlyDownload: true,
  clearCacheOnExit: false,
};

/** Default DMs: [chat id, user, unread, messages as [from, text, hours ago]]. */
const CHATS: Array<[string, string, number, Array<[string, string, number]>]> = [
  ["ch1", "u07", 1, [["me", "Your hotpot note made me hungry!", 30], ["u07", "Haha go try it this weekend", 29], ["u07", "The spicy broth is the best one", 3]]],
  ["ch2", "u25", 0, [["u25", "Hi! Can I share your desk setup note?", 50], ["me", "Sure, go ahead", 49], ["u25", "Thank you so much", 48]]],
  ["ch3", "u12", 2, [["u12", "Are you going to the photo walk?", 8], ["u12", "We meet at 9 at the north gate", 7.5]]],
  ["ch4", "u44", 0, [["me", "Which sunscreen did you use in the video?", 120], ["u44", "The blue tube one, link in my bio", 118]]],
  ["ch5", "u61", 0, [["u61", "Thanks for the follow!", 200], ["me", "Love your cat photos", 199]]],
];

export function initialRedbookState(): RedbookState {
  let m = 0;
  return {
    nextId: 100,
    profile: { nickname: "Momo Chen", bio: "Coffee, cats and weekend trips.", gender: "Female", birthday: "1998-06-12", city: "Beijing", redId: "95273311" },
    following: DEFAULT_FOLLOWING.map((id) => ({ id })),
    liked: [{ id: "n005" }, { id: "n047" }, { id: "n130" }],
    collected: [{ id: "n088" }, { id: "n012" }, { id: "n203" }, { id: "n151" }, { id: "n319" }],
    likedComments: [],
    notes: [
      { id: "mn1", title: "My cozy corner cafe in Haidian", body: "Quiet, good light and the best flat white nearby.", template: "Simple", time: DEFAULT_START_MS - 6 * DAY },
      { id: "mn2", title: "Weekend trip to the Great Wall", body: "Took the early train from Huangtudian, back by 4 pm.", template: "Diary", time: DEFAULT_START_MS - 20 * DAY },
    ],
    comments: [],
    chats: CHATS.map(([id, user, unread, msgs]) => ({
      id,
      user,
      unread,
      muted: false,
      pinned: false,
      messages: msgs.map(([from, text, h]) => ({ id: `dm${++m}`, from, text, time: DEFAULT_START_MS - Math.round(h * HOUR) })),
    })),
    history: [{ id: "n012", at: DEFAULT_START_MS - 2 * HOUR }, { id: "n088", at: DEFAULT_START_MS - 26 * HOUR }],
    searchHistory: ["hotpot", "desk setup"],
    settings: { ...DEFAULT_SETTINGS },
  };
}
