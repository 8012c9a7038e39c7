/**
 * The page's own error types. Python maps them by `name` (sim/phone.py): a PatchError is a
 * `StatePatchError`, a PayloadError an `InvalidPayloadError`. Both mean: refused, nothing changed.
 */

/** A patch or a state refused: unknown path, wrong type, broken invariant, undrawable. */
export class PatchError extends Error {
  override name = "PatchError";
}

/** A control call's arguments are malformed (the message names the field). */
export class PayloadError extends Error {
  override name = "PayloadError";
}
