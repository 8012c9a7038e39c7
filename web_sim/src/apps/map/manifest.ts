/**
 * Maps: a map of our own city around the phone's location (world/map.ts), search by name and
 * by category near me, place sheets, walking and driving routes with turn-by-turn steps, You
 * (profile, lists), Contribute and settings. The world data loads with the screens' chunk.
 */
import { mdiGoogleMaps } from "@mdi/js";
import type { AppManifest } from "../../os/types";
import { APP_ID, initialMapState, type MapState } from "./state";
import type { MapScreenParams } from "./params";

const manifest: AppManifest<MapState, MapScreenParams> = {
  id: APP_ID,
  label: "Maps",
  icon: mdiGoogleMaps,
  color: "#1a73e8",
  initialState: initialMapState,
  ui: () => import("./screens"),
  home: "home",
  autofocus: { search: "map.query", pickStart: "map.start" },
  // Results by distance and directions from here need the phone's location (search.tsx).
  permissionActions: { showResults: "location", directions: "location" },
  navigation: {
    home: ["search", "results", "place", "me", "contribute", "settings"],
    search: ["results", "place"],
    results: ["place", "search"],
    place: ["route"],
    route: ["pickStart"],
    pickStart: [],
    me: ["settings", "place"],
    contribute: [],
    settings: ["settingsDisplay", "settingsNavigation", "settingsPrivacy", "settingsOffline", "settingsNotifications"],
    settingsDisplay: [],
    settingsNavigation: [],
    settingsPrivacy: [],
    settingsOffline: [],
    settingsNotifications: [],
  },
  // Looking leaves behind what is on screen, the recent searches and the answer to the
  // location prompt Maps raises when it first measures a distance from you.
  incidental: ["/apps/map/view", "/apps/map/view/**", "/apps/map/searchHistory", "/apps/map/searchHistory/**", "/os/permissions/map/location"],
};

export default manifest;
