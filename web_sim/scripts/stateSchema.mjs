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
 * patch is checked only where it changed something; each app's state.
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

/** `{id: [typeName, module]}`: the state type each manifest declares, and where it is exported. */
function appStateTypes() {
  const types = {};
  for (const id of readdirSync(join(root, "src/apps")).sort()) {
    const file = ["manifest.tsx", "manifest.ts"].map((f) => join(root, "src/apps", id, f)).find(existsSync);
    if (!file) continue;
    const src = readFileSync(file, "utf8");
    const name = src.match(/AppManifest<(\w+)>/)?.[1];
    if (!name) throw new Error(`${relative(root, file)}: declare the manifest as \`const manifest: AppManifest<YourState> = ...\` so its state type can be found`);
    const from = src.match(new RegExp(`import[^;]*\\b${name}\\b[^;]*from "(\\.[^"]+)"`))?.[1];
    types[id] = [name, from ? join(dirname(file), from) : file.replace(/\.tsx?$/, "")];
  }
  return types;
}

function schemaOf(apps) {
  const lines = [`export type { PhoneState } from "./src/os/types";`];
  for (const [id, [name, mod]] of Object.entries(apps)) lines.push(`import type { ${name} as State_${id} } from "./${relative(root, mod)}";`);
  lines.push(`export interface AppStates {`, ...Object.keys(apps).map((id) => `  ${id}: State_${id};`), `}`);
  writeFileSync(entry, lines.join("\n") + "\n");
  try {
    const gen = createGenerator({ path: entry, tsconfig: join(root, "tsconfig.json"), type: "*", skipTypeCheck: true, expose: "export", topRef: true, additionalProperties: false });
    const definitions = {};
    for (const type of ["PhoneState", "AppStates"]) Object.assign(definitions, gen.createSchema(type).definitions);
    // The document's `apps` is typed as an open map of JSON in types.ts (the OS knows no app); here
    // it is the installed apps, each of its own type: no app missing, none unknown.
    definitions.PhoneState.properties.apps = { $ref: "#/definitions/AppStates" };
    return strip(definitions);
  } finally {
    rmSync(entry, { force: true });
  }
}

function generate(hash) {
  const apps = appStateTypes();
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
  for (const [id, [name]] of Object.entries(apps)) refs[`app__${id}`] = `state#/definitions/${name}`;
  const ajv = new Ajv({ code: { source: true, esm: true }, allErrors: false, inlineRefs: false, messages: false, allowUnionTypes: true });
  ajv.addSchema({ $id: "state", definitions });
  const table = (section) => `{ keys: ${section}__keys, props: { ${sections[section].map((k) => `${k}: ${section}__${k}`).join(", ")} } }`;
  return [
    `// Generated by scripts/stateSchema.mjs from the sources with hash ${hash}: do not edit.`,
    `export const hash = ${JSON.stringify(hash)};`,
    standaloneCode(ajv, refs).replace(/^"use strict";/, ""),
    `export const sections = { os: ${table("os")}, ui: ${table("ui")} };`,
    `export const apps = { ${Object.keys(apps).map((id) => `${id}: app__${id}`).join(", ")} };`,
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
