/** The air-quality page, a day of the 15-day forecast, and the 24-hour forecast as a list. */
import { beaufort, findWeatherCity } from "../../../world/weather";
import type { ScreenProps } from "../../os/types";
import { AppBar, Icon, ScrollView } from "../../os/ui/kit";
import { forecastFor } from "./forecast";
import { conditionIcon, ICON_COLORS } from "./icons";
import { dayLabel, shortDate, sky, temp, wind, type WeatherState } from "./logic";

const POLLUTANTS: Array<[keyof ReturnType<typeof forecastFor>["pollutants"], string, string]> = [
  ["pm25", "PM2.5", "μg/m³"],
  ["pm10", "PM10", "μg/m³"],
  ["o3", "O₃", "μg/m³"],
  ["no2", "NO₂", "μg/m³"],
  ["so2", "SO₂", "μg/m³"],
  ["co", "CO", "mg/m³"],
];

export function AqiScreen({ route, app }: ScreenProps<WeatherState>) {
  const id = String(route.params.city ?? "");
  const city = findWeatherCity(id);
  if (!city) return <AppBar title="Air quality" onBack={app.pop} />;
  const f = forecastFor(app.os, id);
  return (
    <>
      <AppBar title={`Air quality · ${city.name}`} onBack={app.pop} />
      <ScrollView id="aqi">
        <div class="weather-aqi-big" data-testid="weather-aqi-value">
          <div class="weather-aqi-number">{f.current.aqi}</div>
          <div class="weather-aqi-cat">{f.current.aqiCategory}</div>
        </div>
        <div class="weather-grid weather-pollutants">
          {POLLUTANTS.map(([key, name, unit]) => (
            <div class="weather-detail" key={key} data-testid={`weather-pollutant-${key}`}>
              <div class="weather-detail-label">{name}</div>
              <div class="weather-detail-value">{f.pollutants[key]}</div>
              <div class="weather-detail-unit">{unit}</div>
            </div>
          ))}
        </div>
        <div class="weather-subhead">Air quality, next days</div>
        {f.daily.slice(0, 5).map((d) => (
          <div class="weather-day" key={d.offset} data-testid={`weather-aqi-day-${d.offset}`}>
            <span class="weather-day-name">{dayLabel(d.offset, d.weekday)}</span>
            <span class="weather-day-date">{shortDate(d.date)}</span>
            <span class="weather-day-range">AQI {d.aqi}</span>
          </div>
        ))}
      </ScrollView>
    </>
  );
}

export function DayScreen({ route, app }: ScreenProps<WeatherState>) {
  const id = String(route.params.city ?? "");
  const city = findWeatherCity(id);
  if (!city) return <AppBar title="Forecast" onBack={app.pop} />;
  const f = forecastFor(app.os, id);
  // An intent may name any day: a whole number 0-14, else today.
  const asked = Number(route.data.day ?? route.params.day ?? 0);
  const d = f.daily[Number.isInteger(asked) ? Math.max(0, Math.min(f.daily.length - 1, asked)) : 0];
  const s = app.state.settings;
  const rows: Array<[string, string, string]> = [
    ["day", "Day", d.day],
    ["night", "Night", d.night],
    ["high", "High", temp(d.max, s.tempUnit)],
    ["low", "Low", temp(d.min, s.tempUnit)],
    ["rain", "Chance of rain", `${d.rainChance}%`],
    ["precip", "Precipitation", `${d.precipMm} mm`],
    ["humidity", "Humidity", `${d.humidity}%`],
    ["uv", "UV index", String(d.uv)],
    ["wind", "Wind", `${d.windDir} ${wind(d.windKmh, s.windUnit, beaufort(d.windKmh))}`],
    ["sun", "Sunrise / sunset", `${d.sunrise} / ${d.sunset}`],
    ["aqi", "AQI", String(d.aqi)],
  ];
  return (
    <>
      <AppBar title={`${city.name} · 15 days`} onBack={app.pop} />
      <ScrollView id="day-tabs" horizontal class="weather-day-tabs">
        <div class="weather-daytabs" role="tablist">
          {f.daily.map((x) => (
            <button key={x.offset} role="tab" aria-selected={x.offset === d.offset} class={`weather-daytab ${x.offset === d.offset ? "active" : ""}`} data-testid={`weather-daytab-${x.offset}`} onClick={() => app.setData({ day: x.offset })}>
              <span>{dayLabel(x.offset, x.weekday)}</span>
              <span>{shortDate(x.date)}</span>
            </button>
          ))}
        </div>
      </ScrollView>
      <ScrollView id="day">
        <div class={`weather-day-hero weather-sky-${sky(d.day)}`} data-testid="weather-day-hero">
          <Icon path={conditionIcon(d.day)} size={56} color={ICON_COLORS[sky(d.day)]} />
          <div class="weather-day-hero-date">{d.date} ({d.weekday})</div>
          <div class="weather-day-hero-text">{d.day === d.night ? d.day : `${d.day} to ${d.night}`}</div>
          <div class="weather-day-hero-range">{temp(d.min, s.tempUnit)} / {temp(d.max, s.tempUnit)}</div>
        </div>
        {rows.map(([key, label, value]) => (
          <div class="weather-row" key={key} data-testid={`weather-dayinfo-${key}`}>
            <span>{label}</span>
            <span>{value}</span>
          </div>
        ))}
      </ScrollView>
    </>
  );
}

export function HourlyScreen({ route, app }: ScreenProps<WeatherState>) {
  const id = String(route.params.city ?? "");
  const city = findWeatherCity(id);
  if (!city) return <AppBar title="24-hour forecast" onBack={app.pop} />;
  const f = forecastFor(app.os, id);
  const u = app.state.settings.tempUnit;
  return (
    <>
      <AppBar title={`${city.name} · 24 hours`} onBack={app.pop} />
      <ScrollView id="hourly">
        {f.hourly.map((h, k) => (
          <div class="weather-row" key={k} data-testid={`weather-hourly-${k}`}>
            <span class="weather-hourly-when">{h.date === f.daily[0].date ? "Today" : "Tomorrow"} {h.time}</span>
            <span class="weather-hourly-cond">
              <Icon path={conditionIcon(h.condition)} size={20} color={ICON_COLORS[sky(h.condition)]} /> {h.condition}
            </span>
            <span class="weather-hourly-rain">{h.rainChance}%</span>
            <span class="weather-hourly-temp">{temp(h.temp, u)}</span>
          </div>
        ))}
      </ScrollView>
    </>
  );
}
