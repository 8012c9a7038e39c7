/**
 * X (Twitter): the Home timeline (For you / Following), Explore and search (posts, people),
 * Grok, notifications, DMs, profiles with followers/following, post detail with its activity,
 * the composer (post, reply, quote), repost, like, bookmark, follow, and Settings and privacy.
 * The users and posts are read-only data in web_sim/world/x.ts, loaded with the screens;
 * `apps.x` holds what the user changes.
 */
import type { AppManifest } from "../../os/types";
import { APP_ID, initialXState, type XState } from "./state";
import { type XScreenParams, xIntents } from "./params";

/** The X mark (same path as parts.tsx's logo), for the launcher. */
const X_ICON = "M3.2 3h5.1l12.5 18h-5.1zM18.2 3h2.4l-7.3 8.4-1.3-1.8zM3.4 21l7.6-8.7 1.3 1.8L5.8 21z";

const manifest: AppManifest<XState, XScreenParams> = {
  id: APP_ID,
  label: "X",
  icon: X_ICON,
  color: "#000000",
  initialState: initialXState,
  ui: () => import("./screens"),
  home: "home",
  intents: xIntents,
  autofocus: { search: "x.search", compose: "x.compose" },
  navigation: {
    home: ["post", "compose", "search", "profile", "follows", "conversation", "bookmarks", "settings", "activity"],
    post: ["post", "compose", "profile", "activity"],
    activity: [],
    compose: [],
    search: ["post", "profile", "compose", "activity"],
    profile: ["post", "compose", "follows", "activity", "profile"],
    follows: ["profile"],
    conversation: ["profile"],
    bookmarks: ["post", "compose", "profile", "activity"],
    settings: ["settingsPage"],
    settingsPage: ["settingsPage"],
  },
  // Reading DMs and searching: read receipts, unread badges and the search history.
  incidental: ["/apps/x/searchHistory", "/apps/x/searchHistory/**", "/apps/x/conversations/[id=*]/unreadCount", "/apps/x/conversations/[id=*]/messages/[id=*]/read"],
};

export default manifest;
