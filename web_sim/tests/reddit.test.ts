import { describe, expect, it } from "vitest";
import { buildRedditWorld, DEFAULT_JOINED, REDDIT_COMMENTS, REDDIT_COMMUNITIES, REDDIT_HOME_FEED_TOP, REDDIT_POSTS, REDDIT_USERS } from "../world/reddit";
import {
  applyVote,
  commentCount,
  commentTree,
  createPost,
  deleteChatMessage,
  deleteMyComment,
  homeFeed,
  initialRedditState,
  postBlocker,
  replyInThread,
  searchPosts,
  sendChat,
  type RedditState,
} from "../src/apps/reddit/logic";
import manifest from "../src/apps/reddit/manifest";
import manifestUi from "../src/apps/reddit/screens";

const fresh = (): RedditState => structuredClone(initialRedditState());
const NOW = Date.UTC(2026, 4, 14, 1);

describe("reddit world", () => {
  it("is generated deterministically with unique ids", () => {
    const ids = (xs: Array<{ id: string }>) => new Set(xs.map((x) => x.id)).size === xs.length;
    expect(ids(REDDIT_POSTS) && ids(REDDIT_COMMENTS) && ids(REDDIT_USERS) && ids(REDDIT_COMMUNITIES)).toBe(true);
    expect(buildRedditWorld()).toEqual(buildRedditWorld());
    expect(buildRedditWorld().posts).toEqual(REDDIT_POSTS);
    expect(REDDIT_COMMUNITIES.length).toBe(16);
    expect(REDDIT_POSTS.length).toBeGreaterThanOrEqual(140);
    expect(REDDIT_COMMENTS.length).toBeGreaterThan(1000);
    expect(REDDIT_POSTS[0].id).toBe("p001");
    expect(REDDIT_HOME_FEED_TOP[0].id).toBe("p059");
    // Every post of a flair-required community has a flair; every comment's parent exists on its post.
    const req = new Set(REDDIT_COMMUNITIES.filter((c) => c.flairRequired).map((c) => c.id));
    expect(REDDIT_POSTS.filter((p) => req.has(p.community)).every((p) => p.flair)).toBe(true);
    const byId = new Map(REDDIT_COMMENTS.map((c) => [c.id, c]));
    expect(REDDIT_COMMENTS.every((c) => c.parent === null || byId.get(c.parent)?.post === c.post)).toBe(true);
    expect(REDDIT_COMMUNITIES.some((c) => c.flairRequired) && REDDIT_COMMUNITIES.some((c) => !c.flairRequired)).toBe(true);
  });
});

describe("reddit logic", () => {
  it("blocks Post until community, title and (where required) flair are set", () => {
    const required = REDDIT_COMMUNITIES.find((c) => c.flairRequired)!;
    const free = REDDIT_COMMUNITIES.find((c) => !c.flairRequired)!;
    expect(postBlocker({ community: "", title: "t", body: "", flair: null })).toBe("Choose a community");
    expect(postBlocker({ community: free.id, title: " ", body: "", flair: null })).toBe("Add a title");
    expect(postBlocker({ community: free.id, title: "t", body: "", flair: null })).toBeNull();
    expect(postBlocker({ community: required.id, title: "t", body: "", flair: null })).toContain("requires a post flair");
    expect(postBlocker({ community: required.id, title: "t", body: "", flair: "other-f1" })).toContain("requires a post flair");
    expect(postBlocker({ community: required.id, title: "t", body: "", flair: required.flairs[0].id })).toBeNull();
  });

  it("creates posts with counter ids and shows new ones in the home feed", () => {
    const s = fresh();
    const id = createPost(s, { community: "jazz", title: " Hi ", body: "b", flair: null }, NOW);
    expect(id).toBe("mp1");
    expect(s.posts.at(-1)).toMatchObject({ id: "mp1", title: "Hi", community: "jazz" });
    expect(homeFeed(s, NOW)[0].id).toBe("mp1");
    expect(homeFeed(s, NOW + 2 * 86_400_000)[0].id).not.toBe("mp1");
    s.settings.feedSort = "New";
    const byTime = homeFeed(s, NOW + 2 * 86_400_000).map((p) => p.time);
    expect(byTime).toEqual([...byTime].sort((a, b) => b - a));
  });

  it("toggles votes: same arrow clears, other arrow flips", () => {
    const list: Array<{ id: string; dir: number; community?: string }> = [];
    applyVote(list, "p1", 1, "c");
    expect(list).toEqual([{ id: "p1", dir: 1, community: "c" }]);
    applyVote(list, "p1", -1, "c");
    expect(list[0].dir).toBe(-1);
    applyVote(list, "p1", -1, "c");
    expect(list).toEqual([]);
  });

  it("threads comments with mine first and deletes my replies along with my comment", () => {
    const s = fresh();
    const post = REDDIT_HOME_FEED_TOP[0].id;
    const before = commentCount(s, post);
    s.comments.push({ id: "a", post, parent: null, text: "top", time: NOW, edited: false });
    s.comments.push({ id: "b", post, parent: "a", text: "reply", time: NOW, edited: false });
    const tree = commentTree(s, post);
    expect(tree[0].c.id).toBe("a");
    expect(tree[0].children[0].c.id).toBe("b");
    expect(commentCount(s, post)).toBe(before + 2);
    deleteMyComment(s, "a");
    expect(s.comments.some((c) => c.id === "a" || c.id === "b")).toBe(false);
  });

  it("sends chats, replies in a message's thread, deletes only my messages", () => {
    const s = fresh();
    const t = s.chats[0];
    sendChat(s, t.user, "hello", NOW);
    expect(t.messages.at(-1)).toMatchObject({ from: "me", text: "hello" });
    replyInThread(s, t.id, t.messages[0].id, "in thread", NOW);
    expect(t.messages[0].replies).toHaveLength(1);
    const theirs = t.messages.find((m) => m.from !== "me")!;
    deleteChatMessage(s, t.id, theirs.id);
    expect(t.messages.some((m) => m.id === theirs.id)).toBe(true);
    deleteChatMessage(s, t.id, t.messages.at(-1)!.id);
    expect(t.messages.at(-1)!.text).not.toBe("hello");
    sendChat(s, "brand_new_user", "hi", NOW);
    expect(s.chats.at(-1)).toMatchObject({ user: "brand_new_user" });
  });

  it("searches titles and bodies, hiding mature posts unless shown", () => {
    const s = fresh();
    expect(searchPosts(s, "sourdough").map((p) => p.id)).toContain("p001");
    const nsfw = REDDIT_POSTS.find((p) => p.nsfw)!;
    expect(searchPosts(s, nsfw.title).some((p) => p.id === nsfw.id)).toBe(false);
    s.settings.showNsfw = true;
    expect(searchPosts(s, nsfw.title).some((p) => p.id === nsfw.id)).toBe(true);
  });

  it("declares about 25 settings, the default joined communities and a consistent navigation", () => {
    const s = fresh();
    expect(Object.keys(s.settings).length).toBeGreaterThanOrEqual(25);
    expect(s.joined.map((j) => j.id)).toEqual(DEFAULT_JOINED);
    for (const [from, to] of Object.entries(manifest.navigation)) {
      expect(manifestUi.screens[from]).toBeDefined();
      for (const t of to) expect(manifestUi.screens[t]).toBeDefined();
    }
  });
});
