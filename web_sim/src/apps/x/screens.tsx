/** X's screens: the chunk the page loads when the app is first drawn (see manifest.ts), with the world. */
import "./x.css";
import type { AppUi } from "../../os/types";
import { HomeScreen } from "./home";
import { ActivityScreen, BookmarksScreen, ComposeScreen, ConversationScreen, FollowsScreen, PostScreen, ProfileScreen, SearchScreen } from "./pages";
import { SettingsPageScreen, SettingsScreen } from "./settings";
import type { XState } from "./state";

const ui: AppUi<XState> = {
  screens: {
    home: HomeScreen,
    post: PostScreen,
    activity: ActivityScreen,
    compose: ComposeScreen,
    search: SearchScreen,
    profile: ProfileScreen,
    follows: FollowsScreen,
    conversation: ConversationScreen,
    bookmarks: BookmarksScreen,
    settings: SettingsScreen,
    settingsPage: SettingsPageScreen,
  },
};

export default ui;
