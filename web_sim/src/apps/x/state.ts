/**
 * X's persisted state (`apps.x`): only what the user changes over the read-only world
 * (web_sim/world/x.ts), keyed by world ids (posts `x0001`, users `u01`), plus my own posts,
 * my DMs and the settings. Free of the world's data, so the manifest stays light. Times are
 * absolute, relative to the default episode start (Thursday 14 May 2026, 09:00 at UTC+8).
 */
import { DEFAULT_START_MS } from "../../../world/device";

export const APP_ID = "x";
export const ME = "me";

/** A post of mine: an original, a reply (`replyTo`) or a quote (`quoteOf`), with photos of the gallery (`media`, photo ids); ids `m<n>`. */
export interface XOwnPost { id: string; text: string; time: number; replyTo: string | null; quoteOf: string | null; media: string[] }
/** A like, repost or bookmark of a post (`id` = the post's id), with the post's author. */
export interface XMark { id: string; author: string; at: number }
export interface XFollow { id: string; at: number }
export interface XDmMessage { id: string; from: string; text: string; time: number; read: boolean }
export interface XConversation { id: string; user: string; unreadCount: number; messages: XDmMessage[] }

export type XNotificationFilter = "all" | "important";
export type XAutoplay = "always" | "wifi" | "never";
export type XDmFrom = "everyone" | "verified" | "nobody";
export type XTheme = "light" | "dim" | "dark" | "device";
export type XFontSize = "small" | "default" | "large";

export interface XSettings {
  // Security and account access
  twoFactor: boolean;
  passwordResetProtect: boolean;
  // Privacy: audience and tagging, your posts
  protectPosts: boolean;
  protectVideos: boolean;
  photoTagging: boolean;
  markMediaSensitive: boolean;
  addLocationToPosts: boolean;
  // Privacy: content you see, timeline, explore
  showSensitiveMedia: boolean;
  showInteractionCounts: boolean;
  forYouFirst: boolean;
  contentFromLocation: boolean;
  personalizedTrends: boolean;
  // Privacy: direct messages and calls
  dmFrom: XDmFrom;
  readReceipts: boolean;
  filterLowQualityMessages: boolean;
  avCalls: boolean;
  callsFromContacts: boolean;
  callsFromFollowed: boolean;
  callsFromVerified: boolean;
  // Privacy: discoverability, location, spaces, ads
  findByEmail: boolean;
  findByPhone: boolean;
  syncContacts: boolean;
  personalizedLocation: boolean;
  personalizedAds: boolean;
  spacesListening: boolean;
  // Notifications: filters
  notificationFilter: XNotificationFilter;
  qualityFilter: boolean;
  muteNotFollowing: boolean;
  muteNewAccounts: boolean;
  // Notifications: push
  pushEnabled: boolean;
  pushDmsOnly: boolean;
  pushPosts: boolean;
  pushReplies: boolean;
  pushLikes: boolean;
  pushReposts: boolean;
  pushFollows: boolean;
  pushMentions: boolean;
  pushRecommendations: boolean;
  pushEmergency: boolean;
  pushPro: boolean;
  pushSpaces: boolean;
  emailNotifications: boolean;
  // Accessibility, display, data
  increaseContrast: boolean;
  reduceMotion: boolean;
  altTextReminder: boolean;
  autoplay: XAutoplay;
  theme: XTheme;
  fontSize: XFontSize;
  dataSaver: boolean;
}

export interface XState {
  nextId: number;
  profile: { name: string; handle: string; bio: string; location: string };
  posts: XOwnPost[];
  likes: XMark[];
  reposts: XMark[];
  bookmarks: XMark[];
  /** Users I follow (world ids), oldest first. */
  following: XFollow[];
  /** Users who follow me (world ids). */
  followers: string[];
  conversations: XConversation[];
  searchHistory: string[];
  settings: XSettings;
}

const MIN = 60_000;
const DAY = 86_400_000;

/** Epoch ms of local wall time `hh:mm`, `daysAgo` days before the default start day. */
export function seedTime(daysAgo: number, hh: number, mm: number): number {
  const localMidnight = DEFAULT_START_MS - 9 * 3_600_000;
  return localMidnight - daysAgo * DAY + (hh * 60 + mm) * MIN;
}

export const DEFAULT_SETTINGS: XSettings = {
  twoFactor: false,
  passwordResetProtect: true,
  protectPosts: false,
  protectVideos: false,
  photoTagging: true,
  markMediaSensitive: false,
  addLocationToPosts: false,
  showSensitiveMedia: false,
  showInteractionCounts: true,
  forYouFirst: true,
  contentFromLocation: true,
  personalizedTrends: true,
  dmFrom: "verified",
  readReceipts: true,
  filterLowQualityMessages: true,
  avCalls: false,
  callsFromContacts: true,
  callsFromFollowed: false,
  callsFromVerified: false,
  findByEmail: true,
  findByPhone: true,
  syncContacts: false,
  personalizedLocation: true,
  personalizedAds: true,
  spacesListening: true,
  notificationFilter: "all",
  qualityFilter: true,
  muteNotFollowing: false,
  muteNewAccounts: false,
  pushEnabled: true,
  pushDmsOnly: false,
  pushPosts: true,
  pushReplies: true,
  pushLikes: true,
  pushReposts: true,
  pushFollows: true,
  pushMentions: true,
  pushRecommendations: true,
  pushEmergency: true,
  pushPro: true,
  pushSpaces: false,
  emailNotifications: false,
  increaseContrast: false,
  reduceMotion: false,
  altTextReminder: false,
  autoplay: "wifi",
  theme: "light",
  fontSize: "default",
  dataSaver: false,
};

/** My posts: [id, daysAgo, hh, mm, text, replyTo]. */
const MY_POSTS: Array<[string, number, number, number, string, string | null]> = [
  ["m1", 12, 8, 40, "Moved my whole team's standup to a walking meeting. Productivity up, step count way up.", null],
  ["m2", 9, 19, 5, "Hot take: the best debugging tool is still a good night's sleep.", null],
  ["m3", 6, 12, 30, "Tried three coffee shops this weekend looking for a new work spot. The winner has great playlists and terrible wifi.", null],
  ["m4", 3, 21, 15, "Finished reading a book about city design. Now I can't stop noticing bike lanes everywhere.", null],
  ["m5", 1, 7, 55, "Sunrise run by the water before work. Highly recommend, 7/10 would wake up early again.", null],
  ["m6", 1, 8, 20, "Okay 7/10 might be generous, it was cold.", "m5"],
];

const FOLLOWING: Array<[string, number]> = [
  ["u01", 300], ["u03", 260], ["u05", 240], ["u06", 200], ["u09", 180], ["u12", 150], ["u14", 140], ["u17", 120],
  ["u20", 100], ["u23", 80], ["u27", 60], ["u30", 45], ["u33", 30], ["u38", 20], ["u42", 12], ["u47", 6],
];
const FOLLOWERS = ["u01", "u03", "u04", "u06", "u08", "u11", "u12", "u15", "u19", "u22", "u26", "u30", "u35", "u41", "u44", "u50", "u55", "u58"];

/** Liked, reposted and bookmarked world posts: [post, author, daysAgo]. */
const LIKES: Array<[string, string, number]> = [["x0003", "u01", 10], ["x0017", "u03", 8], ["x0031", "u05", 5], ["x0049", "u07", 3], ["x0062", "u09", 1]];
const REPOSTS: Array<[string, string, number]> = [["x0010", "u02", 9], ["x0040", "u06", 4]];
const BOOKMARKS: Array<[string, string, number]> = [["x0024", "u04", 7], ["x0055", "u08", 2]];

/** DMs: [conversation id, user, [from me?, daysAgo, hh, mm, text][]]. The last message of some is unread. */
const DMS: Array<[string, string, Array<[boolean, number, number, number, string]>, number]> = [
  ["c1", "u03", [[false, 4, 18, 2, "Are you coming to the meetup on Saturday?"], [true, 4, 18, 10, "Yes! Saving a seat for you."], [false, 0, 8, 12, "Great, see you there. Bring the slides."]], 1],
  ["c2", "u06", [[true, 6, 9, 30, "Loved your thread on design systems."], [false, 6, 10, 1, "Thank you! Happy to chat more about it."]], 0],
  ["c3", "u12", [[false, 2, 20, 45, "Do you still have that coffee recommendation list?"], [true, 2, 21, 0, "I do, sending it over tomorrow."], [false, 1, 9, 14, "No rush 🙂"], [false, 0, 7, 40, "Also, are you free for a call next week?"]], 2],
  ["c4", "u20", [[true, 10, 14, 0, "Congrats on the launch!"], [false, 10, 14, 22, "Thanks Alex, means a lot."]], 0],
  ["c5", "u33", [[false, 3, 11, 5, "Hey, quick question about the hiking trail you posted."], [true, 3, 11, 20, "Sure, ask away."]], 0],
];

const marks = (xs: Array<[string, string, number]>): XMark[] => xs.map(([id, author, d]) => ({ id, author, at: seedTime(d, 12, 0) }));

export function initialXState(): XState {
  return {
    nextId: 100,
    profile: { name: "Alex Chen", handle: "alexchen", bio: "Software engineer. Runner. Coffee enthusiast. Posting about code, cities and small wins.", location: "Seattle, WA" },
    posts: MY_POSTS.map(([id, d, h, m, text, replyTo]) => ({ id, text, time: seedTime(d, h, m), replyTo, quoteOf: null, media: [] })),
    likes: marks(LIKES),
    reposts: marks(REPOSTS),
    bookmarks: marks(BOOKMARKS),
    following: FOLLOWING.map(([id, d]) => ({ id, at: seedTime(d, 12, 0) })),
    followers: FOLLOWERS,
    conversations: DMS.map(([id, user, msgs, unread]) => ({
      id,
      user,
      unreadCount: unread,
      messages: msgs.map(([mine, d, h, m, text], i) => ({ id: `${id}-${i + 1}`, from: mine ? ME : user, text, time: seedTime(d, h, m), read: mine || i < msgs.length - unread })),
    })),
    searchHistory: [],
    settings: { ...DEFAULT_SETTINGS },
  };
}
