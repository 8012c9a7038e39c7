/**
 * App discovery: every `src/apps/<id>/manifest.ts(x)` is an installed app. Adding an app touches
 * no OS file. Apps are listed by label; the home screen's layout is `launcherGrid` (defaultState.ts).
 */
import type { AppManifest } from "./types";

const modules = import.meta.glob<{ default: AppManifest }>("../apps/*/manifest.{ts,tsx}", { eager: true });

const PLAIN = /^[A-Za-z0-9 ]*$/;

/**
 * Labels in the order of `localeCompare(..., "en")`. Labels of letters, digits and spaces (all of
 * today's) are compared without ICU: its collator, built on the first `localeCompare`, costs a
 * page about 0.5 MiB of malloc, and the boot sorts the apps. For these characters the collator's
 * order is: case-insensitive (space, digits, letters), then lowercase before uppercase.
 */
export function compareLabels(a: string, b: string): number {
  if (!PLAIN.test(a) || !PLAIN.test(b)) return a.localeCompare(b, "en");
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  if (x !== y) return x < y ? -1 : 1;
  return a === b ? 0 : a > b ? -1 : 1;
}

export const APPS: AppManifest[] = Object.values(modules)
  .map((m) => m.default)
  .sort((a, b) => compareLabels(a.label, b.label));

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
