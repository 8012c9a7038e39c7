/**
 * The map canvas, drawn by us as SVG from the world data: land, the river, parks, roads by
 * class, road and place labels, pins, the route and the my-location dot. The view (centre and
 * zoom) lives in the route's data, so it is part of the state; drag pans, the buttons zoom.
 */
import { mdiCrosshairsGps, mdiMinus, mdiNavigation, mdiPlus } from "@mdi/js";
import type { JSX } from "preact";
import { LAKE, MAIN_PARK, MAP_EDGES, MAP_EXTENT, MAP_NODES, MAP_PLACES, RIVER, type MapPlace, type MapPoint, type MapRect } from "../../../world/map";
import type { Route } from "../../os/types";
import { Icon, onSwipe } from "../../os/ui/kit";
import { myPoint, type App } from "./logic";

/** Metres per screen pixel at each zoom level. */
const ZOOM_MPP = [16, 10, 6, 3.5, 2];
const WIDTH = 360;
const ROAD_PX: Record<string, number> = { expressway: 7, avenue: 5, street: 3, path: 1.6, footbridge: 1.6 };

export interface CanvasView { cx: number; cy: number; zoom: number }

/** The view that frames `points` and my location `me`, at the closest zoom that fits them. */
export function fitView(points: MapPoint[], height: number, me: MapPoint): CanvasView {
  if (points.length === 0) return { cx: me.x, cy: me.y, zoom: 2 };
  const xs = [me.x, ...points.map((p) => p.x)];
  const ys = [me.y, ...points.map((p) => p.y)];
  const [x1, x2, y1, y2] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  let zoom = ZOOM_MPP.length - 1;
  while (zoom > 0 && ((x2 - x1) / ZOOM_MPP[zoom] > WIDTH - 60 || (y2 - y1) / ZOOM_MPP[zoom] > height - 80)) zoom--;
  return { cx: Math.round((x1 + x2) / 2), cy: Math.round((y1 + y2) / 2), zoom };
}

function viewOf(route: Route, fallback: CanvasView): CanvasView {
  const d = route.data;
  return typeof d.cx === "number" && typeof d.cy === "number" && typeof d.zoom === "number" ? { cx: d.cx, cy: d.cy, zoom: d.zoom } : fallback;
}

function rect(r: MapRect, cls: string, key: string) {
  return <rect key={key} class={cls} x={r.x1} y={-r.y2} width={r.x2 - r.x1} height={r.y2 - r.y1} />;
}

/** A teardrop pin whose tip is at the place, `s` metres per pixel. */
function Pin({ p, s, selected, label }: { p: MapPlace; s: number; selected: boolean; label: boolean }) {
  const r = (selected ? 11 : 8) * s;
  const [x, y] = [p.x, -p.y];
  return (
    <g class={`map-pin ${selected ? "selected" : ""}`} data-place={p.id}>
      <path d={`M${x} ${y} L${x - r * 0.7} ${y - r * 1.3} A${r} ${r} 0 1 1 ${x + r * 0.7} ${y - r * 1.3} Z`} />
      <circle class="map-pin-dot" cx={x} cy={y - r * 1.75} r={r * 0.35} />
      {label && (
        <text class="map-pin-label" x={x + r * 1.1} y={y - r * 1.4} font-size={12 * s} stroke-width={3 * s}>
          {p.name}
        </text>
      )}
    </g>
  );
}

export function MapCanvas({ app, route, height, pins = [], selected = null, path = null, labelPins = true }: { app: App; route: Route; height: number; pins?: MapPlace[]; selected?: string | null; path?: Array<[number, number]> | null; labelPins?: boolean }) {
  const me = myPoint(app);
  const fallback = fitView(path ? path.map(([x, y]) => ({ x, y })) : pins.slice(0, 12), height, me);
  const view = viewOf(route, fallback);
  const s = ZOOM_MPP[view.zoom];
  const [w, h] = [WIDTH * s, height * s];
  const [left, top] = [view.cx - w / 2, -view.cy - h / 2];
  const inView = (x: number, y: number, pad = 0) => x >= left - pad && x <= left + w + pad && -y >= top - pad && -y <= top + h + pad;
  const setView = (v: CanvasView) => app.setData({ cx: Math.round(Math.max(-MAP_EXTENT, Math.min(MAP_EXTENT, v.cx))), cy: Math.round(Math.max(-MAP_EXTENT, Math.min(MAP_EXTENT, v.cy))), zoom: v.zoom });
  const pan = onSwipe((g) => setView({ cx: view.cx - (g.x2 - g.x1) * s, cy: view.cy + (g.y2 - g.y1) * s, zoom: view.zoom }));
  const northUp = app.state.settings.navigation.northUp;
  const pinIds = new Set(pins.map((p) => p.id));
  const others = view.zoom >= 3 ? MAP_PLACES.filter((p) => !pinIds.has(p.id) && inView(p.x, p.y)) : [];
  const labelled = new Set<string>();
  const roadLabels: JSX.Element[] = [];
  if (view.zoom >= 2) {
    for (const e of MAP_EDGES) {
      if (labelled.has(e.road) || e.kind === "path") continue;
      const [a, b] = [MAP_NODES[e.a], MAP_NODES[e.b]];
      const [mx, my] = [(a.x + b.x) / 2, (a.y + b.y) / 2];
      if (!inView(mx, my, -40 * s) || Math.abs(mx - me.x) < 60 && Math.abs(my - me.y) < 60) continue;
      labelled.add(e.road);
      const vertical = a.x === b.x;
      roadLabels.push(
        <text key={`rl${e.id}`} class="map-road-label" x={mx} y={-my} font-size={10 * s} stroke-width={3 * s} transform={vertical ? `rotate(-90 ${mx} ${-my})` : undefined}>
          {e.road}
        </text>,
      );
    }
  }
  return (
    <div class="map-canvas" style={{ height: `${height}px` }} data-testid="map-canvas" data-zoom={view.zoom} data-center={`${view.cx},${view.cy}`} {...pan}>
      <svg width={WIDTH} height={height} viewBox={`${left} ${top} ${w} ${h}`} aria-label="Map">
        <rect class="map-land" x={left} y={top} width={w} height={h} />
        {rect(RIVER, "map-water", "river")}
        {rect(MAIN_PARK, "map-park", "park")}
        {rect(LAKE, "map-water", "lake")}
        {MAP_PLACES.filter((p) => p.category === "park").map((p) => rect({ name: p.name, x1: p.x - 70, x2: p.x + 70, y1: p.y - 50, y2: p.y + 50 }, "map-park", p.id))}
        {MAP_EDGES.filter((e) => inView(MAP_NODES[e.a].x, MAP_NODES[e.a].y, 300)).map((e) => {
          const [a, b] = [MAP_NODES[e.a], MAP_NODES[e.b]];
          return <line key={e.id} class={`map-road map-road-${e.kind}`} x1={a.x} y1={-a.y} x2={b.x} y2={-b.y} stroke-width={ROAD_PX[e.kind] * Math.min(1.6, 6 / s) * s} />;
        })}
        {view.zoom >= 1 && <text class="map-area-label" x={(RIVER.x1 + RIVER.x2) / 2 - 900} y={-(RIVER.y1 + RIVER.y2) / 2 + 4 * s} font-size={11 * s}>{RIVER.name}</text>}
        <text class="map-area-label park" x={(MAIN_PARK.x1 + MAIN_PARK.x2) / 2} y={-MAIN_PARK.y2 + 60} font-size={11 * s} text-anchor="middle">{MAIN_PARK.name}</text>
        {roadLabels}
        {path && <polyline class="map-route" points={path.map(([x, y]) => `${x},${-y}`).join(" ")} stroke-width={6 * s} />}
        {others.map((p) => (
          <g key={p.id} class="map-poi">
            <circle cx={p.x} cy={-p.y} r={4 * s} />
            <text x={p.x + 6 * s} y={-p.y + 4 * s} font-size={10 * s} stroke-width={3 * s}>{p.name}</text>
          </g>
        ))}
        {pins.filter((p) => p.id !== selected).map((p) => <Pin key={p.id} p={p} s={s} selected={false} label={labelPins} />)}
        {pins.filter((p) => p.id === selected).map((p) => <Pin key={p.id} p={p} s={s} selected label />)}
        <circle class="map-me-halo" cx={me.x} cy={-me.y} r={16 * s} />
        <circle class="map-me" cx={me.x} cy={-me.y} r={7 * s} stroke-width={2.5 * s} data-testid="map-my-location" />
      </svg>
      <div class="map-controls">
        <button class="map-ctl" data-testid="map-compass" aria-label={northUp ? "North up" : "Compass"}>
          <Icon path={mdiNavigation} size={20} color={northUp ? "#1a73e8" : "#5f6368"} />
        </button>
        <button class="map-ctl" data-testid="map-zoom-in" aria-label="Zoom in" onClick={() => setView({ ...view, zoom: Math.min(ZOOM_MPP.length - 1, view.zoom + 1) })}>
          <Icon path={mdiPlus} size={20} />
        </button>
        <button class="map-ctl" data-testid="map-zoom-out" aria-label="Zoom out" onClick={() => setView({ ...view, zoom: Math.max(0, view.zoom - 1) })}>
          <Icon path={mdiMinus} size={20} />
        </button>
        <button class="map-ctl" data-testid="map-recenter" aria-label="My location" onClick={() => setView({ cx: me.x, cy: me.y, zoom: Math.max(view.zoom, 2) })}>
          <Icon path={mdiCrosshairsGps} size={20} color="#1a73e8" />
        </button>
      </div>
    </div>
  );
}
