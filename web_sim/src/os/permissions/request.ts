/**
 * Runtime permissions, as Android asks for them: an app's first use of location, camera,
 * microphone or contacts raises the system dialog ("While using the app" / "Only this time" /
 * "Don't allow"); the answer is kept in `os.permissions[app]` and shown in Settings > Apps.
 *
 * The app's continuation is data, not a closure (the state must survive snapshots): the request
 * names an action the app's manifest declares (`permissionActions`, with the permission it asks
 * for; the function of that name is in the app's screens.tsx) and a JSON payload, and the action
 * runs with `granted` once the answer is known, at once when it already is. Apps call it as
 * `app.requestPermission(...)` (os/appHandle.ts); the dialog's answer is in ./answer.ts.
 */
import { appUi } from "../appUi";
import { getState, update } from "../store";
import type { AppHandle, AppManifest, AppUi, Json, PermissionGrant, RuntimePermission } from "../types";
import { FRESH_PERMISSIONS, grantOf, isGranted } from "./grants";

type Continuation = NonNullable<AppUi["permissionActions"]>[string];

/**
 * The continuation `action` of app `appId`, or undefined while its UI is not loaded. Whatever
 * names it is held to the manifest's `permissionActions` (a pending request by the state
 * invariants, a request by a test over the apps' sources), and the UI defines exactly those
 * (os/appUi.ts checks it when the chunk loads): so a loaded app always has it.
 */
export function continuation(appId: string, action: string): Continuation | undefined {
  const actions = appUi(appId)?.permissionActions;
  return actions && Object.hasOwn(actions, action) ? actions[action] : undefined;
}

/**
 * Ask for `permission` on behalf of the app of `handle`, then run its `action`: now when the
 * permission is granted or denied, after the system dialog when it was never asked (`ask`).
 */
export function requestPermission(manifest: AppManifest, handle: AppHandle, permission: RuntimePermission, action: string, payload: Record<string, Json>): void {
  const declared = manifest.permissionActions ?? {};
  if (!Object.hasOwn(declared, action) || declared[action] !== permission) {
    throw new RangeError(`app '${manifest.id}' asks for '${permission}' with permission action '${action}'; declare it in its manifest's permissionActions (declared: ${JSON.stringify(declared)})`);
  }
  const grant = grantOf(getState().os, manifest.id, permission);
  if (grant !== "ask") return continuation(manifest.id, action)?.(handle, isGranted(grant), payload);
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
