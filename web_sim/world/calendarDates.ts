/**
 * Calendar arithmetic on local days written as ISO strings ("2026-05-14"): what Calendar's
 * screens, its reminders and its holiday table (world/calendar.ts) share. Small and free of data,
 * so the manifest's reminders can use it without pulling the holiday table into every page.
 */

export const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of an ISO date. */
export function dayNumber(iso: string): number {
  const [y, m, d] = iso.split("-").map(Number);
  return Math.round(Date.UTC(y, m - 1, d) / DAY_MS);
}

/** The ISO date of a day number. */
export function isoOfDay(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** `iso` moved by `days` (negative: earlier). */
export function addDays(iso: string, days: number): string {
  return isoOfDay(dayNumber(iso) + days);
}

/** Whole days from `a` to `b` (negative when b is earlier). */
export function daysBetween(a: string, b: string): number {
  return dayNumber(b) - dayNumber(a);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(iso: string): number {
  return (((dayNumber(iso) + 4) % 7) + 7) % 7;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** ISO 8601 week number (weeks start on Monday; week 1 holds the year's first Thursday). */
export function isoWeek(iso: string): number {
  const n = dayNumber(iso);
  const thursday = n - ((weekdayOf(iso) + 6) % 7) + 3;
  const year = Number(isoOfDay(thursday).slice(0, 4));
  return Math.floor((thursday - dayNumber(isoDate(year, 1, 1))) / 7) + 1;
}
