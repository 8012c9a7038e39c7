/**
 * Reddit: communities, feeds, posts with threaded comments, create post (with required flairs),
 * search, chat with per-message threads, inbox, profile and settings. The world (communities,
 * users, posts, comments) is read-only data from web_sim/world/reddit.ts; `apps.reddit` holds
 * what the user changes.
 */
import { mdiReddit } from "@mdi/js";
import "./reddit.css";
import type { AppManifest } from "../../os/types";
import { ChatScreen, NewChatScreen, ThreadScreen } from "./chat";
import { CommunityScreen, SearchScreen } from "./community";
import { CreateScreen, PickCommunityScreen } from "./create";
import { HomeScreen } from "./home";
import { APP_ID, initialRedditState, type RedditState } from "./logic";
import { ComposeScreen, PostScreen } from "./post";
import { EditProfileScreen, ProfileScreen, SettingsScreen } from "./profile";

const manifest: AppManifest<RedditState> = {
  id: APP_ID,
  label: "Reddit",
  icon: mdiReddit,
  color: "#ff4500",
  initialState: initialRedditState,
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
  home: "home",
  autofocus: { search: "reddit.search" },
  navigation: {
    home: ["post", "community", "search", "create", "chat", "newChat", "profile"],
    post: ["compose", "community", "profile"],
    compose: [],
    community: ["post", "create", "profile"],
    search: ["post", "community", "profile"],
    create: ["pickCommunity", "post"],
    pickCommunity: [],
    chat: ["thread", "profile"],
    thread: [],
    newChat: ["chat"],
    profile: ["post", "community", "settings", "editProfile", "chat"],
    editProfile: [],
    settings: [],
  },
};

export default manifest;
