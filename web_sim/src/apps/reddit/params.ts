/**
 * What each Reddit screen takes as route parameters (the control API's `intent` checks a payload
 * against these types), and the intent checks of the screens whose ids must exist: posts,
 * comments, communities and users of the world, and the user's own posts, comments and chats.
 */
import { REDDIT_COMMENTS, REDDIT_POSTS } from "../../../world/reddit";
import { allOf, idIn } from "../../os/intentChecks";
import type { AppManifest, NoParams } from "../../os/types";
import { COMMUNITIES, ME, type RedditState, USERS } from "./logic";

export interface RedditScreenParams {
  home: NoParams;
  /** `id`: a post of the world's or one of the user's. */
  post: { id: string };
  /** A comment on `post`: a reply to comment `parent`, or an edit of my comment `edit`. */
  compose: { post: string; parent?: string; edit?: string };
  /** `id`: a community's id. */
  community: { id: string };
  search: NoParams;
  /** `community`: where the new post goes. */
  create: { community?: string };
  /** `target`: the route id of the create screen the picked community fills. */
  pickCommunity: {
    /** @asType integer */
    target: number;
  };
  /** `user`: the other side of the chat. */
  chat: { user: string };
  /** A message (`message`) of a chat (`thread`) and its replies. */
  thread: { thread: string; message: string };
  newChat: NoParams;
  /** `user`: whose profile (default mine). */
  profile: { user?: string };
  editProfile: NoParams; settings: NoParams;
}

type P = RedditScreenParams;
const postIds = (s: RedditState): string[] => [...s.posts.map((p) => p.id), ...REDDIT_POSTS.map((p) => p.id)];
const communityIds = (): string[] => COMMUNITIES.map((c) => c.id);
const otherUsers = (): string[] => USERS.map((u) => u.id).filter((u) => u !== ME);

export const redditIntents: AppManifest<RedditState, P>["intents"] = {
  post: idIn("id", "post", postIds),
  compose: allOf<RedditState, P["compose"]>(
    idIn("post", "post", postIds),
    idIn("parent", "comment", (s: RedditState) => [...s.comments.map((c) => c.id), ...REDDIT_COMMENTS.map((c) => c.id)], true),
    idIn("edit", "comment of mine", (s: RedditState) => s.comments.map((c) => c.id), true),
  ),
  community: idIn("id", "community", communityIds),
  create: idIn("community", "community", communityIds, true),
  chat: idIn("user", "user", otherUsers),
  thread: allOf<RedditState, P["thread"]>(
    idIn("thread", "chat", (s: RedditState) => s.chats.map((t) => t.id)),
    idIn("message", "message of that chat", (s: RedditState, _, p: P["thread"]) => s.chats.find((t) => t.id === p.thread)?.messages.map((m) => m.id) ?? []),
  ),
  profile: idIn("user", "user", () => [ME, ...USERS.map((u) => u.id)], true),
};
