/**
 * RedNote's pure logic over the world and `apps.redbook`: notes as drawn (world and mine), counts
 * with my contribution, comment threads, chats, publishing. Screens and tests use these; judges
 * read the world's exported facts, computed by the same world functions.
 */
import { RB_COMMENTS, RB_MY_FANS, RB_MY_LIKES_COLLECTS, RB_NOTES, categoryFeed, notesOf, rbNote, rbUser, topComments, type RbComment, type RbNote, type RbUser } from "../../../world/redbook";
import { ME, type RbChat, type RbMyNote, type RedbookState } from "./state";

export { ME };

/** A note as drawn: world notes and my own alike. */
export interface NoteView extends RbNote { mine: boolean }

export function myNoteView(s: RedbookState, n: RbMyNote): NoteView {
  return { id: n.id, author: ME, category: "Mine", title: n.title, body: n.body, tags: [], likes: 0, collects: 0, city: s.profile.city, time: n.time, cover: hashSeed(n.id + n.title), rank: -1, mine: true };
}

function hashSeed(x: string): number {
  let h = 7;
  for (const ch of x) h = (h * 31 + ch.codePointAt(0)!) >>> 0;
  return h % 1_000_000;
}

export function findNote(s: RedbookState, id: string): NoteView | undefined {
  const mine = s.notes.find((n) => n.id === id);
  if (mine) return myNoteView(s, mine);
  const w = rbNote(id);
  return w ? { ...w, mine: false } : undefined;
}

const has = (list: ReadonlyArray<{ id: string }>, id: string) => list.some((x) => x.id === id);
export const isLiked = (s: RedbookState, id: string) => has(s.liked, id);
export const isCollected = (s: RedbookState, id: string) => has(s.collected, id);
export const isFollowing = (s: RedbookState, user: string) => has(s.following, user);

export const likeCount = (s: RedbookState, n: NoteView) => n.likes + (isLiked(s, n.id) ? 1 : 0);
export const collectCount = (s: RedbookState, n: NoteView) => n.collects + (isCollected(s, n.id) ? 1 : 0);

export function commentCount(s: RedbookState, noteId: string): number {
  return RB_COMMENTS.filter((c) => c.note === noteId).length + s.comments.filter((c) => c.note === noteId).length;
}

export interface CommentView extends RbComment { mine: boolean }
export interface CommentThread { c: CommentView; replies: CommentView[] }

/** Top-level comments (mine first, newest first; then the world's by likes), each with its replies oldest first. */
export function commentThreads(s: RedbookState, noteId: string): CommentThread[] {
  const mine = (parent: string | null) => s.comments.filter((c) => c.note === noteId && c.parent === parent).map((c) => ({ ...c, author: ME, likes: 0, mine: true }));
  const world = (parent: string) => RB_COMMENTS.filter((c) => c.note === noteId && c.parent === parent).map((c) => ({ ...c, mine: false }));
  const tops: CommentView[] = [...mine(null).sort((a, b) => b.time - a.time), ...topComments(noteId).map((c) => ({ ...c, mine: false }))];
  return tops.map((c) => ({ c, replies: [...world(c.id), ...mine(c.id)].sort((a, b) => a.time - b.time || a.id.localeCompare(b.id)) }));
}

export function findComment(s: RedbookState, id: string): CommentView | undefined {
  const mine = s.comments.find((c) => c.id === id);
  if (mine) return { ...mine, author: ME, likes: 0, mine: true };
  const w = RB_COMMENTS.find((c) => c.id === id);
  return w ? { ...w, mine: false } : undefined;
}

// ---------- feeds ----------

/** The home feed of a tab: Discover (recommended), Follow (followed users, newest first), Local, or a category. */
export function feed(s: RedbookState, tab: string, localCity: string): NoteView[] {
  const view = (n: RbNote): NoteView => ({ ...n, mine: false });
  if (tab === "Follow") {
    const f = new Set(s.following.map((x) => x.id));
    return RB_NOTES.filter((n) => f.has(n.author)).sort((a, b) => b.time - a.time || a.id.localeCompare(b.id)).map(view);
  }
  if (tab === "Local") return RB_NOTES.filter((n) => n.city === localCity).sort((a, b) => a.rank - b.rank).map(view);
  if (tab === "Discover") return [...RB_NOTES].sort((a, b) => a.rank - b.rank).map(view);
  return categoryFeed(tab).map(view);
}

export function userNotes(s: RedbookState, user: string): NoteView[] {
  if (user === ME) return [...s.notes].sort((a, b) => b.time - a.time).map((n) => myNoteView(s, n));
  return notesOf(user).map((n) => ({ ...n, mine: false }));
}

export interface UserStats { following: number; fans: number; likesCollects: number }

/** A profile's stats: the world's base, plus one fan while I follow them. */
export function userStats(s: RedbookState, user: string): UserStats {
  if (user === ME) return { following: s.following.length, fans: RB_MY_FANS.length, likesCollects: RB_MY_LIKES_COLLECTS };
  const u = rbUser(user);
  return { following: u?.following ?? 0, fans: (u?.fans ?? 0) + (isFollowing(s, user) ? 1 : 0), likesCollects: u?.likesCollects ?? 0 };
}

export function nickname(s: RedbookState, user: string): string {
  return user === ME ? s.profile.nickname : (rbUser(user)?.nickname ?? user);
}

export function worldUser(id: string): RbUser | undefined {
  return rbUser(id);
}

// ---------- changes ----------

export function allocateId(s: RedbookState, prefix: string): string {
  const id = `${prefix}${s.nextId}`;
  s.nextId += 1;
  return id;
}

function toggle(list: Array<{ id: string }>, id: string, front = false): void {
  const i = list.findIndex((x) => x.id === id);
  if (i >= 0) list.splice(i, 1);
  else if (front) list.unshift({ id });
  else list.push({ id });
}

export const toggleLike = (s: RedbookState, id: string) => toggle(s.liked, id);
/** A new collect goes to the top of my collection. */
export const toggleCollect = (s: RedbookState, id: string) => toggle(s.collected, id, true);
export const toggleFollow = (s: RedbookState, user: string) => toggle(s.following, user, true);
export const toggleCommentLike = (s: RedbookState, id: string) => toggle(s.likedComments, id);

export function addComment(s: RedbookState, note: string, parent: string | null, text: string, now: number): string {
  const id = allocateId(s, "mc");
  s.comments.push({ id, note, parent, text, time: now });
  return id;
}

/** Record a visit: the note moves to the top of the browse history. */
export function visit(s: RedbookState, id: string, now: number): void {
  s.history = [{ id, at: now }, ...s.history.filter((h) => h.id !== id)].slice(0, 100);
}

export function chatWith(s: RedbookState, user: string): RbChat | undefined {
  return s.chats.find((c) => c.user === user);
}

export function lastTime(c: RbChat): number {
  return c.messages.at(-1)?.time ?? 0;
}

/** The chat list: pinned first, then the most recent message first. */
export function sortedChats(s: RedbookState): RbChat[] {
  return [...s.chats].sort((a, b) => Number(b.pinned) - Number(a.pinned) || lastTime(b) - lastTime(a) || a.id.localeCompare(b.id));
}

export function sendDm(s: RedbookState, user: string, text: string, now: number): string {
  let c = chatWith(s, user);
  if (!c) {
    c = { id: allocateId(s, "ch"), user, messages: [], unread: 0, muted: false, pinned: false };
    s.chats.push(c);
  }
  c.messages.push({ id: allocateId(s, "dm"), from: ME, text, time: now });
  return c.id;
}

export interface PublishDraft { text: string; template: string; title: string; body: string }

/** Why Publish is disabled (null when the draft can be published). */
export function publishBlocker(d: PublishDraft): string | null {
  if (!d.title.trim()) return "Add a title";
  if (d.title.trim().length > 40) return "Title is at most 40 characters";
  return null;
}

export function publish(s: RedbookState, d: PublishDraft, now: number): string {
  const id = allocateId(s, "mn");
  s.notes.push({ id, title: d.title.trim(), body: d.body.trim(), template: d.template, time: now });
  return id;
}

/** Delete a note of mine, with the comments, likes and collects that pointed at it. */
export function deleteMyNote(s: RedbookState, id: string): void {
  s.notes = s.notes.filter((n) => n.id !== id);
  s.comments = s.comments.filter((c) => c.note !== id);
  s.liked = s.liked.filter((x) => x.id !== id);
  s.collected = s.collected.filter((x) => x.id !== id);
}

// ---------- formatting ----------

/** Counts are drawn in full (judged answers are read off the screen). */
export function count(n: number): string {
  return String(n);
}

/** Dates as RedNote shows them: "3h ago", "2d ago", then MM-DD. */
export function when(now: number, t: number, tzMinutes: number): string {
  const h = Math.floor((now - t) / 3_600_000);
  if (h < 1) return "Just now";
  if (h < 24) return `${h}h ago`;
  const d = Math.floor(h / 24);
  if (d < 7) return `${d}d ago`;
  const local = new Date(t + tzMinutes * 60_000);
  return `${String(local.getUTCMonth() + 1).padStart(2, "0")}-${String(local.getUTCDate()).padStart(2, "0")}`;
}
