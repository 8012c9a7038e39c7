/**
 * The media provider's helpers: lookups, albums and the writes (favourite, delete, restore).
 * Photos live in `os.providers.media.photos`; a deleted photo stays there with `deletedAt` set
 * (the "Recently deleted" album) until it is deleted for good.
 */
import { update } from "../store";
import type { OsState } from "../types";
import type { AlbumId, Photo } from "./types";

/** Albums in display order. Favourites and Recently deleted are views, not albums of a photo. */
export const ALBUMS: Array<{ id: AlbumId; label: string }> = [
  { id: "camera", label: "Camera" },
  { id: "screenshots", label: "Screenshots" },
  { id: "downloads", label: "Downloads" },
  { id: "wechat", label: "WeChat" },
];

export function albumLabel(id: string): string {
  return ALBUMS.find((a) => a.id === id)?.label ?? id;
}

/** A photo by id, deleted or not; undefined when there is none. */
export function photoById(os: OsState, id: string): Photo | undefined {
  return os.providers.media.photos.find((p) => p.id === id);
}

/** Photos not in Recently deleted, newest first (ties by id, so the order is total). */
export function livePhotos(os: OsState): Photo[] {
  return sortNewest(os.providers.media.photos.filter((p) => p.deletedAt === 0));
}

export function sortNewest(list: readonly Photo[]): Photo[] {
  return [...list].sort((a, b) => b.takenAt - a.takenAt || a.id.localeCompare(b.id));
}

export function albumPhotos(os: OsState, album: AlbumId): Photo[] {
  return livePhotos(os).filter((p) => p.album === album);
}

export function favoritePhotos(os: OsState): Photo[] {
  return livePhotos(os).filter((p) => p.favorite);
}

/** Recently deleted, most recently deleted first. */
export function deletedPhotos(os: OsState): Photo[] {
  return [...os.providers.media.photos.filter((p) => p.deletedAt !== 0)].sort((a, b) => b.deletedAt - a.deletedAt || a.id.localeCompare(b.id));
}

// ---------- writes (one store update each) ----------

function editPhoto(id: string, recipe: (p: Photo) => void): void {
  update((d) => {
    const p = d.os.providers.media.photos.find((x) => x.id === id);
    if (p) recipe(p);
  });
}

export function setFavorite(id: string, favorite: boolean): void {
  editPhoto(id, (p) => void (p.favorite = favorite));
}

/** Move to Recently deleted (stamped with the simulated clock). */
export function trashPhoto(id: string): void {
  update((d) => {
    const p = d.os.providers.media.photos.find((x) => x.id === id);
    if (p) p.deletedAt = d.os.clock.now;
  });
}

export function restorePhoto(id: string): void {
  editPhoto(id, (p) => void (p.deletedAt = 0));
}

/** Delete for good (from Recently deleted). */
export function purgePhoto(id: string): void {
  update((d) => {
    d.os.providers.media.photos = d.os.providers.media.photos.filter((p) => p.id !== id);
  });
}
