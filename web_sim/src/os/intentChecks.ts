/**
 * Building blocks of apps' intent checks (`AppManifest.intents[screen].check`): a payload's id
 * must name something that exists, and the refusal names the field and the values it takes
 * (the first of them and how many, when they are many). The params' types are checked
 * before (the control API) or trusted (an app's own sendIntent), so a check only asks what the
 * state decides; it still copes with a value of another type, which it refuses.
 */
import { APPS } from "./registry";
import type { IntentHandler, Json, OsState } from "./types";

/** How many known values a refusal lists; beyond that it says how many and shows the first. */
const LISTED = 12;

function shownValue(v: Json | undefined): string {
  return v === undefined ? "nothing" : (JSON.stringify(v)?.slice(0, 60) ?? String(v));
}

/** `field: no <what> <value>; known: a, b, c` (the first few and how many when they are many). */
export function unknownId(field: string, what: string, value: Json | undefined, known: readonly string[]): string {
  const list = known.length <= LISTED ? known.join(", ") || "none" : `${known.slice(0, LISTED).join(", ")}, ... (${known.length} in all)`;
  return `${field}: no ${what} ${shownValue(value)}; known: ${list}`;
}

/** A key of `P`, or of any branch of a union `P`. */
type AnyKey<P> = P extends unknown ? keyof P & string : never;

/**
 * A check that `params[field]` names one of `known(state, os, params)` (`optional`: or is absent or
 * null). The list is computed only when the value is not found.
 */
export function idIn<S, P>(field: AnyKey<P>, what: string, known: (state: S, os: OsState, params: P) => readonly string[], optional = false): IntentHandler<S, P> {
  return {
    check(params, state, os) {
      const v = (params as Record<string, Json | undefined>)[field];
      if ((v === undefined || v === null) && optional) return null;
      const ids = known(state, os, params);
      return typeof v === "string" && ids.includes(v) ? null : unknownId(field, what, v, ids);
    },
  };
}

/**
 * `idIn` over ids of a world module the manifest does not import (it loads with the app's
 * screens, not with every page): `load` imports it, and the control API awaits `load` before the
 * check. Until it is loaded the check passes: an app's own `sendIntent` sends ids from the world
 * it draws.
 */
export function worldIdIn<S, P, M>(field: AnyKey<P>, what: string, module: () => Promise<M>, known: (world: M, state: S, params: P) => readonly string[], optional = false): IntentHandler<S, P> {
  let world: M | null = null;
  const inner = idIn<S, P>(field, what, (state, _, params) => known(world!, state, params), optional);
  return {
    async load() {
      world ??= await module();
    },
    check: (params, state, os) => (world === null ? null : inner.check(params, state, os)),
  };
}

/** A check made of several: the first refusal, or null. */
export function allOf<S, P>(...checks: IntentHandler<S, P>[]): IntentHandler<S, P> {
  return {
    async load() {
      await Promise.all(checks.map((c) => c.load?.()));
    },
    check(params, state, os) {
      for (const c of checks) {
        const problem = c.check(params, state, os);
        if (problem) return problem;
      }
      return null;
    },
  };
}


/** Why `value` is not a real calendar day written YYYY-MM-DD (2026-02-30 is not), or null. */
export function dateProblem(field: string, value: Json | undefined): string | null {
  const m = typeof value === "string" ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (m) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const t = new Date(0);
    t.setUTCFullYear(y, mo - 1, d);
    if (y >= 1900 && y <= 2100 && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d) return null;
  }
  return `${field}: expected a day from 1900 to 2100 as YYYY-MM-DD, got ${shownValue(value)}`;
}

/** Why `value` is not an amount of money (a positive number with at most 2 decimals), or null. */
export function amountProblem(field: string, value: Json | undefined): string | null {
  if (value === undefined) return `${field}: missing`;
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) return `${field}: must be a positive number, got ${shownValue(value)}`;
  if (Math.abs(Math.round(value * 100) / 100 - value) > 1e-9) return `${field}: at most 2 decimals, got ${value}`;
  return null;
}

/** Why `value` is not a non-empty string (`optional`: nor absent), or null. */
export function textProblem(field: string, value: Json | undefined, optional = false): string | null {
  if (value === undefined) return optional ? null : `${field}: missing`;
  if (typeof value !== "string" || value.trim() === "") return `${field}: must be a non-empty string, got ${shownValue(value)}`;
  return null;
}

/** Why `value` is not an installed app's id (`optional`: nor absent), or null: where a caller returns to. */
export function installedAppProblem(field: string, value: Json | undefined, optional = false): string | null {
  if (value === undefined && optional) return null;
  return typeof value === "string" && APPS.some((a) => a.id === value) ? null : unknownId(field, "installed app", value, APPS.map((a) => a.id));
}
