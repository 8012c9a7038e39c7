/**
 * Weather: the current city's conditions, hourly and 15-day forecasts, life indices, air
 * quality and detail cards; the city manager with search and add; units and alert settings.
 * Forecasts are generated from the city and the episode's start (world/weather.ts).
 */
import { mdiWeatherPartlyCloudy } from "@mdi/js";
import type { AppManifest } from "../../os/types";
import { initialWeatherState, type WeatherState } from "./logic";
import { type WeatherScreenParams, weatherIntents } from "./params";

const manifest: AppManifest<WeatherState, WeatherScreenParams> = {
  id: "weather",
  label: "Weather",
  icon: mdiWeatherPartlyCloudy,
  color: "#2d8cf0",
  initialState: initialWeatherState,
  ui: () => import("./screens"),
  home: "home",
  intents: weatherIntents,
  navigation: { home: ["cities", "aqi", "day", "hourly", "settings"], cities: ["search"], search: ["preview"], preview: [], aqi: [], day: [], hourly: [], settings: [] },
  // Which saved city is on screen and what was searched are what looking leaves behind.
  incidental: ["/apps/weather/current", "/apps/weather/searchHistory"],
  autofocus: { search: "weather.search" },
  // "Locate me" in the city manager (cities.tsx).
  permissionActions: { locate: "location" },
};

export default manifest;
