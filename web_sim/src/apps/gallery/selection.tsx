/**
 * Selection mode of the grids: a long press on a thumbnail starts it, taps add or remove photos,
 * and the bars offer Select all, Favourite, Share (one photo) and Delete; in Recently deleted,
 * Restore and Delete for good. It is the route's overlay ("select", data.ids), so BACK leaves it.
 */
import { mdiClose, mdiDeleteForeverOutline, mdiDeleteOutline, mdiHeart, mdiHeartOutline, mdiRestore, mdiShareVariantOutline } from "@mdi/js";
import { purgePhoto, restorePhoto, setFavorite, trashPhoto } from "../../os/media";
import type { AppHandle, Route } from "../../os/types";
import { Dialog, Icon, IconButton } from "../../os/ui/kit";
import { scopePhotos, type GalleryState, type Scope } from "./logic";
import { shareToWechat } from "./share";

type App = AppHandle<GalleryState>;

/** The selected ids while selecting, else null. */
export function selectionOf(route: Route): string[] | null {
  const o = route.overlay;
  if (o && (o.name === "select" || o.name === "select-delete")) return (o.data.ids as string[] | undefined) ?? [];
  return null;
}

export function toggleSelected(app: App, selected: string[] | null, id: string): void {
  if (selected === null) {
    app.openOverlay("sheet", "select", { ids: [id] });
    return;
  }
  const ids = selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id];
  if (ids.length === 0) app.closeOverlay();
  else app.openOverlay("sheet", "select", { ids });
}

export function SelectionTop({ app, scope, ids }: { app: App; scope: Scope; ids: string[] }) {
  const all = scopePhotos(app.os, scope).map((p) => p.id);
  const everything = all.every((id) => ids.includes(id));
  return (
    <header class="gallery-selbar" data-testid="gallery-selection">
      <IconButton path={mdiClose} label="Cancel selection" testId="gallery-select-close" onClick={app.closeOverlay} />
      <h1 class="gallery-selbar-title" data-testid="gallery-select-count">{`${ids.length} selected`}</h1>
      <button class="gallery-selbar-all" data-testid="gallery-select-all" onClick={() => (everything ? app.closeOverlay() : app.openOverlay("sheet", "select", { ids: all }))}>
        {everything ? "Deselect all" : "Select all"}
      </button>
    </header>
  );
}

function Act({ icon, label, testId, onClick, disabled = false }: { icon: string; label: string; testId: string; onClick: () => void; disabled?: boolean }) {
  return (
    <button class={`gallery-selact ${disabled ? "mg-disabled" : ""}`} data-testid={testId} aria-label={label} aria-disabled={disabled} onClick={() => !disabled && onClick()}>
      <Icon path={icon} size={24} />
      <span>{label}</span>
    </button>
  );
}

export function SelectionActions({ app, scope, ids }: { app: App; scope: Scope; ids: string[] }) {
  const photos = app.os.providers.media.photos.filter((p) => ids.includes(p.id));
  const allFav = photos.length > 0 && photos.every((p) => p.favorite);
  if (scope === "trash") {
    return (
      <div class="gallery-selactions">
        <Act icon={mdiRestore} label="Restore" testId="gallery-select-restore" onClick={() => {
          for (const id of ids) restorePhoto(id);
          app.closeOverlay();
          app.toast(ids.length === 1 ? "Photo restored" : `${ids.length} photos restored`);
        }} />
        <Act icon={mdiDeleteForeverOutline} label="Delete" testId="gallery-select-delete" onClick={() => app.openOverlay("dialog", "select-delete", { ids })} />
      </div>
    );
  }
  return (
    <div class="gallery-selactions">
      <Act icon={mdiShareVariantOutline} label="Share" testId="gallery-select-share" disabled={ids.length !== 1} onClick={() => shareToWechat(app, ids[0])} />
      <Act
        icon={allFav ? mdiHeart : mdiHeartOutline}
        label={allFav ? "Unfavourite" : "Favourite"}
        testId="gallery-select-fav"
        onClick={() => {
          for (const id of ids) setFavorite(id, !allFav);
          app.closeOverlay();
          app.toast(allFav ? "Removed from Favourites" : "Added to Favourites");
        }}
      />
      <Act icon={mdiDeleteOutline} label="Delete" testId="gallery-select-delete" onClick={() => app.openOverlay("dialog", "select-delete", { ids })} />
    </div>
  );
}

export function SelectionDeleteDialog({ app, scope, ids }: { app: App; scope: Scope; ids: string[] }) {
  const n = ids.length;
  const forGood = scope === "trash";
  return (
    <Dialog
      testId="gallery-select-delete-dialog"
      title={forGood ? `Delete ${n === 1 ? "this photo" : `${n} photos`} for good?` : `Delete ${n === 1 ? "this photo" : `${n} photos`}?`}
      onDismiss={() => app.openOverlay("sheet", "select", { ids })}
      actions={[
        { label: "Cancel", testId: "gallery-select-delete-cancel", onClick: () => app.openOverlay("sheet", "select", { ids }) },
        {
          label: "Delete",
          testId: "gallery-select-delete-confirm",
          onClick: () => {
            for (const id of ids) (forGood ? purgePhoto : trashPhoto)(id);
            app.closeOverlay();
            app.toast(forGood ? "Deleted" : "Moved to Recently deleted");
          },
        },
      ]}
    >
      {forGood ? "This can't be undone." : "Photos are moved to Recently deleted and removed for good after 30 days."}
    </Dialog>
  );
}
