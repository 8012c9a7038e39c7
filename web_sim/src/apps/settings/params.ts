/**
 * What each Settings screen takes as route parameters (the control API's `intent` checks a
 * payload against these types), and the checks of the detail screens: the app, network or
 * device must exist (the OS's lists).
 */
import { idIn } from "../../os/intentChecks";
import { APPS } from "../../os/registry";
import type { AppManifest, NoParams, OsState } from "../../os/types";
import type { SettingsState } from "./logic";

export interface SettingsScreenParams {
  home: NoParams; network: NoParams; wifi: NoParams;
  /** `id`: a Wi-Fi network's id (`os.networks.wifi`). */
  wifiDetail: { id: string };
  bluetooth: NoParams;
  /** `id`: a Bluetooth device's id (`os.networks.bluetooth`). */
  btDetail: { id: string };
  display: NoParams; sound: NoParams; apps: NoParams;
  /** `appId`: an installed app. */
  appInfo: { appId: string };
  about: NoParams; location: NoParams; sims: NoParams; vpn: NoParams;
}

export const settingsIntents: AppManifest<SettingsState, SettingsScreenParams>["intents"] = {
  wifiDetail: idIn("id", "Wi-Fi network", (_: SettingsState, os: OsState) => os.networks.wifi.map((n) => n.id)),
  btDetail: idIn("id", "Bluetooth device", (_: SettingsState, os: OsState) => os.networks.bluetooth.map((d) => d.id)),
  appInfo: idIn("appId", "installed app", () => APPS.map((a) => a.id)),
};
