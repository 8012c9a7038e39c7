/** The condition icons (Material Design Icons). */
import { mdiWeatherCloudy, mdiWeatherFog, mdiWeatherHazy, mdiWeatherLightningRainy, mdiWeatherNight, mdiWeatherPartlyCloudy, mdiWeatherPartlyRainy, mdiWeatherPouring, mdiWeatherRainy, mdiWeatherSunny } from "@mdi/js";
import type { Condition } from "../../../world/weather";

const ICONS: Record<Condition, string> = {
  Sunny: mdiWeatherSunny,
  Clear: mdiWeatherNight,
  "Partly cloudy": mdiWeatherPartlyCloudy,
  Cloudy: mdiWeatherCloudy,
  Overcast: mdiWeatherCloudy,
  Hazy: mdiWeatherHazy,
  Foggy: mdiWeatherFog,
  Showers: mdiWeatherPartlyRainy,
  "Light rain": mdiWeatherRainy,
  "Moderate rain": mdiWeatherRainy,
  "Heavy rain": mdiWeatherPouring,
  Thunderstorm: mdiWeatherLightningRainy,
};

export const ICON_COLORS: Record<string, string> = { sunny: "#f6b100", cloudy: "#8a9bb0", rainy: "#3d7fd9" };

export function conditionIcon(c: Condition): string {
  return ICONS[c];
}
