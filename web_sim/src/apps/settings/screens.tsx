/** Setting's screens: the chunk the page loads when the app is first drawn (see manifest.ts). */
import "./settings.css";
import { AboutScreen } from "./about";
import { AppInfoScreen, AppsScreen } from "./apps";
import { BluetoothDetailScreen, BluetoothScreen } from "./bluetooth";
import { LocationScreen, SimsScreen, VpnScreen } from "./device";
import { DisplayScreen, SoundScreen } from "./display";
import { HomeScreen } from "./home";
import type { SettingsState } from "./logic";
import { NetworkScreen, WifiDetailScreen, WifiScreen } from "./network";
import type { AppUi } from "../../os/types";

const ui: AppUi<SettingsState> = {
  screens: {
    home: HomeScreen,
    network: NetworkScreen,
    wifi: WifiScreen,
    wifiDetail: WifiDetailScreen,
    bluetooth: BluetoothScreen,
    btDetail: BluetoothDetailScreen,
    display: DisplayScreen,
    sound: SoundScreen,
    apps: AppsScreen,
    appInfo: AppInfoScreen,
    about: AboutScreen,
    location: LocationScreen,
    sims: SimsScreen,
    vpn: VpnScreen,
  },
};

export default ui;
