/** Maps' screens: the chunk the page loads when the app is first drawn (see manifest.ts), with the world data. */
import "./map.css";
import type { AppUi } from "../../os/types";
import { ContributeScreen, HomeScreen, MeScreen } from "./home";
import { PickStartScreen, routeBack, RouteScreen } from "./route";
import { directions, PlaceScreen, placeBack, ResultsScreen, resultsBack, SearchScreen, showResults } from "./search";
import { DisplayScreen, NavigationScreen, NotificationsScreen, OfflineScreen, PrivacyScreen, SettingsScreen } from "./settings";
import type { MapState } from "./state";

const ui: AppUi<MapState> = {
  screens: {
    home: HomeScreen,
    search: SearchScreen,
    results: ResultsScreen,
    place: PlaceScreen,
    route: RouteScreen,
    pickStart: PickStartScreen,
    me: MeScreen,
    contribute: ContributeScreen,
    settings: SettingsScreen,
    settingsDisplay: DisplayScreen,
    settingsNavigation: NavigationScreen,
    settingsPrivacy: PrivacyScreen,
    settingsOffline: OfflineScreen,
    settingsNotifications: NotificationsScreen,
  },
  onBack: { results: resultsBack, place: placeBack, route: routeBack },
  permissionActions: { showResults, directions },
};

export default ui;
