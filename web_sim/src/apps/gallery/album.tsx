/** One album (or Favourites / Recently deleted) as a grid. */
import { mdiDeleteOutline, mdiHeartOutline, mdiImageOffOutline } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { AppBar, Empty, ScrollView } from "../../os/ui/kit";
import { DayGrid, FlatGrid } from "./grid";
import { SelectionActions, SelectionDeleteDialog, SelectionTop, selectionOf } from "./selection";
import { scopeLabel, scopePhotos, type GalleryState, type Scope } from "./logic";

export function AlbumScreen({ route, app }: ScreenProps<GalleryState>) {
  const scope = (route.params.scope as Scope | undefined) ?? "all";
  const photos = scopePhotos(app.os, scope);
  const selected = selectionOf(route);
  const empty =
    scope === "favorites" ? (
      <Empty icon={mdiHeartOutline} text="Tap the heart on a photo to add it here" />
    ) : scope === "trash" ? (
      <Empty icon={mdiDeleteOutline} text="No recently deleted photos" />
    ) : (
      <Empty icon={mdiImageOffOutline} text="No photos in this album" />
    );
  return (
    <>
      {selected ? <SelectionTop app={app} scope={scope} ids={selected} /> : <AppBar title={scopeLabel(scope)} onBack={app.pop} testId="gallery-album-bar" />}
      <div class="gallery-album-sub" data-testid="gallery-album-count">
        {`${photos.length} ${photos.length === 1 ? "item" : "items"}`}
        {scope === "trash" && photos.length > 0 ? " · removed for good after 30 days" : ""}
      </div>
      <ScrollView id="gallery-album-grid">
        {photos.length === 0 ? empty : scope === "favorites" || scope === "trash" ? <FlatGrid photos={photos} app={app} scope={scope} selected={selected} /> : <DayGrid photos={photos} app={app} scope={scope} selected={selected} scrollId="gallery-album-grid" />}
        <div class="gallery-end" />
      </ScrollView>
      {selected && <SelectionActions app={app} scope={scope} ids={selected} />}
      {selected && route.overlay?.name === "select-delete" && <SelectionDeleteDialog app={app} scope={scope} ids={selected} />}
    </>
  );
}
