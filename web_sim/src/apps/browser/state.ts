/**
 * The Browser's persisted state and the operations on it: tabs with their back/forward stacks,
 * history, bookmarks and the find query. Pure functions over the draft (no world data here: the
 * screens resolve a page's title and pass it in), so the manifest stays small and vitest can
 * drive them without a page.
 */
import { BROWSER_SEED_BOOKMARKS } from "../../../world/browserSeed";

/** The address of the Browser's own home page (search box and shortcuts). */
export const HOME_URL = "browser://home";
/** The address of a search of the offline web: `browser://search?q=<query>`. */
export const SEARCH_PREFIX = "browser://search?q=";

/** A page a tab showed: where BACK and FORWARD go. */
export interface BrowserVisit { url: string; title: string }

export interface BrowserTab {
  id: string;
  url: string;
  title: string;
  back: BrowserVisit[];
  forward: BrowserVisit[];
  /** The app whose link opened this tab: BACK on its first page closes it and leaves, as Chrome does. */
  opener: string | null;
}

export interface BrowserHistoryEntry { id: string; url: string; title: string; /** Simulated clock, ms. */ at: number }
export interface BrowserBookmark { id: string; url: string; title: string }

export interface BrowserState {
  tabs: BrowserTab[];
  currentTab: string;
  history: BrowserHistoryEntry[];
  bookmarks: BrowserBookmark[];
  /** The find-in-page bar: its query and which match is current (0-based); null when closed. */
  find: { query: string; match: number } | null;
  nextId: number;
}

export function initialBrowserState(): BrowserState {
  return {
    tabs: [{ id: "t1", url: HOME_URL, title: "New tab", back: [], forward: [], opener: null }],
    currentTab: "t1",
    history: [],
    bookmarks: BROWSER_SEED_BOOKMARKS.map((b) => ({ ...b })),
    find: null,
    nextId: 3,
  };
}

export function currentTab(s: BrowserState): BrowserTab {
  return s.tabs.find((t) => t.id === s.currentTab) ?? s.tabs[0];
}

/** Pages of the Browser's own (home, search) are not web pages: no history, no bookmark, no share. */
export function isOwnPage(url: string): boolean {
  return url.startsWith("browser://");
}

function record(d: BrowserState, url: string, title: string, now: number): void {
  if (isOwnPage(url) && url === HOME_URL) return;
  d.history.push({ id: `h${d.nextId++}`, url, title, at: now });
}

/** Go to `url` in the current tab: the page left goes on the back stack, FORWARD is forgotten. */
export function visit(d: BrowserState, url: string, title: string, now: number): void {
  const tab = currentTab(d);
  tab.back.push({ url: tab.url, title: tab.title });
  tab.forward = [];
  tab.url = url;
  tab.title = title;
  d.find = null;
  record(d, url, title, now);
}

export function goBack(d: BrowserState): boolean {
  const tab = currentTab(d);
  const prev = tab.back.pop();
  if (!prev) return false;
  tab.forward.push({ url: tab.url, title: tab.title });
  tab.url = prev.url;
  tab.title = prev.title;
  d.find = null;
  return true;
}

export function goForward(d: BrowserState): boolean {
  const tab = currentTab(d);
  const next = tab.forward.pop();
  if (!next) return false;
  tab.back.push({ url: tab.url, title: tab.title });
  tab.url = next.url;
  tab.title = next.title;
  d.find = null;
  return true;
}

/** Open a tab (at the home page, or at `url` when a link from another app opens it) and make it current. */
export function openTab(d: BrowserState, now: number, page?: BrowserVisit, opener: string | null = null): BrowserTab {
  const tab: BrowserTab = { id: `t${d.nextId++}`, url: page?.url ?? HOME_URL, title: page?.title ?? "New tab", back: [], forward: [], opener };
  d.tabs.push(tab);
  d.currentTab = tab.id;
  d.find = null;
  if (page) record(d, page.url, page.title, now);
  return tab;
}

export function switchTab(d: BrowserState, id: string): void {
  if (!d.tabs.some((t) => t.id === id)) return;
  d.currentTab = id;
  d.find = null;
}

/** Close a tab; the one before it becomes current; closing the last one leaves a new home tab. */
export function closeTab(d: BrowserState, id: string, now: number): void {
  const i = d.tabs.findIndex((t) => t.id === id);
  if (i < 0) return;
  d.tabs.splice(i, 1);
  if (d.tabs.length === 0) openTab(d, now);
  else if (d.currentTab === id) d.currentTab = d.tabs[Math.max(0, i - 1)].id;
  d.find = null;
}

export function bookmarkOf(s: BrowserState, url: string): BrowserBookmark | undefined {
  return s.bookmarks.find((b) => b.url === url);
}

/** BrowserBookmark a page once: a page already bookmarked keeps its bookmark (and its name). */
export function addBookmark(d: BrowserState, url: string, title: string): BrowserBookmark {
  const had = bookmarkOf(d, url);
  if (had) return had;
  const b = { id: `b${d.nextId++}`, url, title };
  d.bookmarks.push(b);
  return b;
}

/** Rename a bookmark; a blank name keeps the old one (a bookmark always has a name). */
export function renameBookmark(d: BrowserState, id: string, title: string): void {
  const b = d.bookmarks.find((x) => x.id === id);
  if (b && title.trim() !== "") b.title = title.trim();
}

export function deleteBookmark(d: BrowserState, id: string): void {
  d.bookmarks = d.bookmarks.filter((b) => b.id !== id);
}

export function deleteHistoryEntry(d: BrowserState, id: string): void {
  d.history = d.history.filter((h) => h.id !== id);
}
