/**
 * Settings: Android's system settings over the OS state (radios, display, sound, app permissions,
 * the device). OS settings change only through `os/settings.ts`, which keeps Android's invariants.
 */
import { mdiCog } from "@mdi/js";
import "./settings.css";
import type { AppManifest } from "../../os/types";
import { AboutScreen } from "./about";
import { AppInfoScreen, AppsScreen } from "./apps";
import { BluetoothDetailScreen, BluetoothScreen } from "./bluetooth";
import { LocationScreen, SimsScreen, VpnScreen } from "./device";
import { DisplayScreen, SoundScreen } from "./display";
import { HomeScreen } from "./home";
import type { SettingsState } from "./logic";
import { NetworkScreen, WifiDetailScreen, WifiScreen } from "./network";

const manifest: AppManifest<SettingsState> = {
  id: "settings",
  label: "Settings",
  icon: mdiCog,
  color: "#546e7a",
  hidden: false,
  initialState: () => ({}),
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
  home: "home",
  navigation: {
    // Search results open any page directly.
    home: ["network", "wifi", "bluetooth", "display", "sound", "apps", "appInfo", "about", "location", "sims", "vpn"],
    network: ["wifi", "sims", "vpn"],
    wifi: ["wifiDetail"],
    wifiDetail: [],
    bluetooth: ["btDetail"],
    btDetail: [],
    display: [],
    sound: [],
    apps: ["appInfo"],
    appInfo: [],
    about: [],
    location: [],
    sims: [],
    vpn: [],
  },
};

export default manifest;
