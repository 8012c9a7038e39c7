/**
 * Themes: a theme store (catalog §6.15) whose themes, wallpapers and widgets are applied to the
 * home screen: a wallpaper sets `os.launcher.wallpaper`, a widget is placed on the launcher
 * (os/launcher.ts), a theme applies its wallpaper. Its rows are world/themes.ts, which the
 * launcher draws from too (docs/apps/theme_store.md).
 */
import { mdiPaletteOutline } from "@mdi/js";
import type { AppManifest } from "../../os/types";
import { type ThemeStoreScreenParams, themeStoreIntents } from "./params";
import { APP_ID, initialThemeStoreState, type ThemeStoreState } from "./state";

const manifest: AppManifest<ThemeStoreState, ThemeStoreScreenParams> = {
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
  intents: themeStoreIntents,
};

export default manifest;
