/**
 * Runtime permissions, as Android asks for them: an app's first use of location, camera,
 * microphone or contacts raises the system dialog ("While using the app" / "Only this time" /
 * "Don't allow"); the answer is kept in `os.permissions[app]` and shown in Settings > Apps.
 *
 * The app's continuation is data, not a closure (the state must survive snapshots): the request
 * names an action of the app's manifest (`permissionActions`) and a JSON payload, and the action
 * runs with `granted` once the answer is known, at once when it already is.
 */
import { getApp } from "../registry";
import { getState, update } from "../store";
import { appHandle } from "../appHandle";
import type { AppHandle, Json, PermissionGrant, RuntimePermission } from "../types";
import { FRESH_PERMISSIONS, grantOf, isGranted } from "./grants";

/**
 * What a user picks in the dialog. BACK dismisses it instead (os/nav.ts): the permission stays
 * to be asked and the app does not continue, as when a person backs out of the question.
 */
export type PermissionAnswer = "whileUsing" | "once" | "denied";

function runAction(appId: string, action: string, granted: boolean, payload: Record<string, Json>): void {
  const fn = getApp(appId).permissionActions?.[action];
  if (!fn) throw new RangeError(`app '${appId}' has no permission action '${action}'; declare it in its manifest's permissionActions`);
  const s = getState();
  const route = s.ui.stacks[appId]?.at(-1);
  if (!route) return; // the app was closed meanwhile: nothing is left to continue
  fn(appHandle(s, appId, route), granted, payload);
}

/**
 * Ask for `permission` on behalf of `app`, then run its `action`: now when the permission is
 * granted or denied, after the system dialog when it was never asked (`ask`).
 */
export function requestPermission(app: AppHandle, permission: RuntimePermission, action: string, payload: Record<string, Json> = {}): void {
  if (!getApp(app.id).permissionActions?.[action]) throw new RangeError(`app '${app.id}' has no permission action '${action}'; declare it in its manifest's permissionActions`);
  const grant = grantOf(getState().os, app.id, permission);
  if (grant !== "ask") return runAction(app.id, action, isGranted(grant), payload);
  update((d) => {
    d.ui.permissionRequest = { app: app.id, permission, action, payload };
    d.ui.focus = null;
  });
}

/** The user's answer to the pending dialog: kept (except a dismissal), then the app continues. */
export function answerPermission(answer: PermissionAnswer): void {
  const req = getState().ui.permissionRequest;
  if (!req) return;
  update((d) => {
    d.ui.permissionRequest = null;
    (d.os.permissions[req.app] ??= { ...FRESH_PERMISSIONS })[req.permission] = answer;
  });
  runAction(req.app, req.action, isGranted(answer), req.payload);
}

/** Set a permission from Settings (Allow while using / Ask every time / Don't allow). */
export function setPermission(appId: string, permission: RuntimePermission, grant: PermissionGrant): void {
  update((d) => {
    (d.os.permissions[appId] ??= { ...FRESH_PERMISSIONS })[permission] = grant;
  });
}
