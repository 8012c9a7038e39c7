/**
 * Clock state model and its pure rules (alarm repeat days, world-clock offsets, timer and
 * stopwatch arithmetic). Everything time-dependent takes the simulated `now` (epoch ms) as an
 * argument; nothing here reads the host clock.
 */
import { pad2, wallTime } from "../../os/time";

/**
 * Alarm repeat. `days` is ALWAYS the sorted list of weekdays the alarm rings on (0 = Sunday ...
 * 6 = Saturday) and `repeat` is its name: "once" = [], "daily" = all 7, "weekdays" = [1..5],
 * "weekends" = [0, 6], anything else "custom". Saving normalises, so a custom choice of Mon-Fri
 * is stored as "weekdays": a judge may compare either field.
 */
export type Repeat = "once" | "daily" | "weekdays" | "weekends" | "custom";

export interface Alarm {
  id: string;
  hour: number;
  minute: number;
  enabled: boolean;
  repeat: Repeat;
  days: number[];
  label: string;
  vibrate: boolean;
  /** "Delete after dismissing" (meaningful for one-time alarms, as on Android). */
  autoDelete: boolean;
}

/**
 * Timer phases: set-up (running false, endsAt null, remainingMs 0; `durationMs` is what the
 * keypad shows), running (endsAt set; the live remaining time is endsAt - os.clock.now and
 * remainingMs is what was left when it was last started), paused (running false, endsAt null,
 * remainingMs > 0), done ("Time's up": running with endsAt <= now).
 */
export interface TimerState { durationMs: number; running: boolean; endsAt: number | null; remainingMs: number }

/** A lap's `elapsedMs` is the stopwatch's total at the moment Lap was pressed. */
export interface Lap { id: string; elapsedMs: number }

/** Elapsed = elapsedMs + (running ? now - startedAt : 0): elapsedMs holds the time before the last start. */
export interface StopwatchState { running: boolean; startedAt: number | null; elapsedMs: number; laps: Lap[] }

/** A snoozed alarm (`id` is the alarm's) rings again at `until`. */
export interface Snooze { id: string; until: number }

export interface ClockState {
  alarms: Alarm[];
  snoozes: Snooze[];
  /** Selected city ids of world/clock.ts, in display order. */
  worldClock: { cities: string[] };
  timer: TimerState;
  stopwatch: StopwatchState;
  /** Counter for new ids (alarms "a<n>", laps "lap<n>"). */
  nextId: number;
}

export type Tab = "alarm" | "world" | "timer" | "stopwatch";

// ---------- alarms ----------

export const PRESET_DAYS: Record<Exclude<Repeat, "custom">, number[]> = {
  once: [],
  daily: [0, 1, 2, 3, 4, 5, 6],
  weekdays: [1, 2, 3, 4, 5],
  weekends: [0, 6],
};

export const DAY_SHORT = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

export function normalizeDays(days: number[]): number[] {
  return [...new Set(days.filter((d) => Number.isInteger(d) && d >= 0 && d <= 6))].sort((a, b) => a - b);
}

/** The name of a set of days (the canonical `repeat` stored with it). */
export function repeatOf(days: number[]): Repeat {
  const key = normalizeDays(days).join(",");
  for (const [name, preset] of Object.entries(PRESET_DAYS)) if (preset.join(",") === key) return name as Repeat;
  return "custom";
}

export function repeatSummary(days: number[]): string {
  const norm = normalizeDays(days);
  switch (repeatOf(norm)) {
    case "once":
      return "Once";
    case "daily":
      return "Every day";
    case "weekdays":
      return "Weekdays";
    case "weekends":
      return "Weekends";
    default:
      return norm.map((d) => DAY_SHORT[d]).join(", ");
  }
}

/** Milliseconds from `now` until the alarm next rings (at second 0 of its minute); always > 0. */
export function msUntil(alarm: Pick<Alarm, "hour" | "minute" | "days">, now: number, tzOffsetMinutes: number): number {
  const t = wallTime(now, tzOffsetMinutes);
  const sinceMidnight = ((t.hour * 60 + t.minute) * 60 + t.second) * 1000 + (now % 1000);
  const at = (alarm.hour * 60 + alarm.minute) * 60_000;
  for (let k = 0; k <= 7; k++) {
    const delta = k * 86_400_000 + at - sinceMidnight;
    if (delta <= 0) continue;
    if (alarm.days.length === 0 || alarm.days.includes((t.weekday + k) % 7)) return delta;
  }
  return 7 * 86_400_000;
}

const plural = (n: number, unit: string): string => `${n} ${unit}${n === 1 ? "" : "s"}`;

/** Android's confirmation: "Alarm set for 7 hours and 30 minutes from now" (whole minutes, rounded down). */
export function alarmSetText(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return "Alarm set for less than 1 minute from now";
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  const parts = [d && plural(d, "day"), h && plural(h, "hour"), m && plural(m, "minute")].filter(Boolean) as string[];
  const text = parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : parts[0];
  return `Alarm set for ${text} from now`;
}

/** Alarms as listed: by time of day, then by id (creation order). */
export function sortedAlarms(alarms: Alarm[]): Alarm[] {
  return [...alarms].sort((a, b) => a.hour * 60 + a.minute - (b.hour * 60 + b.minute) || idNum(a.id) - idNum(b.id));
}

const idNum = (id: string): number => Number(id.replace(/\D/g, "")) || 0;

export function seedAlarms(): Alarm[] {
  const mk = (id: string, hour: number, minute: number, enabled: boolean, days: number[], label: string, vibrate: boolean, autoDelete = false): Alarm => ({
    id,
    hour,
    minute,
    enabled,
    repeat: repeatOf(days),
    days: normalizeDays(days),
    label,
    vibrate,
    autoDelete,
  });
  return [
    mk("a1", 6, 30, true, PRESET_DAYS.weekdays, "Wake up", true),
    mk("a2", 7, 15, true, [1, 3, 5], "Gym", true),
    mk("a3", 8, 0, true, PRESET_DAYS.daily, "Take medicine", false),
    mk("a4", 9, 30, false, PRESET_DAYS.weekends, "Weekend brunch", true),
    mk("a5", 15, 0, false, [], "Call Mom", true, true),
    mk("a6", 19, 0, false, [2, 6], "Water the plants", false),
    mk("a7", 22, 45, true, PRESET_DAYS.daily, "Bedtime", false),
  ];
}

/** Android's default snooze length. */
export const SNOOZE_MS = 10 * 60_000;

/** The instant an alarm next rings at or after `now` (msUntil counts from just before it). */
export function nextRing(alarm: Pick<Alarm, "hour" | "minute" | "days">, now: number, tzOffsetMinutes: number): number {
  return now - 1 + msUntil(alarm, now - 1, tzOffsetMinutes);
}

// ---------- world clock ----------

/** "7 h behind", "2:30 h ahead", "Same time" for a city `diff` minutes east of local time. */
export function offsetDiffText(diff: number): string {
  if (diff === 0) return "Same time";
  const abs = Math.abs(diff);
  const hm = `${Math.floor(abs / 60)}${abs % 60 ? `:${pad2(abs % 60)}` : ""} h`;
  return `${hm} ${diff > 0 ? "ahead" : "behind"}`;
}

/** -1, 0 or 1: the city's calendar date relative to the local one. */
export function dayShift(now: number, localOffset: number, cityOffset: number): number {
  const day = (off: number) => {
    const t = wallTime(now, off);
    return Date.UTC(t.year, t.month - 1, t.day) / 86_400_000;
  };
  return Math.sign(day(cityOffset) - day(localOffset));
}

/** The row subtitle: "Tomorrow, 1 h ahead", "7 h behind". */
export function cityRelation(now: number, localOffset: number, cityOffset: number): string {
  const diff = offsetDiffText(cityOffset - localOffset);
  const shift = dayShift(now, localOffset, cityOffset);
  return shift === 0 ? diff : `${shift > 0 ? "Tomorrow" : "Yesterday"}, ${diff}`;
}

/** "GMT", "GMT+9", "GMT-3", "GMT+5:30". */
export function gmtLabel(offset: number): string {
  if (offset === 0) return "GMT";
  const abs = Math.abs(offset);
  return `GMT${offset > 0 ? "+" : "-"}${Math.floor(abs / 60)}${abs % 60 ? `:${pad2(abs % 60)}` : ""}`;
}

/** Case- and accent-insensitive search key ("sao" finds São Paulo). */
export function searchKey(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
}

// ---------- timer ----------

export type TimerPhase = "setup" | "running" | "paused" | "done";

export function timerPhase(t: TimerState, now: number): TimerPhase {
  if (t.running && t.endsAt !== null) return t.endsAt <= now ? "done" : "running";
  return t.remainingMs > 0 ? "paused" : "setup";
}

export function timerRemaining(t: TimerState, now: number): number {
  const phase = timerPhase(t, now);
  if (phase === "running" || phase === "done") return Math.max(0, t.endsAt! - now);
  return phase === "paused" ? t.remainingMs : t.durationMs;
}

export function startTimer(t: TimerState, now: number): void {
  const phase = timerPhase(t, now);
  if (phase === "setup" && t.durationMs > 0) {
    t.remainingMs = t.durationMs;
  } else if (phase !== "paused") return;
  t.running = true;
  t.endsAt = now + t.remainingMs;
}

export function pauseTimer(t: TimerState, now: number): void {
  if (timerPhase(t, now) !== "running") return;
  t.remainingMs = t.endsAt! - now;
  t.running = false;
  t.endsAt = null;
}

/** Back to set-up, keeping the duration (Android's reset). */
export function resetTimer(t: TimerState): void {
  t.running = false;
  t.endsAt = null;
  t.remainingMs = 0;
}

/** "+1:00": a minute more on a running, paused or finished timer. */
export function addMinute(t: TimerState, now: number): void {
  const phase = timerPhase(t, now);
  if (phase === "running") t.endsAt! += 60_000;
  else if (phase === "done") t.endsAt = now + 60_000;
  else if (phase === "paused") t.remainingMs += 60_000;
}

/** Keypad entry: up to 6 digits read as hhmmss from the right ("130" = 1 min 30 s). */
export const ENTRY_MAX = 6;

export function entryParts(entry: string): { h: number; m: number; s: number } {
  const d = entry.padStart(ENTRY_MAX, "0");
  return { h: Number(d.slice(0, 2)), m: Number(d.slice(2, 4)), s: Number(d.slice(4, 6)) };
}

export function entryToMs(entry: string): number {
  const { h, m, s } = entryParts(entry);
  return ((h * 60 + m) * 60 + s) * 1000;
}

/** The entry that shows a stored duration (used when the screen has no draft). */
export function msToEntry(ms: number): string {
  const total = Math.floor(ms / 1000);
  const h = Math.min(99, Math.floor(total / 3600));
  const digits = `${pad2(h)}${pad2(Math.floor((total % 3600) / 60))}${pad2(total % 60)}`;
  return digits.replace(/^0+/, "");
}

export function entryPush(entry: string, key: string): string {
  return (entry + key).replace(/^0+/, "").slice(0, ENTRY_MAX);
}

/** Countdown text, rounded up to the second as a countdown reads: "04:59", "01:00:00". */
export function countdownText(ms: number): string {
  const s = Math.ceil(Math.max(0, ms) / 1000);
  const h = Math.floor(s / 3600);
  const body = `${pad2(Math.floor((s % 3600) / 60))}:${pad2(s % 60)}`;
  return h > 0 ? `${pad2(h)}:${body}` : body;
}

// ---------- stopwatch ----------

export function stopwatchElapsed(sw: StopwatchState, now: number): number {
  return sw.elapsedMs + (sw.running && sw.startedAt !== null ? Math.max(0, now - sw.startedAt) : 0);
}

export function startStopwatch(sw: StopwatchState, now: number): void {
  if (sw.running) return;
  sw.running = true;
  sw.startedAt = now;
}

export function stopStopwatch(sw: StopwatchState, now: number): void {
  if (!sw.running) return;
  sw.elapsedMs = stopwatchElapsed(sw, now);
  sw.running = false;
  sw.startedAt = null;
}

export function resetStopwatch(sw: StopwatchState): void {
  sw.running = false;
  sw.startedAt = null;
  sw.elapsedMs = 0;
  sw.laps = [];
}

export function initialClockState(): ClockState {
  return {
    alarms: seedAlarms(),
    snoozes: [],
    worldClock: { cities: ["london", "new-york", "tokyo"] },
    timer: { durationMs: 0, running: false, endsAt: null, remainingMs: 0 },
    stopwatch: { running: false, startedAt: null, elapsedMs: 0, laps: [] },
    nextId: 8,
  };
}
