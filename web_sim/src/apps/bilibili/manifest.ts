/**
 * Bilibili: the home feed (Recommended, Popular, Anime), following, shop and me; video pages
 * (a drawn player, like, dislike, coin, favourite, long-press triple, tags, watching-now count,
 * comments with IP location and the commenter's UID), uploader spaces (follow, recommendations),
 * rankings, search with history, profile editing, favourites folders, anime subscriptions, the
 * VIP centre paying through WeChat Pay (intent `pay`), and settings. The world is read-only data
 * in web_sim/world/bilibili.ts, loaded with the screens; `apps.bilibili` holds what the user changes.
 */
import type { AppManifest } from "../../os/types";
import { APP_ID, initialBilibiliState, type BilibiliState } from "./state";
import { type BilibiliScreenParams, bilibiliIntents } from "./params";

/** Bilibili's TV glyph: a rounded screen with two antennae (a 24x24 path). */
const ICON = "M7.2 3.1 9.6 5.5h4.8l2.4-2.4a1 1 0 0 1 1.4 1.4L17.2 5.5H19a3 3 0 0 1 3 3v9a3 3 0 0 1-3 3H5a3 3 0 0 1-3-3v-9a3 3 0 0 1 3-3h1.8L5.8 4.5a1 1 0 0 1 1.4-1.4ZM5 7.5a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-9a1 1 0 0 0-1-1Zm3 3.2a1.2 1.2 0 0 1 1.2 1.2v1.2a1.2 1.2 0 0 1-2.4 0v-1.2A1.2 1.2 0 0 1 8 10.7Zm8 0a1.2 1.2 0 0 1 1.2 1.2v1.2a1.2 1.2 0 0 1-2.4 0v-1.2a1.2 1.2 0 0 1 1.2-1.2Z";

const manifest: AppManifest<BilibiliState, BilibiliScreenParams> = {
  id: APP_ID,
  label: "Bilibili",
  icon: ICON,
  color: "#fb7299",
  initialState: initialBilibiliState,
  ui: () => import("./screens"),
  home: "home",
  intents: bilibiliIntents,
  autofocus: { search: "bilibili.search", editText: "bilibili.editText", newFolder: "bilibili.folderName" },
  navigation: {
    home: ["search", "video", "space", "ranking", "anime", "profileEdit", "favourites", "likes", "following", "fans", "animeSubs", "vip", "settings", "history"],
    search: ["video", "space"],
    video: ["space", "newFolder", "video"],
    space: ["video", "space"],
    ranking: ["video"],
    anime: [],
    animeSubs: ["anime"],
    profileEdit: ["editText", "birthday"],
    editText: [],
    birthday: [],
    favourites: ["folder", "newFolder"],
    folder: ["video"],
    newFolder: [],
    likes: ["video"],
    following: ["space"],
    fans: [],
    vip: [],
    settings: [],
    history: ["video"],
  },
  // Looking around records searches and the videos opened: histories, never side effects.
  incidental: ["/apps/bilibili/searchHistory", "/apps/bilibili/searchHistory/**", "/apps/bilibili/history", "/apps/bilibili/history/**"],
};

export default manifest;
