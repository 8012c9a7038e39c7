/**
 * Whole-state validation: a phone state must be of the simulator's own types. The validators are
 * derived at build time from `PhoneState` and each app's state type (scripts/stateSchema.mjs:
 * the types' JSON Schema, compiled by Ajv into generated/validators.js), then come the invariants
 * no type can say: the foreground app is installed and has a screen, every back stack names
 * installed apps and their screens, a pending permission request is one its app declares, the
 * RNG state is a 32-bit integer. Only snapshots (`reset`
 * with a state) and patches are validated, never an act: a whole state costs about 0.5 ms, a
 * patch only the parts it changed (immer shares the others, so `!==` finds them; a settings
 * patch about 5 us). The validators are a third of the simulator's code, so they are a chunk of
 * their own that a page loads at its first patch or snapshot (`loadValidators`), not at start.
 */
import type { ErrorObject, ValidateFunction } from "ajv";
import { permissionActionNames, screenNames } from "../os/appUi";
import { treeProblem } from "../os/files/ops";
import { pageCapacity } from "../os/launcher";
import { WALLPAPERS, WIDGETS, findWallpaper, findWidget } from "../../world/themes";
import { scheduledEventProblem } from "../os/events";
import { APPS } from "../os/registry";
import type { PhoneState } from "../os/types";
import { PatchError } from "./errors";
import { checkPlainJson } from "./plainJson";

const fail = (message: string): Error => new PatchError(`wrong state: ${message}`);

type Validators = typeof import("./generated/validators.js");
let generated: Validators | null = null;

/** Load the validators once; every control call that validates awaits it first. */
export async function loadValidators(): Promise<void> {
  if (generated) return;
  const v = await import("./generated/validators.js");
  for (const app of APPS) {
    if (!v.apps[app.id]) throw new Error(`the state validators know no app '${app.id}': rebuild them (npm run build)`);
    const missing = screenNames(app).filter((screen) => !v.params[app.id]?.[screen]);
    if (missing.length) throw new Error(`the validators know no params of ${app.id}'s screens ${missing.join(", ")}: declare them in the app's screen params type and rebuild (npm run build)`);
  }
  generated = v;
}

/** The generated validators; `loadValidators()` must have been awaited. */
export function validators(): Validators {
  if (!generated) throw new Error("the state validators are not loaded: await loadValidators() first");
  return generated;
}

const ARTICLE: Record<string, string> = { object: "an object", array: "an array", integer: "an integer", null: "null" };

const BOUND: Record<string, string> = {
  minimum: "a number >=", maximum: "a number <=", exclusiveMinimum: "a number >", exclusiveMaximum: "a number <",
  minLength: "a string of length >=", maxLength: "a string of length <=", minItems: "an array of length >=", maxItems: "an array of length <=",
};

function expectation(e: ErrorObject): string {
  if (e.keyword === "type") return String(e.params.type).split(",").map((t) => ARTICLE[t] ?? `a ${t}`).join(" or ");
  if (e.keyword === "enum") return `one of ${(e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(", ")}`;
  if (e.keyword === "const") return JSON.stringify(e.params.allowedValue);
  const bound = BOUND[e.keyword];
  if (bound) return `${bound} ${JSON.stringify(e.params.limit)}`;
  if (e.keyword === "pattern") return `a string matching /${String(e.params.pattern)}/`;
  return `a value passing ${e.keyword} ${JSON.stringify(e.params)}`;
}

/** The value at a JSON pointer inside `root` (Ajv's `instancePath`). */
function at(root: unknown, pointer: string): unknown {
  let node = root;
  for (const seg of pointer.split("/").slice(1)) node = (node as Record<string, unknown>)?.[seg.replace(/~1/g, "/").replace(/~0/g, "~")];
  return node;
}

function shown(v: unknown): string {
  if (Array.isArray(v)) return "an array";
  if (v !== null && typeof v === "object") return "an object";
  return JSON.stringify(v).slice(0, 60);
}

const segments = (e: ErrorObject): number => e.instancePath.split("/").length + (e.keyword === "required" || e.keyword === "additionalProperties" ? 1 : 0);

/** The most specific of Ajv's errors, as a sentence naming the path and what was expected. */
function describe(errors: ErrorObject[], value: unknown, prefix: string): string {
  const specific = errors.filter((e) => e.keyword !== "anyOf" && e.keyword !== "oneOf");
  const depth = Math.max(...specific.map(segments));
  const deepest = specific.filter((e) => segments(e) === depth);
  const e = deepest[0];
  const where = prefix + e.instancePath || "/";
  const data = at(value, e.instancePath);
  if (e.keyword === "required") return `missing key '${e.params.missingProperty}' at ${where}`;
  if (e.keyword === "additionalProperties") {
    // Required keys are checked first, so the other keys there are known ones.
    const known = Object.keys(data as object).filter((k) => k !== e.params.additionalProperty);
    return `unknown key '${e.params.additionalProperty}' at ${where}; known keys: ${known.join(", ") || "none"}`;
  }
  if (e.keyword === "not") {
    const cut = where.lastIndexOf("/");
    return `unknown key '${where.slice(cut + 1)}' at ${where.slice(0, cut) || "/"}; it holds no keys`;
  }
  const expected = [...new Set(deepest.filter((d) => d.instancePath === e.instancePath).map(expectation))];
  return `${where}: expected ${expected.join(" or ")}, got ${shown(data)}`;
}

/** What `validate` finds wrong with `value`, naming its path under `prefix`, or null. */
export function schemaProblem(validate: ValidateFunction, value: unknown, prefix: string): string | null {
  return validate(value) ? null : describe(validate.errors ?? [], value, prefix);
}

function run(validate: ValidateFunction, value: unknown, prefix: string): void {
  const problem = schemaProblem(validate, value, prefix);
  if (problem) throw fail(problem);
}

function installed(id: unknown, at: string): void {
  if (typeof id === "string" && APPS.some((a) => a.id === id)) return;
  throw fail(`${at}: ${JSON.stringify(id)?.replace(/^"|"$/g, "'")} is not an installed app; installed: ${APPS.map((a) => a.id).join(", ")}`);
}

/**
 * The launcher: folders of unique ids, installed apps, two apps or more (one dissolves), the open
 * one drawn; a known wallpaper; widgets that exist, on existing pages that still hold their icons.
 */
function checkLauncher(s: PhoneState): void {
  const ids = new Set<string>();
  s.os.launcher.pages.forEach((page, p) =>
    page.forEach((item, i) => {
      if (typeof item === "string") return;
      const at = `/os/launcher/pages/${p}/${i}`;
      if (ids.has(item.id)) throw fail(`${at}/id: folder id '${item.id}' is used twice; folder ids are unique`);
      ids.add(item.id);
      if (item.apps.length < 2) throw fail(`${at}/apps: a folder holds 2 apps or more, got ${item.apps.length} (a folder of one is that app's icon)`);
      item.apps.forEach((id, k) => installed(id, `${at}/apps/${k}`));
    }),
  );
  const open = s.ui.launcherFolder;
  if (open !== null && !ids.has(open)) throw fail(`/ui/launcherFolder: no folder '${open}' on the launcher; folders: ${[...ids].join(", ") || "none"}`);
  const launcher = s.os.launcher;
  if (!findWallpaper(launcher.wallpaper)) throw fail(`/os/launcher/wallpaper: no wallpaper '${launcher.wallpaper}'; wallpapers: ${WALLPAPERS.map((w) => w.id).join(", ")}`);
  const placed = new Set<string>();
  launcher.widgets.forEach((w, k) => {
    const at = `/os/launcher/widgets/${k}`;
    if (placed.has(w.id) || ids.has(w.id)) throw fail(`${at}/id: '${w.id}' is used twice; widget and folder ids are unique`);
    placed.add(w.id);
    if (!findWidget(w.widget)) throw fail(`${at}/widget: no widget '${w.widget}'; widgets: ${WIDGETS.map((x) => x.id).join(", ")}`);
    if (!Number.isInteger(w.page) || w.page < 0 || w.page >= launcher.pages.length) throw fail(`${at}/page: expected a page index from 0 to ${launcher.pages.length - 1}, got ${w.page}`);
  });
  launcher.pages.forEach((icons, p) => {
    const room = pageCapacity(launcher, p);
    if (icons.length > room) throw fail(`/os/launcher/pages/${p}: ${icons.length} icons and folders do not fit; its widgets leave room for ${room}`);
  });
  const sheet = s.ui.launcherSheet;
  if (sheet?.kind === "widget" && !placed.has(sheet.widget ?? "")) throw fail(`/ui/launcherSheet/widget: no placed widget '${sheet.widget}'; placed: ${[...placed].join(", ") || "none"}`);
}

/**
 * Runtime permissions: grants are kept for installed apps only, and the pending request (which
 * the system dialog answers by running the app's continuation) names an installed app, one of
 * the permission actions its manifest declares, and the permission that action asks for.
 */
function checkPermissions(s: PhoneState): void {
  for (const id of Object.keys(s.os.permissions)) installed(id, `/os/permissions/${id}`);
  const req = s.ui.permissionRequest;
  if (req === null) return;
  installed(req.app, "/ui/permissionRequest/app");
  const app = APPS.find((a) => a.id === req.app)!;
  const declared = app.permissionActions ?? {};
  if (!Object.hasOwn(declared, req.action)) {
    throw fail(`/ui/permissionRequest/action: app '${app.id}' has no permission action '${req.action}'; its actions: ${permissionActionNames(app).join(", ") || "none (it asks for no permission)"}`);
  }
  if (declared[req.action] !== req.permission) throw fail(`/ui/permissionRequest/permission: action '${req.action}' of app '${app.id}' asks for '${declared[req.action]}', got '${req.permission}'`);
}

/** What the types cannot say. The state is of its schema's types already. */
function checkInvariants(s: PhoneState): void {
  const ui = s.ui;
  if (!Number.isInteger(ui.rng) || (ui.rng | 0) !== ui.rng) throw fail(`/ui/rng: expected a 32-bit integer (the random generator's state), got ${ui.rng}`);
  if (!Number.isInteger(ui.nextRouteId)) throw fail(`/ui/nextRouteId: expected an integer, got ${ui.nextRouteId}`);
  if (ui.foreground !== null) {
    installed(ui.foreground, "/ui/foreground");
    if (!ui.stacks[ui.foreground]?.length) throw fail(`/ui/foreground: '${ui.foreground}' has no screen in /ui/stacks/${ui.foreground}; open an app with at least one route on its stack`);
  }
  for (const [id, stack] of Object.entries(ui.stacks)) {
    installed(id, `/ui/stacks/${id}`);
    const app = APPS.find((a) => a.id === id)!;
    stack.forEach((route, i) => {
      if (!Object.hasOwn(app.navigation, route.screen)) throw fail(`/ui/stacks/${id}/${i}/screen: app '${id}' has no screen '${route.screen}'; screens: ${screenNames(app).join(", ")}`);
    });
  }
  ui.recents.forEach((id, i) => installed(id, `/ui/recents/${i}`));
  if (ui.fullScreen !== null) {
    installed(ui.fullScreen.app, "/ui/fullScreen/app");
    const app = APPS.find((a) => a.id === ui.fullScreen!.app)!;
    if (!Object.hasOwn(app.navigation, ui.fullScreen.screen)) throw fail(`/ui/fullScreen/screen: app '${app.id}' has no screen '${ui.fullScreen.screen}'; screens: ${screenNames(app).join(", ")}`);
  }
  s.os.notifications.forEach((n, i) => {
    installed(n.app, `/os/notifications/${i}/app`);
    const app = APPS.find((a) => a.id === n.app)!;
    if (n.open && !Object.hasOwn(app.navigation, n.open.screen)) throw fail(`/os/notifications/${i}/open/screen: app '${app.id}' has no screen '${n.open.screen}'; screens: ${screenNames(app).join(", ")}`);
  });
  checkPermissions(s);
  checkLauncher(s);
  const fileProblem = treeProblem(s.os.providers.files);
  if (fileProblem) throw fail(`/os/providers/files/${fileProblem}`);
  const eventProblem = scheduledEventProblem(s);
  if (eventProblem) throw fail(eventProblem);
}

/** Throw a PatchError unless `s` is a whole phone state of the right types. */
export function checkPhoneState(s: unknown): asserts s is PhoneState {
  checkPlainJson(s, "", fail);
  run(validators().PhoneState, s, "");
  checkInvariants(s as PhoneState);
}

const sameKeys = (a: object, b: object): boolean => {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => Object.hasOwn(b, k));
};

/** The keys of `next` that are not the objects of `prev` (all of them for a new key set). */
function changedKeys(prev: Record<string, unknown>, next: Record<string, unknown>): string[] {
  return Object.keys(next).filter((k) => next[k] !== prev[k]);
}

/**
 * Throw a PatchError unless `next`, made from the valid `prev` by a patch, is valid: only what is
 * a new object is checked (each key of `os` and `ui`, each app's state), then the invariants.
 */
export function checkChanged(prev: PhoneState, next: PhoneState): void {
  const isObject = (v: unknown): boolean => typeof v === "object" && v !== null && !Array.isArray(v);
  // A section replaced by something that is not an object: the whole state's check names it.
  if (!sameKeys(prev, next) || !isObject(next.os) || !isObject(next.ui) || !isObject(next.apps)) run(validators().PhoneState, next, "");
  for (const section of ["os", "ui"] as const) {
    const [p, n] = [prev[section] as unknown as Record<string, unknown>, next[section] as unknown as Record<string, unknown>];
    if (n === p) continue;
    const { keys, props } = validators().sections[section];
    if (!sameKeys(p, n)) run(keys, n, `/${section}`);
    for (const key of changedKeys(p, n)) run(props[key], n[key], `/${section}/${key}`);
  }
  if (next.apps !== prev.apps) {
    const [p, n] = [prev.apps as Record<string, unknown>, next.apps as Record<string, unknown>];
    const installed = Object.keys(validators().apps);
    for (const id of Object.keys(n)) if (!Object.hasOwn(validators().apps, id)) throw fail(`unknown key '${id}' at /apps; known keys: ${installed.join(", ")}`);
    for (const id of installed) if (!Object.hasOwn(n, id)) throw fail(`missing key '${id}' at /apps`);
    for (const id of changedKeys(p, n)) run(validators().apps[id], n[id], `/apps/${id}`);
  }
  checkInvariants(next);
}
