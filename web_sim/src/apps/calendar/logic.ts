/**
 * Calendar's state and the rules both its screens and its reminders follow. Events are stored
 * by local date and "HH:MM" times, the way a person enters them; `apps.calendar.events` is empty
 * on a fresh phone (templates seed it).
 */
import type { OsState } from "../../os/types";
import { dayNumber, isoDate } from "../../../world/calendarDates";
import { wallTime } from "../../os/time";

export type EventType = "event" | "birthday" | "anniversary";

export interface CalendarEvent {
  id: string;
  title: string;
  /** Local day, "YYYY-MM-DD". */
  date: string;
  allDay: boolean;
  /** "HH:MM"; for an all-day event "00:00" and "23:59". */
  start: string;
  end: string;
  type: EventType;
  /** Minutes before the start (an all-day event: before 09:00 of its day); -1: no reminder. */
  reminder: number;
  /** Remind with a ringing full-screen alarm instead of a notification. */
  alarm: boolean;
  notes: string;
}

export type WeekStart = "sunday" | "monday" | "saturday";
export type WidgetTheme = "light" | "dark" | "system";

export interface CalendarSettings {
  weekStartDay: WeekStart;
  showWeekNumber: boolean;
  /** Minutes before a timed event; -1: none. */
  defaultReminder: number;
  /** Minutes before 09:00 of an all-day event's day; -1: none. */
  defaultAllDayReminder: number;
  /** Snooze length of "Remind me later", minutes. */
  remindLaterTime: number;
  almanac: boolean;
  subscriptions: { holidays: boolean; birthdays: boolean };
  widgetTheme: WidgetTheme;
}

export interface CalendarState {
  events: CalendarEvent[];
  settings: CalendarSettings;
  nextId: number;
}

export const initialCalendarState = (): CalendarState => ({
  events: [],
  settings: {
    weekStartDay: "sunday",
    showWeekNumber: false,
    defaultReminder: 15,
    defaultAllDayReminder: 0,
    remindLaterTime: 10,
    almanac: true,
    subscriptions: { holidays: true, birthdays: false },
    widgetTheme: "system",
  },
  nextId: 1,
});

export const REMINDER_CHOICES = [-1, 0, 5, 10, 15, 30, 60, 120, 1440];
export const ALL_DAY_REMINDER_CHOICES = [-1, 0, 1440, 2880, 10080];
export const REMIND_LATER_CHOICES = [5, 10, 15, 30, 60];

/** "30 minutes before", "At start time", "None". */
export function reminderLabel(minutes: number, allDay = false): string {
  if (minutes < 0) return "None";
  if (allDay) {
    if (minutes === 0) return "On the day (9:00)";
    const days = minutes / 1440;
    if (days === 7) return "1 week before (9:00)";
    return `${days} day${days === 1 ? "" : "s"} before (9:00)`;
  }
  if (minutes === 0) return "At start time";
  if (minutes < 60) return `${minutes} minutes before`;
  if (minutes < 1440) return `${minutes / 60} hour${minutes === 60 ? "" : "s"} before`;
  return `${minutes / 1440} day${minutes === 1440 ? "" : "s"} before`;
}

export const TYPE_LABELS: Record<EventType, string> = { event: "Event", birthday: "Birthday", anniversary: "Anniversary" };

export function minutesOf(hm: string): number {
  const [h, m] = hm.split(":").map(Number);
  return h * 60 + m;
}

export function hmOf(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
}

/** The instant an event's reminder fires, or null when it has none. */
export function reminderInstant(e: CalendarEvent, os: OsState): number | null {
  if (e.reminder < 0) return null;
  const base = e.allDay ? 9 * 60 : minutesOf(e.start);
  return dayNumber(e.date) * 86_400_000 + (base - e.reminder) * 60_000 - os.clock.tzOffsetMinutes * 60_000;
}

/** Today's local date. */
export function today(os: OsState): string {
  const t = wallTime(os.clock.now, os.clock.tzOffsetMinutes);
  return isoDate(t.year, t.month, t.day);
}

/** Events of a day, all-day ones first, then by start time. */
export function eventsOn(s: CalendarState, date: string): CalendarEvent[] {
  return s.events.filter((e) => e.date === date).sort(byTime);
}

export function byTime(a: CalendarEvent, b: CalendarEvent): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.allDay !== b.allDay) return a.allDay ? -1 : 1;
  return minutesOf(a.start) - minutesOf(b.start);
}

/** Events whose title or notes hold `query` (any case), earliest first. */
export function searchEvents(s: CalendarState, query: string): CalendarEvent[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  return s.events.filter((e) => e.title.toLowerCase().includes(q) || e.notes.toLowerCase().includes(q)).sort(byTime);
}
