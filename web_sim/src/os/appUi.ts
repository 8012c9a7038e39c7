/**
 * Apps' UI chunks, loaded when an app is first drawn. An installed app costs a phone only its
 * manifest (metadata, initial state, event handlers) until it opens; its screens, styles and the
 * world data they show arrive then, in the chunk the build made of its `screens.tsx`. Loading is
 * asynchronous, so `settle` waits for every load a render asked for, then draws again: an act
 * that opens an app answers with the app drawn, and the screen is the same whenever the chunk
 * arrived (deterministic).
 */
import { getApp } from "./registry";
import type { AppManifest, AppUi } from "./types";

const loaded = new Map<string, AppUi>();
const loading = new Map<string, Promise<void>>();

/** The app's UI if its chunk has arrived, else undefined (draw nothing and `requestUi`). */
export function appUi(id: string): AppUi | undefined {
  return loaded.get(id);
}

/** The app's UI, for code that only runs while the app is drawn (a BACK handler, a permission's continuation). */
export function drawnUi(id: string): AppUi {
  const ui = loaded.get(id);
  if (!ui) throw new Error(`app '${id}' is not drawn: its UI has not been loaded`);
  return ui;
}

/** Start loading the app's UI (once); `onLoad` runs when it arrives. */
export function requestUi(id: string, onLoad: () => void): void {
  if (loaded.has(id) || loading.has(id)) return;
  const app = getApp(id);
  const load = app
    .ui()
    .then((m) => {
      checkUi(app, m.default);
      loaded.set(id, m.default);
    })
    .catch((e: unknown) => {
      throw new Error(`app '${id}': its UI could not be loaded: ${e instanceof Error ? e.message : String(e)}`);
    })
    .finally(() => loading.delete(id))
    .then(onLoad);
  loading.set(id, load);
}

/** Wait for every UI load under way; true when there was one (the caller draws again). */
export async function uiLoads(): Promise<boolean> {
  if (loading.size === 0) return false;
  await Promise.all(loading.values());
  return true;
}

/** The app's screen names (its navigation's keys): known without loading its UI. */
export function screenNames(app: AppManifest): string[] {
  return Object.keys(app.navigation);
}

/** The names of the app's permission continuations, as its manifest declares them. */
export function permissionActionNames(app: AppManifest): string[] {
  return Object.keys(app.permissionActions ?? {});
}

/** Refuse a UI chunk whose screens or permission actions are not the ones its manifest declares. */
function checkUi(app: AppManifest, ui: AppUi): void {
  const names = (keys: string[]): string => [...keys].sort().join(", ");
  const [declared, drawn] = [names(screenNames(app)), names(Object.keys(ui.screens))];
  if (declared !== drawn) throw new Error(`app '${app.id}': navigation declares screens [${declared}] but screens.tsx draws [${drawn}]`);
  const [asked, defined] = [names(permissionActionNames(app)), names(Object.keys(ui.permissionActions ?? {}))];
  if (asked !== defined) throw new Error(`app '${app.id}': its manifest declares permission actions [${asked}] but screens.tsx defines [${defined}]`);
}
