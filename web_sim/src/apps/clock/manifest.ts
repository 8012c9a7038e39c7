/**
 * Clock: alarms, world clock, timer and stopwatch behind a bottom navigation. The selected tab
 * is a draft of the main route (`route.data.tab`), so it survives app switches and snapshots.
 * The ringing alarm is the `ringing` screen, shown full screen by its event (events.tsx).
 * Intents: `main` with `{tab}`; `alarm` with `{hour, minute, label}` (a new alarm, prefilled) or `{id}`.
 */
import { mdiClockOutline } from "@mdi/js";
import type { AppManifest } from "../../os/types";
import { clockEvents } from "./events";
import { initialClockState, type ClockState } from "./logic";
import { type ClockScreenParams, clockIntents } from "./params";

const manifest: AppManifest<ClockState, ClockScreenParams> = {
  id: "clock",
  label: "Clock",
  icon: mdiClockOutline,
  color: "#2f6fb3",
  initialState: initialClockState,
  ui: () => import("./screens"),
  home: "main",
  intents: clockIntents,
  navigation: { main: ["alarm", "cities"], alarm: [], cities: [], ringing: [] },
  // The timer and the stopwatch run as services: using them is never a side effect.
  // Snoozing is answering an alarm, not a change the user means to the alarms.
  incidental: ["/apps/clock/timer/**", "/apps/clock/stopwatch/**", "/apps/clock/snoozes/**"],
  // Alarms ring, snoozes end and the timer finishes through the OS event queue.
  events: clockEvents,
};

export default manifest;
