/**
 * What each eBay screen takes as route parameters (the control API's `intent` checks a payload
 * against these types), and the intent checks of the screens whose ids must exist.
 */
import { EBAY_CATEGORIES, EBAY_LISTINGS } from "../../../world/ebay";
import { idIn } from "../../os/intentChecks";
import type { AppManifest, NoParams } from "../../os/types";
import type { EbayState } from "./state";

export interface EbayScreenParams {
  home: NoParams;
  /** The query it opens with, and the category the search is in ("" or absent: all). */
  searchInput: { q?: string; category?: string };
  results: NoParams; filters: NoParams; categories: NoParams;
  /** `id`: a listing's id. */
  item: { id: string };
  cart: NoParams; watchlist: NoParams; settings: NoParams;
}

const category = idIn<EbayState, EbayScreenParams["searchInput"]>("category", "category", () => EBAY_CATEGORIES.map((c) => c.id), true);

export const ebayIntents: AppManifest<EbayState, EbayScreenParams>["intents"] = {
  searchInput: { check: (p, s, os) => (p.category === "" ? null : category.check(p, s, os)) },
  item: idIn("id", "listing", () => EBAY_LISTINGS.map((l) => l.id)),
};
