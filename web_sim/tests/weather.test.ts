import { describe, expect, it } from "vitest";
import { DEFAULT_START_MS } from "../world/device";
import { allForecasts, cityForecast, findWeatherCity, isRain, WEATHER_CITIES } from "../world/weather";
import { CITIES } from "../world/clock";
import { pressure, temp, wind } from "../src/apps/weather/logic";

const DAY_MS = 86_400_000;

describe("weather world", () => {
  it("is deterministic and the exported dataset is the function's output", () => {
    const all = allForecasts();
    for (const c of WEATHER_CITIES) expect(all[c.id]).toEqual(cityForecast(c.id, DEFAULT_START_MS));
    expect(JSON.stringify(cityForecast("beijing", DEFAULT_START_MS))).toBe(JSON.stringify(cityForecast("beijing", DEFAULT_START_MS)));
  });

  it("reuses the Clock's city ids and names where the cities overlap", () => {
    for (const c of CITIES) {
      const w = findWeatherCity(c.id);
      if (w) expect(w.name).toBe(c.name);
    }
    expect(CITIES.filter((c) => findWeatherCity(c.id)).length).toBeGreaterThanOrEqual(10);
  });

  it("is relative to the start: a day later, day 0 is the next date", () => {
    const a = cityForecast("shanghai", DEFAULT_START_MS);
    const b = cityForecast("shanghai", DEFAULT_START_MS + DAY_MS);
    expect(a.daily[0].date).toBe("2026-05-14");
    expect(b.daily[0].date).toBe("2026-05-15");
    expect(a.hourly[0].time).toBe("09:00");
  });

  it("mixes rainy and dry days in every city, and each day is consistent", () => {
    for (const c of WEATHER_CITIES) {
      const f = cityForecast(c.id, DEFAULT_START_MS);
      expect(f.daily).toHaveLength(15);
      expect(f.hourly).toHaveLength(24);
      expect(f.daily.some((d) => d.rainy)).toBe(true);
      expect(f.daily.some((d) => !d.rainy)).toBe(true);
      expect(f.daily[1].rainy).not.toBe(f.daily[2].rainy);
      for (const d of f.daily) {
        expect(d.min).toBeLessThan(d.max);
        expect(d.rainy).toBe(isRain(d.day) || isRain(d.night));
      }
      for (const h of f.hourly) {
        const d = f.daily.find((x) => x.date === h.date)!;
        expect(h.temp).toBeGreaterThanOrEqual(d.min);
        expect(h.temp).toBeLessThanOrEqual(d.max);
      }
      expect(f.current.temp).toBe(f.hourly[0].temp);
      expect(f.current.feelsLike).not.toBe(f.current.temp);
      expect(f.current.sunrise < f.current.sunset || c.lat < 0).toBe(true);
    }
  });

  it("refuses an unknown city by name", () => {
    expect(() => cityForecast("atlantis", DEFAULT_START_MS)).toThrow(/atlantis/);
  });
});

describe("weather units", () => {
  it("converts temperature, wind and pressure", () => {
    expect(temp(20, "C")).toBe("20°");
    expect(temp(20, "F")).toBe("68°");
    expect(wind(36, "kmh", 5)).toBe("36 km/h");
    expect(wind(36, "ms", 5)).toBe("10.0 m/s");
    expect(wind(36, "mph", 5)).toBe("22 mph");
    expect(wind(36, "beaufort", 5)).toBe("Force 5");
    expect(pressure(1013, "inHg")).toBe("29.91 inHg");
    expect(pressure(1013, "mmHg")).toBe("760 mmHg");
  });
});
