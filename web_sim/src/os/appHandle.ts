/** Builds the `AppHandle` a screen receives: scoped, immutable updates of its app and route. */
import { closeOverlayOf, setRouteData, setRouteOverlay } from "./routeOps";
import { deliverIntent, popScreen, pushScreen, sendIntent, showToast } from "./nav";
import { requestPermission } from "./permissions/request";
import { getApp } from "./registry";
import { update } from "./store";
import type { AppHandle, PhoneState, Route } from "./types";

export function appHandle(s: PhoneState, appId: string, route: Route): AppHandle {
  const handle: AppHandle = {
    id: appId,
    state: s.apps[appId],
    os: s.os,
    update: (recipe) => update((d) => recipe(d.apps[appId])),
    setData: (patch) => setRouteData(appId, route.id, patch),
    push: (screen, params = {}) => pushScreen(appId, screen, params),
    pop: () => popScreen(appId),
    openOverlay: (kind, name, data = {}) => setRouteOverlay(appId, route.id, { kind, name, data }),
    closeOverlay: () => closeOverlayOf(appId, route.id),
    toast: showToast,
    sendIntent,
    deliverIntent,
    requestPermission: (permission, action, payload = {}) => requestPermission(getApp(appId), handle, permission, action, payload),
  };
  return handle;
}
