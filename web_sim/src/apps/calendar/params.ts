/**
 * What each Calendar screen takes as route parameters (the control API's `intent` checks a
 * payload against these types), and the checks of the editor's. The detail and ringing screens
 * draw an event that is gone ("This event was deleted"): a reminder may outlive its event.
 */
import { allOf, dateProblem, idIn } from "../../os/intentChecks";
import type { AppManifest, NoParams } from "../../os/types";
import type { CalendarState } from "./logic";

export interface CalendarScreenParams {
  month: NoParams;
  /** `id`: an event's id. */
  detail: { id: string };
  /** An event to edit (`id`), or a new one on `date` (YYYY-MM-DD; default today). */
  edit: { id?: string; date?: string };
  search: NoParams; calc: NoParams; holidays: NoParams; settings: NoParams;
  /** `id`: the event whose reminder rings. */
  ringing: { id: string };
}

export const calendarIntents: AppManifest<CalendarState, CalendarScreenParams>["intents"] = {
  edit: allOf(idIn("id", "event", (s: CalendarState) => s.events.map((e) => e.id), true), {
    check: (p) => (p.date === undefined ? null : dateProblem("date", p.date)),
  }),
};
