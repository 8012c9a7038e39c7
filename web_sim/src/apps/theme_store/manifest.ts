/**
 * Themes: a theme store (catalog §6.15) whose themes, wallpapers and widgets are applied to the
 * home screen: a wallpaper sets `os.launcher.wallpaper`, a widget is placed on the launcher
 * (os/launcher.ts), a theme applies its wallpaper. Its rows are world/themes.ts, which the
 * launcher draws from too (docs/apps/theme_store.md).
 */
import { mdiPaletteOutline } from "@mdi/js";
import { THEMES, WALLPAPERS, WIDGETS, findWallpaper, findWidget } from "../../../world/themes";
import type { AppManifest, IntentHandler, Json } from "../../os/types";
import { APP_ID, TABS, initialThemeStoreState, type Tab, type ThemeStoreState } from "./state";

/** An intent's `id` must name an item of the kind its screen shows. */
function idOf(kind: string, known: (id: string) => boolean, ids: () => string[]): IntentHandler<ThemeStoreState> {
  return {
    check: (p: Record<string, Json>) => (typeof p.id === "string" && known(p.id) ? null : `theme_store ${kind}: 'id' must be one of ${ids().join(", ")}; got ${JSON.stringify(p.id)}`),
  };
}

const manifest: AppManifest<ThemeStoreState> = {
  id: APP_ID,
  label: "Themes",
  icon: mdiPaletteOutline,
  color: "#ff7a45",
  initialState: initialThemeStoreState,
  ui: () => import("./screens"),
  home: "home",
  navigation: { home: ["search", "theme", "wallpaper", "widget"], search: ["theme", "wallpaper", "widget"], theme: ["wallpaper", "widget"], wallpaper: [], widget: ["theme"] },
  // What was searched and what was downloaded on the way are how the user looks, not results.
  incidental: ["/apps/theme_store/searchHistory", "/apps/theme_store/downloads"],
  autofocus: { search: "theme_store.search" },
  intents: {
    home: { check: (p) => (p.tab === undefined || TABS.includes(p.tab as Tab) ? null : `theme_store home: 'tab' must be one of ${TABS.join(", ")}; got ${JSON.stringify(p.tab)}`) },
    theme: idOf("theme", (id) => THEMES.some((t) => t.id === id), () => THEMES.map((t) => t.id)),
    wallpaper: idOf("wallpaper", (id) => !!findWallpaper(id), () => WALLPAPERS.map((w) => w.id)),
    widget: idOf("widget", (id) => !!findWidget(id), () => WIDGETS.map((w) => w.id)),
  },
};

export default manifest;
