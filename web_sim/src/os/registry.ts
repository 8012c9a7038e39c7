/**
 * App discovery: every `src/apps/<id>/manifest.ts(x)` is an installed app. Adding an app touches
 * no OS file. Apps are listed by label; the home screen's layout is `launcherGrid` (defaultState.ts).
 */
import type { AppManifest } from "./types";

const modules = import.meta.glob<{ default: AppManifest }>("../apps/*/manifest.{ts,tsx}", { eager: true });

export const APPS: AppManifest[] = Object.values(modules)
  .map((m) => m.default)
  .sort((a, b) => a.label.localeCompare(b.label, "en"));

const byId = new Map(APPS.map((a) => [a.id, a]));

export function getApp(id: string): AppManifest {
  const app = byId.get(id);
  if (!app) throw new Error(`unknown app '${id}'; installed: ${APPS.map((a) => a.id).join(", ")}`);
  return app;
}

/** Find an app by id or display label, case-insensitively; null when there is none. */
export function findApp(name: string): AppManifest | null {
  const key = name.trim().toLowerCase();
  return APPS.find((a) => a.id.toLowerCase() === key || a.label.toLowerCase() === key) ?? null;
}
