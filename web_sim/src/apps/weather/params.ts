/**
 * What each Weather screen takes as route parameters (the control API's `intent` checks a
 * payload against these types), and the checks of the city screens: the city must exist.
 */
import { WEATHER_CITIES } from "../../../world/weather";
import { idIn } from "../../os/intentChecks";
import type { AppManifest, NoParams } from "../../os/types";
import type { WeatherState } from "./logic";

export interface WeatherScreenParams {
  home: NoParams; cities: NoParams; search: NoParams;
  /** `city`: a city of the world (world/weather.ts), shown before it is added. */
  preview: { city: string };
  aqi: { city: string };
  /** `day`: days from today, 0-14 (default 0). */
  day: {
    city: string;
    /** @asType integer @minimum 0 @maximum 14 */
    day?: number;
  };
  hourly: { city: string };
  settings: NoParams;
}

const city = idIn<WeatherState, { city: string }>("city", "city", () => WEATHER_CITIES.map((c) => c.id));

export const weatherIntents: AppManifest<WeatherState, WeatherScreenParams>["intents"] = { preview: city, aqi: city, day: city, hourly: city };
