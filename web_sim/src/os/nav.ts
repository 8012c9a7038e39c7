/**
 * The task manager: one back stack per app, the foreground app, recents, and BACK's priority
 * chain (recents > shade > the system permission dialog > app overlay > keyboard > the open
 * launcher folder > the screen's own back callback > app page > leave app). Recents and the shade come first because they are
 * drawn over the dialog (a person can only open them after the dialog was raised). Backgrounded apps keep
 * their stacks, so switching back shows the same screen with the same drafts and scroll.
 */
import { endOneTimeGrants } from "./permissions/grants";
import { screenNames } from "./appUi";
import { getApp } from "./registry";
import { fields } from "./ui/fields";
import { getState, update } from "./store";
import type { Json, PhoneState, Route } from "./types";

const TOAST_MS = 3500;

function newRoute(d: PhoneState, screen: string, params: Record<string, Json>): Route {
  const id = d.ui.nextRouteId++;
  return { id, screen, params, data: {}, scroll: {}, overlay: null };
}

/** The field `screen` focuses when it opens (its app's `autofocus`), or null. */
function autofocusOf(appId: string, screen: string, params: Record<string, Json>): string | null {
  const f = getApp(appId).autofocus?.[screen];
  return typeof f === "function" ? f(params) : (f ?? null);
}

function toFront(d: PhoneState, appId: string): void {
  d.ui.foreground = appId;
  d.ui.recents = [appId, ...d.ui.recents.filter((a) => a !== appId)];
  d.ui.recentsOpen = false;
  d.ui.shadeOpen = false;
  d.ui.focus = null;
  d.ui.launcherFolder = null;
  d.ui.launcherSheet = null;
}

/** Bring an app to the front, at its kept screen or at its home screen. */
export function openApp(appId: string): void {
  const app = getApp(appId);
  update((d) => {
    if (!d.ui.stacks[appId]?.length) d.ui.stacks[appId] = [newRoute(d, app.home, {})];
    toFront(d, appId);
  });
}

/** Back to the app that asked (a payment's caller), at its kept screen; nothing if it has none. */
export function returnToCaller(appId: string): void {
  update((d) => {
    if (d.ui.stacks[appId]?.length) toFront(d, appId);
  });
}

/**
 * What the app's intent handler for `screen` finds wrong with `params` against the current state
 * (naming the field), or null; a screen with no handler takes any payload its params type takes.
 */
export function intentRefusal(appId: string, screen: string, params: Record<string, Json>): string | null {
  const s = getState();
  return getApp(appId).intents?.[screen]?.check(params, s.apps[appId], s.os) ?? null;
}

/** Intent: open `appId` at `screen` with `params` (pushed on top of the app's stack). */
export function sendIntent(appId: string, screen: string, params: Record<string, Json> = {}): void {
  const app = getApp(appId);
  if (!screenNames(app).includes(screen)) throw new RangeError(`app '${appId}' has no screen '${screen}'; screens: ${screenNames(app).join(", ")}`);
  const handler = app.intents?.[screen];
  const refused = intentRefusal(appId, screen, params);
  if (refused) throw new RangeError(refused);
  update((d) => {
    handler?.apply?.(d.apps[appId], params, d.os);
    const stack = d.ui.stacks[appId]?.length ? d.ui.stacks[appId] : [newRoute(d, app.home, {})];
    const pushed = screen !== app.home || stack.length > 1 || Object.keys(params).length > 0;
    if (pushed) stack.push(newRoute(d, screen, params));
    d.ui.stacks[appId] = stack;
    toFront(d, appId);
    if (pushed) d.ui.focus = autofocusOf(appId, screen, params);
  });
}

/**
 * Background intent: `appId`'s handler for `name` checks and applies `params` with no screen
 * shown and no app brought to the front (Android's broadcast to a receiver): a refund a caller
 * asks for while the user stays in the caller. Refused like `sendIntent`, naming the field.
 */
export function deliverIntent(appId: string, name: string, params: Record<string, Json> = {}): void {
  const app = getApp(appId);
  const handler = app.intents?.[name];
  if (!handler?.apply) throw new RangeError(`app '${appId}' takes no background intent '${name}'; it takes: ${Object.entries(app.intents ?? {}).filter(([, h]) => h?.apply).map(([n]) => n).join(", ") || "none"}`);
  const refused = intentRefusal(appId, name, params);
  if (refused) throw new RangeError(refused);
  update((d) => handler.apply!(d.apps[appId], params, d.os));
}

export function pushScreen(appId: string, screen: string, params: Record<string, Json> = {}): void {
  const app = getApp(appId);
  if (!screenNames(app).includes(screen)) throw new Error(`app '${appId}' has no screen '${screen}'`);
  update((d) => {
    d.ui.stacks[appId].push(newRoute(d, screen, params));
    d.ui.focus = autofocusOf(appId, screen, params);
  });
}

/** Pop the top route of an app; popping the last one leaves the app (to home). */
export function popScreen(appId: string): void {
  update((d) => {
    const stack = d.ui.stacks[appId];
    d.ui.focus = null;
    if (stack && stack.length > 1) stack.pop();
    else if (d.ui.foreground === appId) d.ui.foreground = null;
  });
}

export function goHome(): void {
  update((d) => {
    d.ui.foreground = null;
    d.ui.recentsOpen = false;
    d.ui.shadeOpen = false;
    d.ui.focus = null;
    d.ui.launcherPage = 0;
    d.ui.launcherFolder = null;
    d.ui.launcherSheet = null;
  });
}

export function toggleRecents(): void {
  update((d) => {
    d.ui.recentsOpen = !d.ui.recentsOpen;
    d.ui.shadeOpen = false;
    d.ui.focus = null;
  });
}

/** Remove an app from recents and drop its back stack (its persisted state stays). */
export function closeApp(appId: string): void {
  update((d) => {
    endOneTimeGrants(d, [appId]);
    d.ui.recents = d.ui.recents.filter((a) => a !== appId);
    delete d.ui.stacks[appId];
    if (d.ui.foreground === appId) d.ui.foreground = null;
  });
}

export function closeAllApps(): void {
  update((d) => {
    endOneTimeGrants(d, d.ui.recents);
    d.ui.recents = [];
    d.ui.stacks = {};
    d.ui.foreground = null;
    d.ui.recentsOpen = false;
  });
}

/**
 * BACK, by priority. Returns what it closed, for the step's info. `screenBack` runs the top
 * screen's own back callback (the app's `onBack`) when no OS layer is left to close; true means
 * the screen handled BACK, so no page is popped.
 */
export function back(screenBack: (appId: string, route: Route) => boolean = () => false): string {
  const s = getState();
  const fg = s.ui.foreground;
  const top = fg ? s.ui.stacks[fg]?.at(-1) : undefined;
  // A field with its app's own keypad (a payment password) raises no keyboard for BACK to close.
  const keyboardUp = s.ui.focus !== null && fields().get(s.ui.focus)?.ownKeyboard !== true;
  const layerOpen = s.ui.recentsOpen || s.ui.shadeOpen || (fg !== null && s.ui.permissionRequest?.app === fg) || !!top?.overlay || keyboardUp;
  if (!layerOpen && fg && top && screenBack(fg, top)) return "screen";
  let closed = "nothing";
  update((d) => {
    if (d.ui.fullScreen) {
      closed = "nothing: a full-screen alert is up (answer it on screen)";
    } else if (d.ui.recentsOpen) {
      d.ui.recentsOpen = false;
      closed = "recents";
    } else if (d.ui.shadeOpen) {
      d.ui.shadeOpen = false;
      closed = "shade";
    } else if (fg && d.ui.permissionRequest?.app === fg) {
      d.ui.permissionRequest = null;
      closed = "permission dialog";
    } else if (fg && top?.overlay) {
      d.ui.stacks[fg].at(-1)!.overlay = null;
      d.ui.focus = null; // as the app's own closeOverlay does: a field of the overlay is gone
      closed = "overlay";
    } else if (keyboardUp) {
      d.ui.focus = null;
      closed = "keyboard";
    } else if (!fg && d.ui.launcherSheet !== null) {
      d.ui.launcherSheet = null;
      closed = "home-screen menu";
    } else if (!fg && d.ui.launcherFolder !== null) {
      d.ui.launcherFolder = null;
      closed = "folder";
    } else if (fg) {
      d.ui.focus = null;
      const stack = d.ui.stacks[fg];
      if (stack.length > 1) {
        stack.pop();
        closed = "page";
      } else {
        d.ui.foreground = null;
        closed = "app";
      }
    }
  });
  return closed;
}

export function showToast(text: string): void {
  update((d) => {
    d.ui.toast = { text, until: d.os.clock.now + TOAST_MS };
  });
}

export function topRoute(s: PhoneState, appId: string): Route | undefined {
  return s.ui.stacks[appId]?.at(-1);
}
