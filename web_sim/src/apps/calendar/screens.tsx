/** Calendar's screens: the chunk the page loads when the app is first drawn (see manifest.ts). */
import "./calendar.css";
import type { AppUi } from "../../os/types";
import { CalcScreen } from "./calc";
import { DetailScreen, RingingScreen } from "./detail";
import { EditScreen } from "./edit";
import { HolidaysScreen } from "./holidays";
import type { CalendarState } from "./logic";
import { MonthScreen } from "./month";
import { SearchScreen, searchBack } from "./search";
import { SettingsScreen } from "./settings";

const ui: AppUi<CalendarState> = {
  screens: { month: MonthScreen, detail: DetailScreen, edit: EditScreen, search: SearchScreen, calc: CalcScreen, holidays: HolidaysScreen, settings: SettingsScreen, ringing: RingingScreen },
  onBack: { search: searchBack },
};

export default ui;
