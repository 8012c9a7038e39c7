/**
 * The first check on anything that enters the page from outside (a state, a patch, an intent's
 * payload): it must be plain JSON, at most MAX_DEPTH levels deep, with no key that reaches an
 * object's prototype. `obj["__proto__"] = v` sets the prototype instead of a key, and
 * `"constructor" in {}` is true, so such a key in a patch path or a merge patch used to write
 * onto `Object.prototype` (every later episode of the page saw it). The depth bound keeps the
 * schema validator and the renderer from recursing without end.
 */

/** Keys refused at any depth: writing them reaches a prototype. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

/** Deeper than any state the apps write (about 10 levels); a payload past it is refused. */
export const MAX_DEPTH = 64;

/** A JSON pointer segment: `~` and `/` escaped. */
export function pointerSegment(key: string): string {
  return key.replace(/~/g, "~0").replace(/\//g, "~1");
}

/** Why `key` is refused, or null. */
export function forbiddenKey(key: string, at: string): string | null {
  return FORBIDDEN_KEYS.has(key) ? `the key '${key}' at ${at || "/"} is refused: '__proto__', 'constructor' and 'prototype' would reach an object's prototype` : null;
}

function kindOf(v: unknown): string {
  if (v === undefined) return "undefined";
  if (typeof v === "number") return String(v);
  if (typeof v === "object") return v === null ? "null" : `a ${Object.getPrototypeOf(v)?.constructor?.name ?? "null-prototype"} object`;
  return `a ${typeof v}`;
}

/**
 * Throw `fail(message)` unless `value` is plain JSON (null, booleans, finite numbers held exactly, strings,
 * arrays, objects of Object's prototype) without forbidden keys and at most MAX_DEPTH deep.
 * `at` is the JSON pointer of `value` and `depth` its depth in the state, named in the message.
 * The path is built only for the message (building it at every node doubled the walk's time:
 * about 0.5 ms for a whole state).
 */
export function checkPlainJson(value: unknown, at: string, fail: (message: string) => Error, depth = 0): void {
  const keys: Array<string | number> = [];
  const where = (): string => `${at}${keys.map((k) => `/${typeof k === "number" ? k : pointerSegment(k)}`).join("")}` || "/";
  const walk = (v: unknown): void => {
    if (v === null || typeof v === "boolean" || typeof v === "string") return;
    if (typeof v === "number") {
      if (!Number.isFinite(v)) throw fail(`${where()}: ${v} is not a JSON number`);
      // Past 2^53 a number is not held exactly (9007199254740993 parses as ...992): a snapshot
      // would not come back as it was sent. No state needs one.
      if (Math.abs(v) > Number.MAX_SAFE_INTEGER) throw fail(`${where()}: ${v} is beyond the numbers a phone state holds exactly (at most ${Number.MAX_SAFE_INTEGER} either way)`);
      return;
    }
    if (depth + keys.length >= MAX_DEPTH) throw fail(`${where()} is nested deeper than ${MAX_DEPTH} levels; no phone state is that deep`);
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        keys.push(i);
        walk(v[i]);
        keys.pop();
      }
      return;
    }
    if (typeof v === "object" && Object.getPrototypeOf(v) === Object.prototype) {
      for (const key in v) {
        keys.push(key);
        if (FORBIDDEN_KEYS.has(key)) throw fail(forbiddenKey(key, where())!);
        walk((v as Record<string, unknown>)[key]);
        keys.pop();
      }
      return;
    }
    throw fail(`${where()}: ${kindOf(v)} is not JSON (null, a boolean, a number, a string, an array or a plain object)`);
  };
  walk(value);
}
