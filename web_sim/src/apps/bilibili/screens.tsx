/** Bilibili's screens: the chunk the page loads when the app is first drawn (see manifest.ts), with the world. */
import "./bilibili.css";
import type { AppUi } from "../../os/types";
import { HomeScreen } from "./home";
import { AnimeScreen, AnimeSubsScreen, FansScreen, FavouritesScreen, FolderScreen, FollowingScreen, HistoryScreen, LikesScreen, NewFolderScreen, SettingsScreen } from "./lists";
import { BirthdayScreen, EditTextScreen, ProfileEditScreen } from "./profile";
import { RankingScreen } from "./ranking";
import { SearchScreen, searchBack } from "./search";
import { SpaceScreen } from "./space";
import type { BilibiliState } from "./state";
import { VideoScreen } from "./video";
import { VipScreen } from "./vip";

const ui: AppUi<BilibiliState> = {
  screens: {
    home: HomeScreen,
    search: SearchScreen,
    video: VideoScreen,
    space: SpaceScreen,
    ranking: RankingScreen,
    anime: AnimeScreen,
    animeSubs: AnimeSubsScreen,
    profileEdit: ProfileEditScreen,
    editText: EditTextScreen,
    birthday: BirthdayScreen,
    favourites: FavouritesScreen,
    folder: FolderScreen,
    newFolder: NewFolderScreen,
    likes: LikesScreen,
    following: FollowingScreen,
    fans: FansScreen,
    vip: VipScreen,
    settings: SettingsScreen,
    history: HistoryScreen,
  },
  onBack: { search: searchBack },
};

export default ui;
