/**
 * What changed between two phone states, as the few subtrees to replace. A step sends Python
 * these instead of the whole 50 kB document: immer shares every unchanged subtree between the
 * two states, so the walk stops at `===` and costs only the changed paths.
 */

/** `[path, value]` sets the value at `path`; `[path]` deletes the key. */
export type StateChange = [path: Array<string | number>, value?: unknown];

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function walk(a: unknown, b: unknown, path: Array<string | number>, out: StateChange[]): void {
  if (a === b) return;
  if (isRecord(a) && isRecord(b)) {
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
