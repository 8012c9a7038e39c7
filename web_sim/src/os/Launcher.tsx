/**
 * The home screen: pages of app icons and folders over the wallpaper, the hotseat, and the open
 * folder. DRAG an icon onto another icon or a folder to gather them (os/launcher.ts), out of an
 * open folder to take it out; SWIPE turns pages; tap a folder to open it, its name to rename it.
 */
import { Icon, TextField, focusField, onSwipe, DRAG_EVENT, type GestureDetail } from "./ui/kit";
import { DEFAULT_FOLDER_NAME, dropOnto, findFolder, itemKey, takeOut } from "./launcher";
import { openApp } from "./nav";
import { getApp } from "./registry";
import { formatHm, formatLongDate, localTime } from "./time";
import type { LauncherFolder, PhoneState } from "./types";
import { update } from "./store";

/** The text field id of the open folder's name. */
const FOLDER_NAME_FIELD = "launcher.folderName";

const WALLPAPERS: Record<string, string> = {
  dawn: "linear-gradient(160deg, #3a4f8c 0%, #7b6bb0 45%, #e59a8a 100%)",
  ocean: "linear-gradient(170deg, #0f3b5f 0%, #1f7a8c 55%, #9fd8cb 100%)",
  forest: "linear-gradient(165deg, #1d3b2a 0%, #3f6e4a 50%, #b5c99a 100%)",
  night: "linear-gradient(180deg, #0b0f1f 0%, #1b2340 60%, #39306b 100%)",
};

export function AppIcon({ appId, size = 52 }: { appId: string; size?: number }) {
  const app = getApp(appId);
  return (
    <span class="mg-appicon" style={{ width: size, height: size, background: app.color }}>
      <Icon path={app.icon} size={size * 0.56} color="#fff" />
    </span>
  );
}

/** Props that make an app icon draggable: dropped on a grid slot it gathers (or joins a folder). */
function onDragIcon(appId: string, inFolder: boolean): Record<string, (e: Event) => void> {
  return {
    ["on" + DRAG_EVENT]: (e: Event) => {
      const g = (e as CustomEvent<GestureDetail>).detail;
      const under = document.elementFromPoint(g.x2, g.y2);
      const target = under?.closest("[data-launcher-item]")?.getAttribute("data-launcher-item");
      const outOfFolder = inFolder && !under?.closest(".mg-folder-panel");
      let changed = false;
      if (outOfFolder) update((d) => void (changed = takeOut(d, appId)));
      else if (target && !inFolder) update((d) => void (changed = dropOnto(d, appId, target)));
      if (changed) {
        e.preventDefault();
        e.stopPropagation();
      }
    },
  };
}

function LauncherIcon({ appId, hideLabel = false, draggable = false, inFolder = false }: { appId: string; hideLabel?: boolean; draggable?: boolean; inFolder?: boolean }) {
  const app = getApp(appId);
  return (
    <div
      class="mg-launcher-icon mg-clickable"
      role="button"
      aria-label={app.label}
      data-testid={`app-${appId}`}
      data-launcher-item={draggable && !inFolder ? appId : undefined}
      onClick={() => openApp(appId)}
      {...(draggable ? onDragIcon(appId, inFolder) : {})}
    >
      <AppIcon appId={appId} />
      {!hideLabel && <span class="mg-launcher-label">{app.label}</span>}
    </div>
  );
}

/** A folder's icon: a 3x3 mini grid of its first apps' icons, its name below. */
function FolderIcon({ folder }: { folder: LauncherFolder }) {
  const open = () =>
    update((d) => {
      d.ui.launcherFolder = folder.id;
    });
  return (
    <div class="mg-launcher-icon mg-clickable" role="button" aria-label={`Folder: ${folder.name}`} data-testid={`launcher-folder-${folder.id}`} data-launcher-item={folder.id} onClick={open}>
      <span class="mg-folder-icon">
        {folder.apps.slice(0, 9).map((id) => (
          <AppIcon key={id} appId={id} size={13} />
        ))}
      </span>
      <span class="mg-launcher-label">{folder.name}</span>
    </div>
  );
}

/** The open folder over the home screen: its name (a field: tap to rename) and its apps. */
function FolderOverlay({ folder }: { folder: LauncherFolder }) {
  const rename = (name: string) =>
    update((d) => {
      const f = findFolder(d.os.launcher, folder.id);
      if (f) f.name = name;
    });
  const close = () =>
    update((d) => {
      d.ui.launcherFolder = null;
      d.ui.focus = null;
    });
  return (
    <div class="mg-folder-scrim" data-testid="launcher-folder-open" onClick={(e) => e.target === e.currentTarget && close()} {...onSwipe(() => undefined)}>
      <div class="mg-folder-panel" role="dialog" aria-label={folder.name}>
        <TextField
          id={FOLDER_NAME_FIELD}
          class="mg-folder-name"
          value={folder.name}
          onChange={rename}
          onSubmit={() => focusField(null)}
          placeholder={DEFAULT_FOLDER_NAME}
        />
        <div class="mg-folder-grid">
          {folder.apps.map((id) => (
            <LauncherIcon key={id} appId={id} draggable inFolder />
          ))}
        </div>
      </div>
    </div>
  );
}

export function Launcher({ s }: { s: PhoneState }) {
  const { pages, hotseat, wallpaper } = s.os.launcher;
  const page = Math.min(s.ui.launcherPage, pages.length - 1);
  const t = localTime(s.os);
  const folder = s.ui.launcherFolder !== null ? findFolder(s.os.launcher, s.ui.launcherFolder) : undefined;
  const turn = (delta: number) =>
    update((d) => {
      d.ui.launcherPage = Math.min(pages.length - 1, Math.max(0, page + delta));
    });
  return (
    <div
      class="mg-launcher"
      data-testid="launcher"
      style={{ background: WALLPAPERS[wallpaper] ?? WALLPAPERS.dawn }}
      {...onSwipe((g) => {
        const dx = g.x2 - g.x1;
        if (Math.abs(dx) < Math.abs(g.y2 - g.y1) || Math.abs(dx) < 30) return false;
        turn(dx < 0 ? 1 : -1);
      })}
    >
      <div class="mg-home-clock" data-testid="home-clock">
        <div class="mg-home-time">{formatHm(t.hour, t.minute, s.os.clock.use24h)}</div>
        <div class="mg-home-date">{formatLongDate(t)}</div>
      </div>
      <div class="mg-grid" data-testid={`launcher-page-${page}`}>
        {pages[page].map((item) => (typeof item === "string" ? <LauncherIcon key={item} appId={item} draggable /> : <FolderIcon key={itemKey(item)} folder={item} />))}
      </div>
      <div class="mg-page-dots">
        {pages.map((_, i) => (
          <span key={i} class={`mg-dot ${i === page ? "active" : ""}`} />
        ))}
      </div>
      <div class="mg-hotseat">
        {hotseat.map((id) => (
          <LauncherIcon key={id} appId={id} hideLabel />
        ))}
      </div>
      {folder && <FolderOverlay folder={folder} />}
    </div>
  );
}
