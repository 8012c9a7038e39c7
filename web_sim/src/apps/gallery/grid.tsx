/** Photo grids: the date-grouped "All photos" tab, album grids and the thumbnails. */
import { mdiCheck, mdiHeart } from "@mdi/js";
import { PhotoImage, type Photo } from "../../os/media";
import type { AppHandle } from "../../os/types";
import { Icon, onLongPress, useLazyItems } from "../../os/ui/kit";
import { toggleSelected } from "./selection";
import { groupByDay, type GalleryState, type Scope } from "./logic";

type App = AppHandle<GalleryState>;

export function Thumb({ p, app, scope, selected }: { p: Photo; app: App; scope: Scope; selected: string[] | null }) {
  const on = selected?.includes(p.id) ?? false;
  return (
    <div
      class={`gallery-cell ${on ? "selected" : ""}`}
      role="button"
      aria-label={p.title}
      aria-pressed={selected ? on : undefined}
      data-testid={`gallery-photo-${p.id}`}
      onClick={() => (selected ? toggleSelected(app, selected, p.id) : app.push("viewer", { id: p.id, scope }))}
      {...onLongPress(() => toggleSelected(app, selected, p.id))}
    >
      <PhotoImage photo={p} />
      {selected && <span class="gallery-cell-check">{on && <Icon path={mdiCheck} size={16} color="var(--on-primary)" />}</span>}
      {p.favorite && scope !== "favorites" && (
        <span class="gallery-cell-fav">
          <Icon path={mdiHeart} size={14} color="#ffffff" />
        </span>
      )}
    </div>
  );
}

/**
 * The least a day group is tall: its header (14 + 8 px of padding around a 14-px line) and one
 * row of square cells a quarter of the 360-px screen wide (gallery.css). Lazy drawing relies on it.
 */
export const DAY_GROUP_MIN_HEIGHT = 120;

/** Photos grouped under day headers (the All photos tab and album pages), drawn lazily in the
 * ScrollView `scrollId` (only the days that can be seen). */
export function DayGrid({ photos, app, scope, selected, scrollId }: { photos: Photo[]; app: App; scope: Scope; selected: string[] | null; scrollId: string }) {
  const days = useLazyItems(scrollId, groupByDay(photos, app.os), DAY_GROUP_MIN_HEIGHT);
  return (
    <>
      {days.map((g) => (
        <div key={g.key}>
          <div class="gallery-day" data-testid={`gallery-day-${g.key}`}>
            {g.label}
          </div>
          <div class="gallery-grid">
            {g.photos.map((p) => (
              <Thumb key={p.id} p={p} app={app} scope={scope} selected={selected} />
            ))}
          </div>
        </div>
      ))}
    </>
  );
}

/** A flat grid (Favourites, Recently deleted). */
export function FlatGrid({ photos, app, scope, selected }: { photos: Photo[]; app: App; scope: Scope; selected: string[] | null }) {
  return (
    <div class="gallery-grid">
      {photos.map((p) => (
        <Thumb key={p.id} p={p} app={app} scope={scope} selected={selected} />
      ))}
    </div>
  );
}
