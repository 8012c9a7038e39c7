/**
 * What each Themes screen takes as route parameters (the control API's `intent` checks a
 * payload against these types), and the checks of the item screens: the theme, wallpaper or
 * widget must exist (world/themes.ts).
 */
import { THEMES, WALLPAPERS, WIDGETS } from "../../../world/themes";
import { idIn } from "../../os/intentChecks";
import type { AppManifest, NoParams } from "../../os/types";
import type { Tab, ThemeStoreState } from "./state";

export interface ThemeStoreScreenParams {
  /** `tab`: the tab it opens on (the launcher's menu opens wallpapers or widgets). */
  home: { tab?: Tab };
  search: NoParams;
  theme: { id: string };
  wallpaper: { id: string };
  widget: { id: string };
}

export const themeStoreIntents: AppManifest<ThemeStoreState, ThemeStoreScreenParams>["intents"] = {
  theme: idIn("id", "theme", () => THEMES.map((t) => t.id)),
  wallpaper: idIn("id", "wallpaper", () => WALLPAPERS.map((w) => w.id)),
  widget: idIn("id", "widget", () => WIDGETS.map((w) => w.id)),
};
