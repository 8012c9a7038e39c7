/**
 * Weather's persisted state and the unit formatting every screen shares: what the user changes
 * (saved cities, the city on screen, units and switches). Forecasts are world data
 * (world/weather.ts), built for the cities drawn only.
 */
import { celsiusToFahrenheit, type Condition } from "../../../world/weather";

export type TempUnit = "C" | "F";
export type WindUnit = "kmh" | "ms" | "mph" | "beaufort";
export type PressureUnit = "hPa" | "mmHg" | "inHg";

export interface WeatherSettings {
  tempUnit: TempUnit;
  windUnit: WindUnit;
  pressureUnit: PressureUnit;
  /** No weather notifications 23:00-07:00. */
  nightDnd: boolean;
  warningAlerts: boolean;
  autoRefresh: boolean;
}

export interface WeatherState {
  /** Saved city ids, in the manager's order. */
  saved: string[];
  /** The city the home screen shows (a saved one, or the located one). */
  current: string;
  /** The city the location service put on top of the list, once located. */
  located: string | null;
  settings: WeatherSettings;
  searchHistory: string[];
}

export const initialWeatherState = (): WeatherState => ({
  saved: ["beijing", "shanghai", "guangzhou"],
  current: "beijing",
  located: null,
  settings: { tempUnit: "C", windUnit: "kmh", pressureUnit: "hPa", nightDnd: false, warningAlerts: true, autoRefresh: true },
  searchHistory: [],
});

export const TEMP_UNITS: Array<{ id: TempUnit; label: string }> = [
  { id: "C", label: "°C" },
  { id: "F", label: "°F" },
];
export const WIND_UNITS: Array<{ id: WindUnit; label: string }> = [
  { id: "kmh", label: "km/h" },
  { id: "ms", label: "m/s" },
  { id: "mph", label: "mph" },
  { id: "beaufort", label: "Beaufort scale" },
];
export const PRESSURE_UNITS: Array<{ id: PressureUnit; label: string }> = [
  { id: "hPa", label: "hPa" },
  { id: "mmHg", label: "mmHg" },
  { id: "inHg", label: "inHg" },
];

/** A temperature in the chosen unit, "24°". */
export function temp(c: number, unit: TempUnit): string {
  return `${unit === "F" ? celsiusToFahrenheit(c) : c}°`;
}

/** A wind speed in the chosen unit, "14 km/h", "3.9 m/s", "Force 3". */
export function wind(kmh: number, unit: WindUnit, level: number): string {
  if (unit === "ms") return `${(kmh / 3.6).toFixed(1)} m/s`;
  if (unit === "mph") return `${Math.round(kmh * 0.621371)} mph`;
  if (unit === "beaufort") return `Force ${level}`;
  return `${kmh} km/h`;
}

export function pressure(hpa: number, unit: PressureUnit): string {
  if (unit === "mmHg") return `${Math.round(hpa * 0.750062)} mmHg`;
  if (unit === "inHg") return `${(hpa * 0.02953).toFixed(2)} inHg`;
  return `${hpa} hPa`;
}

/** "05/14". */
export function shortDate(iso: string): string {
  return `${iso.slice(5, 7)}/${iso.slice(8, 10)}`;
}

export function dayLabel(offset: number, weekday: string): string {
  return offset === 0 ? "Today" : offset === 1 ? "Tomorrow" : weekday;
}

/** The condition's colour family, for the hero's background. */
export function sky(c: Condition): "sunny" | "cloudy" | "rainy" {
  if (["Sunny", "Clear", "Partly cloudy"].includes(c)) return "sunny";
  if (["Cloudy", "Overcast", "Hazy", "Foggy"].includes(c)) return "cloudy";
  return "rainy";
}
