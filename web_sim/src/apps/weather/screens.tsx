/** Weather's screens: the chunk the page loads when the app is first drawn (see manifest.ts). */
import "./weather.css";
import type { AppUi } from "../../os/types";
import { CitiesScreen, locate, PreviewScreen, SearchScreen } from "./cities";
import { AqiScreen, DayScreen, HourlyScreen } from "./details";
import { HomeScreen } from "./home";
import type { WeatherState } from "./logic";
import { SettingsScreen } from "./settings";

const ui: AppUi<WeatherState> = {
  screens: { home: HomeScreen, cities: CitiesScreen, search: SearchScreen, preview: PreviewScreen, aqi: AqiScreen, day: DayScreen, hourly: HourlyScreen, settings: SettingsScreen },
  permissionActions: { locate },
};

export default ui;
