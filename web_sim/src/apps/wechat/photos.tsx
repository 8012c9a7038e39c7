/**
 * Photos WeChat shows: the phone's gallery (the shared media provider `os.providers.media`) and
 * the pictures of friends' seeded Moments, both drawn by the media renderer `PhotoImage` from
 * scene data (no image files).
 */
import { photoById, type Scene as MediaScene } from "../../os/media";
import { PhotoImage } from "../../os/media/PhotoImage";
import { getState } from "../../os/store";
import { Scene } from "./ui";

/** Pictures of the seeded Moments (ids used in `moments[].photoIds`), as media scenes. */
const MOMENT_SCENES: Record<string, MediaScene> = {
  flower: { kind: "still", subject: "flowers", seed: 7 },
  sunset: { kind: "landscape", sky: "sunset", terrain: "city", water: "river", landmark: "bund", seed: 5 },
  track: { kind: "landscape", sky: "clear", terrain: "city", water: "none", landmark: "none", seed: 19 },
  pudding: { kind: "still", subject: "cake", seed: 3 },
  mountain: { kind: "landscape", sky: "clear", terrain: "forest", water: "none", landmark: "none", seed: 29 },
};

/** A square thumbnail of a gallery photo or a Moment picture (an abstract scene otherwise). */
export function PhotoView({ id, size }: { id: string; size: number }) {
  const photo = photoById(getState().os, id) ?? (MOMENT_SCENES[id] ? { id, width: 1200, height: 1200, scene: MOMENT_SCENES[id] } : undefined);
  if (!photo) return <Scene id={id} size={size} />;
  return (
    <span class="wx-photo" style={{ width: size, height: size }} data-photo-id={id}>
      <PhotoImage photo={photo} />
    </span>
  );
}
