/**
 * What each Maps screen takes as route parameters (the control API's `intent` checks a payload
 * against these types). The place screen draws "Place not found" for an unknown id, so it needs
 * no check (and the manifest stays free of the world's places, which load with the screens).
 */
import type { NoParams } from "../../os/types";

export interface MapScreenParams {
  home: NoParams; search: NoParams; results: NoParams;
  /** `id`: a place of the world (`MAP_PLACES`). */
  place: { id: string };
  route: NoParams; pickStart: NoParams; me: NoParams; contribute: NoParams; settings: NoParams; settingsDisplay: NoParams;
  settingsNavigation: NoParams; settingsPrivacy: NoParams; settingsOffline: NoParams; settingsNotifications: NoParams;
}
