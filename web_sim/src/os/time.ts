/**
 * The simulated clock. Time never follows the wall clock: it starts at the episode's instant
 * (`os.clock.now`, epoch ms) and advances only through `advanceClock` (one rule, applied by the
 * control API per action; see docs/simulator.md). All formatting is done by hand on the
 * wall time `now + tzOffset`, so no host time zone or locale can leak into a screenshot.
 */
import type { OsState } from "./types";

export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
export const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

export interface WallTime { year: number; month: number; day: number; weekday: number; hour: number; minute: number; second: number }

/** Wall-clock fields of instant `epochMs` at a UTC offset of `offsetMinutes`. */
export function wallTime(epochMs: number, offsetMinutes: number): WallTime {
  const d = new Date(epochMs + offsetMinutes * 60_000);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    weekday: d.getUTCDay(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

export function localTime(os: OsState): WallTime {
  return wallTime(os.clock.now, os.clock.tzOffsetMinutes);
}

export const pad2 = (n: number): string => String(n).padStart(2, "0");

/** "09:05" (24 h) or "9:05 AM". */
export function formatHm(hour: number, minute: number, use24h = true): string {
  if (use24h) return `${pad2(hour)}:${pad2(minute)}`;
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${pad2(minute)} ${hour < 12 ? "AM" : "PM"}`;
}

/** "Thursday, May 14". */
export function formatLongDate(t: WallTime): string {
  return `${WEEKDAYS[t.weekday]}, ${MONTHS[t.month - 1]} ${t.day}`;
}

/** A list row's time: "09:12" today, "Tue" this week, "May 9" before (Messages, the call log). */
export function shortTime(time: number, os: OsState): string {
  const t = wallTime(time, os.clock.tzOffsetMinutes);
  const now = wallTime(os.clock.now, os.clock.tzOffsetMinutes);
  const dayIndex = (w: { year: number; month: number; day: number }) => Date.UTC(w.year, w.month - 1, w.day) / 86_400_000;
  const diff = dayIndex(now) - dayIndex(t);
  if (diff === 0) return formatHm(t.hour, t.minute, os.clock.use24h);
  if (diff === 1) return "Yesterday";
  if (diff > 1 && diff < 7) return ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][t.weekday];
  return `${MONTHS[t.month - 1].slice(0, 3)} ${t.day}`;
}

/** "+3 h", "-5:30 h", "same time" relative offsets between two zones. */
export function formatOffsetDiff(minutes: number): string {
  if (minutes === 0) return "Same time";
  const sign = minutes > 0 ? "+" : "-";
  const abs = Math.abs(minutes);
  const h = Math.floor(abs / 60);
  const m = abs % 60;
  return `${sign}${h}${m ? `:${pad2(m)}` : ""} h`;
}

/** "00:01:05.30" style durations for timers and stopwatches. */
export function formatDuration(ms: number, withCentis = false): string {
  const total = Math.max(0, Math.floor(ms));
  const h = Math.floor(total / 3_600_000);
  const m = Math.floor((total % 3_600_000) / 60_000);
  const s = Math.floor((total % 60_000) / 1000);
  const cs = Math.floor((total % 1000) / 10);
  const base = h > 0 ? `${pad2(h)}:${pad2(m)}:${pad2(s)}` : `${pad2(m)}:${pad2(s)}`;
  return withCentis ? `${base}.${pad2(cs)}` : base;
}
