/**
 * The battery over simulated time: it drains 1% every DRAIN_MS unplugged and charges 1% every
 * CHARGE_MS plugged in, counted in whole periods from `battery.since` (the instant the level
 * was last whole), so the level is a pure function of the elapsed simulated time: one WAIT of
 * a minute and sixty steps of a second give the same battery. Changes by time are never side
 * effects (judge/expected.py ignores `level` and `since`).
 */
import type { OsState } from "./types";

/** 1% per 6 simulated minutes on battery (about 10 hours of use on a full charge). */
export const DRAIN_MS = 6 * 60_000;
/** 1% per 72 simulated seconds on a charger (0 to 100% in two hours). */
export const CHARGE_MS = 72_000;

/** Bring the battery to `now`: whole periods since `since` change the level (clamped 0-100). */
export function batteryAt(battery: OsState["battery"], now: number): OsState["battery"] {
  const period = battery.charging ? CHARGE_MS : DRAIN_MS;
  const periods = Math.floor((now - battery.since) / period);
  if (periods <= 0) return battery;
  const level = Math.min(100, Math.max(0, battery.level + (battery.charging ? periods : -periods)));
  return { ...battery, level, since: battery.since + periods * period };
}
