/**
 * The page's own error types. Python maps them by `name` (src/mobilegym_gym/sim/protocol.py), never
 * by their message: a PatchError is a `StatePatchError`, a PayloadError an `InvalidPayloadError`,
 * a TargetNotFoundError (locate.ts) a `TargetNotFoundError`, an UnknownAppError an
 * `UnknownAppError`. `ERROR_NAMES` goes into `dist/phone.json`, where Python checks that it knows
 * every one of them.
 */

export const ERROR_NAMES = ["PatchError", "PayloadError", "TargetNotFoundError", "UnknownAppError"] as const;
export type ErrorName = (typeof ERROR_NAMES)[number];

/** A patch or a state refused: unknown path, wrong type, broken invariant, undrawable. Nothing changed. */
export class PatchError extends Error {
  override name: ErrorName = "PatchError";
}

/** A control call's arguments are malformed (the message names the field). Nothing changed. */
export class PayloadError extends Error {
  override name: ErrorName = "PayloadError";
}

/** An app name or id that no installed app has (the message lists the installed ones). */
export class UnknownAppError extends Error {
  override name: ErrorName = "UnknownAppError";
}
