/**
 * The launcher's writes, pure operations on a state draft that the gestures (Launcher.tsx), the
 * theme store and the unit tests share. Folders, as on Android: an app icon dropped on another
 * makes a folder in the target's slot; dropped on a folder it joins it; taken out of a folder it
 * goes back on the grid; a folder left with one app dissolves into that app. Widgets take whole
 * rows at the top of a page, so they leave its icons fewer slots; the wallpaper is an id of
 * world/themes.ts. Folder ids ("f<k>") and placed widgets' ids ("w<k>") come from `os.nextId`,
 * so a diff follows them by id.
 */
import { findWallpaper, findWidget } from "../../world/themes";
import type { Launcher, LauncherFolder, LauncherItem, PhoneState } from "./types";

export const DEFAULT_FOLDER_NAME = "Folder";

/** Slots of a launcher page: a 4x5 grid. */
export const ICONS_PER_PAGE = 20;

/** The id a slot is known by: its app id, or its folder's id. */
export function itemKey(item: LauncherItem): string {
  return typeof item === "string" ? item : item.id;
}

export function findFolder(launcher: Launcher, id: string): LauncherFolder | undefined {
  for (const page of launcher.pages) for (const item of page) if (typeof item !== "string" && item.id === id) return item;
  return undefined;
}

/** Where a slot (by `itemKey`) is: its page and index, or null. */
function slotOf(launcher: Launcher, key: string): { page: number; index: number } | null {
  for (const [page, items] of launcher.pages.entries()) {
    const index = items.findIndex((item) => itemKey(item) === key);
    if (index >= 0) return { page, index };
  }
  return null;
}

/** The folder holding `appId`, or undefined. */
function folderHolding(launcher: Launcher, appId: string): LauncherFolder | undefined {
  for (const page of launcher.pages) for (const item of page) if (typeof item !== "string" && item.apps.includes(appId)) return item;
  return undefined;
}

/** A folder with one app left becomes that app, in the folder's slot. */
function dissolveIfSingle(launcher: Launcher, folder: LauncherFolder): void {
  if (folder.apps.length > 1) return;
  const at = slotOf(launcher, folder.id)!;
  if (folder.apps.length === 1) launcher.pages[at.page][at.index] = folder.apps[0];
  else launcher.pages[at.page].splice(at.index, 1);
}

/** Take `appId` off the grid or out of its folder; true if it was found there. */
function lift(d: PhoneState, appId: string): boolean {
  const launcher = d.os.launcher;
  const folder = folderHolding(launcher, appId);
  if (folder) {
    folder.apps = folder.apps.filter((a) => a !== appId);
    dissolveIfSingle(launcher, folder);
    if (!findFolder(launcher, folder.id) && d.ui.launcherFolder === folder.id) d.ui.launcherFolder = null;
    return true;
  }
  const at = slotOf(launcher, appId);
  if (!at) return false;
  launcher.pages[at.page].splice(at.index, 1);
  return true;
}

/**
 * Drop the app `appId` (on the grid or in a folder) on the slot `target` (an app or a folder id).
 * On an app: a folder named "Folder" takes the target's slot, holding the target then the app.
 * On a folder: the app joins it, last. Returns false (nothing changed) for a drop on itself, on
 * its own folder, or on something that is not on the grid.
 */
export function dropOnto(d: PhoneState, appId: string, target: string): boolean {
  const launcher = d.os.launcher;
  if (target === appId || folderHolding(launcher, appId)?.id === target || !slotOf(launcher, target)) return false;
  if (!lift(d, appId)) return false;
  const at = slotOf(launcher, target)!; // lifting never removes the target: not the app's own folder
  const item = launcher.pages[at.page][at.index];
  if (typeof item === "string") launcher.pages[at.page][at.index] = { id: `f${d.os.nextId++}`, name: DEFAULT_FOLDER_NAME, apps: [item, appId] };
  else item.apps.push(appId);
  return true;
}

/**
 * Take `appId` out of its folder onto the grid, in the slot after the folder (the folder's own
 * slot if the folder dissolves), or on the first page with a free slot when that page is full.
 * The open folder closes.
 */
export function takeOut(d: PhoneState, appId: string): boolean {
  const launcher = d.os.launcher;
  const folder = folderHolding(launcher, appId);
  if (!folder) return false;
  const at = slotOf(launcher, folder.id)!;
  lift(d, appId);
  d.ui.launcherFolder = null;
  const page = launcher.pages[at.page];
  if (page.length < pageCapacity(launcher, at.page)) page.splice(at.index + 1, 0, appId);
  else {
    const free = launcher.pages.findIndex((p, k) => p.length < pageCapacity(launcher, k));
    if (free >= 0) launcher.pages[free].push(appId);
    else launcher.pages.push([appId]);
  }
  return true;
}

/** Grid rows a widget takes (world/themes.ts); an unknown one counts as none (patches refuse it). */
function widgetRows(widgetId: string): number {
  return findWidget(widgetId)?.rows ?? 0;
}

/** How many icon slots page `page` has: its 20 less the four a row of each of its widgets takes. */
export function pageCapacity(launcher: Launcher, page: number): number {
  const rows = launcher.widgets.filter((w) => w.page === page).reduce((n, w) => n + widgetRows(w.widget), 0);
  return ICONS_PER_PAGE - 4 * rows;
}

/**
 * Place widget `widgetId` on the first page with room for it under the widgets already there and
 * above its icons (as Android's launcher does), on a new last page when none has. Returns the
 * page, or -1 (nothing changed) for a widget that does not exist.
 */
export function addWidget(d: PhoneState, widgetId: string): number {
  const spec = findWidget(widgetId);
  if (!spec) return -1;
  const launcher = d.os.launcher;
  let page = launcher.pages.findIndex((icons, k) => icons.length <= pageCapacity(launcher, k) - 4 * spec.rows);
  if (page < 0) {
    launcher.pages.push([]);
    page = launcher.pages.length - 1;
  }
  launcher.widgets.push({ id: `w${d.os.nextId++}`, widget: widgetId, page });
  return page;
}

/** Remove the placed widget `id`; a page it leaves empty (not the first) goes too. False if there is none. */
export function removeWidget(d: PhoneState, id: string): boolean {
  const launcher = d.os.launcher;
  const at = launcher.widgets.findIndex((w) => w.id === id);
  if (at < 0) return false;
  const page = launcher.widgets[at].page;
  launcher.widgets.splice(at, 1);
  if (page > 0 && launcher.pages[page]?.length === 0 && !launcher.widgets.some((w) => w.page === page)) {
    launcher.pages.splice(page, 1);
    for (const w of launcher.widgets) if (w.page > page) w.page -= 1;
    d.ui.launcherPage = Math.min(d.ui.launcherPage, launcher.pages.length - 1);
  }
  return true;
}

/** Set the home screen's wallpaper; false (nothing changed) for an unknown one. */
export function setWallpaper(d: PhoneState, wallpaperId: string): boolean {
  if (!findWallpaper(wallpaperId)) return false;
  d.os.launcher.wallpaper = wallpaperId;
  return true;
}
