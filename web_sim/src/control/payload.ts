/**
 * Argument checks for the control API (`window.__mg`): every call checks its payload before it
 * does anything and names the call and the field, instead of failing somewhere inside with
 * "Cannot read properties of undefined". A few `typeof` tests: cheap enough for every act.
 */
import { PayloadError } from "./errors";

type Kind = "string" | "number" | "integer" | "boolean" | "object";

const ARTICLE: Record<Kind, string> = { string: "a string", number: "a finite number", integer: "an integer", boolean: "a boolean", object: "an object" };

function isKind(v: unknown, kind: Kind): boolean {
  switch (kind) {
    case "number":
      return typeof v === "number" && Number.isFinite(v);
    case "integer":
      return Number.isSafeInteger(v);
    case "object":
      return typeof v === "object" && v !== null && !Array.isArray(v);
    default:
      return typeof v === kind;
  }
}

export function shown(v: unknown): string {
  if (v === undefined) return "nothing";
  if (typeof v === "function") return "a function";
  return JSON.stringify(v)?.slice(0, 60) ?? String(v);
}

/** `value` as the options object of `call`, with only the `known` fields (undefined: `{}`). */
export function options(call: string, value: unknown, what: string, known: readonly string[], optional = true): Record<string, unknown> {
  if (value === undefined && optional) return {};
  if (!isKind(value, "object")) throw new PayloadError(`${call}: the ${what} must be an object; got ${shown(value)}`);
  const o = value as Record<string, unknown>;
  for (const k of Object.keys(o)) if (!known.includes(k)) throw new PayloadError(`${call}: unknown field '${k}'; known fields: ${known.join(", ")}`);
  return o;
}

/** Throw unless `o[name]` is of `kind` (or absent, when `optional`). */
export function field(call: string, o: Record<string, unknown>, name: string, kind: Kind, optional = true): void {
  const v = o[name];
  if (v === undefined && optional) return;
  if (!isKind(v, kind)) throw new PayloadError(`${call}: '${name}' must be ${ARTICLE[kind]}${optional ? " (or left out)" : ""}; got ${shown(v)}`);
}

/** Throw unless the positional argument `name` is of `kind`. */
export function arg(call: string, name: string, v: unknown, kind: Kind): void {
  if (!isKind(v, kind)) throw new PayloadError(`${call}: '${name}' must be ${ARTICLE[kind]}; got ${shown(v)}`);
}
