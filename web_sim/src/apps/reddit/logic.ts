/**
 * Reddit's state model and pure logic (no rendering): the persisted user data in `apps.reddit`
 * over the read-only world (web_sim/world/reddit.ts), merged views (feed, scores, comment
 * trees), and the create-post rules.
 */
import {
  DEFAULT_JOINED,
  REDDIT_COMMENTS,
  REDDIT_COMMUNITIES,
  REDDIT_ME,
  REDDIT_POSTS,
  REDDIT_USERS,
  defaultChats,
  defaultInbox,
  defaultMyContent,
  type RedditComment,
  type RedditCommunity,
  type RedditPost,
} from "../../../world/reddit";

export const APP_ID = "reddit";
export const ME = REDDIT_ME;

export interface MyPost { id: string; community: string; title: string; body: string; flair: string | null; time: number; nsfw: boolean }
export interface MyComment { id: string; post: string; parent: string | null; text: string; time: number; edited: boolean }
export interface Vote { id: string; dir: number; community?: string }
export interface ChatReply { id: string; from: string; text: string; time: number }
export interface ChatMessage extends ChatReply { replies: ChatReply[] }
export interface ChatThread { id: string; user: string; messages: ChatMessage[] }
export interface InboxItem { id: string; kind: string; user: string | null; title: string; text: string; time: number; post: string | null }

export interface RedditSettings {
  feedSort: string;
  commentSort: string;
  cardView: string;
  autoplay: string;
  autoplayGifs: boolean;
  reduceMotion: boolean;
  showThumbnails: boolean;
  showFlairs: boolean;
  hideSeenPosts: boolean;
  showAvatars: boolean;
  communityThemes: boolean;
  showNsfw: boolean;
  blurNsfw: boolean;
  openLinksInApp: boolean;
  allowChatRequests: boolean;
  showOnlineStatus: boolean;
  notifyChat: boolean;
  notifyReplies: boolean;
  notifyMentions: boolean;
  notifyUpvotes: boolean;
  notifyTrending: boolean;
  allowFollowers: boolean;
  personalizedAds: boolean;
  saveSearchHistory: boolean;
  dataSaver: boolean;
}

export interface RedditState {
  nextId: number;
  profile: { displayName: string; bio: string };
  joined: Array<{ id: string }>;
  votes: Vote[];
  commentVotes: Vote[];
  saved: Array<{ id: string }>;
  posts: MyPost[];
  comments: MyComment[];
  chats: ChatThread[];
  inbox: InboxItem[];
  settings: RedditSettings;
}

export const DEFAULT_SETTINGS: RedditSettings = {
  feedSort: "Best",
  commentSort: "Best",
  cardView: "Card",
  autoplay: "Always",
  autoplayGifs: true,
  reduceMotion: false,
  showThumbnails: true,
  showFlairs: true,
  hideSeenPosts: false,
  showAvatars: true,
  communityThemes: true,
  showNsfw: false,
  blurNsfw: true,
  openLinksInApp: true,
  allowChatRequests: true,
  showOnlineStatus: true,
  notifyChat: true,
  notifyReplies: true,
  notifyMentions: true,
  notifyUpvotes: true,
  notifyTrending: false,
  allowFollowers: true,
  personalizedAds: false,
  saveSearchHistory: true,
  dataSaver: false,
};

export const CHOICES: Record<string, string[]> = {
  feedSort: ["Best", "Hot", "New", "Top"],
  commentSort: ["Best", "Top", "New", "Old"],
  cardView: ["Card", "Compact"],
  autoplay: ["Always", "Wi-Fi only", "Never"],
};

export function initialRedditState(): RedditState {
  const mine = defaultMyContent();
  return {
    nextId: 1,
    profile: { displayName: "Amber Fox", bio: "Cooking, pixels and too much coffee." },
    joined: DEFAULT_JOINED.map((id) => ({ id })),
    votes: [
      { id: REDDIT_POSTS.find((p) => p.community === "pixelart")!.id, dir: 1, community: "pixelart" },
      { id: REDDIT_POSTS.find((p) => p.community === "coffee")!.id, dir: 1, community: "coffee" },
    ],
    commentVotes: [],
    saved: [],
    posts: mine.posts,
    comments: mine.comments,
    chats: defaultChats(),
    inbox: defaultInbox(),
    settings: { ...DEFAULT_SETTINGS },
  };
}

// ---------- lookups ----------

const communityById = new Map(REDDIT_COMMUNITIES.map((c) => [c.id, c]));
const worldPostById = new Map(REDDIT_POSTS.map((p) => [p.id, p]));
const commentsByPost = new Map<string, RedditComment[]>();
for (const c of REDDIT_COMMENTS) {
  const list = commentsByPost.get(c.post) ?? [];
  list.push(c);
  commentsByPost.set(c.post, list);
}

export function community(id: string): RedditCommunity | undefined {
  return communityById.get(id);
}
export const COMMUNITIES = REDDIT_COMMUNITIES;
export const USERS = REDDIT_USERS;

/** A post as drawn: world posts and my posts alike. */
export interface PostView extends RedditPost {
  mine: boolean;
}

export function myPostView(p: MyPost): PostView {
  return { ...p, author: ME, score: 1, kind: "text", imageSeed: 0, rank: -1, mine: true };
}

function worldView(p: RedditPost): PostView {
  return { ...p, mine: false };
}

export function findPost(s: RedditState, id: string): PostView | undefined {
  const mine = s.posts.find((p) => p.id === id);
  if (mine) return myPostView(mine);
  const w = worldPostById.get(id);
  return w ? worldView(w) : undefined;
}

export function voteOf(list: readonly Vote[], id: string): number {
  return list.find((v) => v.id === id)?.dir ?? 0;
}

/** Score with my vote applied (the world score does not include it). */
export function postScore(s: RedditState, p: PostView): number {
  return p.score + voteOf(s.votes, p.id);
}

export function isJoined(s: RedditState, communityId: string): boolean {
  return s.joined.some((j) => j.id === communityId);
}

/** My newest posts first, then world posts by rank. */
function ordered(s: RedditState, keep: (p: PostView) => boolean): PostView[] {
  const mine = [...s.posts].sort((a, b) => b.time - a.time).map(myPostView).filter(keep);
  const world = REDDIT_POSTS.map(worldView).filter(keep).sort((a, b) => a.rank - b.rank);
  return [...mine, ...world];
}

/** Joined and popular communities; my own posts only while they are new (a day), as on Reddit. */
export function homeFeed(s: RedditState, now: number): PostView[] {
  const feed = ordered(s, (p) => (isJoined(s, p.community) || !!community(p.community)?.popular) && (s.settings.showNsfw || !p.nsfw) && (!p.mine || now - p.time < 86_400_000));
  return sortFeed(feed, s.settings.feedSort, s);
}

/** The default feed sort: Best/Hot keep the hot rank (my new posts first), New by time, Top by score. */
export function sortFeed(posts: PostView[], sort: string, s: RedditState): PostView[] {
  if (sort === "New") return [...posts].sort((a, b) => b.time - a.time || a.id.localeCompare(b.id));
  if (sort === "Top") return [...posts].sort((a, b) => postScore(s, b) - postScore(s, a) || a.id.localeCompare(b.id));
  return posts;
}

export function popularFeed(s: RedditState): PostView[] {
  return ordered(s, (p) => !p.mine && (s.settings.showNsfw || !p.nsfw)).sort((a, b) => b.score - a.score);
}

export function communityPosts(s: RedditState, communityId: string): PostView[] {
  return ordered(s, (p) => p.community === communityId);
}

export function userPosts(s: RedditState, user: string): PostView[] {
  if (user === ME) return ordered(s, (p) => p.mine);
  return ordered(s, (p) => p.author === user && (s.settings.showNsfw || !p.nsfw));
}

// ---------- comments ----------

export interface CommentView { id: string; post: string; parent: string | null; author: string; text: string; score: number; time: number; mine: boolean; edited: boolean }
export interface CommentNode { c: CommentView; children: CommentNode[] }

export function postComments(s: RedditState, postId: string): CommentView[] {
  const world = (commentsByPost.get(postId) ?? []).map((c) => ({ ...c, mine: false, edited: false }));
  const mine = s.comments.filter((c) => c.post === postId).map((c) => ({ ...c, author: ME, score: 1, mine: true }));
  return [...world, ...mine];
}

export function commentCount(s: RedditState, postId: string): number {
  return (commentsByPost.get(postId)?.length ?? 0) + s.comments.filter((c) => c.post === postId).length;
}

export function commentScore(s: RedditState, c: CommentView): number {
  return c.score + voteOf(s.commentVotes, c.id);
}

/** The comment tree: my comments first (newest first), then by the chosen sort. Orphans (whose parent is gone) are dropped. */
export function commentTree(s: RedditState, postId: string): CommentNode[] {
  const all = postComments(s, postId);
  const sort = s.settings.commentSort;
  const cmp = (a: CommentView, b: CommentView): number => {
    if (a.mine !== b.mine) return a.mine ? -1 : 1;
    if (a.mine || sort === "New") return b.time - a.time || a.id.localeCompare(b.id);
    if (sort === "Old") return a.time - b.time || a.id.localeCompare(b.id);
    return commentScore(s, b) - commentScore(s, a) || a.id.localeCompare(b.id);
  };
  const build = (parent: string | null): CommentNode[] =>
    all
      .filter((c) => c.parent === parent)
      .sort(cmp)
      .map((c) => ({ c, children: build(c.id) }));
  return build(null);
}

export function findComment(s: RedditState, id: string): CommentView | undefined {
  const mine = s.comments.find((c) => c.id === id);
  if (mine) return { ...mine, author: ME, score: 1, mine: true };
  const w = REDDIT_COMMENTS.find((c) => c.id === id);
  return w ? { ...w, mine: false, edited: false } : undefined;
}

// ---------- changes ----------

export function allocateId(s: RedditState, prefix: string): string {
  const id = `${prefix}${s.nextId}`;
  s.nextId += 1;
  return id;
}

/** Tap on an arrow: the same arrow again clears the vote. */
export function applyVote(list: Vote[], id: string, dir: 1 | -1, community?: string): void {
  const i = list.findIndex((v) => v.id === id);
  if (i >= 0 && list[i].dir === dir) list.splice(i, 1);
  else if (i >= 0) list[i].dir = dir;
  else list.push(community ? { id, dir, community } : { id, dir });
}

export function toggleJoin(s: RedditState, communityId: string): void {
  const i = s.joined.findIndex((j) => j.id === communityId);
  if (i >= 0) s.joined.splice(i, 1);
  else s.joined.push({ id: communityId });
}

export interface PostDraft { community: string; title: string; body: string; flair: string | null }

/** Why Post is disabled (null when the draft can be posted). */
export function postBlocker(d: PostDraft): string | null {
  const c = community(d.community);
  if (!c) return "Choose a community";
  if (d.title.trim() === "") return "Add a title";
  if (c.flairRequired && !(d.flair && c.flairs.some((f) => f.id === d.flair))) return `r/${c.name} requires a post flair`;
  return null;
}

export function createPost(s: RedditState, d: PostDraft, now: number): string {
  const id = allocateId(s, "mp");
  const c = community(d.community)!;
  s.posts.push({ id, community: d.community, title: d.title.trim(), body: d.body.trim(), flair: d.flair, time: now, nsfw: c.nsfw });
  return id;
}

export function deleteMyPost(s: RedditState, id: string): void {
  s.posts = s.posts.filter((p) => p.id !== id);
  s.saved = s.saved.filter((x) => x.id !== id);
}

/** Delete my comment, with my own replies under it (world users never reply to my comments). */
export function deleteMyComment(s: RedditState, id: string): void {
  const gone = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of s.comments) if (c.parent && gone.has(c.parent) && !gone.has(c.id)) (gone.add(c.id), (grew = true));
  }
  s.comments = s.comments.filter((c) => !gone.has(c.id));
}

export function threadWith(s: RedditState, user: string): ChatThread | undefined {
  return s.chats.find((t) => t.user === user);
}

export function lastTime(t: ChatThread): number {
  return t.messages.reduce((m, x) => Math.max(m, x.time, ...x.replies.map((r) => r.time)), 0);
}

export function sendChat(s: RedditState, user: string, text: string, now: number): void {
  let t = threadWith(s, user);
  if (!t) {
    t = { id: allocateId(s, "t"), user, messages: [] };
    s.chats.push(t);
  }
  t.messages.push({ id: allocateId(s, "m"), from: "me", text, time: now, replies: [] });
}

export function replyInThread(s: RedditState, threadId: string, messageId: string, text: string, now: number): void {
  const m = s.chats.find((t) => t.id === threadId)?.messages.find((x) => x.id === messageId);
  if (m) m.replies.push({ id: allocateId(s, "r"), from: "me", text, time: now });
}

export function deleteChatMessage(s: RedditState, threadId: string, messageId: string): void {
  const t = s.chats.find((x) => x.id === threadId);
  if (t) t.messages = t.messages.filter((m) => !(m.id === messageId && m.from === "me"));
}

// ---------- search ----------

const norm = (x: string) => x.toLowerCase();

export function searchPosts(s: RedditState, q: string): PostView[] {
  const k = norm(q.trim());
  if (!k) return [];
  return ordered(s, (p) => (norm(p.title).includes(k) || norm(p.body).includes(k)) && (s.settings.showNsfw || !p.nsfw));
}

export function searchCommunities(s: RedditState, q: string): RedditCommunity[] {
  const k = norm(q.trim());
  if (!k) return [];
  return REDDIT_COMMUNITIES.filter((c) => (norm(c.name).includes(k) || norm(c.title).includes(k) || norm(c.description).includes(k)) && (s.settings.showNsfw || !c.nsfw));
}

export function searchUsers(q: string): string[] {
  const k = norm(q.trim());
  if (!k) return [];
  return REDDIT_USERS.filter((u) => norm(u.id).includes(k)).map((u) => u.id);
}

// ---------- formatting ----------

export function ago(now: number, t: number): string {
  const m = Math.max(0, Math.floor((now - t) / 60_000));
  if (m < 1) return "now";
  if (m < 60) return `${m}m`;
  const h = Math.floor(m / 60);
  if (h < 24) return `${h}h`;
  const d = Math.floor(h / 24);
  if (d < 30) return `${d}d`;
  const mo = Math.floor(d / 30);
  return mo < 12 ? `${mo}mo` : `${Math.floor(mo / 12)}y`;
}

export function compact(n: number): string {
  const a = Math.abs(n);
  if (a >= 1_000_000) return `${(n / 1_000_000).toFixed(a >= 10_000_000 ? 0 : 1)}M`;
  if (a >= 1_000) return `${(n / 1_000).toFixed(a >= 10_000 ? 0 : 1)}k`;
  return String(n);
}
