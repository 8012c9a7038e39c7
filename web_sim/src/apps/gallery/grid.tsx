/** Photo grids: the date-grouped "All photos" tab, album grids and the thumbnails. */
import type { AppHandle } from "../../os/types";
import { PhotoImage, type Photo } from "../../os/media";
import { Icon } from "../../os/ui/kit";
import { mdiHeart } from "@mdi/js";
import { groupByDay, type GalleryState, type Scope } from "./logic";

type App = AppHandle<GalleryState>;

export function Thumb({ p, app, scope }: { p: Photo; app: App; scope: Scope }) {
  return (
    <div class="gallery-cell" role="button" aria-label={p.title} data-testid={`gallery-photo-${p.id}`} onClick={() => app.push("viewer", { id: p.id, scope })}>
      <PhotoImage photo={p} />
      {p.favorite && scope !== "favorites" && (
        <span class="gallery-cell-fav">
          <Icon path={mdiHeart} size={14} color="#ffffff" />
        </span>
      )}
    </div>
  );
}

/** Photos grouped under day headers (the All photos tab and album pages). */
export function DayGrid({ photos, app, scope }: { photos: Photo[]; app: App; scope: Scope }) {
  return (
    <>
      {groupByDay(photos, app.os).map((g) => (
        <div key={g.key}>
          <div class="gallery-day" data-testid={`gallery-day-${g.key}`}>
            {g.label}
          </div>
          <div class="gallery-grid">
            {g.photos.map((p) => (
              <Thumb key={p.id} p={p} app={app} scope={scope} />
            ))}
          </div>
        </div>
      ))}
    </>
  );
}

/** A flat grid (Favourites, Recently deleted). */
export function FlatGrid({ photos, app, scope }: { photos: Photo[]; app: App; scope: Scope }) {
  return (
    <div class="gallery-grid">
      {photos.map((p) => (
        <Thumb key={p.id} p={p} app={app} scope={scope} />
      ))}
    </div>
  );
}
