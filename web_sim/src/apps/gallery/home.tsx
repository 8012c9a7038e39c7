/** Gallery home: "Photos" (everything, grouped by day) and "Albums" tabs. */
import { mdiDeleteOutline, mdiHeartOutline, mdiImageAlbum, mdiImageMultipleOutline, mdiImageOffOutline } from "@mdi/js";
import { PhotoImage } from "../../os/media";
import type { ScreenProps } from "../../os/types";
import { BottomNav, Empty, Icon, ScrollView } from "../../os/ui/kit";
import { DayGrid } from "./grid";
import { ALBUM_SCOPES, scopeLabel, scopePhotos, type GalleryState } from "./logic";
import { SelectionActions, SelectionDeleteDialog, SelectionTop, selectionOf } from "./selection";

export function HomeScreen({ route, app }: ScreenProps<GalleryState>) {
  const tab = (route.data.tab as string | undefined) ?? "photos";
  const all = scopePhotos(app.os, "all");
  const selected = tab === "photos" ? selectionOf(route) : null;
  return (
    <>
      {selected ? (
        <SelectionTop app={app} scope="all" ids={selected} />
      ) : (
        <header class="gallery-top">
          <h1 class="gallery-top-title">{tab === "photos" ? "Photos" : "Albums"}</h1>
          {tab === "photos" && <span class="gallery-top-count">{`${all.length} photos`}</span>}
        </header>
      )}
      {tab === "photos" ? (
        <ScrollView id="gallery-photos">
          {all.length ? <DayGrid photos={all} app={app} scope="all" selected={selected} scrollId="gallery-photos" /> : <Empty icon={mdiImageOffOutline} text="No photos" />}
          <div class="gallery-end" />
        </ScrollView>
      ) : (
        <ScrollView id="gallery-albums">
          <div class="gallery-albums">
            {ALBUM_SCOPES.map((scope) => {
              const photos = scopePhotos(app.os, scope);
              const cover = photos[0];
              return (
                <div key={scope} class="gallery-album" role="button" data-testid={`gallery-album-${scope}`} onClick={() => app.push("album", { scope })}>
                  <div class="gallery-album-cover">
                    {cover ? (
                      <PhotoImage photo={cover} />
                    ) : (
                      <span class="gallery-album-empty">
                        <Icon path={scope === "favorites" ? mdiHeartOutline : scope === "trash" ? mdiDeleteOutline : mdiImageAlbum} size={36} color="var(--outline)" />
                      </span>
                    )}
                  </div>
                  <div class="gallery-album-name">{scopeLabel(scope)}</div>
                  <div class="gallery-album-count">{photos.length}</div>
                </div>
              );
            })}
          </div>
        </ScrollView>
      )}
      {selected ? (
        <SelectionActions app={app} scope="all" ids={selected} />
      ) : (
        <BottomNav
          items={[
            { id: "photos", label: "Photos", icon: mdiImageMultipleOutline },
            { id: "albums", label: "Albums", icon: mdiImageAlbum },
          ]}
          active={tab}
          onSelect={(t) => app.setData({ tab: t })}
        />
      )}
      {selected && route.overlay?.name === "select-delete" && <SelectionDeleteDialog app={app} scope="all" ids={selected} />}
    </>
  );
}
