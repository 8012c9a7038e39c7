/**
 * Calendar: a month view with lunar dates, public holidays and make-up workdays, events with
 * reminders, search, a date calculator and settings. Everything the user changes lives in
 * `apps.calendar`; the holiday table is world data (web_sim/world/calendar.ts).
 * Intents: `detail` with `{id}` opens an event; `edit` with `{date?}` a new event on that day.
 */
import { mdiCalendarMonth } from "@mdi/js";
import type { AppManifest } from "../../os/types";
import { calendarEvents } from "./events";
import { initialCalendarState, type CalendarState } from "./logic";
import { type CalendarScreenParams, calendarIntents } from "./params";

const manifest: AppManifest<CalendarState, CalendarScreenParams> = {
  id: "calendar",
  label: "Calendar",
  icon: mdiCalendarMonth,
  color: "#1a73e8",
  initialState: initialCalendarState,
  ui: () => import("./screens"),
  home: "month",
  intents: calendarIntents,
  navigation: { month: ["detail", "edit", "search", "calc", "holidays", "settings"], detail: ["edit"], edit: [], search: ["detail"], calc: [], holidays: [], settings: [], ringing: [] },
  events: calendarEvents,
  autofocus: { search: "calendar.search", edit: (params) => (params.id ? null : "calendar.title") },
};

export default manifest;
