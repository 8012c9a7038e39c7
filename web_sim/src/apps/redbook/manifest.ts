/**
 * RedNote (Xiaohongshu): home feed with channel tabs (two-column note cards), market, messages
 * (likes & collects, new followers, comments & @, DMs), note detail (like, collect, comment,
 * reply), user pages (follow, message), search for notes and users, publishing a text note in
 * three steps, my profile with collection, likes, history, and about twenty settings pages.
 * The corpus is read-only data in web_sim/world/redbook.ts, loaded with the screens;
 * `apps.redbook` holds what the user changes.
 */
import type { AppManifest } from "../../os/types";
import { APP_ID, initialRedbookState, type RedbookState } from "./state";
import { type RedbookScreenParams, redbookIntents } from "./params";

/** A book with a bookmark: RedNote's launcher icon, drawn by us. */
const ICON = "M6 3h12a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2m2 3v5l2-1.5L12 11V6H8m0 8v2h8v-2H8";

const manifest: AppManifest<RedbookState, RedbookScreenParams> = {
  id: APP_ID,
  label: "RedNote",
  icon: ICON,
  color: "#FF2442",
  initialState: initialRedbookState,
  ui: () => import("./screens"),
  home: "home",
  intents: redbookIntents,
  autofocus: { search: "redbook.search", publishText: "redbook.cardText" },
  navigation: {
    home: ["note", "user", "userList", "search", "chat", "notices", "publish", "history", "editProfile", "settings"],
    notices: ["note", "user"],
    note: ["user", "note"],
    user: ["note", "chat"],
    userList: ["user"],
    chat: ["user", "chatSettings"],
    chatSettings: ["user"],
    search: ["note", "user"],
    publish: ["publishText"],
    publishText: ["publishTemplate"],
    publishTemplate: ["publishFinal"],
    publishFinal: [],
    history: ["note"],
    editProfile: [],
    settings: ["settings"],
  },
  // Looking around records what was opened and searched, and reads DMs: never side effects.
  incidental: ["/apps/redbook/history", "/apps/redbook/history/**", "/apps/redbook/searchHistory", "/apps/redbook/searchHistory/**", "/apps/redbook/chats/[id=*]/unread"],
};

export default manifest;
