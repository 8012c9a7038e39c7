/**
 * The user's answer to the pending permission dialog: kept in `os.permissions`, then the app's
 * continuation runs with a handle on its top screen. BACK dismisses the dialog instead
 * (os/nav.ts): the permission stays to be asked and the app does not continue, as when a person
 * backs out of the question.
 */
import { appHandle } from "../appHandle";
import { getState, update } from "../store";
import { FRESH_PERMISSIONS, isGranted } from "./grants";
import { continuation } from "./request";

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
  // The dialog is drawn over the app that asked, in front, so its UI is loaded and has the
  // action (see `continuation`); an app with no screen left has nothing to continue.
  const run = continuation(req.app, req.action);
  if (route && run) run(appHandle(s, req.app, route), isGranted(answer), req.payload);
}
