/**
 * The user's reading records in WeChat Reading: minutes read per local day over the 60 days
 * that end on the default episode day (Thursday 14 May 2026), generated from a fixed seed, and
 * the facts judges read from them (most-read day of the last 7 days, which is unique; reading
 * days and minutes per month; totals). Small: the app's initial state holds the records, so
 * it imports this module, not the catalogue.
 */
import { seededRandom } from "../src/os/rng";
import { DEFAULT_START_MS, DEFAULT_TZ_OFFSET_MIN } from "./device";

export interface WrRecord { date: string; minutes: number }
export interface WrDayFact { date: string; weekday: string; minutes: number }
export interface WrMonthFact { year: number; month: number; monthName: string; days: number; minutes: number }

const DAY = 86_400_000;
export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
export const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** Local ISO date of the day `daysAgo` before the default start day. */
export function isoDaysAgo(daysAgo: number): string {
  return new Date(DEFAULT_START_MS + DEFAULT_TZ_OFFSET_MIN * 60_000 - daysAgo * DAY).toISOString().slice(0, 10);
}

export function weekdayOf(iso: string): string {
  return WEEKDAY_NAMES[new Date(`${iso}T00:00:00Z`).getUTCDay()];
}

/** Days with reading, oldest first (a day without reading has no record). Today: 18 minutes this morning. */
export function buildRecords(): WrRecord[] {
  const r = seededRandom(60_514);
  const out: WrRecord[] = [];
  for (let ago = 59; ago >= 1; ago--) {
    if (r() < 0.27) continue;
    out.push({ date: isoDaysAgo(ago), minutes: 6 + Math.floor(r() * 110) });
  }
  out.push({ date: isoDaysAgo(0), minutes: 18 });
  // The last 7 days have one clear maximum: Saturday before the start day.
  const peak = out.find((x) => x.date === isoDaysAgo(5));
  const best = Math.max(...out.filter((x) => x.date >= isoDaysAgo(6)).map((x) => x.minutes));
  if (peak) peak.minutes = best + 23;
  else out.splice(out.findIndex((x) => x.date > isoDaysAgo(5)), 0, { date: isoDaysAgo(5), minutes: best + 23 });
  return out;
}

export const WR_RECORDS: WrRecord[] = buildRecords();

/** "1 h 25 min", "40 min": how the stats pages write a duration. */
export function formatMinutes(m: number): string {
  const h = Math.floor(m / 60);
  return h ? (m % 60 ? `${h} h ${m % 60} min` : `${h} h`) : `${m} min`;
}

/** The 7 days ending on `todayIso` (oldest first), with 0 for a day without reading. */
export function weekDays(records: WrRecord[], todayIso: string): WrDayFact[] {
  const t = Date.parse(`${todayIso}T00:00:00Z`);
  return Array.from({ length: 7 }, (_, i) => {
    const date = new Date(t - (6 - i) * DAY).toISOString().slice(0, 10);
    return { date, weekday: weekdayOf(date), minutes: records.find((x) => x.date === date)?.minutes ?? 0 };
  });
}

export function monthFact(records: WrRecord[], year: number, month: number): WrMonthFact {
  const prefix = `${year}-${String(month).padStart(2, "0")}-`;
  const inMonth = records.filter((x) => x.date.startsWith(prefix) && x.minutes > 0);
  return { year, month, monthName: MONTH_NAMES[month - 1], days: inMonth.length, minutes: inMonth.reduce((a, x) => a + x.minutes, 0) };
}

/** What the judges of the stats templates read (exported as `world.wechat_reading_stats`). */
export function buildStatsFacts(records: WrRecord[] = WR_RECORDS) {
  const today = isoDaysAgo(0);
  const week = weekDays(records, today);
  const top = [...week].sort((a, b) => b.minutes - a.minutes)[0];
  const months = [[2026, 3], [2026, 4], [2026, 5]].map(([y, m]) => monthFact(records, y, m));
  return {
    today,
    week,
    mostReadDay: { ...top, duration: formatMinutes(top.minutes), unique: week.filter((d) => d.minutes === top.minutes).length === 1 },
    weekMinutes: week.reduce((a, d) => a + d.minutes, 0),
    months,
    totalMinutes: records.reduce((a, x) => a + x.minutes, 0),
    readingDays: records.length,
  };
}
