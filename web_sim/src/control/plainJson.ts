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
 * Throw `fail(message)` unless `value` is plain JSON (null, booleans, finite numbers, strings,
 * arrays, objects of Object's prototype) without forbidden keys and at most MAX_DEPTH deep.
 * `at` is the JSON pointer of `value`, named in the message.
 */
export function checkPlainJson(value: unknown, at: string, fail: (message: string) => Error, depth = 0): void {
  if (value === null || typeof value === "boolean" || typeof value === "string") return;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw fail(`${at || "/"}: ${value} is not a JSON number`);
    return;
  }
  if (depth >= MAX_DEPTH) throw fail(`${at || "/"} is nested deeper than ${MAX_DEPTH} levels; no phone state is that deep`);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) checkPlainJson(value[i], `${at}/${i}`, fail, depth + 1);
    return;
  }
  if (typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    for (const key of Object.keys(value)) {
      const why = forbiddenKey(key, `${at}/${pointerSegment(key)}`);
      if (why) throw fail(why);
      checkPlainJson((value as Record<string, unknown>)[key], `${at}/${pointerSegment(key)}`, fail, depth + 1);
    }
    return;
  }
  throw fail(`${at || "/"}: ${kindOf(value)} is not JSON (null, a boolean, a number, a string, an array or a plain object)`);
}
