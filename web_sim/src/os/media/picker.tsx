/**
 * The photo picker other apps embed (WeChat's chat "photo" button, Moments): a grid of the
 * gallery's photos, newest first, with an album filter and numbered selection. It keeps no state
 * of its own: the host keeps the selection (photo ids, in pick order) and the album filter in its
 * route data, and draws its own app bar with the confirm button. See docs/apps/gallery.md.
 */
import type { OsState } from "../types";
import { Chips, ScrollView } from "../ui/kit";
import { ALBUMS, livePhotos } from "./provider";
import { PhotoImage } from "./PhotoImage";
import type { AlbumId } from "./types";

/** The new selection after tapping `id`: unselects it, or appends it unless `max` is reached. */
export function pickerToggle(selected: readonly string[], id: string, max = 9): string[] {
  if (selected.includes(id)) return selected.filter((x) => x !== id);
  if (selected.length >= max) return [...selected];
  return [...selected, id];
}

const ALL = "All";

export function PhotoPicker({
  os,
  selected,
  onToggle,
  album = "all",
  onAlbum,
  testId = "picker",
}: {
  os: OsState;
  /** Selected photo ids, in pick order (the check shows the position). */
  selected: readonly string[];
  onToggle: (photoId: string) => void;
  /** "all" or an album id. */
  album?: "all" | AlbumId;
  /** Album filter chips are shown when this is given. */
  onAlbum?: (album: "all" | AlbumId) => void;
  /** Prefix of test ids: `<testId>-photo-<id>`, `<testId>-album-<label>`, scroll id `<testId>-grid`. */
  testId?: string;
}) {
  const photos = livePhotos(os).filter((p) => album === "all" || p.album === album);
  const labels = [ALL, ...ALBUMS.map((a) => a.label)];
  const current = album === "all" ? ALL : (ALBUMS.find((a) => a.id === album)?.label ?? ALL);
  return (
    <>
      {onAlbum && (
        <div class="mg-picker-albums">
          <Chips
            options={labels}
            selected={[current]}
            testId={`${testId}-album`}
            onSelect={(label) => onAlbum(label === ALL ? "all" : (ALBUMS.find((a) => a.label === label)?.id ?? "all"))}
          />
        </div>
      )}
      <ScrollView id={`${testId}-grid`}>
        <div class="mg-picker-grid">
          {photos.map((p) => {
            const at = selected.indexOf(p.id);
            return (
              <div key={p.id} class={`mg-picker-cell ${at >= 0 ? "selected" : ""}`} role="button" aria-pressed={at >= 0} data-testid={`${testId}-photo-${p.id}`} onClick={() => onToggle(p.id)}>
                <PhotoImage photo={p} />
                <span class="mg-picker-check">{at >= 0 ? at + 1 : ""}</span>
              </div>
            );
          })}
        </div>
      </ScrollView>
    </>
  );
}
