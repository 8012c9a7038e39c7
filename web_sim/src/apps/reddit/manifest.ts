/**
 * Reddit: communities, feeds, posts with threaded comments, create post (with required flairs),
 * search, chat with per-message threads, inbox, profile and settings. The world (communities,
 * users, posts, comments) is read-only data from web_sim/world/reddit.ts; `apps.reddit` holds
 * what the user changes.
 */
import { mdiReddit } from "@mdi/js";
import type { AppManifest } from "../../os/types";
import { APP_ID, initialRedditState, type RedditState } from "./logic";
import { type RedditScreenParams, redditIntents } from "./params";

const manifest: AppManifest<RedditState, RedditScreenParams> = {
  id: APP_ID,
  label: "Reddit",
  icon: mdiReddit,
  color: "#ff4500",
  initialState: initialRedditState,
  ui: () => import("./screens"),
  home: "home",
  intents: redditIntents,
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
