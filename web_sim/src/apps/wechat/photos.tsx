/**
 * Photos WeChat shows: the phone's gallery (the shared media provider `os.providers.media`, drawn
 * by its `PhotoImage`) and WeChat's own sample scenes used by the seeded Moments.
 */
import { photoById } from "../../os/media";
import { PhotoImage } from "../../os/media/PhotoImage";
import { getState } from "../../os/store";
import { Scene } from "./ui";

/** A square thumbnail of a gallery photo, or of a built-in scene when no such photo exists. */
export function PhotoView({ id, size }: { id: string; size: number }) {
  const photo = photoById(getState().os, id);
  if (!photo) return <Scene id={id} size={size} />;
  return (
    <span class="wx-photo" style={{ width: size, height: size }} data-photo-id={id}>
      <PhotoImage photo={photo} />
    </span>
  );
}
