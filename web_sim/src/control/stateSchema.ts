/**
 * Whole-state validation: a phone state must be of the simulator's own types. The JSON Schema is
 * derived at build time from `PhoneState` and each app's state type (scripts/stateSchema.mjs ->
 * generated/stateSchema.json) and checked with Ajv, then the invariants no type can say: the
 * foreground app is installed and has a screen, every back stack names installed apps and their
 * screens, the RNG state is a 32-bit integer. Only snapshots (`reset` with a state) and patches
 * are validated, never an act: a whole state costs about 0.3 ms, a patch only the sections it
 * changed (immer shares the others, so `!==` finds them).
 */
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import { APPS } from "../os/registry";
import type { PhoneState } from "../os/types";
import schema from "./generated/stateSchema.json";
import { PatchError } from "./errors";
import { checkPlainJson } from "./plainJson";

const fail = (message: string): Error => new PatchError(`wrong state: ${message}`);

interface Validators {
  phone: ValidateFunction;
  os: ValidateFunction;
  ui: ValidateFunction;
  apps: Map<string, ValidateFunction>;
}

let compiled: Validators | null = null;

/** Compiled on first use (about 40 ms once per page), not at page load. */
function validators(): Validators {
  if (compiled !== null) return compiled;
  const ajv = new Ajv({ allErrors: false, verbose: true, allowUnionTypes: true });
  ajv.addSchema({ $id: "state", definitions: schema.definitions });
  const get = (name: string): ValidateFunction => {
    const v = ajv.getSchema(`state#/definitions/${name}`);
    if (!v) throw new Error(`the state schema has no type ${name}: rebuild it (npm run build)`);
    return v;
  };
  const apps = new Map<string, ValidateFunction>();
  for (const app of APPS) {
    const type = (schema.apps as Record<string, string>)[app.id];
    if (type === undefined) throw new Error(`the state schema has no type for app '${app.id}': rebuild it (npm run build)`);
    apps.set(app.id, get(type));
  }
  compiled = { phone: get("PhoneState"), os: get("OsState"), ui: get("UiState"), apps };
  return compiled;
}

const ARTICLE: Record<string, string> = { object: "an object", array: "an array", integer: "an integer", null: "null" };

function expectation(e: ErrorObject): string {
  if (e.keyword === "type") return String(e.params.type).split(",").map((t) => ARTICLE[t] ?? `a ${t}`).join(" or ");
  if (e.keyword === "enum") return `one of ${(e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(", ")}`;
  if (e.keyword === "const") return JSON.stringify(e.params.allowedValue);
  return `a value that ${e.message}`;
}

function shown(v: unknown): string {
  if (Array.isArray(v)) return "an array";
  if (v !== null && typeof v === "object") return "an object";
  return JSON.stringify(v).slice(0, 60);
}

const segments = (e: ErrorObject): number => e.instancePath.split("/").length + (e.keyword === "required" || e.keyword === "additionalProperties" ? 1 : 0);

/** The most specific of Ajv's errors, as a sentence naming the path and what was expected. */
function describe(errors: ErrorObject[], prefix: string): string {
  const specific = errors.filter((e) => e.keyword !== "anyOf" && e.keyword !== "oneOf");
  const depth = Math.max(...specific.map(segments));
  const deepest = specific.filter((e) => segments(e) === depth);
  const e = deepest[0];
  const at = prefix + e.instancePath || "/";
  if (e.keyword === "required") return `missing key '${e.params.missingProperty}' at ${at}`;
  if (e.keyword === "additionalProperties") {
    const known = Object.keys((e.parentSchema?.properties as object | undefined) ?? {});
    return `unknown key '${e.params.additionalProperty}' at ${at}; known keys: ${known.join(", ") || "none"}`;
  }
  if (e.keyword === "not") {
    const cut = at.lastIndexOf("/");
    return `unknown key '${at.slice(cut + 1)}' at ${at.slice(0, cut) || "/"}; it holds no keys`;
  }
  const expected = [...new Set(deepest.filter((d) => d.instancePath === e.instancePath).map(expectation))];
  return `${at}: expected ${expected.join(" or ")}, got ${shown(e.data)}`;
}

function run(validate: ValidateFunction, value: unknown, prefix: string): void {
  if (!validate(value)) throw fail(describe(validate.errors ?? [], prefix));
}

function installed(id: unknown, at: string): void {
  if (typeof id === "string" && APPS.some((a) => a.id === id)) return;
  throw fail(`${at}: ${JSON.stringify(id)?.replace(/^"|"$/g, "'")} is not an installed app; installed: ${APPS.map((a) => a.id).join(", ")}`);
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
      if (!Object.hasOwn(app.screens, route.screen)) throw fail(`/ui/stacks/${id}/${i}/screen: app '${id}' has no screen '${route.screen}'; screens: ${Object.keys(app.screens).join(", ")}`);
    });
  }
  ui.recents.forEach((id, i) => installed(id, `/ui/recents/${i}`));
}

/** Throw a PatchError unless `s` is a whole phone state of the right types. */
export function checkPhoneState(s: unknown): asserts s is PhoneState {
  checkPlainJson(s, "", fail);
  run(validators().phone, s, "");
  checkInvariants(s as PhoneState);
}

const sameKeys = (a: object, b: object): boolean => {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => Object.hasOwn(b, k));
};

/**
 * Throw a PatchError unless `next`, made from the valid `prev` by a patch, is valid: only the
 * sections that are new objects are checked (`os`, `ui`, each app's state), then the invariants.
 */
export function checkChanged(prev: PhoneState, next: PhoneState): void {
  const v = validators();
  if (!sameKeys(prev, next)) run(v.phone, next, "");
  if (next.os !== prev.os) run(v.os, next.os, "/os");
  if (next.ui !== prev.ui) run(v.ui, next.ui, "/ui");
  if (next.apps !== prev.apps) {
    const apps = next.apps as Record<string, unknown>;
    for (const id of Object.keys(apps)) if (!v.apps.has(id)) throw fail(`unknown key '${id}' at /apps; known keys: ${[...v.apps.keys()].join(", ")}`);
    for (const [id, validate] of v.apps) {
      if (!Object.hasOwn(apps, id)) throw fail(`missing key '${id}' at /apps`);
      if (apps[id] !== (prev.apps as Record<string, unknown>)[id]) run(validate, apps[id], `/apps/${id}`);
    }
  }
  checkInvariants(next);
}
