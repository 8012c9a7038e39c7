/**
 * Photos WeChat shows: the phone's gallery (the shared media provider `os.providers.media`, when
 * the Gallery app provides it) and WeChat's own sample scenes used by the seeded Moments.
 */
import type { OsState } from "../../os/types";
import { Scene } from "./ui";

export interface PhotoRef { id: string; album?: string; takenAt?: number; place?: string }

/** The gallery's photos, newest first (empty while no media provider exists). */
export function galleryPhotos(os: OsState): PhotoRef[] {
  const media = (os.providers as unknown as { media?: unknown }).media;
  const list = Array.isArray(media) ? (media as PhotoRef[]) : [];
  return [...list].sort((a, b) => (b.takenAt ?? 0) - (a.takenAt ?? 0));
}

export function PhotoView({ id, size }: { id: string; size: number }) {
  return <Scene id={id} size={size} />;
}
