/** Gallery's pure helpers: scopes (which photos a screen lists), date groups and labels. */
import { ALBUMS, albumLabel, deletedPhotos, favoritePhotos, livePhotos, type Photo } from "../../os/media";
import { MONTHS, WEEKDAYS, formatHm, wallTime } from "../../os/time";
import type { OsState } from "../../os/types";

export const APP_ID = "gallery";

/** What a grid or the viewer lists: every live photo, one album, favourites, or the trash. */
export type Scope = "all" | "camera" | "screenshots" | "downloads" | "wechat" | "favorites" | "trash";

/** Gallery keeps nothing of its own: photos and favourites live in the media provider. */
export type GalleryState = Record<string, never>;

export function scopePhotos(os: OsState, scope: Scope): Photo[] {
  if (scope === "all") return livePhotos(os);
  if (scope === "favorites") return favoritePhotos(os);
  if (scope === "trash") return deletedPhotos(os);
  return livePhotos(os).filter((p) => p.album === scope);
}

export function scopeLabel(scope: Scope): string {
  if (scope === "all") return "All photos";
  if (scope === "favorites") return "Favourites";
  if (scope === "trash") return "Recently deleted";
  return albumLabel(scope);
}

/** The album cards in the Albums tab, in order. */
export const ALBUM_SCOPES: Scope[] = [...ALBUMS.map((a) => a.id as Scope), "favorites", "trash"];

const DAY = 86_400_000;

function dayIndex(ms: number, tzMin: number): number {
  return Math.floor((ms + tzMin * 60_000) / DAY);
}

/** "Today", "Yesterday", "Sat, May 9" (this year) or "May 9, 2025". */
export function dayLabel(ms: number, os: OsState): string {
  const tz = os.clock.tzOffsetMinutes;
  const diff = dayIndex(os.clock.now, tz) - dayIndex(ms, tz);
  if (diff === 0) return "Today";
  if (diff === 1) return "Yesterday";
  const t = wallTime(ms, tz);
  const now = wallTime(os.clock.now, tz);
  const md = `${MONTHS[t.month - 1].slice(0, 3)} ${t.day}`;
  return t.year === now.year ? `${WEEKDAYS[t.weekday].slice(0, 3)}, ${md}` : `${md}, ${t.year}`;
}

/** Photos (already newest first) grouped by local day. */
export function groupByDay(photos: readonly Photo[], os: OsState): Array<{ key: number; label: string; photos: Photo[] }> {
  const tz = os.clock.tzOffsetMinutes;
  const groups: Array<{ key: number; label: string; photos: Photo[] }> = [];
  for (const p of photos) {
    const key = dayIndex(p.takenAt, tz);
    const last = groups.at(-1);
    if (last && last.key === key) last.photos.push(p);
    else groups.push({ key, label: dayLabel(p.takenAt, os), photos: [p] });
  }
  return groups;
}

/** "Saturday, May 9, 2026" and "18:45". */
export function captureDate(ms: number, os: OsState): { date: string; time: string } {
  const t = wallTime(ms, os.clock.tzOffsetMinutes);
  return { date: `${WEEKDAYS[t.weekday]}, ${MONTHS[t.month - 1]} ${t.day}, ${t.year}`, time: formatHm(t.hour, t.minute, os.clock.use24h) };
}

export function formatSize(kb: number): string {
  return kb >= 1024 ? `${(kb / 1024).toFixed(1)} MB` : `${kb} KB`;
}

/** Days left before a deleted photo would be removed for good (30-day trash, as on Android). */
export function daysLeft(deletedAt: number, now: number): number {
  return Math.max(0, 30 - Math.floor((now - deletedAt) / DAY));
}
