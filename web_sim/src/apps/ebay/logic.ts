/**
 * eBay's actions on its state: running (and recording) a search, the cart, the watchlist, and
 * the formatting the screens share. The listings are world data (web_sim/world/ebay.ts).
 */
import { EBAY_CATEGORIES, EBAY_LISTINGS, EMPTY_SEARCH, searchListings, type EbayListing, type EbaySearchParams } from "../../../world/ebay";
import type { EbayState, EbayTheme, SearchRecord } from "./state";

export type { EbayState } from "./state";
export const MAX_SEARCH_RECORDS = 40;

export const THEMES: Array<{ id: EbayTheme; label: string }> = [
  { id: "light", label: "Light" },
  { id: "dark", label: "Dark" },
  { id: "system", label: "System default" },
];

export function listing(id: string): EbayListing | undefined {
  return EBAY_LISTINGS.find((l) => l.id === id);
}

export function categoryName(id: string): string {
  return EBAY_CATEGORIES.find((c) => c.id === id)?.name ?? id;
}

/** "¥1,299.99" */
export function money(x: number): string {
  return `¥${x.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Run a search: it becomes the one on screen and is recorded. Returns its results. */
export function runSearch(d: EbayState, params: EbaySearchParams): EbayListing[] {
  const p: EbaySearchParams = { ...EMPTY_SEARCH, ...params, query: params.query.trim(), conditions: [...params.conditions] };
  const hits = searchListings(p);
  const record: SearchRecord = { ...p, id: `s${d.nextId++}`, count: hits.length, firstTitle: hits[0]?.title ?? null, firstTotal: hits[0]?.total ?? null };
  d.search = record;
  d.searches.push(record);
  if (d.searches.length > MAX_SEARCH_RECORDS) d.searches.splice(0, d.searches.length - MAX_SEARCH_RECORDS);
  if (p.query !== "") d.recentSearches = [p.query, ...d.recentSearches.filter((q) => q !== p.query)].slice(0, 8);
  return hits;
}

/** The parameters of a record, for a new search from it. */
export function paramsOf(r: SearchRecord | null): EbaySearchParams {
  if (!r) return { ...EMPTY_SEARCH };
  const { query, category, brand, conditions, format, location, minPrice, maxPrice, freeShipping, sort } = r;
  return { query, category, brand, conditions: [...conditions], format, location, minPrice, maxPrice, freeShipping, sort };
}

/** How many filters differ from "any" (the badge on the Filter button). */
export function activeFilters(p: EbaySearchParams): number {
  return [p.category !== "", p.brand !== "", p.conditions.length > 0, p.format !== "", p.location !== "", p.minPrice !== null || p.maxPrice !== null, p.freeShipping].filter(Boolean).length;
}

export function addToCart(d: EbayState, id: string): void {
  const line = d.cart.find((c) => c.id === id);
  if (line) line.qty += 1;
  else d.cart.push({ id, qty: 1 });
}

export function toggleSaved(d: EbayState, id: string): void {
  d.saved = d.saved.includes(id) ? d.saved.filter((x) => x !== id) : [id, ...d.saved];
}

/** Parse a price typed into a filter box: "" -> null, "1,200" -> 1200, junk -> null. */
export function parsePrice(text: string): number | null {
  const t = text.replace(/[¥,\s]/g, "");
  if (t === "" || !/^\d+(\.\d{1,2})?$/.test(t)) return null;
  return Number(t);
}

export function isDark(theme: EbayTheme, osDark: boolean): boolean {
  return theme === "dark" || (theme === "system" && osDark);
}
