/**
 * Runtime permissions, as Android asks for them: an app's first use of location, camera,
 * microphone or contacts raises the system dialog ("While using the app" / "Only this time" /
 * "Don't allow"); the answer is kept in `os.permissions[app]` and shown in Settings > Apps.
 *
 * The app's continuation is data, not a closure (the state must survive snapshots): the request
 * names an action of the app's UI (`permissionActions` in its screens.tsx) and a JSON payload, and the action
 * runs with `granted` once the answer is known, at once when it already is. Apps call it as
 * `app.requestPermission(...)` (os/appHandle.ts); the dialog's answer is in ./answer.ts.
 */
import { drawnUi } from "../appUi";
import { getState, update } from "../store";
import type { AppHandle, AppManifest, AppUi, Json, PermissionGrant, RuntimePermission } from "../types";
import { FRESH_PERMISSIONS, grantOf, isGranted } from "./grants";

/** The app's continuation named `action` (the app is drawn: it asked), or a clear error naming where to declare it. */
export function permissionAction(manifest: AppManifest, action: string): NonNullable<AppUi["permissionActions"]>[string] {
  const fn = drawnUi(manifest.id).permissionActions?.[action];
  if (!fn) throw new RangeError(`app '${manifest.id}' has no permission action '${action}'; declare it in the permissionActions of its screens.tsx`);
  return fn;
}

/**
 * Ask for `permission` on behalf of the app of `handle`, then run its `action`: now when the
 * permission is granted or denied, after the system dialog when it was never asked (`ask`).
 */
export function requestPermission(manifest: AppManifest, handle: AppHandle, permission: RuntimePermission, action: string, payload: Record<string, Json>): void {
  const run = permissionAction(manifest, action);
  const grant = grantOf(getState().os, manifest.id, permission);
  if (grant !== "ask") return run(handle, isGranted(grant), payload);
  update((d) => {
    d.ui.permissionRequest = { app: manifest.id, permission, action, payload };
    d.ui.focus = null;
  });
}

/** Set a permission from Settings (Allow while using / Ask every time / Don't allow). */
export function setPermission(appId: string, permission: RuntimePermission, grant: PermissionGrant): void {
  update((d) => {
    (d.os.permissions[appId] ??= { ...FRESH_PERMISSIONS })[permission] = grant;
  });
}
