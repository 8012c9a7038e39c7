/**
 * State patches, strict. Two forms are accepted:
 *
 * - RFC 6902 JSON Patch: a list of `{op, path, value?, from?}` (add, remove, replace, move, copy,
 *   test), applied atomically;
 * - a merge patch: a nested object whose leaves replace the values at the same place (arrays are
 *   replaced whole); it is turned into `replace`/`add` operations.
 *
 * Unlike plain RFC 6902, a patch may not invent structure: a path must exist, except a new key
 * in an open map (`/ui/...`, `/os/permissions`, and the maps an app declares in its manifest's
 * `openMaps`) or an array index / `-`. A leaf may not change type (a boolean stays a boolean;
 * null may become anything), no key may reach a prototype (`__proto__`, `constructor`,
 * `prototype`, see plainJson.ts), and the patched state must be of the state's schema
 * (stateSchema.ts: required keys stay, list elements keep their type). Any error leaves the state
 * untouched and names the path and the fix.
 */
import { current, isDraft, produce } from "immer";
import { APPS } from "../os/registry";
import type { Json, PhoneState } from "../os/types";
import { PatchError } from "./errors";
import { checkPlainJson, forbiddenKey, pointerSegment } from "./plainJson";
import { checkChanged } from "./stateSchema";

const fail = (message: string): Error => new PatchError(message);

export interface PatchOp { op: string; path: string; value?: Json; from?: string }

const OPS = ["add", "remove", "replace", "move", "copy", "test"];

function openMapPatterns(): string[][] {
  const pats = ["/os/permissions", "/ui/**"];
  for (const app of APPS) for (const p of app.openMaps ?? []) pats.push(`/apps/${app.id}${p}`);
  pats.push("/apps");
  return pats.map((p) => p.split("/").slice(1));
}

function isOpenMap(parent: string[]): boolean {
  return openMapPatterns().some((pat) => {
    if (pat.at(-1) === "**") return parent.length >= pat.length - 1 && pat.slice(0, -1).every((seg, i) => seg === "*" || seg === parent[i]);
    return pat.length === parent.length && pat.every((seg, i) => seg === "*" || seg === parent[i]);
  });
}

export function parsePointer(path: unknown): string[] {
  if (typeof path !== "string" || (path !== "" && !path.startsWith("/"))) {
    throw new PatchError(`bad path ${JSON.stringify(path)}: a JSON pointer starts with '/' (for example "/os/settings/wifi")`);
  }
  const segs = path === "" ? [] : path.slice(1).split("/").map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
  for (const seg of segs) {
    const why = forbiddenKey(seg, path);
    if (why) throw new PatchError(`bad path ${path}: ${why}`);
  }
  return segs;
}

type Container = Record<string, unknown> | unknown[];

function childKeys(c: unknown): string {
  if (Array.isArray(c)) return `an array of ${c.length} items (use an index or '-')`;
  if (c && typeof c === "object") return `known keys: ${Object.keys(c).slice(0, 25).join(", ")}`;
  return "a value, not an object";
}

function resolveParent(root: unknown, segs: string[], path: string): Container {
  let cur: unknown = root;
  for (let i = 0; i < segs.length - 1; i++) {
    const seg = segs[i];
    if (Array.isArray(cur)) {
      const idx = Number(seg);
      if (!/^\d+$/.test(seg) || idx >= cur.length) throw new PatchError(`unknown path ${path}: '${seg}' is not an index of ${childKeys(cur)}`);
      cur = cur[idx];
    } else if (cur && typeof cur === "object" && Object.hasOwn(cur, seg)) {
      cur = (cur as Record<string, unknown>)[seg];
    } else {
      throw new PatchError(`unknown path ${path}: no '${seg}' at /${segs.slice(0, i).join("/")}; ${childKeys(cur)}`);
    }
  }
  if (!cur || typeof cur !== "object") throw new PatchError(`unknown path ${path}: its parent is not an object or array`);
  return cur as Container;
}

function get(root: unknown, path: string): unknown {
  const segs = parsePointer(path);
  if (segs.length === 0) return root;
  const parent = resolveParent(root, segs, path);
  const key = segs.at(-1)!;
  if (Array.isArray(parent)) {
    const idx = Number(key);
    if (!/^\d+$/.test(key) || idx >= parent.length) throw new PatchError(`unknown path ${path}: ${childKeys(parent)}`);
    return parent[idx];
  }
  if (!Object.hasOwn(parent, key)) throw new PatchError(`unknown path ${path}: ${childKeys(parent)}`);
  return parent[key];
}

function typeOf(v: unknown): string {
  return v === null ? "null" : Array.isArray(v) ? "array" : typeof v;
}

function checkType(path: string, before: unknown, after: unknown): void {
  const a = typeOf(before);
  const b = typeOf(after);
  if (a !== "null" && b !== "null" && a !== b) throw new PatchError(`wrong type at ${path}: it holds a ${a}, the patch gives a ${b} (${JSON.stringify(after)?.slice(0, 40)})`);
}

function remove(root: unknown, path: string): unknown {
  const segs = parsePointer(path);
  if (segs.length === 0) throw new PatchError("cannot remove the whole state; use reset");
  const value = get(root, path);
  const parent = resolveParent(root, segs, path);
  const key = segs.at(-1)!;
  if (Array.isArray(parent)) parent.splice(Number(key), 1);
  else delete parent[key];
  return value;
}

function add(root: unknown, path: string, value: unknown, replace: boolean): void {
  const segs = parsePointer(path);
  if (segs.length === 0) throw new PatchError("cannot replace the whole state with a patch; use reset");
  const parent = resolveParent(root, segs, path);
  const key = segs.at(-1)!;
  if (Array.isArray(parent)) {
    if (replace) {
      const old = get(root, path);
      checkType(path, old, value);
      parent[Number(key)] = value;
    } else {
      const idx = key === "-" ? parent.length : Number(key);
      if (!(key === "-" || (/^\d+$/.test(key) && idx <= parent.length))) throw new PatchError(`bad array index in ${path}: ${childKeys(parent)}`);
      parent.splice(idx, 0, value);
    }
    return;
  }
  if (Object.hasOwn(parent, key)) {
    checkType(path, parent[key], value);
    parent[key] = value;
    return;
  }
  if (replace || !isOpenMap(segs.slice(0, -1))) {
    throw new PatchError(`unknown path ${path}: no '${key}' in /${segs.slice(0, -1).join("/")}; ${childKeys(parent)}. New keys are allowed only in open maps (ids in /ui, /os/permissions, maps an app declares)`);
  }
  parent[key] = value;
}

function applyOp(root: unknown, op: PatchOp, index: number): void {
  if (!op || typeof op !== "object" || !OPS.includes(op.op)) {
    throw new PatchError(`operation ${index}: 'op' must be one of ${OPS.join(", ")}; got ${JSON.stringify(op)?.slice(0, 80)}`);
  }
  const needsValue = op.op === "add" || op.op === "replace" || op.op === "test";
  if (needsValue && !Object.hasOwn(op, "value")) throw new PatchError(`operation ${index} (${op.op} ${op.path}) needs a 'value'`);
  if (needsValue) checkPlainJson(op.value, `${op.path}`, fail, parsePointer(op.path).length);
  if ((op.op === "move" || op.op === "copy") && typeof op.from !== "string") throw new PatchError(`operation ${index} (${op.op} ${op.path}) needs 'from', a JSON pointer`);
  switch (op.op) {
    case "add":
      return add(root, op.path, op.value, false);
    case "replace":
      return add(root, op.path, op.value, true);
    case "remove":
      remove(root, op.path);
      return;
    case "move":
      return add(root, op.path, remove(root, op.from!), false);
    case "copy": {
      const value = get(root, op.from!);
      return add(root, op.path, structuredClone(isDraft(value) ? current(value) : value), false); // a draft is a Proxy: no structuredClone
    }
    case "test": {
      const actual = get(root, op.path);
      if (JSON.stringify(actual) !== JSON.stringify(op.value)) throw new PatchError(`test failed at ${op.path}: it is ${JSON.stringify(actual)?.slice(0, 60)}, not ${JSON.stringify(op.value)?.slice(0, 60)}`);
    }
  }
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** Turn a merge patch into operations against `base` (nested objects recurse, leaves replace). */
export function mergeToOps(merge: Record<string, unknown>, base: unknown, prefix = ""): PatchOp[] {
  const ops: PatchOp[] = [];
  for (const [key, value] of Object.entries(merge)) {
    const path = `${prefix}/${pointerSegment(key)}`;
    const why = forbiddenKey(key, path);
    if (why) throw new PatchError(why);
    const existing = isPlainObject(base) && Object.hasOwn(base, key) ? base[key] : undefined;
    if (isPlainObject(value) && isPlainObject(existing)) ops.push(...mergeToOps(value, existing, path));
    else ops.push({ op: existing === undefined ? "add" : "replace", path, value: value as Json });
  }
  return ops;
}

/**
 * Apply a patch (either form) to the valid `state`, returning the new state, valid too (the
 * sections it changed are checked against the schema); throws PatchError.
 */
export function applyPatch(state: PhoneState, patch: unknown): PhoneState {
  let ops: PatchOp[];
  if (Array.isArray(patch)) ops = patch as PatchOp[];
  else if (isPlainObject(patch)) {
    checkPlainJson(patch, "", (m) => fail(`bad merge patch: ${m}`));
    ops = mergeToOps(patch, state);
  } else throw new PatchError(`a patch is a list of RFC 6902 operations or a merge object; got ${typeOf(patch)}`);
  const next = produce(state, (draft) => {
    ops.forEach((op, i) => applyOp(draft, op, i));
  });
  checkChanged(state, next);
  return next;
}
