/**
 * WeChat Reading's persisted state (`apps.wechat_reading`): what the user changes over the
 * read-only catalogue (web_sim/world/wechat_reading.ts), keyed by book and user ids. Kept free of
 * the catalogue so the manifest stays light: progress holds both the word offset and the
 * percentage the reader shows (offset = floor(percent x totalWords / 100) for a "go to P%",
 * the seed writes them the same way from the book lengths below). Times are absolute, relative
 * to the default episode start (Thursday 14 May 2026, 09:00 at UTC+8).
 */
import { DEFAULT_START_MS } from "../../../world/device";
import { WR_RECORDS, type WrRecord } from "../../../world/wechat_readingStats";

export const APP_ID = "wechat_reading";

export type ReaderTheme = "white" | "paper" | "green" | "dark";
export type PageTurn = "slide" | "curl" | "scroll" | "none";
export type DarkMode = "light" | "dark" | "system";
export type ProfileVisibility = "everyone" | "mutual" | "onlyMe";

export interface WrShelfItem { id: string; isPrivate: boolean; addedAt: number }
/** Where I am in a book: the first word of the page (offset) and the percentage shown. */
export interface WrProgress { id: string; offset: number; percent: number; lastReadAt: number }
export interface WrFollow { id: string; at: number }
export interface WrCoinTx { id: string; at: number; amount: number; title: string }
export interface WrReaderPrefs { fontSize: number; theme: ReaderTheme; pageTurn: PageTurn; lineHeight: "compact" | "normal" | "loose" }
export interface WrSettings {
  darkMode: DarkMode;
  autoDownload: boolean;
  volumeKeyPageTurn: boolean;
  keepScreenOn: boolean;
  autoPrivateReading: boolean;
  hideReadingTime: boolean;
  hideShelf: boolean;
  hideFromRanking: boolean;
  blockStrangerMessages: boolean;
  profileVisibility: ProfileVisibility;
  notifyFriendActivity: boolean;
  notifyBookUpdates: boolean;
  notifyPromotions: boolean;
}
export interface WrProfile { nickname: string; signature: string; gender: "male" | "female" | "unset" }

export interface WechatReadingState {
  nextId: number;
  profile: WrProfile;
  coins: { balance: number; transactions: WrCoinTx[] };
  /** My shelf, in the order it shows (newest first). */
  shelf: WrShelfItem[];
  progress: WrProgress[];
  following: WrFollow[];
  /** Minutes read per local day (days without reading have no record). */
  records: WrRecord[];
  readerPrefs: WrReaderPrefs;
  settings: WrSettings;
  searchHistory: string[];
}

export const FONT_SIZES = [14, 16, 18, 20, 22, 24, 26, 28];
const DAY = 86_400_000;
const ago = (days: number, hours = 0): number => DEFAULT_START_MS - days * DAY - hours * 3_600_000;

/** [book, percent, totalWords (the catalogue's), days since last read, private]. */
const SHELF: Array<[string, number, number, number, boolean]> = [
  ["b034", 35, 506600, 0, false],
  ["b007", 62, 841100, 1, false],
  ["b091", 12, 471500, 3, true],
  ["b053", 88, 834800, 2, false],
  ["b128", 4, 380000, 9, false],
  ["b061", 47, 475000, 5, false],
  ["b112", 100, 103500, 20, false],
  ["b020", 23, 267900, 6, false],
  ["b018", 71, 386900, 12, false],
  ["b143", 9, 400400, 15, false],
];

export function initialWechatReadingState(): WechatReadingState {
  return {
    nextId: 100,
    profile: { nickname: "Alex Chen", signature: "Reading a little every day.", gender: "male" },
    coins: {
      balance: 236.5,
      transactions: [
        { id: "tx1", at: ago(30), amount: 100, title: "Top-up" },
        { id: "tx2", at: ago(24), amount: -29.9, title: "Bought \"The Locked Cipher\"" },
        { id: "tx3", at: ago(14), amount: 200, title: "Top-up" },
        { id: "tx4", at: ago(10), amount: 5, title: "Reading reward" },
        { id: "tx5", at: ago(6), amount: -38.6, title: "Bought \"The Deep Signal\"" },
        { id: "tx6", at: ago(2), amount: 0, title: "Monthly card trial" },
      ],
    },
    shelf: SHELF.map(([id, , , , isPrivate], i) => ({ id, isPrivate, addedAt: ago(40 + i * 3) })),
    progress: SHELF.map(([id, percent, total, d]) => ({ id, offset: Math.floor((percent * total) / 100), percent, lastReadAt: ago(d, 2) })),
    following: ["u1", "u2", "u4", "u6", "u8"].map((id, i) => ({ id, at: ago(60 - i * 9) })),
    records: WR_RECORDS.map((r) => ({ ...r })),
    readerPrefs: { fontSize: 18, theme: "white", pageTurn: "slide", lineHeight: "normal" },
    settings: {
      darkMode: "light",
      autoDownload: true,
      volumeKeyPageTurn: false,
      keepScreenOn: true,
      autoPrivateReading: false,
      hideReadingTime: false,
      hideShelf: false,
      hideFromRanking: false,
      blockStrangerMessages: false,
      profileVisibility: "everyone",
      notifyFriendActivity: true,
      notifyBookUpdates: true,
      notifyPromotions: false,
    },
    searchHistory: [],
  };
}
