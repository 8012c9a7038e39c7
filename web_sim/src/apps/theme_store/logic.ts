/** Themes' writes (what applying a theme, a wallpaper or a widget does to the phone), search and counts. */
import { STORE_WALLPAPERS, STORE_WIDGETS, THEMES, type Theme, type Wallpaper, type WidgetSpec } from "../../../world/themes";
import { addWidget, setWallpaper } from "../../os/launcher";
import { update } from "../../os/store";
import type { PhoneState } from "../../os/types";
import { APP_ID, type ThemeStoreState } from "./state";

/** This app's slice of the whole draft state. */
function mine(d: PhoneState): ThemeStoreState {
  return d.apps[APP_ID] as unknown as ThemeStoreState;
}

function downloaded(d: PhoneState, item: string): void {
  const s = mine(d);
  s.downloads = [item, ...s.downloads.filter((x) => x !== item)];
}

/** Set the home screen's wallpaper to `id`. */
export function applyWallpaper(id: string): void {
  update((d) => {
    if (setWallpaper(d, id)) downloaded(d, `wallpaper:${id}`);
  });
}

/** Apply theme `id`: its wallpaper goes on the home screen (widgets are added one by one, as on a phone). */
export function applyTheme(theme: Theme): void {
  update((d) => {
    if (!setWallpaper(d, theme.wallpaper)) return;
    mine(d).appliedTheme = theme.id;
    downloaded(d, `theme:${theme.id}`);
  });
}

/** Place widget `id` on the home screen; returns the page (0-based) it went to, or -1. */
export function placeWidget(id: string): number {
  let page = -1;
  update((d) => {
    page = addWidget(d, id);
    if (page >= 0) downloaded(d, `widget:${id}`);
  });
  return page;
}

/** "512K", "1.2M": a download count as the store prints it. */
export function formatCount(n: number): string {
  if (n >= 1_000_000) return `${(n / 1_000_000).toFixed(1).replace(/\.0$/, "")}M`;
  if (n >= 1_000) return `${Math.round(n / 1_000)}K`;
  return String(n);
}

export interface SearchResults {
  themes: Theme[];
  wallpapers: Wallpaper[];
  widgets: WidgetSpec[];
}

/** Everything whose name holds `query` (case-insensitive); store items only (not the system's own). */
export function search(query: string): SearchResults {
  const key = query.trim().toLowerCase();
  const hit = (name: string) => key !== "" && name.toLowerCase().includes(key);
  return {
    themes: THEMES.filter((t) => hit(t.name)),
    wallpapers: STORE_WALLPAPERS.filter((w) => hit(w.name)),
    widgets: STORE_WIDGETS.filter((w) => hit(w.name)),
  };
}

/** The theme a widget or wallpaper belongs to, if any. */
export function themeOf(item: { kind: "widget" | "wallpaper"; id: string }): Theme | undefined {
  return THEMES.find((t) => (item.kind === "widget" ? t.widgets.includes(item.id) : t.wallpaper === item.id));
}
