/**
 * Maps' persisted state and its fresh value, without the world data (web_sim/world/map.ts is
 * reached only from the screens, so it loads with the app's chunk). `apps.map` holds what the
 * user changes (settings, saved places, contributions) and what is on screen: `view` (the
 * results, the place or the route and its mode), which judges read for "the map shows a
 * driving route to P", and the recent searches.
 */
export const APP_ID = "map";

export type MapTheme = "light" | "dark" | "system";
export type RouteMode = "drive" | "walk";
export type ResultSort = "relevance" | "distance" | "rating";

export interface MapSettings {
  display: { language: string; theme: MapTheme; distanceUnits: "km" | "mi" };
  navigation: { northUp: boolean; voiceGuidance: boolean; avoidTolls: boolean };
  gettingAround: { preferredMode: RouteMode };
  locationPrivacy: { saveRecentSearches: boolean; locationHistory: boolean };
  offlineMaps: { autoUpdate: boolean; wifiOnly: boolean; downloaded: string[] };
  notifications: { parkingLocation: boolean; traffic: boolean; recommendations: boolean };
}

/** A recent search: a typed query, a category or a place opened. */
export interface MapSearchRecord { id: string; kind: "query" | "category" | "place"; text: string; placeId: string | null; subtitle: string }

/** The route on screen: from my location (`from` null) or from a place, to a place. */
export interface RouteView { from: string | null; to: string; mode: RouteMode }

/** What the map shows now. */
export interface MapView {
  screen: "map" | "results" | "place" | "route";
  query: string;
  category: string | null;
  sort: ResultSort;
  radius: number | null;
  placeId: string | null;
  route: RouteView | null;
}

export interface MapList { id: string; name: string; places: string[] }
export interface MapUser { name: string; level: number; points: number; contributions: { reviews: number; ratings: number; photos: number; edits: number }; lists: MapList[] }

export interface MapState {
  user: MapUser;
  settings: MapSettings;
  view: MapView;
  searchHistory: MapSearchRecord[];
  nextId: number;
}

export const EMPTY_VIEW: MapView = { screen: "map", query: "", category: null, sort: "relevance", radius: null, placeId: null, route: null };

export function initialMapState(): MapState {
  return {
    user: {
      name: "Alex Chen",
      level: 5,
      points: 1280,
      contributions: { reviews: 23, ratings: 61, photos: 148, edits: 4 },
      lists: [
        { id: "favorites", name: "Favorites", places: [] },
        { id: "want", name: "Want to go", places: [] },
      ],
    },
    settings: {
      display: { language: "English", theme: "light", distanceUnits: "km" },
      navigation: { northUp: false, voiceGuidance: true, avoidTolls: false },
      gettingAround: { preferredMode: "drive" },
      locationPrivacy: { saveRecentSearches: true, locationHistory: false },
      offlineMaps: { autoUpdate: true, wifiOnly: true, downloaded: [] },
      notifications: { parkingLocation: true, traffic: true, recommendations: true },
    },
    view: { ...EMPTY_VIEW },
    searchHistory: [],
    nextId: 1,
  };
}
