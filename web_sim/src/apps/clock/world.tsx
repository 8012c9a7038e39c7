/** World clock tab and the city picker. */
import { mdiCheckCircle, mdiEarth, mdiPlus } from "@mdi/js";
import { AppBar, Empty, Fab, Icon, ListItem, Menu, ScrollView, TextField } from "../../os/ui/kit";
import { formatHm, formatLongDate, localTime, wallTime } from "../../os/time";
import type { OsState, ScreenProps } from "../../os/types";
import { CITIES, findCity, type City } from "../../../world/clock";
import { cityRelation, gmtLabel, searchKey, type ClockState } from "./logic";

function cityTime(os: OsState, city: City): string {
  const t = wallTime(os.clock.now, city.offsetMinutes);
  return formatHm(t.hour, t.minute, os.clock.use24h);
}

export function WorldTab({ route, app }: ScreenProps<ClockState>) {
  const { os } = app;
  const t = localTime(os);
  const cities = app.state.worldClock.cities.map(findCity).filter((c): c is City => c !== undefined);
  const overlay = route.overlay;
  return (
    <>
      <AppBar title="World clock" />
      <div class="clock-body">
        <ScrollView id="world">
          <div class="clock-world-local">
            <div class="clock-world-time" data-testid="clock-local-time">
              {formatHm(t.hour, t.minute, os.clock.use24h)}
            </div>
            <div class="clock-world-date" data-testid="clock-local-date">
              {formatLongDate(t)}
            </div>
          </div>
          {cities.length === 0 && <Empty icon={mdiEarth} text="No cities added" />}
          {cities.map((c) => (
            <div key={c.id} class={overlay?.name === "city-actions" && overlay.data.id === c.id ? "clock-row-selected" : ""}>
              <ListItem
                testId={`clock-city-${c.id}`}
                title={c.name}
                subtitle={cityRelation(os.clock.now, os.clock.tzOffsetMinutes, c.offsetMinutes)}
                trailing={
                  <span class="clock-city-time" data-testid={`clock-city-time-${c.id}`}>
                    {cityTime(os, c)}
                  </span>
                }
                longPress={() => app.openOverlay("menu", "city-actions", { id: c.id })}
              />
            </div>
          ))}
          <div class="clock-fab-space" />
        </ScrollView>
        <div class="clock-fab-center">
          <Fab icon={mdiPlus} label="Add city" testId="clock-city-add" onClick={() => app.push("cities")} />
        </div>
      </div>
      {overlay?.name === "city-actions" && (
        <Menu
          testId="clock-city-menu"
          onDismiss={app.closeOverlay}
          items={[
            {
              label: "Remove",
              testId: "clock-city-remove",
              onClick: () => {
                app.update((s) => {
                  s.worldClock.cities = s.worldClock.cities.filter((id) => id !== overlay.data.id);
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

export function CityPickerScreen({ route, app }: ScreenProps<ClockState>) {
  const query = (route.data.query as string) ?? "";
  const key = searchKey(query);
  const added = new Set(app.state.worldClock.cities);
  const matches = [...CITIES].sort((a, b) => a.name.localeCompare(b.name, "en")).filter((c) => searchKey(`${c.name} ${c.country}`).includes(key));
  const pick = (c: City) => {
    if (added.has(c.id)) return app.toast(`${c.name} is already added`);
    app.update((s) => {
      s.worldClock.cities.push(c.id);
    });
    app.pop();
  };
  return (
    <>
      <AppBar title="Choose a city" onBack={app.pop} />
      <TextField id="clock.citySearch" search placeholder="Search for a city" value={query} onChange={(v) => app.setData({ query: v })} />
      <ScrollView id="cities">
        {matches.length === 0 && <Empty icon={mdiEarth} text="No matching cities" />}
        {matches.map((c) => (
          <ListItem
            key={c.id}
            dense
            testId={`clock-pick-${c.id}`}
            title={c.name}
            subtitle={`${c.country} · ${gmtLabel(c.offsetMinutes)}`}
            onClick={() => pick(c)}
            trailing={
              <>
                <span class="clock-pick-time">{cityTime(app.os, c)}</span>
                {added.has(c.id) && (
                  <span data-testid={`clock-pick-added-${c.id}`} aria-label="Added">
                    <Icon path={mdiCheckCircle} size={20} color="var(--primary)" />
                  </span>
                )}
              </>
            }
          />
        ))}
      </ScrollView>
    </>
  );
}
