/** WeChat Reading's screens: the chunk the page loads when the app is first drawn (see manifest.ts), with the catalogue and the text generator. */
import "./wechat_reading.css";
import type { AppUi } from "../../os/types";
import { MainScreen } from "./main";
import { BookScreen, CategoriesScreen, CategoryScreen, FollowingScreen, FriendsScreen, HotScreen, ProfileEditScreen, SearchScreen, UserScreen, WalletScreen } from "./pages";
import { ReaderScreen } from "./reader";
import { SettingsScreen } from "./settings";
import type { WechatReadingState } from "./state";
import { StatsScreen } from "./stats";

const ui: AppUi<WechatReadingState> = {
  screens: {
    main: MainScreen,
    search: SearchScreen,
    hot: HotScreen,
    categories: CategoriesScreen,
    category: CategoryScreen,
    book: BookScreen,
    reader: ReaderScreen,
    stats: StatsScreen,
    following: FollowingScreen,
    friends: FriendsScreen,
    user: UserScreen,
    wallet: WalletScreen,
    profileEdit: ProfileEditScreen,
    settings: SettingsScreen,
  },
};

export default ui;
