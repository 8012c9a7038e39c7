/**
 * The user's answer to the pending permission dialog: kept in `os.permissions`, then the app's
 * continuation runs with a handle on its top screen. BACK dismisses the dialog instead
 * (os/nav.ts): the permission stays to be asked and the app does not continue, as when a person
 * backs out of the question.
 */
import { appHandle } from "../appHandle";
import { getApp } from "../registry";
import { getState, update } from "../store";
import { FRESH_PERMISSIONS, isGranted } from "./grants";
import { permissionAction } from "./request";

export type PermissionAnswer = "whileUsing" | "once" | "denied";

export function answerPermission(answer: PermissionAnswer): void {
  const req = getState().ui.permissionRequest;
  if (!req) return;
  update((d) => {
    d.ui.permissionRequest = null;
    (d.os.permissions[req.app] ??= { ...FRESH_PERMISSIONS })[req.permission] = answer;
  });
  const s = getState();
  const route = s.ui.stacks[req.app]?.at(-1);
  if (!route) return; // the app was closed meanwhile: nothing is left to continue
  permissionAction(getApp(req.app), req.action)(appHandle(s, req.app, route), isGranted(answer), req.payload);
}
