/** Reddit's screens: the chunk the page loads when the app is first drawn (see manifest.ts). */
import "./reddit.css";
import { ChatScreen, NewChatScreen, ThreadScreen } from "./chat";
import { CommunityScreen, SearchScreen } from "./community";
import { CreateScreen, PickCommunityScreen } from "./create";
import { HomeScreen } from "./home";
import type { RedditState } from "./logic";
import { ComposeScreen, PostScreen } from "./post";
import { EditProfileScreen, ProfileScreen, SettingsScreen } from "./profile";
import type { AppUi } from "../../os/types";

const ui: AppUi<RedditState> = {
  screens: {
    home: HomeScreen,
    post: PostScreen,
    compose: ComposeScreen,
    community: CommunityScreen,
    search: SearchScreen,
    create: CreateScreen,
    pickCommunity: PickCommunityScreen,
    chat: ChatScreen,
    thread: ThreadScreen,
    newChat: NewChatScreen,
    profile: ProfileScreen,
    editProfile: EditProfileScreen,
    settings: SettingsScreen,
  },
};

export default ui;
