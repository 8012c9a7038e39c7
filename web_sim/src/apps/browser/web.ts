/**
 * The offline web as the Browser sees it: what an address bar entry means (an address or a
 * search), which page an address shows (one of world/browser.ts, the Browser's own home or
 * search results, or the "no connection" page for any other address: nothing is ever fetched),
 * and the search of the offline web. Imported by the screens only, so the pages load with them.
 */
import { BROWSER_PAGES, type WebBlock, type WebPage } from "../../../world/browser";
import { HOME_URL, SEARCH_PREFIX } from "./state";

const byUrl = new Map(BROWSER_PAGES.map((p) => [p.url, p]));

/** What a typed entry means: an address (with a scheme, or a bare host like "panfresh.recipes/x"), else a search. */
export function addressFor(input: string): string {
  const text = input.trim();
  if (/^https?:\/\/\S+$/i.test(text)) return canonical(text);
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i.test(text)) return canonical(`https://${text}`);
  return searchUrl(text);
}

/** The scheme and host in lower case, a bare host given its "/" path: "HTTPS://Panfresh.recipes" is "https://panfresh.recipes/". */
function canonical(url: string): string {
  const m = /^(https?):\/\/([^/?#]+)(.*)$/i.exec(url);
  if (!m) return url;
  return `${m[1].toLowerCase()}://${m[2].toLowerCase()}${m[3] === "" ? "/" : m[3]}`;
}

export function searchUrl(query: string): string {
  return SEARCH_PREFIX + encodeURIComponent(query.trim());
}

export function searchQueryOf(url: string): string | null {
  return url.startsWith(SEARCH_PREFIX) ? decodeURIComponent(url.slice(SEARCH_PREFIX.length)) : null;
}

/** What an address shows. */
export type Shown =
  | { kind: "home" }
  | { kind: "search"; query: string; results: WebPage[] }
  | { kind: "page"; page: WebPage }
  | { kind: "offline"; url: string };

export function show(url: string): Shown {
  if (url === HOME_URL) return { kind: "home" };
  const query = searchQueryOf(url);
  if (query !== null) return { kind: "search", query, results: search(query) };
  const page = byUrl.get(url) ?? byUrl.get(url.endsWith("/") ? url.slice(0, -1) : `${url}/`);
  return page ? { kind: "page", page } : { kind: "offline", url };
}

/** The title a tab and the history give an address. */
export function titleOf(url: string): string {
  const s = show(url);
  if (s.kind === "home") return "New tab";
  if (s.kind === "search") return `${s.query} - Search`;
  if (s.kind === "page") return s.page.title;
  return hostOf(url);
}

export function hostOf(url: string): string {
  return /^[a-z]+:\/\/([^/?#]+)/i.exec(url)?.[1] ?? url;
}

/** Every text of a block, in reading order (what find in page and the search read). */
export function blockTexts(b: WebBlock): string[] {
  switch (b.kind) {
    case "h":
    case "p":
    case "link":
      return [b.text];
    case "list":
      return b.items;
    case "table":
      return [...b.head, ...b.rows.flat()];
  }
}

/** Pages whose title or text holds every word of the query, in the web's order. */
export function search(query: string): WebPage[] {
  const words = query.toLowerCase().split(/\s+/).filter((w) => w !== "");
  if (words.length === 0) return [];
  return BROWSER_PAGES.filter((p) => {
    const text = [p.title, p.site, ...p.blocks.flatMap(blockTexts)].join(" ").toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

/** The first text of a page after its heading: the snippet under a search result. */
export function snippetOf(page: WebPage): string {
  const text = page.blocks.find((b) => b.kind === "p" || b.kind === "link");
  return text && (text.kind === "p" || text.kind === "link") ? text.text : "";
}

/** How many times `query` occurs (case-insensitive, not overlapping) in a text. */
export function countMatches(text: string, query: string): number {
  if (query === "") return 0;
  const hay = text.toLowerCase();
  const needle = query.toLowerCase();
  let n = 0;
  for (let i = hay.indexOf(needle); i >= 0; i = hay.indexOf(needle, i + needle.length)) n++;
  return n;
}

/** A text cut into the pieces between and at the matches of `query` (case-insensitive). */
export function splitMatches(text: string, query: string): Array<{ text: string; match: boolean }> {
  if (query === "") return [{ text, match: false }];
  const hay = text.toLowerCase();
  const needle = query.toLowerCase();
  const out: Array<{ text: string; match: boolean }> = [];
  let from = 0;
  for (let i = hay.indexOf(needle); i >= 0; i = hay.indexOf(needle, i + needle.length)) {
    if (i > from) out.push({ text: text.slice(from, i), match: false });
    out.push({ text: text.slice(i, i + needle.length), match: true });
    from = i + needle.length;
  }
  if (from < text.length) out.push({ text: text.slice(from), match: false });
  return out;
}
