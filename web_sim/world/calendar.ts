/**
 * World data of the Calendar app: the public holidays and make-up workdays of the simulated
 * years (mainland China's State Council schedule, the one the reference uses), and the calendar
 * arithmetic both the page and the judges rely on. Dates are local calendar days as ISO strings
 * ("2026-05-14"), so no time zone enters a comparison.
 */

import { DAY_MS, dayNumber, daysBetween, isoOfDay } from "./calendarDates";

export { addDays, dayNumber, daysBetween, daysInMonth, isoDate, isoOfDay, isoWeek, weekdayOf } from "./calendarDates";

export interface Holiday {
  id: string;
  name: string;
  year: number;
  /** First and last day off (inclusive). */
  start: string;
  end: string;
  /** Days off in a row, weekends included. */
  days: number;
  /** Weekend days that are working days to make up for this holiday, in date order. */
  makeupDays: string[];
}

type HolidayRow = [id: string, name: string, start: string, end: string, makeup: string[]];

const ROWS: Record<number, HolidayRow[]> = {
  2025: [
    ["new-year", "New Year's Day", "2025-01-01", "2025-01-01", []],
    ["spring-festival", "Spring Festival", "2025-01-28", "2025-02-04", ["2025-01-26", "2025-02-08"]],
    ["qingming", "Qingming Festival", "2025-04-04", "2025-04-06", []],
    ["labour-day", "Labour Day", "2025-05-01", "2025-05-05", ["2025-04-27"]],
    ["dragon-boat", "Dragon Boat Festival", "2025-05-31", "2025-06-02", []],
    ["national-day", "National Day & Mid-Autumn Festival", "2025-10-01", "2025-10-08", ["2025-09-28", "2025-10-11"]],
  ],
  2026: [
    ["new-year", "New Year's Day", "2026-01-01", "2026-01-03", ["2026-01-04"]],
    ["spring-festival", "Spring Festival", "2026-02-15", "2026-02-23", ["2026-02-14", "2026-02-28"]],
    ["qingming", "Qingming Festival", "2026-04-04", "2026-04-06", []],
    ["labour-day", "Labour Day", "2026-05-01", "2026-05-05", ["2026-05-09"]],
    ["dragon-boat", "Dragon Boat Festival", "2026-06-19", "2026-06-21", []],
    ["mid-autumn", "Mid-Autumn Festival", "2026-09-25", "2026-09-27", []],
    ["national-day", "National Day", "2026-10-01", "2026-10-07", ["2026-09-20", "2026-10-10"]],
  ],
};

export const CALENDAR_HOLIDAYS: Holiday[] = Object.entries(ROWS).flatMap(([year, rows]) =>
  rows.map(([id, name, start, end, makeupDays]) => ({ id: `${id}-${year}`, name, year: Number(year), start, end, days: daysBetween(start, end) + 1, makeupDays })),
);

/** What a day is in the holiday table: a day off of a holiday, a make-up workday, or neither. */
export type DayMark = { kind: "off" | "work"; holiday: Holiday } | null;

const MARKS = new Map<string, DayMark>();
for (const h of CALENDAR_HOLIDAYS) {
  for (let n = dayNumber(h.start); n <= dayNumber(h.end); n++) MARKS.set(isoOfDay(n), { kind: "off", holiday: h });
  for (const w of h.makeupDays) MARKS.set(w, { kind: "work", holiday: h });
}

export function dayMark(iso: string): DayMark {
  return MARKS.get(iso) ?? null;
}

export const LUNAR_MONTHS = ["", "Zhengyue", "Eryue", "Sanyue", "Siyue", "Wuyue", "Liuyue", "Qiyue", "Bayue", "Jiuyue", "Shiyue", "Dongyue", "Layue"];

export interface LunarDate { year: number; month: number; leap: boolean; day: number }

// ICU's Chinese calendar (the browser's Intl) does the astronomy; we only read its fields. Made
// on first use: a phone that never draws a month pays nothing for it.
let lunarFormat: Intl.DateTimeFormat | null = null;

/** The Chinese lunisolar date of a day. */
export function lunarDate(iso: string): LunarDate {
  lunarFormat ??= new Intl.DateTimeFormat("en-u-ca-chinese", { timeZone: "UTC", year: "numeric", month: "numeric", day: "numeric" });
  const parts = lunarFormat.formatToParts(new Date(dayNumber(iso) * DAY_MS));
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? "0";
  const month = get("month");
  return { year: Number(get("relatedYear")), month: parseInt(month, 10), leap: month.endsWith("bis"), day: Number(get("day")) };
}

/** The short lunar label a month cell shows: the month's name on its first day, else the day ("L5/3" style kept short). */
export function lunarLabel(iso: string): string {
  const l = lunarDate(iso);
  if (l.day === 1) return `${l.leap ? "Leap " : ""}${LUNAR_MONTHS[l.month]}`;
  return `${l.month}/${l.day}`;
}
