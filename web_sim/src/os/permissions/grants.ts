/**
 * Permission grants as data: what a fresh install holds, whether a grant lets the app proceed,
 * and the end of "Only this time" grants when an app is closed. No store access: the task
 * manager calls `endOneTimeGrants` inside its own update.
 */
import type { AppPermissions, OsState, PermissionGrant, PhoneState, RuntimePermission } from "../types";

export const RUNTIME_PERMISSIONS: readonly RuntimePermission[] = ["camera", "location", "microphone", "contacts"];

/** A fresh install: notifications allowed, every runtime permission still to be asked. */
export const FRESH_PERMISSIONS: AppPermissions = { notifications: true, camera: "ask", location: "ask", microphone: "ask", contacts: "ask" };

export function grantOf(os: OsState, appId: string, permission: RuntimePermission): PermissionGrant {
  return (os.permissions[appId] ?? FRESH_PERMISSIONS)[permission];
}

export function isGranted(grant: PermissionGrant): boolean {
  return grant === "whileUsing" || grant === "once";
}

/** "Only this time" lasts while the app runs: closing it (from recents) asks again next time. */
export function endOneTimeGrants(d: PhoneState, appIds: readonly string[]): void {
  for (const id of appIds) {
    const p = d.os.permissions[id];
    if (p) for (const k of RUNTIME_PERMISSIONS) if (p[k] === "once") p[k] = "ask";
  }
  if (d.ui.permissionRequest && appIds.includes(d.ui.permissionRequest.app)) d.ui.permissionRequest = null;
}
