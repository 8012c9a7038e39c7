/**
 * eBay: home, categories, search with filters and sorts (every executed search recorded), item
 * detail, cart, watchlist, inbox, selling, My eBay and settings (theme). The listings are
 * read-only world data (web_sim/world/ebay.ts); `apps.ebay` holds what the user changes.
 */
import { mdiShopping } from "@mdi/js";
import type { AppManifest } from "../../os/types";
import { APP_ID, initialEbayState, type EbayState } from "./state";
import type { EbayScreenParams } from "./params";

const manifest: AppManifest<EbayState, EbayScreenParams> = {
  id: APP_ID,
  label: "eBay",
  icon: mdiShopping,
  color: "#3665f3",
  initialState: initialEbayState,
  ui: () => import("./screens"),
  home: "home",
  autofocus: { searchInput: "ebay.query" },
  navigation: {
    home: ["searchInput", "results", "item", "cart", "watchlist", "categories", "settings"],
    searchInput: ["results"],
    results: ["item", "filters", "searchInput", "cart"],
    filters: [],
    categories: ["results"],
    item: ["cart", "item"],
    cart: ["item"],
    watchlist: ["item"],
    settings: [],
  },
  // Searching is looking: the searches run (which goals read) are never side effects.
  incidental: ["/apps/ebay/search", "/apps/ebay/search/**", "/apps/ebay/searches", "/apps/ebay/searches/**", "/apps/ebay/recentSearches", "/apps/ebay/recentSearches/**"],
};

export default manifest;
