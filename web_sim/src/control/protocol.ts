/**
 * What the page's control API and Python's driver must agree on, defined once here and free of
 * DOM code: the build writes it into `dist/phone.json` (`control`, export/freshState.ts), and
 * Python (src/mobilegym_gym/sim/protocol.py) refuses a build whose values are not its own, so the
 * two sides cannot drift apart.
 */
import { ERROR_NAMES } from "./errors";

/** The version of `window.__mg`'s calls and results; bumped on any change Python must follow. */
export const API_VERSION = 6;
/** The longest an action may last (`duration_ms`): a WAIT moves the clock at most this far; longer is several WAITs. */
export const MAX_DURATION_MS = 60_000;
/** The action types `act` performs (Python's `ActionType` names). */
export const ACTION_TYPES = [
  "CLICK", "DOUBLE_TAP", "LONG_PRESS", "TYPE", "SWIPE", "DRAG", "BACK", "HOME", "RECENT",
  "ENTER", "WAIT", "AWAKE", "ANSWER", "COMPLETE", "ABORT", "INFO", "NOOP",
] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

/** The `control` entry of `dist/phone.json`. */
export const PROTOCOL = { apiVersion: API_VERSION, maxDurationMs: MAX_DURATION_MS, actions: ACTION_TYPES, errors: ERROR_NAMES };
