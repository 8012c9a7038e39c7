/** The city manager (saved cities: open, reorder, delete, locate), city search, and the preview of a city before adding it. */
import { mdiArrowDown, mdiArrowUp, mdiCrosshairsGps, mdiDeleteOutline, mdiMapMarker, mdiMapSearchOutline, mdiPencilOutline, mdiPlus } from "@mdi/js";
import { findWeatherCity, WEATHER_CITIES } from "../../../world/weather";
import { readLocation } from "../../os/location";
import type { AppHandle, Json, ScreenProps } from "../../os/types";
import { AppBar, Button, Dialog, Empty, Icon, IconButton, ListItem, ScrollView, TextField } from "../../os/ui/kit";
import { forecastFor } from "./forecast";
import { ForecastBody } from "./home";
import { conditionIcon, ICON_COLORS } from "./icons";
import { sky, temp, type WeatherState } from "./logic";

/** Case- and accent-insensitive search key ("xi'an" and "xian" both find Xi'an). */
function searchKey(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").replace(/['\s-]/g, "").toLowerCase();
}

function CityRow({ app, id, editing, index, located }: { app: AppHandle<WeatherState>; id: string; editing: boolean; index: number; located: boolean }) {
  const city = findWeatherCity(id);
  if (!city) return null;
  const f = forecastFor(app.os, id);
  const u = app.state.settings.tempUnit;
  const saved = app.state.saved;
  const move = (delta: number) =>
    app.update((d) => {
      const j = index + delta;
      [d.saved[index], d.saved[j]] = [d.saved[j], d.saved[index]];
    });
  return (
    <div class={`weather-city weather-sky-${sky(f.current.condition)}`} role="button" data-testid={`weather-city-${id}`} onClick={() => {
      if (editing) return;
      app.update((d) => void (d.current = id));
      app.pop();
    }}>
      <div class="weather-city-text">
        <div class="weather-city-name">{located && <Icon path={mdiMapMarker} size={16} />}{city.name}</div>
        <div class="weather-city-sub">{f.current.condition} · AQI {f.current.aqi} · {temp(f.daily[0].max, u)} / {temp(f.daily[0].min, u)}</div>
      </div>
      {editing && !located ? (
        <div class="weather-city-edit">
          <IconButton path={mdiArrowUp} label="Move up" testId={`weather-city-up-${id}`} onClick={() => index > 0 && move(-1)} />
          <IconButton path={mdiArrowDown} label="Move down" testId={`weather-city-down-${id}`} onClick={() => index < saved.length - 1 && move(1)} />
          <IconButton path={mdiDeleteOutline} label="Delete" testId={`weather-city-delete-${id}`} onClick={() => app.openOverlay("dialog", "delete", { id })} />
        </div>
      ) : (
        <div class="weather-city-temp">
          <Icon path={conditionIcon(f.current.condition)} size={28} color={ICON_COLORS[sky(f.current.condition)]} />
          {temp(f.current.temp, u)}
        </div>
      )}
    </div>
  );
}

export function CitiesScreen({ route, app }: ScreenProps<WeatherState>) {
  const s = app.state;
  const editing = route.data.editing === true;
  const overlay = route.overlay;
  const located = s.located && !s.saved.includes(s.located) ? s.located : null;
  return (
    <>
      <AppBar
        title="Manage cities"
        onBack={app.pop}
        actions={<IconButton path={mdiPencilOutline} label={editing ? "Done" : "Edit"} testId="weather-cities-edit" onClick={() => app.setData({ editing: !editing })} />}
      />
      <div class="weather-search-entry" role="button" data-testid="weather-city-add" onClick={() => app.push("search")}>
        <Icon path={mdiPlus} size={20} /> Search and add a city
      </div>
      <ScrollView id="cities">
        <div class="weather-locate" role="button" data-testid="weather-locate" onClick={() => app.requestPermission("location", "locate", {})}>
          <Icon path={mdiCrosshairsGps} size={20} /> {s.located ? "Update my location" : "Locate my city"}
        </div>
        {located && <CityRow app={app} id={located} editing={editing} index={-1} located />}
        {s.saved.map((id, i) => <CityRow key={id} app={app} id={id} editing={editing} index={i} located={false} />)}
        {s.saved.length === 0 && !located && <Empty icon={mdiMapSearchOutline} text="No cities yet" />}
      </ScrollView>
      {overlay?.name === "delete" && (
        <Dialog
          title={`Delete ${findWeatherCity(String(overlay.data.id))?.name ?? "city"}?`}
          onDismiss={app.closeOverlay}
          actions={[
            { label: "Cancel", testId: "weather-delete-cancel", onClick: app.closeOverlay },
            {
              label: "Delete",
              testId: "weather-delete-confirm",
              onClick: () => {
                const id = String(overlay.data.id);
                app.update((d) => {
                  d.saved = d.saved.filter((c) => c !== id);
                  if (d.current === id) d.current = d.saved[0] ?? d.located ?? "";
                });
                app.closeOverlay();
              },
            },
          ]}
        />
      )}
    </>
  );
}

/** Continuation of the location request: the phone's city goes on top of the list. */
export function locate(app: AppHandle<WeatherState>, granted: boolean, _payload: Record<string, Json>): void {
  if (!granted) return app.toast("Weather has no access to your location");
  const read = readLocation(app.os, app.id);
  if (!read.ok) return app.toast("Location is off");
  const city = WEATHER_CITIES.find((c) => c.name === read.location.city);
  if (!city) return app.toast("No weather for your area");
  app.update((d) => {
    d.located = city.id;
    d.current = city.id;
  });
  app.toast(`Located: ${city.name}`);
}

export function SearchScreen({ route, app }: ScreenProps<WeatherState>) {
  const query = (route.data.query as string) ?? "";
  const key = searchKey(query);
  const matches = key === "" ? [] : WEATHER_CITIES.filter((c) => searchKey(`${c.name} ${c.region} ${c.country}`).includes(key));
  const popular = ["beijing", "shanghai", "guangzhou", "shenzhen", "hangzhou", "chengdu", "tokyo", "london", "new-york"];
  const open = (id: string) => {
    app.update((d) => {
      d.searchHistory = [id, ...d.searchHistory.filter((h) => h !== id)].slice(0, 8);
    });
    app.push("preview", { city: id });
  };
  return (
    <>
      <AppBar title="Add city" onBack={app.pop} />
      <TextField id="weather.search" search placeholder="Search city, province or country" value={query} onChange={(v) => app.setData({ query: v })} />
      <ScrollView id="results">
        {key === "" ? (
          <>
            <div class="weather-subhead">Popular cities</div>
            <div class="weather-popular">
              {popular.map((id) => (
                <span key={id} class="weather-chip weather-chip-btn" role="button" data-testid={`weather-popular-${id}`} onClick={() => open(id)}>
                  {findWeatherCity(id)?.name}
                </span>
              ))}
            </div>
          </>
        ) : matches.length === 0 ? (
          <Empty icon={mdiMapSearchOutline} text="No matching cities" />
        ) : (
          matches.map((c) => (
            <ListItem
              key={c.id}
              dense
              testId={`weather-result-${c.id}`}
              title={c.name}
              subtitle={c.region === c.name ? c.country : `${c.region}, ${c.country}`}
              trailing={app.state.saved.includes(c.id) ? <span class="weather-added">Added</span> : undefined}
              onClick={() => open(c.id)}
            />
          ))
        )}
      </ScrollView>
    </>
  );
}

export function PreviewScreen({ route, app }: ScreenProps<WeatherState>) {
  const id = String(route.params.city ?? "");
  const city = findWeatherCity(id);
  if (!city) return <AppBar title="Unknown city" onBack={app.pop} />;
  const added = app.state.saved.includes(id);
  const add = () => {
    app.update((d) => {
      if (!d.saved.includes(id)) d.saved.push(id);
      d.current = id;
    });
    app.toast(`${city.name} added`);
    app.pop();
    app.pop();
    app.pop();
  };
  return (
    <>
      <AppBar title={city.name} onBack={app.pop} actions={added ? <span class="weather-added">Added</span> : <Button variant="text" testId="weather-preview-add" onClick={add}>Add</Button>} />
      <ForecastBody app={app} cityId={id} scrollId={`preview-${id}`} />
    </>
  );
}
