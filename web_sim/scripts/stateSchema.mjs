/**
 * Build step: the validators of a phone state, derived from the TypeScript types the simulator
 * itself is written against (`PhoneState` in src/os/types.ts, and each app's state type, the `S`
 * of its manifest's `AppManifest<S>`). ts-json-schema-generator turns the types into a JSON
 * Schema; Ajv compiles it here into plain functions (standalone code, so the page neither ships
 * the compiler nor spends the 0.5 s it takes to compile the schema), written to
 * src/control/generated/validators.js for src/control/stateSchema.ts. Deriving the schema from
 * the types, not from a fresh phone's values, keeps unions, nullable fields and the element
 * types of empty lists.
 *
 * Validators: the whole state; each key of `os` and `ui` on its own, and their key sets, so a
 * patch is checked only where it changed something; each app's state; each screen's route
 * parameters (the `P` of `AppManifest<S, P>`: screen name -> params type), which the control
 * API's `intent` checks a payload against, with the names of each screen's keys for callers.
 *
 * Analysing the TypeScript program takes about 15 s, so the output records a hash of the sources
 * and is rebuilt only when they changed. `--check` fails (exit 1) when it is stale.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { strip } from "./schemaStrip.mjs";
import { Ajv } from "ajv";
import standaloneCode from "ajv/dist/standalone/index.js";
import { createGenerator } from "ts-json-schema-generator";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const out = join(root, "src/control/generated/validators.js");
const entry = join(root, ".stateSchema-entry.ts");

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return e.name === "generated" ? [] : sources(p);
    return /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

function sourceHash() {
  const h = createHash("sha256");
  for (const f of sources(join(root, "src")).sort()) h.update(relative(root, f)).update("\0").update(readFileSync(f)).update("\0");
  h.update(readFileSync(fileURLToPath(import.meta.url)));
  return h.digest("hex").slice(0, 16);
}

/** Where the type `name` that `file` mentions is exported: the module it imports it from, or itself. */
function moduleOf(file, src, name) {
  const from = src.match(new RegExp(`import[^;]*\\b${name}\\b[^;]*from "(\\.[^"]+)"`))?.[1];
  return from ? join(dirname(file), from) : file.replace(/\.tsx?$/, "");
}

/**
 * `{id: {state: [typeName, module], params: [typeName, module]}}`: the state type and the
 * screens' params type each manifest declares (`AppManifest<State, ScreenParams>`).
 */
function appTypes() {
  const types = {};
  for (const id of readdirSync(join(root, "src/apps")).sort()) {
    const file = ["manifest.tsx", "manifest.ts"].map((f) => join(root, "src/apps", id, f)).find(existsSync);
    if (!file) continue;
    const src = readFileSync(file, "utf8");
    const [, state, params] = src.match(/AppManifest<(\w+)(?:,\s*(\w+))?>/) ?? [];
    if (!state) throw new Error(`${relative(root, file)}: declare the manifest as \`const manifest: AppManifest<YourState, YourScreenParams> = ...\` so its state type can be found`);
    if (!params) throw new Error(`${relative(root, file)}: declare its screens' params type too, \`AppManifest<${state}, YourScreenParams>\` (screen name -> params type; NoParams for a screen without), so intents are checked`);
    types[id] = { state: [state, moduleOf(file, src, state)], params: [params, moduleOf(file, src, params)] };
  }
  return types;
}

/** `definitions` with every name (and every `$ref` to one) given `prefix`. */
function prefixed(definitions, prefix) {
  const walk = (node) => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== "object") return node;
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, k === "$ref" && typeof v === "string" ? v.replace("#/definitions/", `#/definitions/${prefix}`) : walk(v)]));
  };
  return Object.fromEntries(Object.entries(definitions).map(([name, def]) => [prefix + name, walk(def)]));
}

/**
 * The definitions of the state (`PhoneState`, `AppStates`) and of each app's screen params
 * (`ScreenParams_<id>`, its definitions prefixed `params_<id>__`: apps name their own types alike,
 * a `Tab` each).
 */
function schemaOf(apps) {
  const lines = [`export type { PhoneState } from "./src/os/types";`];
  for (const [id, { state: [state, stateMod], params: [params, paramsMod] }] of Object.entries(apps)) {
    lines.push(`import type { ${state} as State_${id} } from "./${relative(root, stateMod)}";`);
    lines.push(`import type { ${params} as Params_${id} } from "./${relative(root, paramsMod)}";`);
    lines.push(`export interface ScreenParams_${id} extends Params_${id} {}`);
  }
  lines.push(`export interface AppStates {`, ...Object.keys(apps).map((id) => `  ${id}: State_${id};`), `}`);
  writeFileSync(entry, lines.join("\n") + "\n");
  try {
    const gen = createGenerator({ path: entry, tsconfig: join(root, "tsconfig.json"), type: "*", skipTypeCheck: true, expose: "export", topRef: true, additionalProperties: false });
    const definitions = {};
    for (const type of ["PhoneState", "AppStates"]) Object.assign(definitions, gen.createSchema(type).definitions);
    // The document's `apps` is typed as an open map of JSON in types.ts (the OS knows no app); here
    // it is the installed apps, each of its own type: no app missing, none unknown.
    definitions.PhoneState.properties.apps = { $ref: "#/definitions/AppStates" };
    for (const id of Object.keys(apps)) Object.assign(definitions, prefixed(gen.createSchema(`ScreenParams_${id}`).definitions, `params_${id}__`));
    return strip(definitions);
  } finally {
    rmSync(entry, { force: true });
  }
}

/** The schema `node` stands for, through `$ref`s to definitions. */
function resolved(definitions, node) {
  while (node?.$ref) node = definitions[decodeURIComponent(node.$ref.replace("#/definitions/", ""))];
  return node;
}

/** The keys a screen's params schema names (every branch of a union), and those all branches require. */
function paramKeys(definitions, schema) {
  const s = resolved(definitions, schema);
  const branches = (s.anyOf ?? s.oneOf ?? [s]).map((b) => resolved(definitions, b));
  if (branches.some((b) => b.type !== "object")) throw new Error(`a screen's params must be an object type; got ${JSON.stringify(s).slice(0, 200)}`);
  const keys = [...new Set(branches.flatMap((b) => Object.keys(b.properties ?? {})))];
  const required = keys.filter((k) => branches.every((b) => (b.required ?? []).includes(k)));
  return { keys, required };
}

function generate(hash) {
  const apps = appTypes();
  const definitions = schemaOf(apps);
  const refs = { PhoneState: "state#/definitions/PhoneState" };
  const sections = {};
  for (const [section, type] of [["os", "OsState"], ["ui", "UiState"]]) {
    const def = definitions[type];
    definitions[`${type}__keys`] = { type: "object", properties: Object.fromEntries(Object.keys(def.properties).map((k) => [k, true])), required: def.required, additionalProperties: false };
    refs[`${section}__keys`] = `state#/definitions/${type}__keys`;
    // Each key's schema as a definition of its own, referenced: one validator function serves
    // both the whole state and a patch of that key (compiled twice, the code was 1.5x larger).
    for (const key of Object.keys(def.properties)) {
      definitions[`${type}__${key}`] = def.properties[key];
      def.properties[key] = { $ref: `#/definitions/${type}__${key}` };
      refs[`${section}__${key}`] = `state#/definitions/${type}__${key}`;
    }
    sections[section] = Object.keys(def.properties);
  }
  for (const [id, { state: [name] }] of Object.entries(apps)) refs[`app__${id}`] = `state#/definitions/${name}`;
  // Each screen's params as a definition of its own, one validator function per distinct schema
  // (most screens take no params: they share one).
  const screens = {};
  const keys = {};
  const bySchema = new Map();
  for (const [id, { params: [name] }] of Object.entries(apps)) {
    const def = resolved(definitions, definitions[`params_${id}__ScreenParams_${id}`]);
    if (!def?.properties) throw new Error(`app '${id}': its screens' params type ${name} must be an interface of screen name -> params type`);
    screens[id] = {};
    keys[id] = {};
    for (const [screen, schema] of Object.entries(def.properties)) {
      const text = JSON.stringify(schema);
      if (!bySchema.has(text)) {
        const ref = `params__${id}__${screen}`;
        definitions[ref] = schema;
        refs[ref] = `state#/definitions/${ref}`;
        bySchema.set(text, ref);
      }
      screens[id][screen] = bySchema.get(text);
      keys[id][screen] = paramKeys(definitions, schema);
    }
  }
  const ajv = new Ajv({ code: { source: true, esm: true }, allErrors: false, inlineRefs: false, messages: false, allowUnionTypes: true });
  ajv.addSchema({ $id: "state", definitions });
  const table = (section) => `{ keys: ${section}__keys, props: { ${sections[section].map((k) => `${k}: ${section}__${k}`).join(", ")} } }`;
  const paramsTable = Object.entries(screens).map(([id, byScreen]) => `${id}: { ${Object.entries(byScreen).map(([n, ref]) => `${JSON.stringify(n)}: ${ref}`).join(", ")} }`);
  return [
    `// Generated by scripts/stateSchema.mjs from the sources with hash ${hash}: do not edit.`,
    `export const hash = ${JSON.stringify(hash)};`,
    standaloneCode(ajv, refs).replace(/^"use strict";/, ""),
    `export const sections = { os: ${table("os")}, ui: ${table("ui")} };`,
    `export const apps = { ${Object.keys(apps).map((id) => `${id}: app__${id}`).join(", ")} };`,
    `export const params = { ${paramsTable.join(", ")} };`,
    `export const paramKeys = ${JSON.stringify(keys)};`,
    "",
  ].join("\n");
}

const DECLARATIONS = `// Generated by scripts/stateSchema.mjs: do not edit.
import type { ValidateFunction } from "ajv";
export declare const hash: string;
export declare const PhoneState: ValidateFunction;
/** Per section of the state: its key set, and each key's value on its own. */
export declare const sections: Record<"os" | "ui", { keys: ValidateFunction; props: Record<string, ValidateFunction> }>;
/** Each installed app's state, by app id. */
export declare const apps: Record<string, ValidateFunction>;
/** Each screen's route parameters, by app id and screen. */
export declare const params: Record<string, Record<string, ValidateFunction>>;
/** The keys each screen's params name, and those it requires, by app id and screen. */
export declare const paramKeys: Record<string, Record<string, { keys: string[]; required: string[] }>>;
`;

const hash = sourceHash();
const current = existsSync(out) ? readFileSync(out, "utf8").match(/^export const hash = "(\w+)";$/m)?.[1] ?? null : null;
if (process.argv.includes("--check")) {
  if (current !== hash) {
    console.error(`${relative(root, out)} is ${current ? "stale" : "missing"}: run \`npm run schema\` (or \`npm run build\`)`);
    process.exit(1);
  }
} else if (current !== hash) {
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, generate(hash));
  writeFileSync(out.replace(/\.js$/, ".d.ts"), DECLARATIONS);
  console.log(`wrote ${relative(root, out)}`);
}
