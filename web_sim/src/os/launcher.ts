/**
 * Launcher folders, as on Android: an app icon dropped on another makes a folder in the target's
 * slot; dropped on a folder it joins it; taken out of a folder it goes back on the grid; a folder
 * left with one app dissolves into that app. Pure operations on a state draft, so the gestures
 * (Launcher.tsx) and the unit tests share them. Folder ids ("f<k>") come from `os.nextId` and
 * stay while apps come and go, so a diff follows a folder by id.
 */
import { ICONS_PER_PAGE } from "./defaultState";
import type { Launcher, LauncherFolder, LauncherItem, PhoneState } from "./types";

export const DEFAULT_FOLDER_NAME = "Folder";

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
  if (page.length < ICONS_PER_PAGE) page.splice(at.index + 1, 0, appId);
  else {
    const free = launcher.pages.find((p) => p.length < ICONS_PER_PAGE);
    if (free) free.push(appId);
    else launcher.pages.push([appId]);
  }
  return true;
}
