/**
 * What each eBay screen takes as route parameters (the control API's `intent` checks a payload
 * against these types). The item screen draws "This listing has ended" for an unknown id and a
 * search in an unknown category finds nothing, so no screen needs a check of the world's ids
 * (and the manifest stays free of the listings, which load with the screens).
 */
import type { NoParams } from "../../os/types";

export interface EbayScreenParams {
  home: NoParams;
  /** The query it opens with, and the category the search is in ("" or absent: all). */
  searchInput: { q?: string; category?: string };
  results: NoParams; filters: NoParams; categories: NoParams;
  /** `id`: a listing's id. */
  item: { id: string };
  cart: NoParams; watchlist: NoParams; settings: NoParams;
}
