/**
 * WeChat Reading's actions as immer recipes on `apps.wechat_reading`, and views over the world:
 * shelf membership, progress, following. Loaded with the screens.
 */
import type { AppHandle, OsState } from "../../os/types";
import { localTime, pad2 } from "../../os/time";
import { wrBook } from "../../../world/wechat_reading";
import type { WechatReadingState, WrProgress } from "./state";

export type App = AppHandle<WechatReadingState>;

export const onShelf = (s: WechatReadingState, id: string): boolean => s.shelf.some((x) => x.id === id);
export const progressOf = (s: WechatReadingState, id: string): WrProgress | undefined => s.progress.find((p) => p.id === id);
export const isFollowing = (s: WechatReadingState, id: string): boolean => s.following.some((f) => f.id === id);

export function todayIso(os: OsState): string {
  const t = localTime(os);
  return `${t.year}-${pad2(t.month)}-${pad2(t.day)}`;
}

export function addToShelf(app: App, id: string): void {
  if (onShelf(app.state, id)) return app.toast("Already on your shelf");
  const now = app.os.clock.now;
  app.update((d) => void d.shelf.unshift({ id, isPrivate: d.settings.autoPrivateReading, addedAt: now }));
  app.toast("Added to shelf");
}

export function removeFromShelf(app: App, id: string): void {
  app.update((d) => void (d.shelf = d.shelf.filter((x) => x.id !== id)));
  app.toast("Removed from shelf");
}

export function setPrivate(app: App, id: string, value: boolean): void {
  app.update((d) => {
    const item = d.shelf.find((x) => x.id === id);
    if (item) item.isPrivate = value;
  });
  app.toast(value ? "Private reading on" : "Private reading off");
}

/** Move the reading position to word `offset` of book `id`; the percentage follows (floor). */
export function setOffset(app: App, id: string, offset: number): void {
  const total = wrBook(id).totalWords;
  const o = Math.max(0, Math.min(total, Math.floor(offset)));
  writeProgress(app, id, o, Math.floor((o * 100) / total));
}

/** "Go to P%": the page at P% of the text, shown as exactly P%. */
export function goToPercent(app: App, id: string, percent: number): void {
  const p = Math.max(0, Math.min(100, Math.round(percent)));
  writeProgress(app, id, Math.floor((p * wrBook(id).totalWords) / 100), p);
}

function writeProgress(app: App, id: string, offset: number, percent: number): void {
  const now = app.os.clock.now;
  app.update((d) => {
    const p = d.progress.find((x) => x.id === id);
    if (p) Object.assign(p, { offset, percent, lastReadAt: now });
    else d.progress.push({ id, offset, percent, lastReadAt: now });
  });
}

export function follow(app: App, id: string): void {
  const now = app.os.clock.now;
  app.update((d) => void (d.following.some((f) => f.id === id) || d.following.push({ id, at: now })));
}

export function unfollow(app: App, id: string): void {
  app.update((d) => void (d.following = d.following.filter((f) => f.id !== id)));
  app.toast("Unfollowed");
}

/** Whether the app draws dark: its own setting, or the phone's when it follows the system. */
export function isDark(app: App): boolean {
  const m = app.state.settings.darkMode;
  return m === "dark" || (m === "system" && app.os.settings.darkMode);
}

/** "1,204,000": digits grouped by hand (no host locale). */
export function thousands(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
