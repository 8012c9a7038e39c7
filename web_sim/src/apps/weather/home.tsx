/** The home screen (the city on screen) and the forecast body that the city preview shares. */
import { mdiAlertOutline, mdiChevronRight, mdiCogOutline, mdiMapMarker, mdiPlus } from "@mdi/js";
import type { CityForecast, WeatherCity } from "../../../world/weather";
import { findWeatherCity } from "../../../world/weather";
import type { AppHandle, ScreenProps } from "../../os/types";
import { Icon, IconButton, onSwipe, ScrollView, type GestureDetail } from "../../os/ui/kit";
import { forecastFor } from "./forecast";
import { conditionIcon, ICON_COLORS } from "./icons";
import { dayLabel, pressure, shortDate, sky, temp, wind, type WeatherState } from "./logic";

/** The cities the pager shows: the located one first, then the saved ones. */
export function pagerCities(s: WeatherState): string[] {
  return s.located && !s.saved.includes(s.located) ? [s.located, ...s.saved] : s.saved;
}

function Hero({ city, f, s }: { city: WeatherCity; f: CityForecast; s: WeatherState }) {
  const u = s.settings.tempUnit;
  const today = f.daily[0];
  return (
    <div class="weather-hero" data-testid="weather-hero">
      <div class="weather-hero-temp" data-testid="weather-current-temp">
        {temp(f.current.temp, u)}
        <span class="weather-hero-unit">{u === "F" ? "F" : "C"}</span>
      </div>
      <div class="weather-hero-cond" data-testid="weather-current-condition">{f.current.condition}</div>
      <div class="weather-hero-range">
        {temp(today.max, u)} / {temp(today.min, u)} · Feels like {temp(f.current.feelsLike, u)}
      </div>
      <div class="weather-hero-chips">
        <span class="weather-chip" data-testid="weather-hero-humidity">Humidity {f.current.humidity}%</span>
        <span class="weather-chip" data-testid="weather-hero-wind">{f.current.windDir} {wind(f.current.windKmh, s.settings.windUnit, f.current.windLevel)}</span>
      </div>
      {f.warning && (
        <div class="weather-warning" data-testid="weather-warning">
          <Icon path={mdiAlertOutline} size={18} /> {f.warning} in {city.name}
        </div>
      )}
    </div>
  );
}

export function ForecastBody({ app, cityId, scrollId }: { app: AppHandle<WeatherState>; cityId: string; scrollId: string }) {
  const city = findWeatherCity(cityId);
  if (!city) return null;
  const f = forecastFor(app.os, cityId);
  const s = app.state;
  const u = s.settings.tempUnit;
  const c = f.current;
  const details: Array<[string, string, string]> = [
    ["humidity", "Humidity", `${c.humidity}%`],
    ["uv", "UV index", `${c.uv} ${c.uv >= 8 ? "Very high" : c.uv >= 6 ? "High" : c.uv >= 3 ? "Moderate" : "Low"}`],
    ["feels-like", "Feels like", temp(c.feelsLike, u)],
    ["sunrise", "Sunrise", c.sunrise],
    ["sunset", "Sunset", c.sunset],
    ["wind", `${c.windDir} wind`, wind(c.windKmh, s.settings.windUnit, c.windLevel)],
    ["pressure", "Pressure", pressure(c.pressureHpa, s.settings.pressureUnit)],
    ["visibility", "Visibility", `${c.visibilityKm} km`],
  ];
  return (
    <ScrollView id={scrollId} class={`weather-page weather-sky-${sky(c.condition)}`}>
      <Hero city={city} f={f} s={s} />
      <div class="weather-aqi-chip" role="button" data-testid="weather-aqi-chip" onClick={() => app.push("aqi", { city: cityId })}>
        <span class={`weather-aqi-dot weather-aqi-${c.aqi <= 50 ? "good" : c.aqi <= 100 ? "moderate" : "bad"}`} />
        AQI {c.aqi} {c.aqiCategory}
        <Icon path={mdiChevronRight} size={18} />
      </div>
      <section class="weather-card">
        <div class="weather-card-head" role="button" data-testid="weather-hourly-more" onClick={() => app.push("hourly", { city: cityId })}>
          <span>24-hour forecast</span>
          <Icon path={mdiChevronRight} size={18} />
        </div>
        <ScrollView id={`${scrollId}-hourly`} horizontal class="weather-hourly">
          <div class="weather-hourly-row">
            {f.hourly.map((h, k) => (
              <div class="weather-hour" key={k} data-testid={`weather-hour-${k}`}>
                <div class="weather-hour-time">{k === 0 ? "Now" : h.time}</div>
                <Icon path={conditionIcon(h.condition)} size={22} color={ICON_COLORS[sky(h.condition)]} />
                <div class="weather-hour-temp">{temp(h.temp, u)}</div>
              </div>
            ))}
          </div>
        </ScrollView>
      </section>
      <section class="weather-card">
        <div class="weather-card-head"><span>15-day forecast</span></div>
        {f.daily.map((d) => (
          <div class="weather-day" role="button" key={d.offset} data-testid={`weather-day-${d.offset}`} onClick={() => app.push("day", { city: cityId, day: d.offset })}>
            <span class="weather-day-name">{dayLabel(d.offset, d.weekday)}</span>
            <span class="weather-day-date">{shortDate(d.date)}</span>
            <Icon path={conditionIcon(d.day)} size={22} color={ICON_COLORS[sky(d.day)]} />
            <span class="weather-day-cond">{d.day}</span>
            <span class="weather-day-rain">{d.rainChance}%</span>
            <span class="weather-day-range">{temp(d.min, u)} / {temp(d.max, u)}</span>
          </div>
        ))}
      </section>
      <section class="weather-card">
        <div class="weather-card-head"><span>Life indices</span></div>
        <div class="weather-grid">
          {f.indices.map((i) => (
            <div class="weather-index" key={i.id} data-testid={`weather-index-${i.id}`}>
              <div class="weather-index-level">{i.level}</div>
              <div class="weather-index-name">{i.name}</div>
            </div>
          ))}
        </div>
      </section>
      <section class="weather-card">
        <div class="weather-card-head"><span>Details</span></div>
        <div class="weather-grid">
          {details.map(([id, label, value]) => (
            <div class="weather-detail" key={id} data-testid={`weather-detail-${id}`}>
              <div class="weather-detail-label">{label}</div>
              <div class="weather-detail-value">{value}</div>
            </div>
          ))}
        </div>
      </section>
      <div class="weather-source">Updated {f.updated} · MobileGym Weather</div>
    </ScrollView>
  );
}

/** A sideways swipe shows the next (leftwards) or previous city; other swipes scroll the page. */
function pageBy(app: AppHandle<WeatherState>, cities: string[], current: string, g: GestureDetail): boolean {
  const dx = g.x2 - g.x1;
  if (Math.abs(dx) < 80 || Math.abs(dx) < 2 * Math.abs(g.y2 - g.y1)) return false;
  const next = cities[cities.indexOf(current) + (dx < 0 ? 1 : -1)];
  if (next) app.update((d) => void (d.current = next));
  return true;
}

export function HomeScreen({ app }: ScreenProps<WeatherState>) {
  const s = app.state;
  const cities = pagerCities(s);
  const current = cities.includes(s.current) ? s.current : cities[0];
  const city = current ? findWeatherCity(current) : undefined;
  const tone = city ? `weather-tone-${sky(forecastFor(app.os, city.id).current.condition)}` : "";
  return (
    <>
      <header class={`weather-top ${tone}`}>
        <div class="weather-top-city" role="button" data-testid="weather-city-title" onClick={() => app.push("cities")}>
          {current === s.located && <Icon path={mdiMapMarker} size={18} />}
          {city ? city.name : "No city"}
        </div>
        <IconButton path={mdiPlus} label="Manage cities" testId="weather-manage" onClick={() => app.push("cities")} />
        <IconButton path={mdiCogOutline} label="Settings" testId="weather-settings" onClick={() => app.push("settings")} />
      </header>
      {cities.length > 1 && (
        <div class={`weather-dots ${tone}`}>
          {cities.map((id) => (
            <span key={id} role="button" aria-label={findWeatherCity(id)?.name} data-testid={`weather-page-${id}`} class={`weather-dot ${id === current ? "on" : ""}`} onClick={() => app.update((d) => void (d.current = id))} />
          ))}
        </div>
      )}
      {city ? (
        <div class="weather-pager" {...onSwipe((g) => pageBy(app, cities, current, g))}>
          <ForecastBody app={app} cityId={city.id} scrollId={`home-${city.id}`} />
        </div>
      ) : (
        <div class="weather-empty">Add a city to see its weather</div>
      )}
    </>
  );
}
