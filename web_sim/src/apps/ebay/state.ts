/**
 * eBay's persisted state and its fresh value: what the manifest needs, without the world data
 * (web_sim/world/ebay.ts is reached only from the screens, so it loads with the app's chunk).
 * `apps.ebay` holds what the user changes: cart, watchlist, theme, and every executed search
 * (query, filters, sort, result count), which judges read to check that a search was run.
 */
import type { EbaySearchParams } from "../../../world/ebay";

export const APP_ID = "ebay";

export type EbayTheme = "light" | "dark" | "system";

/** An executed search: its parameters, result count and first result. */
export interface SearchRecord extends EbaySearchParams {
  id: string;
  count: number;
  firstTitle: string | null;
  firstTotal: number | null;
}
export interface CartLine { id: string; qty: number }

export interface EbayState {
  user: string;
  settings: { theme: EbayTheme };
  cart: CartLine[];
  /** Watchlist ("Saved"): listing ids, newest first. */
  saved: string[];
  /** The search on screen (the last executed), null before the first. */
  search: SearchRecord | null;
  /** Every executed search, oldest first (the last MAX_SEARCH_RECORDS). */
  searches: SearchRecord[];
  recentSearches: string[];
  nextId: number;
}

export function initialEbayState(): EbayState {
  return { user: "amber_fox_23", settings: { theme: "light" }, cart: [], saved: [], search: null, searches: [], recentSearches: [], nextId: 1 };
}
