/**
 * Bilibili's actions as immer recipes on `apps.bilibili` and views over the world (loaded with
 * the screens): like, dislike, coin, favourite, the long-press triple, follow, search history,
 * folders, anime subscriptions.
 */
import type { AppHandle } from "../../os/types";
import { BILI_VIDEOS, video, type BiliVideo } from "../../../world/bilibili";
import type { BilibiliState } from "./state";

export type App = AppHandle<BilibiliState>;

export const MAX_COINS_PER_VIDEO = 2;
export const videoOf = (id: string): BiliVideo => video(id) ?? BILI_VIDEOS[0];
export const isLiked = (s: BilibiliState, id: string): boolean => s.liked.some((x) => x.id === id);
export const isDisliked = (s: BilibiliState, id: string): boolean => s.disliked.some((x) => x.id === id);
export const coinsOn = (s: BilibiliState, id: string): number => s.coinsGiven.find((x) => x.id === id)?.count ?? 0;
export const isFaved = (s: BilibiliState, id: string): boolean => s.folders.some((f) => f.videoIds.includes(id));
export const isFollowing = (s: BilibiliState, id: string): boolean => s.following.some((x) => x.id === id);

export function toggleLike(app: App, id: string): void {
  const now = app.os.clock.now;
  app.update((d) => {
    const i = d.liked.findIndex((x) => x.id === id);
    if (i >= 0) d.liked.splice(i, 1);
    else {
      d.liked.push({ id, at: now });
      d.disliked = d.disliked.filter((x) => x.id !== id);
    }
  });
}

export function toggleDislike(app: App, id: string): void {
  const now = app.os.clock.now;
  app.update((d) => {
    const i = d.disliked.findIndex((x) => x.id === id);
    if (i >= 0) d.disliked.splice(i, 1);
    else {
      d.disliked.push({ id, at: now });
      d.liked = d.liked.filter((x) => x.id !== id);
    }
  });
}

/** Give `n` coins (1 or 2, within the per-video cap and my balance), liking too when `alsoLike`. What went wrong, or null. */
export function giveCoins(app: App, id: string, n: number, alsoLike: boolean): string | null {
  const s = app.state;
  if (n < 1 || coinsOn(s, id) + n > MAX_COINS_PER_VIDEO) return "You can give at most 2 coins to a video";
  if (s.user.coins < n) return "Not enough coins";
  const now = app.os.clock.now;
  app.update((d) => {
    d.user.coins -= n;
    const g = d.coinsGiven.find((x) => x.id === id);
    if (g) {
      g.count += n;
      g.at = now;
    } else d.coinsGiven.push({ id, count: n, at: now });
    if (alsoLike && !d.liked.some((x) => x.id === id)) {
      d.liked.push({ id, at: now });
      d.disliked = d.disliked.filter((x) => x.id !== id);
    }
  });
  return null;
}

/** The long-press triple: like, one coin (when none given yet and I have one), and into the default folder when in none. */
export function triple(app: App, id: string): void {
  const now = app.os.clock.now;
  app.update((d) => {
    if (!d.liked.some((x) => x.id === id)) d.liked.push({ id, at: now });
    d.disliked = d.disliked.filter((x) => x.id !== id);
    if (!d.coinsGiven.some((x) => x.id === id) && d.user.coins >= 1) {
      d.user.coins -= 1;
      d.coinsGiven.push({ id, count: 1, at: now });
    }
    if (!d.folders.some((f) => f.videoIds.includes(id))) (d.folders.find((f) => f.isDefault) ?? d.folders[0]).videoIds.push(id);
  });
}

/** Put the video in exactly the folders `ids` (the favourite sheet's Done). */
export function setFolders(app: App, videoId: string, ids: readonly string[]): void {
  app.update((d) => {
    for (const f of d.folders) {
      const has = f.videoIds.includes(videoId);
      const want = ids.includes(f.id);
      if (has && !want) f.videoIds = f.videoIds.filter((v) => v !== videoId);
      if (!has && want) f.videoIds.push(videoId);
    }
  });
}

export function follow(app: App, uploaderId: string): void {
  const now = app.os.clock.now;
  app.update((d) => void (d.following.some((x) => x.id === uploaderId) || d.following.push({ id: uploaderId, at: now })));
}

export function unfollow(app: App, uploaderId: string): void {
  app.update((d) => void (d.following = d.following.filter((x) => x.id !== uploaderId)));
}

export function toggleAnime(app: App, id: string): void {
  const now = app.os.clock.now;
  app.update((d) => {
    const i = d.animeSubs.findIndex((x) => x.id === id);
    if (i >= 0) d.animeSubs.splice(i, 1);
    else d.animeSubs.push({ id, at: now });
  });
}

/** A search was made: its text goes to the front of the history (once). */
export function recordSearch(app: App, text: string): void {
  const t = text.trim();
  if (!t) return;
  app.update((d) => {
    d.searchHistory = d.searchHistory.filter((x) => x.text.toLowerCase() !== t.toLowerCase());
    d.searchHistory.unshift({ id: `s${d.nextId++}`, text: t });
    d.searchHistory = d.searchHistory.slice(0, 20);
  });
}

export function createFolder(app: App, title: string, isPublic: boolean): string {
  let id = "";
  app.update((d) => {
    id = `f${d.nextId++}`;
    d.folders.push({ id, title, isPublic, isDefault: false, videoIds: [] });
  });
  return id;
}

/** Post a comment under a video (trimmed; empty is refused). */
export function postComment(app: App, videoId: string, text: string): boolean {
  const t = text.trim();
  if (!t) return false;
  const now = app.os.clock.now;
  app.update((d) => void d.myComments.push({ id: `mc${d.nextId++}`, video: videoId, text: t, at: now }));
  return true;
}

/** Open a video: it goes to the front of my watch history (at most 100 entries), then its page opens. */
export function openVideo(app: App, videoId: string): void {
  const now = app.os.clock.now;
  app.update((d) => {
    d.history = [{ id: videoId, at: now }, ...d.history.filter((x) => x.id !== videoId)].slice(0, 100);
  });
  app.push("video", { id: videoId });
}
