/**
 * What changed between two phone states, as the few subtrees to replace. A step sends Python
 * these instead of the whole 50 kB document: immer shares every unchanged subtree between the
 * two states, so the walk stops at `===` and costs only the changed paths. A snapshot crosses
 * both ways the same way, as its changes against the fresh phone of the build's `phone.json`:
 * an 87 kB document took about 5 ms each way through Playwright's pipes, its changes a few kB.
 */
import { PatchError } from "./errors";
import { checkPlainJson, forbiddenKey, MAX_DEPTH, pointerSegment } from "./plainJson";

/** `[path, value]` sets the value at `path`; `[path]` deletes the key. */
export type StateChange = [path: Array<string | number>, value?: unknown];

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/**
 * Whether setting `b`'s keys into `a` in `b`'s order (and deleting the others) gives `b`'s key
 * order: a key set again keeps its place and a new one goes last, so the kept keys must be in
 * `a`'s order and the new ones after them. Otherwise the record is sent whole: key order is
 * content here (the state hash reads it, and lists drawn from a record's entries show it).
 */
function keepsOrder(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const before = Object.keys(a);
  let i = 0;
  let added = false;
  for (const key of Object.keys(b)) {
    if (!Object.hasOwn(a, key)) {
      added = true;
      continue;
    }
    if (added) return false;
    while (i < before.length && !Object.hasOwn(b, before[i])) i++;
    if (before[i] !== key) return false;
    i++;
  }
  return true;
}

function walk(a: unknown, b: unknown, path: Array<string | number>, out: StateChange[]): void {
  if (a === b) return;
  if (isRecord(a) && isRecord(b) && keepsOrder(a, b)) {
    for (const key of Object.keys(a)) if (!Object.hasOwn(b, key)) out.push([[...path, key]]);
    for (const key of Object.keys(b)) walk(a[key], b[key], [...path, key], out);
  } else if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    for (let i = 0; i < b.length; i++) walk(a[i], b[i], [...path, i], out);
  } else {
    out.push([path, b]);
  }
}

/** The changes that turn `before` into `after` (an empty list when they are equal). */
export function stateChanges(before: unknown, after: unknown): StateChange[] {
  const out: StateChange[] = [];
  walk(before, after, [], out);
  return out;
}

const refuse = (message: string): Error => new PatchError(`wrong state: ${message}`);

/**
 * `base` with `changes` applied, copying only the objects on their paths: every other subtree is
 * `base`'s own (frozen, already validated and hashed). The changes come from outside, so their
 * form is checked here and their values must be plain JSON; whether the result is a valid phone
 * is the caller's check. Throws a PatchError naming the change.
 */
export function withChanges(base: unknown, changes: unknown): unknown {
  if (!Array.isArray(changes)) throw refuse(`the changes must be a list of [path, value] or [path], got ${changes === null ? "null" : typeof changes}`);
  let root: unknown = base;
  const copied = new Set<unknown>();
  const copy = (node: unknown): Record<string | number, unknown> => {
    if (copied.has(node)) return node as Record<string | number, unknown>;
    const c = Array.isArray(node) ? [...node] : { ...(node as object) };
    copied.add(c);
    return c as Record<string | number, unknown>;
  };
  changes.forEach((change, n) => {
    if (!Array.isArray(change) || (change.length !== 1 && change.length !== 2) || !Array.isArray(change[0])) throw refuse(`change ${n} must be [path, value] or [path] with path a list of keys`);
    const [path, ...value] = change as [unknown[], ...unknown[]];
    let at = "";
    for (const key of path) {
      if (typeof key !== "string" && !(Number.isInteger(key) && (key as number) >= 0)) throw refuse(`change ${n}: a path holds keys (strings) and indices (integers from 0), got ${JSON.stringify(key)}`);
      if (typeof key === "number") {
        at += `/${key}`;
        continue;
      }
      const why = forbiddenKey(key as string, at);
      if (why) throw refuse(`change ${n}: ${why}`);
      at += `/${pointerSegment(key as string)}`;
    }
    if (path.length > MAX_DEPTH) throw refuse(`change ${n}: the path ${at} is deeper than ${MAX_DEPTH} levels`);
    if (value.length) checkPlainJson(value[0], at, refuse, path.length);
    if (path.length === 0) {
      if (!value.length) throw refuse(`change ${n} deletes the whole state`);
      root = value[0];
      return;
    }
    root = copy(root);
    let node = root as Record<string | number, unknown>;
    for (let i = 0; i < path.length - 1; i++) {
      const child = node[path[i] as string];
      if (typeof child !== "object" || child === null || !Object.hasOwn(node, path[i] as string)) throw refuse(`change ${n}: nothing to change at ${at} (no object at its key ${JSON.stringify(path[i])})`);
      node = node[path[i] as string] = copy(child);
    }
    const last = path[path.length - 1] as string;
    if (Array.isArray(node) ? typeof last !== "number" || last >= node.length || !value.length : typeof last !== "string") {
      throw refuse(`change ${n}: ${at} is not a key of that ${Array.isArray(node) ? "list to set (a list that changes length is sent whole)" : "object"}`);
    }
    if (value.length) node[last] = value[0];
    else delete node[last];
  });
  return root;
}
