/**
 * Clock: alarms, world clock, timer and stopwatch behind a bottom navigation. The selected tab
 * is a draft of the main route (`route.data.tab`), so it survives app switches and snapshots.
 * The ringing alarm is the `ringing` screen, shown full screen by its event (events.tsx).
 * Intents: `main` with `{tab}`; `alarm` with `{hour, minute, label}` (a new alarm, prefilled) or `{id}`.
 */
import { mdiAlarm, mdiClockOutline, mdiTimerOutline, mdiTimerSandEmpty } from "@mdi/js";
import "./clock.css";
import { BottomNav } from "../../os/ui/kit";
import type { AppManifest, ScreenProps } from "../../os/types";
import { AlarmEditScreen, AlarmTab } from "./alarms";
import { clockEvents, RingingScreen } from "./events";
import { initialClockState, type ClockState, type Tab } from "./logic";
import { StopwatchTab, TimerTab } from "./timers";
import { CityPickerScreen, WorldTab } from "./world";

const TABS: Array<{ id: Tab; label: string; icon: string }> = [
  { id: "alarm", label: "Alarm", icon: mdiAlarm },
  { id: "world", label: "World clock", icon: mdiClockOutline },
  { id: "timer", label: "Timer", icon: mdiTimerSandEmpty },
  { id: "stopwatch", label: "Stopwatch", icon: mdiTimerOutline },
];

const TAB_SCREENS = { alarm: AlarmTab, world: WorldTab, timer: TimerTab, stopwatch: StopwatchTab };

function MainScreen(props: ScreenProps<ClockState>) {
  // An intent may name the starting tab in its params; taps then keep it in the drafts.
  const tab = ((props.route.data.tab ?? props.route.params.tab) as Tab | undefined) ?? "alarm";
  const Body = TAB_SCREENS[tab] ?? AlarmTab;
  return (
    <>
      <Body {...props} />
      <BottomNav items={TABS} active={tab} onSelect={(id) => props.app.setData({ tab: id })} />
    </>
  );
}

const manifest: AppManifest<ClockState> = {
  id: "clock",
  label: "Clock",
  icon: mdiClockOutline,
  color: "#2f6fb3",
  initialState: initialClockState,
  screens: { main: MainScreen, alarm: AlarmEditScreen, cities: CityPickerScreen, ringing: RingingScreen },
  home: "main",
  navigation: { main: ["alarm", "cities"], alarm: [], cities: [], ringing: [] },
  // The timer and the stopwatch run as services: using them is never a side effect.
  // Snoozing is answering an alarm, not a change the user means to the alarms.
  incidental: ["/apps/clock/timer/**", "/apps/clock/stopwatch/**", "/apps/clock/snoozes/**"],
  // Alarms ring, snoozes end and the timer finishes through the OS event queue.
  events: clockEvents,
};

export default manifest;
