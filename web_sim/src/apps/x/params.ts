/**
 * What each X screen takes as route parameters (the control API's `intent` checks a payload
 * against these types), and the intent checks of the screens whose ids must exist: posts and
 * users of the world, the user's own posts and conversations.
 */
import { allOf, idIn, worldIdIn } from "../../os/intentChecks";
import type { AppManifest, NoParams } from "../../os/types";
import { ME, type XState } from "./state";

/** The settings pages (settings.tsx's SETTINGS_PAGES); root is the top list. */
export type XSettingsPage =
  | "root" | "account" | "accountInfo" | "security" | "privacy" | "audience" | "yourPosts" | "contentYouSee" | "timeline" | "explore" | "dms"
  | "spaces" | "discoverability" | "ads" | "location" | "notifications" | "notifFilters" | "notifPush" | "notifEmail" | "accessibility";

export interface XScreenParams {
  home: NoParams;
  /** `id`: a post of the world's or one of the user's. */
  post: { id: string };
  /** `post`: the post whose counts are shown. */
  activity: { post: string };
  /** A new post, a reply to post `replyTo`, or a quote of post `quoteOf`. */
  compose: { replyTo?: string; quoteOf?: string };
  /** `q`: the query it opens with. */
  search: { q?: string };
  /** `user`: whose profile (default mine). */
  profile: { user?: string };
  /** Whom `user` follows or who follows them (default mine, Following). */
  follows: { user?: string; tab?: "Following" | "Followers" };
  /** `id`: a conversation's id. */
  conversation: { id: string };
  bookmarks: NoParams; settings: NoParams;
  settingsPage: { page: XSettingsPage };
}

type P = XScreenParams;
/** The world's posts and users: loaded with the screens, and for a check of them. */
const world = () => import("../../../world/x");
type World = typeof import("../../../world/x");
const postIds = (w: World, s: XState): string[] => [...s.posts.map((p) => p.id), ...w.X_POSTS.map((p) => p.id)];
const userIds = (w: World): string[] => [ME, ...w.X_USERS.map((u) => u.id)];

export const xIntents: AppManifest<XState, P>["intents"] = {
  post: worldIdIn("id", "post", world, postIds),
  activity: worldIdIn("post", "post", world, postIds),
  compose: allOf<XState, P["compose"]>(worldIdIn("replyTo", "post", world, postIds, true), worldIdIn("quoteOf", "post", world, postIds, true)),
  profile: worldIdIn("user", "user", world, userIds, true),
  follows: worldIdIn("user", "user", world, userIds, true),
  conversation: idIn("id", "conversation", (s: XState) => s.conversations.map((c) => c.id)),
};
