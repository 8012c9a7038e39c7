/** What Maps' screens share: the handle type, the theme, recent searches and the view record. */
import { categoryOf, findPlace, mapPointOf, ORIGIN, routeToPlace, type MapMode, type MapPoint, type Route } from "../../../world/map";
import { readLocation } from "../../os/location";
import type { AppHandle, OsState } from "../../os/types";
import type { MapState, MapView, RouteView, MapSearchRecord } from "./state";

export type App = AppHandle<MapState>;

export const MAX_HISTORY = 20;

export function isDark(state: MapState, os: OsState): boolean {
  const t = state.settings.display.theme;
  return t === "dark" || (t === "system" && os.settings.darkMode);
}

/** Whether Maps may measure from the phone's location now (permission held, location on). */
export function located(app: App): boolean {
  return readLocation(app.os, app.id).ok;
}

/** Where Maps measures from: the phone's location (`os.location`, which a task may set) as a
 * point of the map; the map's centre, where the dot waits, while Maps may not read it. */
export function myPoint(app: App): MapPoint {
  const read = readLocation(app.os, app.id);
  return read.ok ? mapPointOf(read.location) : ORIGIN;
}

/** Remember a search, newest first, when "Save recent searches" is on. */
export function remember(d: MapState, kind: MapSearchRecord["kind"], text: string, placeId: string | null, subtitle: string): void {
  if (!d.settings.locationPrivacy.saveRecentSearches) return;
  d.searchHistory = d.searchHistory.filter((h) => !(h.kind === kind && h.text === text));
  d.searchHistory.unshift({ id: `h${d.nextId++}`, kind, text, placeId, subtitle });
  d.searchHistory.length = Math.min(d.searchHistory.length, MAX_HISTORY);
}

export function setView(app: App, patch: Partial<MapView>): void {
  app.update((d) => void Object.assign(d.view, patch));
}

/** The route a route view asks for, by the one route function of world/map.ts (from `me` when it starts at my location). */
export function routeOf(v: RouteView, me: MapPoint): Route | null {
  const to = findPlace(v.to);
  if (!to) return null;
  const from = v.from ? findPlace(v.from) ?? null : null;
  return routeToPlace(to, v.mode as MapMode, from, me);
}

export function categoryLabel(id: string | null): string {
  return (id && categoryOf(id)?.plural) || "";
}
