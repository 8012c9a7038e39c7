/**
 * X's views over the world and the state (loaded with the screens): one post model for world
 * posts and mine, counts that include my own like/repost/bookmark, timelines, search, and the
 * user's actions as recipes on `apps.x`.
 */
import type { AppHandle } from "../../os/types";
import { X_POSTS, X_USERS, searchPosts, worldFollowers, worldFollowing, worldReplies, xPost, xUser, type XPost, type XUser } from "../../../world/x";
import { ME, type XMark, type XOwnPost, type XState } from "./state";

export type App = AppHandle<XState>;

/** A post as drawn: world or mine, with the counts the screen shows. */
export interface PostView {
  id: string;
  author: string;
  text: string;
  time: number;
  replyTo: string | null;
  quoteOf: string | null;
  /** Photo ids (os.providers.media) attached to a post of mine. */
  media: string[];
  views: number;
  replies: number;
  reposts: number;
  quotes: number;
  likes: number;
  bookmarks: number;
}

export const MAX_CHARS = 280;
export const MAX_PHOTOS = 4;

export interface Person { id: string; name: string; handle: string; bio: string; verified: boolean; color: string; followers: number; following: number; location: string; joined: string }

export function person(s: XState, id: string): Person {
  if (id === ME) return { id: ME, name: s.profile.name, handle: s.profile.handle, bio: s.profile.bio, verified: false, color: "#1d9bf0", followers: s.followers.length, following: s.following.length, location: s.profile.location, joined: "April 2015" };
  const u: XUser = xUser(id) ?? X_USERS[0];
  return { ...u, followers: u.followers + (isFollowing(s, id) ? 1 : 0) };
}

const has = (xs: XMark[], id: string): boolean => xs.some((m) => m.id === id);
export const isLiked = (s: XState, id: string): boolean => has(s.likes, id);
export const isReposted = (s: XState, id: string): boolean => has(s.reposts, id);
export const isBookmarked = (s: XState, id: string): boolean => has(s.bookmarks, id);
export const isFollowing = (s: XState, id: string): boolean => s.following.some((f) => f.id === id);

function mine(p: XOwnPost): PostView {
  return { id: p.id, author: ME, text: p.text, time: p.time, replyTo: p.replyTo, quoteOf: p.quoteOf, media: p.media, views: 0, replies: 0, reposts: 0, quotes: 0, likes: 0, bookmarks: 0 };
}

function world(p: XPost): PostView {
  return { id: p.id, author: p.author, text: p.text, time: p.time, replyTo: p.replyTo, quoteOf: null, media: [], views: p.views, replies: 0, reposts: p.reposts, quotes: p.quotes, likes: p.likes, bookmarks: p.bookmarks };
}

/** The post `id` with my marks and my replies/quotes counted in, or null when unknown. */
export function postView(s: XState, id: string): PostView | null {
  const m = s.posts.find((p) => p.id === id);
  const w = m ? null : xPost(id);
  if (!m && !w) return null;
  const v = m ? mine(m) : world(w!);
  v.replies += (m ? 0 : worldReplies(id).length) + s.posts.filter((p) => p.replyTo === id).length;
  v.quotes += s.posts.filter((p) => p.quoteOf === id).length;
  v.likes += isLiked(s, id) ? 1 : 0;
  v.reposts += isReposted(s, id) ? 1 : 0;
  v.bookmarks += isBookmarked(s, id) ? 1 : 0;
  if (m) v.views = 12 + v.likes * 40 + v.replies * 25;
  return v;
}

const views = (s: XState, ids: string[]): PostView[] => ids.map((id) => postView(s, id)).filter((v): v is PostView => v !== null);
const byTime = (a: PostView, b: PostView): number => b.time - a.time || a.id.localeCompare(b.id);

/** "For you": every original post (world and mine), newest first. */
export function forYou(s: XState): PostView[] {
  return views(s, [...s.posts.filter((p) => p.replyTo === null).map((p) => p.id), ...X_POSTS.filter((p) => p.replyTo === null).map((p) => p.id)]).sort(byTime);
}

/** "Following": originals of the people I follow, and mine, newest first. */
export function followingFeed(s: XState): PostView[] {
  const ids = new Set(s.following.map((f) => f.id));
  return views(s, [...s.posts.filter((p) => p.replyTo === null).map((p) => p.id), ...X_POSTS.filter((p) => p.replyTo === null && ids.has(p.author)).map((p) => p.id)]).sort(byTime);
}

/** A user's posts (originals and quotes) or replies, newest first. */
export function userPosts(s: XState, user: string, replies: boolean): PostView[] {
  const own = user === ME ? s.posts.filter((p) => (p.replyTo !== null) === replies).map((p) => p.id) : X_POSTS.filter((p) => p.author === user && (p.replyTo !== null) === replies).map((p) => p.id);
  return views(s, own).sort(byTime);
}

/** My profile's Posts tab: my originals and quotes, and the posts I reposted (at the time I reposted them), newest first. */
export function myPostsAndReposts(s: XState): Array<{ p: PostView; reposted: boolean }> {
  const own = userPosts(s, ME, false).map((p) => ({ p, reposted: false, at: p.time }));
  const reposts = s.reposts.map((m) => ({ p: postView(s, m.id), reposted: true, at: m.at })).filter((x): x is { p: PostView; reposted: boolean; at: number } => x.p !== null);
  return [...own, ...reposts].sort((a, b) => b.at - a.at || a.p.id.localeCompare(b.p.id)).map(({ p, reposted }) => ({ p, reposted }));
}

export function likedPosts(s: XState): PostView[] {
  return views(s, [...s.likes].sort((a, b) => b.at - a.at).map((m) => m.id));
}

export function bookmarkedPosts(s: XState): PostView[] {
  return views(s, [...s.bookmarks].sort((a, b) => b.at - a.at).map((m) => m.id));
}

/** Replies under a post: the world's, then mine, oldest first. */
export function repliesTo(s: XState, id: string): PostView[] {
  return [...views(s, worldReplies(id).map((p) => p.id)), ...views(s, s.posts.filter((p) => p.replyTo === id).map((p) => p.id))].sort((a, b) => a.time - b.time);
}

/** Search: posts (world Top order, then my matching posts) and people. */
export function searchAll(s: XState, query: string, latest: boolean): PostView[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const mineFound = s.posts.filter((p) => p.text.toLowerCase().includes(q)).map((p) => p.id);
  const found = views(s, [...searchPosts(q).map((p) => p.id), ...mineFound]);
  return latest ? found.sort(byTime) : found;
}

export function searchPeople(query: string): XUser[] {
  const q = query.trim().toLowerCase().replace(/^@/, "");
  if (!q) return [];
  return X_USERS.filter((u) => u.name.toLowerCase().includes(q) || u.handle.toLowerCase().includes(q) || u.bio.toLowerCase().includes(q));
}

export function followingOf(s: XState, user: string): string[] {
  return user === ME ? [...s.following].sort((a, b) => b.at - a.at).map((f) => f.id) : worldFollowing(user);
}

export function followersOf(s: XState, user: string): string[] {
  if (user === ME) return s.followers;
  const base = worldFollowers(user);
  return isFollowing(s, user) ? [ME, ...base] : base;
}

/** "1.2K", "3.4M": X's compact counts. */
export function compact(n: number): string {
  if (n < 1000) return String(n);
  if (n < 1_000_000) return `${(n / 1000).toFixed(n < 10_000 ? 1 : 0).replace(/\.0$/, "")}K`;
  return `${(n / 1_000_000).toFixed(1).replace(/\.0$/, "")}M`;
}

/** "5m", "3h", "2d": how long ago, as on the timeline. */
export function ago(now: number, t: number): string {
  const m = Math.max(0, Math.floor((now - t) / 60_000));
  if (m < 1) return "now";
  if (m < 60) return `${m}m`;
  if (m < 1440) return `${Math.floor(m / 60)}h`;
  return `${Math.floor(m / 1440)}d`;
}

function toggleMark(app: App, list: "likes" | "reposts" | "bookmarks", id: string): boolean {
  const v = postView(app.state, id);
  if (!v) return false;
  const on = has(app.state[list], id);
  const now = app.os.clock.now;
  app.update((d) => {
    if (on) d[list] = d[list].filter((m) => m.id !== id);
    else d[list].push({ id, author: v.author, at: now });
  });
  return !on;
}

export const toggleLike = (app: App, id: string): void => void toggleMark(app, "likes", id);
export function toggleRepost(app: App, id: string): void {
  const on = toggleMark(app, "reposts", id);
  app.toast(on ? "Reposted" : "Repost removed");
}
export function toggleBookmark(app: App, id: string): void {
  const on = toggleMark(app, "bookmarks", id);
  app.toast(on ? "Added to your Bookmarks" : "Removed from your Bookmarks");
}

export function toggleFollow(app: App, user: string): void {
  if (user === ME) return;
  const on = isFollowing(app.state, user);
  const now = app.os.clock.now;
  app.update((d) => {
    if (on) d.following = d.following.filter((f) => f.id !== user);
    else d.following.push({ id: user, at: now });
  });
}

/** Publish a post of mine; false (and nothing changes) when it has neither text nor photos, or is over the limit. */
export function publish(app: App, text: string, replyTo: string | null, quoteOf: string | null, media: string[] = []): boolean {
  const body = text.trim();
  if ((!body && media.length === 0) || body.length > MAX_CHARS) return false;
  const now = app.os.clock.now;
  app.update((d) => void d.posts.push({ id: `m${d.nextId++}`, text: body, time: now, replyTo, quoteOf, media: [...media] }));
  app.toast(replyTo ? "Your reply was sent." : "Your post was sent.");
  return true;
}

export function deletePost(app: App, id: string): void {
  app.update((d) => void (d.posts = d.posts.filter((p) => p.id !== id)));
  app.toast("Your post was deleted");
}

export function sendDm(app: App, conversation: string, text: string): boolean {
  const body = text.trim();
  if (!body) return false;
  const now = app.os.clock.now;
  app.update((d) => {
    const c = d.conversations.find((x) => x.id === conversation);
    if (c) c.messages.push({ id: `dm${d.nextId++}`, from: ME, text: body, time: now, read: true });
  });
  return true;
}

/** Opening a conversation reads it: read receipts and the unread badge (incidental). */
export function markRead(app: App, conversation: string): void {
  const c = app.state.conversations.find((x) => x.id === conversation);
  if (!c || (c.unreadCount === 0 && c.messages.every((m) => m.read))) return;
  app.update((d) => {
    const cc = d.conversations.find((x) => x.id === conversation)!;
    cc.unreadCount = 0;
    for (const m of cc.messages) m.read = true;
  });
}

export function recordSearch(app: App, q: string): void {
  const query = q.trim();
  if (!query || app.state.searchHistory[0] === query) return;
  app.update((d) => void (d.searchHistory = [query, ...d.searchHistory.filter((x) => x !== query)].slice(0, 10)));
}
