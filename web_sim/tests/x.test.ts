import { describe, expect, it } from "vitest";
import { X_NOTIFICATIONS, X_POSTS, X_USERS, findablePosts, latestPosts, searchFacts, searchPosts, xPost, xUser } from "../world/x";
import { initialXState, type XState } from "../src/apps/x/state";
import { forYou, myPostsAndReposts, postView, searchAll, userPosts } from "../src/apps/x/logic";
import manifest from "../src/apps/x/manifest";
import ui from "../src/apps/x/screens";
import { DEFAULT_START_MS } from "../world/device";

const fresh = (): XState => structuredClone(initialXState());

describe("x world", () => {
  it("has 60 users and about 500 posts with unique ids, all before the episode start", () => {
    const unique = (xs: Array<{ id: string }>) => new Set(xs.map((x) => x.id)).size === xs.length;
    expect(X_USERS.length).toBe(60);
    expect(X_POSTS.length).toBeGreaterThan(450);
    expect(unique(X_USERS) && unique(X_POSTS)).toBe(true);
    expect(new Set(X_USERS.map((u) => u.handle)).size).toBe(60);
    for (const p of X_POSTS) {
      expect(p.time).toBeLessThan(DEFAULT_START_MS);
      expect(xUser(p.author)).toBeDefined();
      if (p.replyTo) expect(xPost(p.replyTo)!.replyTo).toBeNull();
      expect(p.likes).toBeLessThanOrEqual(p.views);
    }
    expect(X_POSTS.map((p) => p.time)).toEqual([...X_POSTS.map((p) => p.time)].sort((a, b) => b - a));
    for (const n of X_NOTIFICATIONS) expect(xUser(n.user)).toBeDefined();
  });

  it("resolves every user's latest post: their newest original, first on their profile", () => {
    const s = fresh();
    const latest = latestPosts();
    expect(latest.length).toBe(60);
    for (const l of latest) {
      const theirs = X_POSTS.filter((p) => p.author === l.user && p.replyTo === null);
      expect(Math.max(...theirs.map((p) => p.time))).toBe(l.time);
      expect(userPosts(s, l.user, false)[0].id).toBe(l.post);
    }
  });

  it("names findable posts by a first sentence no other post holds, and search finds exactly that post", () => {
    const found = findablePosts();
    expect(found.length).toBeGreaterThan(100);
    for (const f of found) {
      expect(searchPosts(f.snippet).map((p) => p.id)).toEqual([f.post]);
      expect(xPost(f.post)!.author).toBe(f.author);
    }
  });

  it("search facts are the posts whose text holds the keyword, in the screen's Top order", () => {
    const s = fresh();
    for (const f of searchFacts()) {
      expect(f.posts.length).toBeGreaterThan(10);
      const shown = searchAll(s, f.query, false).map((p) => p.id).filter((id) => xPost(id)?.text.toLowerCase().includes(f.query));
      expect(shown).toEqual(f.posts);
    }
  });
});

describe("x state", () => {
  it("seeds marks whose author is the post's author, follows of real users and DMs", () => {
    const s = fresh();
    for (const m of [...s.likes, ...s.reposts, ...s.bookmarks]) expect(xPost(m.id)!.author).toBe(m.author);
    for (const f of s.following) expect(xUser(f.id)).toBeDefined();
    for (const c of s.conversations) {
      expect(xUser(c.user)).toBeDefined();
      expect(c.messages.filter((m) => !m.read).length).toBe(c.unreadCount);
    }
    expect(s.nextId).toBe(100);
  });

  it("counts my like, repost, bookmark, reply and quote into a post's activity", () => {
    const s = fresh();
    const id = X_POSTS.find((p) => p.replyTo === null && !s.likes.some((m) => m.id === p.id))!.id;
    const before = postView(s, id)!;
    s.likes.push({ id, author: xPost(id)!.author, at: 0 });
    s.posts.push({ id: "m100", text: "r", time: DEFAULT_START_MS, replyTo: id, quoteOf: null, media: [] }, { id: "m101", text: "q", time: DEFAULT_START_MS, replyTo: null, quoteOf: id, media: [] });
    const after = postView(s, id)!;
    expect([after.likes - before.likes, after.replies - before.replies, after.quotes - before.quotes]).toEqual([1, 1, 1]);
    expect(forYou(s)[0].id).toBe("m101");
  });

  it("lists my posts and my reposts on my profile, newest first", () => {
    const s = fresh();
    const list = myPostsAndReposts(s);
    expect(list.filter((x) => x.reposted).map((x) => x.p.id).sort()).toEqual(s.reposts.map((m) => m.id).sort());
    expect(list.filter((x) => !x.reposted).map((x) => x.p.id)).toEqual(userPosts(s, "me", false).map((p) => p.id));
    expect(list.every((x) => x.p.replyTo === null)).toBe(true);
  });

  it("draws every screen of the navigation", () => {
    for (const [screen, next] of Object.entries(manifest.navigation)) {
      expect(ui.screens[screen]).toBeDefined();
      for (const n of next) expect(ui.screens[n]).toBeDefined();
    }
  });
});
