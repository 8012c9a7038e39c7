/**
 * The home screen: pages of widgets, app icons and folders over the wallpaper, the hotseat, and
 * what is open over it. DRAG an icon onto another icon or a folder to gather them
 * (os/launcher.ts), out of an open folder to take it out; SWIPE turns pages; tap a folder to open
 * it, its name to rename it. LONG_PRESS the wallpaper for the home-screen menu (wallpapers,
 * widgets), a widget to remove it.
 */
import { mdiImageOutline, mdiViewDashboardOutline } from "@mdi/js";
import { SYSTEM_WIDGETS, findWallpaper, findWidget } from "../../world/themes";
import { BottomSheet, Icon, Menu, TextField, focusField, onLongPress, onSwipe, DRAG_EVENT, LONG_PRESS_EVENT, type GestureDetail } from "./ui/kit";
import { DEFAULT_FOLDER_NAME, addWidget, dropOnto, findFolder, itemKey, removeWidget, takeOut } from "./launcher";
import { openApp, sendIntent, showToast } from "./nav";
import { findApp, getApp } from "./registry";
import { formatHm, formatLongDate, localTime } from "./time";
import type { LauncherFolder, LauncherSheet, LauncherWidget, OsState, PhoneState } from "./types";
import { update } from "./store";
import { WidgetView } from "./widgets";

/** The text field id of the open folder's name. */
const FOLDER_NAME_FIELD = "launcher.folderName";

/** The app that sells wallpapers and theme widgets: the home-screen menu sends the user there (when installed). */
const THEME_STORE = "theme_store";

/** The home screen's wallpaper as a CSS background (patches refuse an unknown one). */
function wallpaperOf(s: PhoneState): string {
  return findWallpaper(s.os.launcher.wallpaper)!.background;
}

function openSheet(sheet: LauncherSheet | null): void {
  update((d) => {
    d.ui.launcherSheet = sheet;
  });
}

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

/** A placed widget: its grid rows at the top of its page; a long press opens its menu. */
function PlacedWidget({ placed, os }: { placed: LauncherWidget; os: OsState }) {
  const spec = findWidget(placed.widget)!; // patches refuse unknown widgets
  return (
    <div
      class="mg-launcher-widget"
      style={{ gridRow: `span ${spec.rows}` }}
      data-testid={`launcher-widget-${placed.id}`}
      role="group"
      aria-label={`Widget: ${spec.name}`}
      {...onLongPress(() => openSheet({ kind: "widget", widget: placed.id }))}
    >
      <WidgetView spec={spec} os={os} />
    </div>
  );
}

/** The long-press menu, the system widget picker, or a placed widget's menu. */
function SheetOver({ sheet, s }: { sheet: LauncherSheet; s: PhoneState }) {
  const close = () => openSheet(null);
  const store = findApp(THEME_STORE) !== null;
  if (sheet.kind === "menu")
    return (
      <BottomSheet title="Home screen" onDismiss={close} testId="launcher-menu">
        <div class="mg-launcher-menu">
          {store && (
            <div class="mg-launcher-menu-item mg-clickable" role="button" data-testid="launcher-menu-wallpapers" onClick={() => sendIntent(THEME_STORE, "home", { tab: "wallpapers" })}>
              <Icon path={mdiImageOutline} size={28} />
              <span>Wallpapers</span>
            </div>
          )}
          <div class="mg-launcher-menu-item mg-clickable" role="button" data-testid="launcher-menu-widgets" onClick={() => openSheet({ kind: "widgets", widget: null })}>
            <Icon path={mdiViewDashboardOutline} size={28} />
            <span>Widgets</span>
          </div>
        </div>
      </BottomSheet>
    );
  if (sheet.kind === "widgets") {
    const add = (id: string, name: string) => {
      let page = -1;
      update((d) => {
        page = addWidget(d, id);
        d.ui.launcherSheet = null;
        d.ui.launcherPage = page;
      });
      showToast(`${name} added to home screen ${page + 1}`);
    };
    return (
      <BottomSheet title="Widgets" onDismiss={close} testId="launcher-widgets">
        {SYSTEM_WIDGETS.map((w) => (
          <div key={w.id} class="mg-widget-pick mg-clickable" role="button" aria-label={`Add widget: ${w.name}`} data-testid={`launcher-add-${w.id}`} onClick={() => add(w.id, w.name)}>
            <div class="mg-widget-pick-name">
              {w.name} <span class="mg-widget-pick-size">4 × {w.rows}</span>
            </div>
            <div class="mg-widget-stage" style={{ background: wallpaperOf(s) }}>
              <WidgetView spec={w} os={s.os} />
            </div>
          </div>
        ))}
        {store && (
          <div class="mg-widget-more mg-clickable" role="button" data-testid="launcher-widgets-more" onClick={() => sendIntent(THEME_STORE, "home", { tab: "widgets" })}>
            More widgets in Themes
          </div>
        )}
      </BottomSheet>
    );
  }
  const placed = s.os.launcher.widgets.find((w) => w.id === sheet.widget);
  const remove = () =>
    update((d) => {
      if (sheet.widget !== null) removeWidget(d, sheet.widget);
      d.ui.launcherSheet = null;
    });
  return <Menu items={placed ? [{ label: "Remove", onClick: remove, testId: "launcher-widget-remove" }] : []} onDismiss={close} testId="launcher-widget-menu" />;
}

/** A long press on the home screen itself (not an icon, a folder or a widget) opens its menu. */
const onLongPressWallpaper = {
  ["on" + LONG_PRESS_EVENT]: (e: Event) => {
    if ((e.target as Element).closest("[data-launcher-item], .mg-hotseat, .mg-launcher-icon")) return;
    e.preventDefault();
    e.stopPropagation();
    openSheet({ kind: "menu", widget: null });
  },
};

export function Launcher({ s }: { s: PhoneState }) {
  const { pages, hotseat, widgets } = s.os.launcher;
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
      style={{ background: wallpaperOf(s) }}
      {...onLongPressWallpaper}
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
        {widgets
          .filter((w) => w.page === page)
          .map((w) => (
            <PlacedWidget key={w.id} placed={w} os={s.os} />
          ))}
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
      {s.ui.launcherSheet && <SheetOver sheet={s.ui.launcherSheet} s={s} />}
    </div>
  );
}
