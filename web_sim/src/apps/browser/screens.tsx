/** Browser's screens: the chunk (with the offline web) the page loads when the app is first drawn. */
import "./browser.css";
import type { AppUi } from "../../os/types";
import { BookmarksScreen, HistoryScreen } from "./library";
import { MainScreen, mainBack } from "./main";
import type { BrowserState } from "./state";
import { TabsScreen } from "./tabs";

const ui: AppUi<BrowserState> = {
  screens: { main: MainScreen, tabs: TabsScreen, bookmarks: BookmarksScreen, history: HistoryScreen },
  onBack: { main: mainBack },
};

export default ui;
