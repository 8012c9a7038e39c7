/**
 * The photo viewer: the photo on black, swipe left/right through the list it was opened from,
 * and the actions Share (to WeChat), Favourite, Details and Delete; in Recently deleted, Restore
 * and Delete for good.
 */
import {
  mdiArrowLeft,
  mdiCalendarOutline,
  mdiDeleteForeverOutline,
  mdiDeleteOutline,
  mdiFileImageOutline,
  mdiHeart,
  mdiHeartOutline,
  mdiImageAlbum,
  mdiImageOffOutline,
  mdiInformationOutline,
  mdiMapMarkerOutline,
  mdiRestore,
  mdiShareVariantOutline,
  mdiWechat,
} from "@mdi/js";
import { albumLabel, photoById, purgePhoto, restorePhoto, setFavorite, trashPhoto, PhotoImage, type Photo } from "../../os/media";
import { shareToWechat } from "./share";
import type { AppHandle, ScreenProps } from "../../os/types";
import { BottomSheet, Dialog, Empty, Icon, ListItem, onSwipe } from "../../os/ui/kit";
import { captureDate, daysLeft, formatSize, scopeLabel, scopePhotos, type GalleryState, type Scope } from "./logic";

type App = AppHandle<GalleryState>;

function Action({ icon, label, testId, onClick, color }: { icon: string; label: string; testId: string; onClick: () => void; color?: string }) {
  return (
    <button class="gallery-action" data-testid={testId} aria-label={label} onClick={onClick}>
      <Icon path={icon} size={24} color={color} />
      <span>{label}</span>
    </button>
  );
}

function Details({ p, app }: { p: Photo; app: App }) {
  const when = captureDate(p.takenAt, app.os);
  return (
    <BottomSheet title="Details" testId="gallery-details" onDismiss={app.closeOverlay}>
      <ListItem dense testId="gallery-details-time" leading={<Icon path={mdiCalendarOutline} />} title={`${when.date} · ${when.time}`} subtitle="Taken" />
      <ListItem dense testId="gallery-details-place" leading={<Icon path={mdiMapMarkerOutline} />} title={p.place || "No location"} subtitle="Location" />
      <ListItem dense testId="gallery-details-file" leading={<Icon path={mdiFileImageOutline} />} title={p.title} subtitle={`${formatSize(p.sizeKb)} · ${p.width} × ${p.height}`} />
      <ListItem dense testId="gallery-details-album" leading={<Icon path={mdiImageAlbum} />} title={albumLabel(p.album)} subtitle="Album" />
    </BottomSheet>
  );
}

function ShareSheet({ p, app }: { p: Photo; app: App }) {
  return (
    <BottomSheet title="Share" testId="gallery-share-sheet" onDismiss={app.closeOverlay}>
      <div class="gallery-share-targets">
        <button class="gallery-share-target" data-testid="gallery-share-wechat" onClick={() => shareToWechat(app, p.id)}>
          <span class="gallery-share-icon" style={{ background: "#07c160" }}>
            <Icon path={mdiWechat} size={28} color="#ffffff" />
          </span>
          <span>WeChat</span>
        </button>
      </div>
    </BottomSheet>
  );
}

export function ViewerScreen({ route, app }: ScreenProps<GalleryState>) {
  const scope = (route.params.scope as Scope | undefined) ?? "all";
  const id = (route.data.id as string | undefined) ?? (route.params.id as string);
  const p = photoById(app.os, id);
  const list = scopePhotos(app.os, scope);
  if (!p) {
    return (
      <div class="gallery-viewer">
        <button class="mg-iconbtn gallery-viewer-back" data-testid="appbar-back" aria-label="Navigate up" onClick={app.pop}>
          <Icon path={mdiArrowLeft} color="#ffffff" />
        </button>
        <Empty icon={mdiImageOffOutline} text="This photo no longer exists" />
      </div>
    );
  }
  const at = list.findIndex((x) => x.id === p.id);
  const go = (delta: number) => {
    const next = at >= 0 ? list[at + delta] : undefined;
    if (next) app.setData({ id: next.id });
  };
  // After a delete, show the next photo of the list (or the previous one); none left: back.
  const afterRemoval = () => {
    const rest = list.filter((x) => x.id !== p.id);
    const next = rest[Math.min(Math.max(at, 0), rest.length - 1)];
    if (next) app.setData({ id: next.id });
    else app.pop();
  };
  const when = captureDate(p.takenAt, app.os);
  const trashed = p.deletedAt !== 0;
  const overlay = route.overlay?.name;
  return (
    <div class="gallery-viewer" data-testid="gallery-viewer" data-photo={p.id}>
      <div class="gallery-viewer-bar">
        <button class="mg-iconbtn" data-testid="appbar-back" aria-label="Navigate up" onClick={app.pop}>
          <Icon path={mdiArrowLeft} color="#ffffff" />
        </button>
        <div class="gallery-viewer-when">
          <div class="gallery-viewer-date" data-testid="gallery-viewer-date">
            {when.date}
          </div>
          <div class="gallery-viewer-time" data-testid="gallery-viewer-time">
            {trashed ? `${daysLeft(p.deletedAt, app.os.clock.now)} days left · ${when.time}` : `${when.time}${p.place ? ` · ${p.place}` : ""}`}
          </div>
        </div>
      </div>
      <div
        class="gallery-viewer-stage"
        data-testid="gallery-viewer-image"
        {...onSwipe((g) => {
          const dx = g.x2 - g.x1;
          if (Math.abs(dx) < 40 || Math.abs(dx) < Math.abs(g.y2 - g.y1)) return false;
          go(dx < 0 ? 1 : -1);
        })}
      >
        <PhotoImage photo={p} fit="contain" />
      </div>
      {at >= 0 && list.length > 1 && <div class="gallery-viewer-pos" data-testid="gallery-viewer-pos">{`${at + 1} / ${list.length} · ${scopeLabel(scope)}`}</div>}
      <div class="gallery-viewer-actions">
        {trashed ? (
          <>
            <Action icon={mdiRestore} label="Restore" testId="gallery-viewer-restore" onClick={() => {
              restorePhoto(p.id);
              app.toast("Photo restored");
              afterRemoval();
            }} />
            <Action icon={mdiDeleteForeverOutline} label="Delete" testId="gallery-viewer-purge" onClick={() => app.openOverlay("dialog", "purge")} />
          </>
        ) : (
          <>
            <Action icon={mdiShareVariantOutline} label="Share" testId="gallery-viewer-share" onClick={() => app.openOverlay("sheet", "share")} />
            <Action
              icon={p.favorite ? mdiHeart : mdiHeartOutline}
              label={p.favorite ? "Favourited" : "Favourite"}
              testId="gallery-viewer-fav"
              color={p.favorite ? "#ff5a6e" : undefined}
              onClick={() => setFavorite(p.id, !p.favorite)}
            />
            <Action icon={mdiInformationOutline} label="Details" testId="gallery-viewer-info" onClick={() => app.openOverlay("sheet", "details")} />
            <Action icon={mdiDeleteOutline} label="Delete" testId="gallery-viewer-delete" onClick={() => app.openOverlay("dialog", "delete")} />
          </>
        )}
      </div>
      {overlay === "details" && <Details p={p} app={app} />}
      {overlay === "share" && <ShareSheet p={p} app={app} />}
      {overlay === "delete" && (
        <Dialog
          testId="gallery-delete-dialog"
          title="Delete this photo?"
          onDismiss={app.closeOverlay}
          actions={[
            { label: "Cancel", testId: "gallery-delete-cancel", onClick: app.closeOverlay },
            {
              label: "Delete",
              testId: "gallery-delete-confirm",
              onClick: () => {
                trashPhoto(p.id);
                app.closeOverlay();
                app.toast("Moved to Recently deleted");
                afterRemoval();
              },
            },
          ]}
        >
          The photo will be moved to Recently deleted and removed for good after 30 days.
        </Dialog>
      )}
      {overlay === "purge" && (
        <Dialog
          testId="gallery-purge-dialog"
          title="Delete for good?"
          onDismiss={app.closeOverlay}
          actions={[
            { label: "Cancel", testId: "gallery-purge-cancel", onClick: app.closeOverlay },
            {
              label: "Delete",
              testId: "gallery-purge-confirm",
              onClick: () => {
                purgePhoto(p.id);
                app.closeOverlay();
                app.toast("Photo deleted");
                afterRemoval();
              },
            },
          ]}
        >
          This photo will be permanently deleted from this device. This can't be undone.
        </Dialog>
      )}
    </div>
  );
}
