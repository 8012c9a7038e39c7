/**
 * System BACK: the task manager's priority chain (nav.ts), with the top screen's own back
 * callback (its app's UI's `onBack`, Android's OnBackPressedCallback) given the screen's
 * handle. Kept apart from nav.ts because handles are built on the task manager.
 */
import { appHandle } from "./appHandle";
import { back } from "./nav";
import { drawnUi } from "./appUi";
import { getState } from "./store";
import type { Route } from "./types";

function screenBack(appId: string, route: Route): boolean {
  const fn = drawnUi(appId).onBack?.[route.screen];
  return fn ? fn(appHandle(getState(), appId, route), route) : false;
}

export function systemBack(): string {
  return back(screenBack);
}
