/**
 * The forecasts the drawn screens need, built on demand by the world's one function and kept
 * per (city, hour of issue): a forecast is issued on the hour, so within an episode's hour every
 * screen (and the judges' dataset for the default start) reads the same values.
 */
import { cityForecast, type CityForecast } from "../../../world/weather";
import type { OsState } from "../../os/types";

const HOUR_MS = 3_600_000;
const cache = new Map<string, CityForecast>();

export function forecastFor(os: OsState, cityId: string): CityForecast {
  const issued = Math.floor(os.clock.now / HOUR_MS) * HOUR_MS;
  const key = `${cityId}@${issued}`;
  let f = cache.get(key);
  if (!f) {
    if (cache.size > 64) cache.clear();
    f = cityForecast(cityId, issued);
    cache.set(key, f);
  }
  return f;
}
