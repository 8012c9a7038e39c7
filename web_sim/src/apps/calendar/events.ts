/**
 * Calendar reminders on the OS event queue: each event's reminder instant (its lead time before
 * the start) posts a notification that opens the event; an alarm-style reminder also rings full
 * screen. Derived from `apps.calendar.events`, so editing an event reschedules it.
 */
import { postNotification, showFullScreen } from "../../os/notifications/service";
import type { AppEvent, AppEvents, OsState, PhoneState } from "../../os/types";
import { reminderInstant, type CalendarState } from "./logic";

function upcoming(s: CalendarState, os: OsState): AppEvent[] {
  const out: AppEvent[] = [];
  for (const e of s.events) {
    const at = reminderInstant(e, os);
    if (at !== null && at >= os.clock.now) out.push({ at, kind: "reminder", data: { id: e.id } });
  }
  return out;
}

function remind(d: PhoneState, id: string): void {
  const e = (d.apps.calendar as unknown as CalendarState).events.find((x) => x.id === id);
  if (!e) return;
  const when = e.allDay ? "All day" : `${e.start} – ${e.end}`;
  postNotification(d, "calendar", { title: e.title, text: when, open: { screen: "detail", params: { id } } });
  if (e.alarm) showFullScreen(d, "calendar", "ringing", { id });
}

export const calendarEvents: AppEvents<CalendarState> = { upcoming, handlers: { reminder: { fire: (d, data) => remind(d, String(data.id)) } } };
