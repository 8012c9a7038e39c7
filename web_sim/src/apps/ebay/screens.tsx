/** eBay's screens: the chunk the page loads when the app is first drawn (see manifest.ts). */
import "./ebay.css";
import type { AppUi } from "../../os/types";
import { CartScreen, ItemScreen, WatchlistScreen } from "./item";
import type { EbayState } from "./logic";
import { FiltersScreen, ResultsScreen, SearchInputScreen } from "./search";
import { CategoriesScreen, HomeScreen, SettingsScreen } from "./home";

const ui: AppUi<EbayState> = {
  screens: {
    home: HomeScreen,
    searchInput: SearchInputScreen,
    results: ResultsScreen,
    filters: FiltersScreen,
    categories: CategoriesScreen,
    item: ItemScreen,
    cart: CartScreen,
    watchlist: WatchlistScreen,
    settings: SettingsScreen,
  },
};

export default ui;
