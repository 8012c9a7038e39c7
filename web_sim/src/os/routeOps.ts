/** Updates of one route (found by its id, wherever it is in its app's stack). */
import { update } from "./store";
import type { Json, PhoneState, Route } from "./types";

function findRoute(d: PhoneState, appId: string, routeId: number): Route | undefined {
  return d.ui.stacks[appId]?.find((r) => r.id === routeId);
}

export function setRouteData(appId: string, routeId: number, patch: Record<string, Json>): void {
  update((d) => {
    const r = findRoute(d, appId, routeId);
    if (r) Object.assign(r.data, patch);
  });
}

export function setRouteOverlay(appId: string, routeId: number, overlay: Route["overlay"]): void {
  update((d) => {
    const r = findRoute(d, appId, routeId);
    if (r) r.overlay = overlay;
    d.ui.focus = null;
  });
}

export function closeOverlayOf(appId: string, routeId: number): void {
  setRouteOverlay(appId, routeId, null);
}

export function setRouteScroll(appId: string, routeId: number, key: string, value: number): void {
  update((d) => {
    const r = findRoute(d, appId, routeId);
    if (r) r.scroll[key] = value;
  });
}
