/** Themes' persisted state and its tabs: all the manifest needs, apart from the writes (logic.ts). */

export const APP_ID = "theme_store";

export interface ThemeStoreState {
  /** The theme last applied (its wallpaper may have been changed since), or null. */
  appliedTheme: string | null;
  /** Items fetched to the phone, as "theme:<id>", "wallpaper:<id>" or "widget:<id>", newest first. */
  downloads: string[];
  /** Past searches, newest first, at most 10. */
  searchHistory: string[];
}

export const initialThemeStoreState = (): ThemeStoreState => ({ appliedTheme: null, downloads: [], searchHistory: [] });

export type Tab = "themes" | "wallpapers" | "widgets" | "mine";
export const TABS: Tab[] = ["themes", "wallpapers", "widgets", "mine"];
