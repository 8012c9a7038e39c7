/** Clock's screens: the chunk the page loads when the app is first drawn (see manifest.ts). */
import { mdiAlarm, mdiClockOutline, mdiTimerOutline, mdiTimerSandEmpty } from "@mdi/js";
import "./clock.css";
import { BottomNav } from "../../os/ui/kit";
import type { ScreenProps, AppUi } from "../../os/types";
import { AlarmEditScreen, AlarmTab } from "./alarms";
import { RingingScreen } from "./events";
import type { ClockState, Tab } from "./logic";
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

const ui: AppUi<ClockState> = { screens: { main: MainScreen, alarm: AlarmEditScreen, cities: CityPickerScreen, ringing: RingingScreen } };

export default ui;
