/**
 * Settings: Android's system settings over the OS state (radios, display, sound, app permissions,
 * the device). OS settings change only through `os/settings.ts`, which keeps Android's invariants.
 */
import { mdiCog } from "@mdi/js";
import type { AppManifest } from "../../os/types";
import type { SettingsState } from "./logic";
import { type SettingsScreenParams, settingsIntents } from "./params";

const manifest: AppManifest<SettingsState, SettingsScreenParams> = {
  id: "settings",
  label: "Settings",
  icon: mdiCog,
  color: "#546e7a",
  hidden: false,
  initialState: () => ({}),
  ui: () => import("./screens"),
  home: "home",
  intents: settingsIntents,
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
