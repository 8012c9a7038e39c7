/**
 * Directions: the route sheet (from, to, the driving and walking tabs with their durations, the
 * summary and the turn-by-turn steps) over the map with the route drawn, and the start picker.
 * Every figure is the one route function's (world/map.ts `routeBetween`).
 */
import { mdiArrowLeft, mdiArrowRight, mdiArrowUp, mdiCar, mdiCrosshairsGps, mdiFlagCheckered, mdiMapMarker, mdiMapMarkerOutline, mdiSwapVertical, mdiWalk, mdiArrowTopLeft, mdiArrowTopRight } from "@mdi/js";
import { findPlace, formatDuration, formatRouteDistance, PARKING_S, routeToPlace, searchPlaces } from "../../../world/map";
import type { ScreenProps } from "../../os/types";
import { Empty, Icon, IconButton, ListItem, ScrollView, TextField } from "../../os/ui/kit";
import { MapCanvas } from "./canvas";
import { located, myPoint, routeOf, type App } from "./logic";
import { MapRoot } from "./parts";
import type { MapState, RouteMode } from "./state";

const MODES: Array<{ id: RouteMode; label: string; icon: string }> = [
  { id: "drive", label: "Driving", icon: mdiCar },
  { id: "walk", label: "Walking", icon: mdiWalk },
];

function stepIcon(instruction: string): string {
  if (instruction.startsWith("Turn left")) return mdiArrowTopLeft;
  if (instruction.startsWith("Turn right")) return mdiArrowTopRight;
  if (instruction.startsWith("Arrive")) return mdiFlagCheckered;
  if (instruction.startsWith("Continue")) return mdiArrowUp;
  return mdiArrowRight;
}

/** Leaving the route: the view is the place again. */
export const routeBack = (app: App) => {
  app.update((d) => void Object.assign(d.view, { screen: "place", route: null }));
  return false;
};

export function RouteScreen({ route, app }: ScreenProps<MapState>) {
  const v = app.state.view.route;
  const to = v ? findPlace(v.to) : undefined;
  if (!v || !to) return <MapRoot app={app}><Empty icon={mdiMapMarkerOutline} text="No route" /></MapRoot>;
  const from = v.from ? findPlace(v.from) ?? null : null;
  const fromMe = v.from === null;
  const usable = !fromMe || located(app);
  const me = myPoint(app);
  const r = usable ? routeOf(v, me) : null;
  const other = (m: RouteMode) => (usable ? routeToPlace(to, m, from, me) : null);
  const back = () => {
    routeBack(app);
    app.pop();
  };
  return (
    <MapRoot app={app}>
      <div class="map-route-top">
        <div class="map-route-row">
          <IconButton path={mdiArrowLeft} label="Back" testId="map-route-back" onClick={back} />
          <div class="map-route-fields grow">
            <div class="map-route-field mg-clickable" data-testid="map-route-from" onClick={() => app.push("pickStart")}>
              <Icon path={fromMe ? mdiCrosshairsGps : mdiMapMarkerOutline} size={16} color="#1a73e8" />
              <span>{fromMe ? "Your location" : from?.name}</span>
            </div>
            <div class="map-route-field" data-testid="map-route-to">
              <Icon path={mdiMapMarker} size={16} color="#ea4335" />
              <span>{to.name}</span>
            </div>
          </div>
          <IconButton path={mdiSwapVertical} label="Swap" testId="map-route-swap" onClick={() => {
            if (!from) return app.toast("Choose a starting point to swap");
            app.update((d) => void (d.view.route = { from: to.id, to: from.id, mode: v.mode }));
          }} />
        </div>
        <div class="map-modes" role="tablist">
          {MODES.map((m) => {
            const mr = other(m.id);
            return (
              <button key={m.id} role="tab" aria-selected={m.id === v.mode} class={`map-mode ${m.id === v.mode ? "active" : ""}`} data-testid={`map-mode-${m.id}`} onClick={() => app.update((d) => void (d.view.route!.mode = m.id))}>
                <Icon path={m.icon} size={18} /> {mr ? formatDuration(mr.duration) : m.label}
              </button>
            );
          })}
        </div>
      </div>
      <MapCanvas key={`${v.from}-${v.to}-${v.mode}`} app={app} route={route} height={260} pins={[to, ...(from ? [from] : [])]} selected={to.id} path={r?.path ?? null} />
      <ScrollView id="map-route" class="map-sheet">
        <div class="map-sheet-handle" />
        {!r && <Empty icon={mdiCrosshairsGps} text={usable ? "No route found" : "Your location is unavailable. Tap 'Your location' to choose a starting point."} />}
        {r && (
          <>
            <div class="map-route-summary" data-testid="map-route-summary">
              <span class="map-route-duration" data-testid="map-route-duration">{formatDuration(r.duration)}</span>
              <span class="map-route-distance" data-testid="map-route-distance">({formatRouteDistance(r.distance)})</span>
            </div>
            <div class="map-route-note">
              {MODES.find((m) => m.id === v.mode)!.label} · fastest route{v.mode === "drive" ? ` · includes about ${Math.round(PARKING_S / 60)} min to park` : ""}
            </div>
            <div class="map-section-title">Steps</div>
            {r.steps.map((s, i) => (
              <ListItem key={i} dense testId={`map-step-${i}`} leading={<Icon path={stepIcon(s.instruction)} />} title={s.instruction} subtitle={s.distance > 0 ? formatRouteDistance(s.distance) : ""} />
            ))}
          </>
        )}
      </ScrollView>
    </MapRoot>
  );
}

/** Choose the starting point of the route on screen: my location or a place. */
export function PickStartScreen({ route, app }: ScreenProps<MapState>) {
  const q = String(route.data.q ?? "");
  const hits = q.trim() === "" ? [] : searchPlaces({ query: q, category: null, sort: "relevance", radius: null }).slice(0, 10);
  const pick = (from: string | null) => {
    app.update((d) => {
      if (d.view.route) d.view.route.from = from;
    });
    app.pop();
  };
  return (
    <MapRoot app={app}>
      <div class="map-searchtop">
        <IconButton path={mdiArrowLeft} label="Back" testId="map-start-back" onClick={app.pop} />
        <div class="grow">
          <TextField id="map.start" search placeholder="Choose start location" value={q} onChange={(t) => app.setData({ q: t })} />
        </div>
      </div>
      <ScrollView id="map-start">
        <ListItem testId="map-start-me" leading={<Icon path={mdiCrosshairsGps} color="#1a73e8" />} title="Your location" onClick={() => pick(null)} />
        {hits.map((p) => <ListItem key={p.id} dense testId={`map-start-${p.id}`} leading={<Icon path={mdiMapMarkerOutline} />} title={p.name} subtitle={p.address} onClick={() => pick(p.id)} />)}
      </ScrollView>
    </MapRoot>
  );
}
