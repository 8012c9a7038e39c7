/**
 * Maps' world: a city of our own around the phone's default location (world/device.ts
 * DEVICE_LOCATION, the origin of a local metric frame: x east, y north, in metres; the page
 * measures from `os.location`, which a task may move: `mapPointOf`, `anchorNear`). A road
 * grid with avenues, one-way residential streets, a drive-only ring expressway, walk-only park
 * paths and footbridges over a river; a few hundred places of the categories the templates name.
 * `routeBetween` (Dijkstra over the graph) and `searchPlaces` are the one route function and the
 * one search the page runs; world/mapFacts.ts precomputes what the judges read with them.
 */
import { DEVICE_LOCATION } from "./device";

export type MapMode = "walk" | "drive";
export type RoadKind = "avenue" | "street" | "expressway" | "path" | "footbridge";
export interface MapNode { id: number; x: number; y: number }
export interface MapEdge { id: number; a: number; b: number; road: string; kind: RoadKind; length: number; oneway: boolean; walk: boolean; drive: boolean }
export interface MapCategory { id: string; label: string; plural: string }
export interface MapPlace { id: string; name: string; category: string; rating: number | null; reviews: number; address: string; x: number; y: number; edge: number; t: number; latitude: number; longitude: number }
export interface MapRect { name: string; x1: number; y1: number; x2: number; y2: number }

/** A point on the road network: a position `t` (0..1) along edge `edge`, from `a` to `b`. */
export interface Anchor { edge: number; t: number }
export interface RouteStep { instruction: string; road: string; distance: number }
export interface Route { mode: MapMode; distance: number; duration: number; steps: RouteStep[]; path: Array<[number, number]> }

const SPACING = 250;
const HALF = 10; // grid lines -10..10: a 5 km square
const SPEED_KMH: Record<RoadKind, number> = { avenue: 40, street: 25, expressway: 70, path: 0, footbridge: 0 };
export const WALK_KMH = 4.8;
/** Driving times include finding a place to park at the end (the route sheet says so). */
export const PARKING_S = 240;
export const RIVER: MapRect = { name: "Qinghe River", x1: -2700, y1: 800, x2: 2700, y2: 950 };
export const MAIN_PARK: MapRect = { name: "Zizhuyuan Park", x1: -1500, y1: -1500, x2: -750, y2: -750 };
export const LAKE: MapRect = { name: "Purple Bamboo Lake", x1: -1350, y1: -1350, x2: -1050, y2: -1100 };
export const MAP_EXTENT = (HALF + 0.8) * SPACING;

const EW_NAMES = ["Fourth Ring Road", "Xueyuan Road", "Chengfu Road", "Maple Road", "Willow Road", "Zhichun Road", "Cedar Road", "Orchard Road", "Suzhou Road", "Lantern Road", "Zhongguancun Avenue", "Jade Road", "Lotus Road", "Granite Road", "Qinghe Road", "Harbor Road", "Academy Road", "Pine Road", "Kite Road", "Summer Road", "Fourth Ring Road"];
const NS_NAMES = ["Fourth Ring Road", "Wudaokou Street", "Linden Street", "Silk Street", "Haidian Avenue", "Birch Street", "Bell Street", "Poplar Street", "Baishiqiao Avenue", "Ivy Street", "Science Avenue", "Mill Street", "Plum Street", "Heron Street", "Suzhou Avenue", "Reed Street", "Clover Street", "Elm Street", "Tower Avenue", "Amber Street", "Fourth Ring Road"];

const nodeIndex = (i: number, j: number) => (j + HALF) * (2 * HALF + 1) + (i + HALF);
const mod = (a: number, n: number) => ((a % n) + n) % n;

function buildGraph(): { nodes: MapNode[]; edges: MapEdge[] } {
  const nodes: MapNode[] = [];
  for (let j = -HALF; j <= HALF; j++) for (let i = -HALF; i <= HALF; i++) nodes.push({ id: nodeIndex(i, j), x: i * SPACING, y: j * SPACING });
  const edges: MapEdge[] = [];
  const add = (a: number, b: number, road: string, kind: RoadKind, oneway = false) => {
    const walk = kind !== "expressway";
    const drive = kind !== "path" && kind !== "footbridge";
    edges.push({ id: edges.length, a, b, road, kind, length: SPACING, oneway: oneway && drive, walk, drive });
  };
  const kindOf = (line: number): RoadKind => (Math.abs(line) === HALF ? "expressway" : mod(line, 4) === 0 || line === 2 || line === -6 ? "avenue" : "street");
  const parkInterior = (x: number, y: number) => x > MAIN_PARK.x1 && x < MAIN_PARK.x2 && y > MAIN_PARK.y1 && y < MAIN_PARK.y2;
  for (let j = -HALF; j <= HALF; j++) {
    for (let i = -HALF; i < HALF; i++) {
      const [a, b] = [nodeIndex(i, j), nodeIndex(i + 1, j)];
      const kind = kindOf(j);
      const mid = { x: (i + 0.5) * SPACING, y: j * SPACING };
      if (parkInterior(mid.x, mid.y)) add(a, b, `${MAIN_PARK.name} Path`, "path");
      // Odd residential roads are one-way: eastbound when j = 1 (mod 4), westbound when j = 3.
      else if (kind === "street" && mod(j, 2) === 1) add(mod(j, 4) === 1 ? a : b, mod(j, 4) === 1 ? b : a, EW_NAMES[j + HALF], kind, true);
      else add(a, b, EW_NAMES[j + HALF], kind);
    }
  }
  for (let i = -HALF; i <= HALF; i++) {
    for (let j = -HALF; j < HALF; j++) {
      const [a, b] = [nodeIndex(i, j), nodeIndex(i, j + 1)];
      const kind = kindOf(i);
      const mid = { x: i * SPACING, y: (j + 0.5) * SPACING };
      const crossesRiver = mid.y > RIVER.y1 && mid.y < RIVER.y2;
      if (crossesRiver && kind === "street") {
        if (i === -2 || i === 6) add(a, b, `${NS_NAMES[i + HALF]} Footbridge`, "footbridge");
        continue; // no bridge
      }
      if (parkInterior(mid.x, mid.y)) add(a, b, `${MAIN_PARK.name} Path`, "path");
      // Odd residential streets are one-way: northbound when i = 1 (mod 4), southbound when i = 3.
      else if (kind === "street" && mod(i, 2) === 1) add(mod(i, 4) === 1 ? a : b, mod(i, 4) === 1 ? b : a, NS_NAMES[i + HALF], kind, true);
      else add(a, b, NS_NAMES[i + HALF], kind);
    }
  }
  return { nodes, edges };
}

export const { nodes: MAP_NODES, edges: MAP_EDGES } = buildGraph();
/** The phone's default location (world/device.ts DEVICE_LOCATION) is the grid's centre node. */
export const ORIGIN_NODE = nodeIndex(0, 0);

/** A point of the map's frame: metres east (`x`) and north (`y`) of the grid's centre. */
export interface MapPoint { x: number; y: number }
export const ORIGIN: MapPoint = { x: 0, y: 0 };

/** Where routes from a point start: the nearest point of a road both walkers and drivers may
 * take either way (the first such edge on a tie, so the centre keeps its anchor). */
export function anchorNear(me: MapPoint): Anchor {
  let best: Anchor = { edge: 0, t: 0 };
  let bestDistance = Infinity;
  for (const e of MAP_EDGES) {
    if (!e.walk || !e.drive || e.oneway) continue;
    const [p, q] = [MAP_NODES[e.a], MAP_NODES[e.b]];
    const t = Math.max(0, Math.min(1, ((me.x - p.x) * (q.x - p.x) + (me.y - p.y) * (q.y - p.y)) / (e.length * e.length)));
    const d = Math.hypot(p.x + (q.x - p.x) * t - me.x, p.y + (q.y - p.y) * t - me.y);
    if (d < bestDistance - 1e-9) [best, bestDistance] = [{ edge: e.id, t }, d];
  }
  return best;
}
export const MY_LOCATION: Anchor = anchorNear(ORIGIN);

export const MAP_CATEGORIES: MapCategory[] = [
  { id: "restaurant", label: "Restaurant", plural: "Restaurants" },
  { id: "cafe", label: "Café", plural: "Cafés" },
  { id: "hospital", label: "Hospital", plural: "Hospitals" },
  { id: "pharmacy", label: "Pharmacy", plural: "Pharmacies" },
  { id: "gas_station", label: "Gas station", plural: "Gas stations" },
  { id: "supermarket", label: "Supermarket", plural: "Supermarkets" },
  { id: "park", label: "Park", plural: "Parks" },
  { id: "museum", label: "Museum", plural: "Museums" },
  { id: "hotel", label: "Hotel", plural: "Hotels" },
  { id: "research_institute", label: "Research institute", plural: "Research institutes" },
];

const NAME_PARTS: Record<string, [string[], string[], number]> = {
  restaurant: [["Golden", "Jade", "Red Lantern", "Old Beijing", "Lotus", "Peking", "Sichuan", "Harbor", "Bamboo", "Silk Road", "Twin Dragon", "Lucky", "Blue Sea", "Mountain", "Garden"], ["Kitchen", "Restaurant", "Bistro", "Noodle House", "Dumpling House", "Hot Pot", "Grill"], 45],
  cafe: [["Brew", "Bean", "Corner", "Morning", "Velvet", "Maple", "Cloud", "Ink", "Amber", "Little"], ["Café", "Coffee", "Coffee Roasters", "Tea House", "Espresso Bar"], 35],
  hospital: [["Haidian", "Zhongguancun", "Xiyuan", "Friendship", "Union", "Riverside", "Northern", "Garden", "Harmony"], ["Hospital", "General Hospital", "Clinic", "Medical Center"], 18],
  pharmacy: [["Tongrentang", "Golden Elephant", "HealthPlus", "CareWell", "Green Cross", "Family", "Daily"], ["Pharmacy", "Drugstore", "Chemist"], 20],
  gas_station: [["Sinopec", "PetroChina", "Shell", "BP", "CNOOC"], ["Station", "Service Station", "Fuel"], 15],
  supermarket: [["Wumart", "Carrefour", "Hualian", "Jingkelong", "Yonghui", "FreshMart", "Hema", "Lotus"], ["Supermarket", "Fresh", "Market", "Express"], 25],
  park: [["Bamboo", "Willow", "Purple", "Plum", "Cherry", "Riverside", "Sunrise", "Heritage", "Pine", "Lotus"], ["Park", "Garden", "Square", "Green"], 20],
  museum: [["Haidian", "Science", "Aviation", "Art", "Folk", "Railway", "Ancient Coin", "Modern History", "Natural History", "Film", "Tea"], ["Museum", "Gallery", "Exhibition Hall"], 20],
  hotel: [["Grand", "Garden", "Riverside", "Jade", "Imperial", "Crown", "Orchid", "Lakeview", "Metro", "Harmony"], ["Hotel", "Inn", "Suites"], 30],
  research_institute: [["Institute of"], ["Physics", "Chemistry", "Computing Technology", "Automation", "Botany", "Geology", "Zoology", "Software", "Acoustics", "Mathematics", "Semiconductors", "Microbiology", "Psychology", "Mechanics", "Remote Sensing"], 15],
};

/** mulberry32: the world's fixed seeded generator. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const M_PER_DEG = 111320;
/** The GPS fix of a map point, unrounded (a location set from it maps back to the same point). */
export function gpsFixOf(p: MapPoint): { latitude: number; longitude: number } {
  return {
    latitude: DEVICE_LOCATION.latitude + p.y / M_PER_DEG,
    longitude: DEVICE_LOCATION.longitude + p.x / (M_PER_DEG * Math.cos((DEVICE_LOCATION.latitude * Math.PI) / 180)),
  };
}

/** A place's coordinates as its sheet shows them (5 decimals). */
export function toLatLon(x: number, y: number): { latitude: number; longitude: number } {
  const { latitude, longitude } = gpsFixOf({ x, y });
  return { latitude: Math.round(latitude * 1e5) / 1e5, longitude: Math.round(longitude * 1e5) / 1e5 };
}

/** The map point of a GPS fix, to the metre (the inverse of `gpsFixOf`). */
export function mapPointOf(location: { latitude: number; longitude: number }): MapPoint {
  const y = (location.latitude - DEVICE_LOCATION.latitude) * M_PER_DEG;
  const x = (location.longitude - DEVICE_LOCATION.longitude) * M_PER_DEG * Math.cos((DEVICE_LOCATION.latitude * Math.PI) / 180);
  return { x: Math.round(x) || 0, y: Math.round(y) || 0 };
}

export function anchorPoint(a: Anchor): { x: number; y: number } {
  const e = MAP_EDGES[a.edge];
  const [p, q] = [MAP_NODES[e.a], MAP_NODES[e.b]];
  return { x: p.x + (q.x - p.x) * a.t, y: p.y + (q.y - p.y) * a.t };
}

/** The house number of a point on its road: even on one side, odd on the other, growing east or north. */
function address(e: MapEdge, x: number, y: number): string {
  const horizontal = MAP_NODES[e.a].y === MAP_NODES[e.b].y;
  const along = horizontal ? x : y;
  const n = Math.max(1, Math.round((along + 3000) / 12));
  return `${n} ${e.road.replace(/ Path$/, "")}, Haidian District, Beijing`;
}

function buildPlaces(): MapPlace[] {
  const rand = rng(20261202);
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)];
  const usable = MAP_EDGES.filter((e) => e.walk && e.drive);
  const places: MapPlace[] = [];
  const names = new Set<string>();
  for (const cat of MAP_CATEGORIES) {
    const [heads, tails, count] = NAME_PARTS[cat.id];
    for (let k = 0; k < count; k++) {
      let name = "";
      for (let tries = 0; tries < 50 && (name === "" || names.has(name)); tries++) {
        name = cat.id === "research_institute" ? `Institute of ${tails[k % tails.length]}` : `${pick(heads)} ${pick(tails)}`;
      }
      if (names.has(name)) continue;
      let edge: MapEdge;
      let t: number;
      let x: number;
      let y: number;
      // Research institutes: exactly one lies due north (on the avenue through my location); the others well off that line.
      for (;;) {
        edge = cat.id === "research_institute" && k === 0 ? MAP_EDGES.find((e) => e.kind === "avenue" && MAP_NODES[e.a].x === 0 && MAP_NODES[e.a].y === 1500 && MAP_NODES[e.b].x === 0)! : pick(usable);
        t = 0.15 + 0.7 * Math.round(rand() * 20) / 20;
        ({ x, y } = anchorPoint({ edge: edge.id, t }));
        const bearing = Math.abs((Math.atan2(x, y) * 180) / Math.PI);
        if (cat.id !== "research_institute" || k === 0 || y < 0 || bearing > 20) break;
      }
      names.add(name);
      const unrated = rand() < 0.12;
      const rating = unrated ? null : Math.round((3 + 2 * Math.pow(rand(), 0.7)) * 10) / 10;
      places.push({ id: `${cat.id}-${k + 1}`, name, category: cat.id, rating, reviews: unrated ? 0 : 5 + Math.floor(rand() * 1500), address: address(edge, x, y), x: Math.round(x), y: Math.round(y), edge: edge.id, t, ...toLatLon(x, y) });
    }
  }
  return places;
}

export const MAP_PLACES: MapPlace[] = buildPlaces();
const PLACE_BY_ID = new Map(MAP_PLACES.map((p) => [p.id, p]));
export function findPlace(id: string): MapPlace | undefined {
  return PLACE_BY_ID.get(id);
}
export function categoryOf(id: string): MapCategory | undefined {
  return MAP_CATEGORIES.find((c) => c.id === id);
}

/** Straight-line distance from my location `me` (metres), as search results show it. */
export function distanceFromMe(p: MapPoint, me: MapPoint = ORIGIN): number {
  return Math.round(Math.hypot(p.x - me.x, p.y - me.y));
}

/** "850 m" below a kilometre, "1.2 km" above: how search results and place sheets show a distance. */
export function formatDistance(m: number): string {
  return m < 1000 ? `${Math.round(m / 10) * 10} m` : `${(m / 1000).toFixed(1)} km`;
}
/** A route's distance, always in kilometres with one decimal ("0.8 km", "3.4 km"). */
export function routeKm(m: number): number {
  return Math.round(m / 100) / 10;
}
export function formatRouteDistance(m: number): string {
  return `${routeKm(m).toFixed(1)} km`;
}
/** Whole minutes, at least 1. */
export function routeMinutes(seconds: number): number {
  return Math.max(1, Math.round(seconds / 60));
}
export function formatDuration(seconds: number): string {
  const m = routeMinutes(seconds);
  return m < 60 ? `${m} min` : `${Math.floor(m / 60)} h ${m % 60} min`;
}

// ---------------------------------------------------------------------------------------------
// Routing

interface Arc { to: number; edge: number; cost: number; length: number; from: number }

function speedMs(e: MapEdge, mode: MapMode): number {
  return ((mode === "walk" ? WALK_KMH : SPEED_KMH[e.kind]) * 1000) / 3600;
}
function canGo(e: MapEdge, mode: MapMode, forward: boolean): boolean {
  if (mode === "walk") return e.walk;
  return e.drive && (forward || !e.oneway);
}

const adjacency: Record<MapMode, Arc[][]> = { walk: [], drive: [] };
for (const mode of ["walk", "drive"] as MapMode[]) {
  const adj: Arc[][] = MAP_NODES.map(() => []);
  for (const e of MAP_EDGES) {
    const cost = e.length / speedMs(e, mode);
    if (canGo(e, mode, true)) adj[e.a].push({ from: e.a, to: e.b, edge: e.id, cost, length: e.length });
    if (canGo(e, mode, false)) adj[e.b].push({ from: e.b, to: e.a, edge: e.id, cost, length: e.length });
  }
  adjacency[mode] = adj;
}

/** Binary min-heap of [cost, node]. */
class Heap {
  private items: Array<[number, number]> = [];
  get size(): number {
    return this.items.length;
  }
  push(item: [number, number]): void {
    const h = this.items;
    h.push(item);
    for (let i = h.length - 1; i > 0; ) {
      const p = (i - 1) >> 1;
      if (h[p][0] <= h[i][0]) break;
      [h[p], h[i]] = [h[i], h[p]];
      i = p;
    }
  }
  pop(): [number, number] {
    const h = this.items;
    const top = h[0];
    const last = h.pop()!;
    if (h.length) {
      h[0] = last;
      for (let i = 0; ; ) {
        const [l, r] = [2 * i + 1, 2 * i + 2];
        let m = i;
        if (l < h.length && h[l][0] < h[m][0]) m = l;
        if (r < h.length && h[r][0] < h[m][0]) m = r;
        if (m === i) break;
        [h[m], h[i]] = [h[i], h[m]];
        i = m;
      }
    }
    return top;
  }
}

const START = MAP_NODES.length;
const END = MAP_NODES.length + 1;

/** The arcs from and to the anchors (virtual nodes START and END split their edges). */
function anchorArcs(from: Anchor, to: Anchor, mode: MapMode): { out: Arc[]; into: Arc[][] } {
  const out: Arc[] = [];
  const into: Arc[][] = MAP_NODES.map(() => []);
  const fe = MAP_EDGES[from.edge];
  const te = MAP_EDGES[to.edge];
  const sp = (e: MapEdge) => speedMs(e, mode);
  if (canGo(fe, mode, false)) out.push({ from: START, to: fe.a, edge: fe.id, cost: (from.t * fe.length) / sp(fe), length: from.t * fe.length });
  if (canGo(fe, mode, true)) out.push({ from: START, to: fe.b, edge: fe.id, cost: ((1 - from.t) * fe.length) / sp(fe), length: (1 - from.t) * fe.length });
  if (canGo(te, mode, true)) into[te.a].push({ from: te.a, to: END, edge: te.id, cost: (to.t * te.length) / sp(te), length: to.t * te.length });
  if (canGo(te, mode, false)) into[te.b].push({ from: te.b, to: END, edge: te.id, cost: ((1 - to.t) * te.length) / sp(te), length: (1 - to.t) * te.length });
  if (from.edge === to.edge && canGo(fe, mode, to.t >= from.t)) {
    const len = Math.abs(to.t - from.t) * fe.length;
    out.push({ from: START, to: END, edge: fe.id, cost: len / sp(fe), length: len });
  }
  return { out, into };
}

function pointOf(node: number, from: Anchor, to: Anchor): { x: number; y: number } {
  if (node === START) return anchorPoint(from);
  if (node === END) return anchorPoint(to);
  return MAP_NODES[node];
}

const COMPASS = ["north", "northeast", "east", "southeast", "south", "southwest", "west", "northwest"];

/** The one route function: the fastest route (the shortest on foot) between two anchors, with its turn-by-turn steps. */
export function routeBetween(from: Anchor, to: Anchor, mode: MapMode, destination: string): Route | null {
  const adj = adjacency[mode];
  const { out, into } = anchorArcs(from, to, mode);
  const n = MAP_NODES.length + 2;
  const best = new Array<number>(n).fill(Infinity);
  const via: Array<Arc | null> = new Array(n).fill(null);
  const heap = new Heap();
  best[START] = 0;
  heap.push([0, START]);
  while (heap.size) {
    const [c, u] = heap.pop();
    if (c > best[u]) continue;
    if (u === END) break;
    const arcs = u === START ? out : [...adj[u], ...into[u]];
    for (const arc of arcs) {
      const nc = c + arc.cost;
      if (nc < best[arc.to] - 1e-9) {
        best[arc.to] = nc;
        via[arc.to] = arc;
        heap.push([nc, arc.to]);
      }
    }
  }
  if (!Number.isFinite(best[END])) return null;
  const arcs: Arc[] = [];
  for (let v = END; v !== START; v = via[v]!.from) arcs.unshift(via[v]!);
  const legs = arcs.filter((a) => a.length > 0.5);
  const path: Array<[number, number]> = [];
  const first = pointOf(START, from, to);
  path.push([Math.round(first.x), Math.round(first.y)]);
  for (const a of legs) {
    const p = pointOf(a.to, from, to);
    path.push([Math.round(p.x), Math.round(p.y)]);
  }
  const steps: RouteStep[] = [];
  let prevDir: { x: number; y: number } | null = null;
  for (const a of legs) {
    const [p, q] = [pointOf(a.from, from, to), pointOf(a.to, from, to)];
    const dir = { x: (q.x - p.x) / a.length, y: (q.y - p.y) / a.length };
    const road = MAP_EDGES[a.edge].road;
    const last = steps[steps.length - 1];
    if (last && last.road === road) {
      last.distance += a.length;
    } else if (!prevDir) {
      const heading = COMPASS[mod(Math.round((Math.atan2(dir.x, dir.y) * 180) / Math.PI / 45), 8)];
      steps.push({ instruction: `Head ${heading} on ${road}`, road, distance: a.length });
    } else {
      const cross = prevDir.x * dir.y - prevDir.y * dir.x;
      const dot = prevDir.x * dir.x + prevDir.y * dir.y;
      const turn = dot > 0.9 ? "Continue onto" : cross > 0 ? "Turn left onto" : "Turn right onto";
      steps.push({ instruction: `${turn} ${road}`, road, distance: a.length });
    }
    prevDir = dir;
  }
  for (const s of steps) s.distance = Math.round(s.distance);
  steps.push({ instruction: `Arrive at ${destination}`, road: "", distance: 0 });
  const distance = Math.round(legs.reduce((s, a) => s + a.length, 0));
  let duration = 0;
  for (const a of legs) duration += a.cost;
  if (mode === "drive") duration += PARKING_S;
  return { mode, distance, duration: Math.round(duration), steps, path };
}

/** The route from my location `me` (or from place `from`) to a place. */
export function routeToPlace(place: MapPlace, mode: MapMode, from: MapPlace | null = null, me: MapPoint = ORIGIN): Route | null {
  return routeBetween(from ? { edge: from.edge, t: from.t } : anchorNear(me), { edge: place.edge, t: place.t }, mode, place.name);
}

// ---------------------------------------------------------------------------------------------
// Search

export type PlaceSort = "relevance" | "distance" | "rating";
export interface PlaceSearch { query: string; category: string | null; sort: PlaceSort; radius: number | null }

/** Rating first (unrated last), ties broken by distance from `me`: "top-rated, nearest on ties". */
export function byRating(a: MapPlace, b: MapPlace, me: MapPoint = ORIGIN): number {
  return (b.rating ?? -1) - (a.rating ?? -1) || distanceFromMe(a, me) - distanceFromMe(b, me);
}

/** Lower case without accents: "cafe" finds "Café". */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The one search the page runs: by name (words of the query in the name or category) or by
 * category, within a radius of my location `me`, sorted. */
export function searchPlaces(s: PlaceSearch, me: MapPoint = ORIGIN): MapPlace[] {
  const words = foldText(s.query).split(/\s+/).filter(Boolean);
  const hits = MAP_PLACES.filter((p) => {
    if (s.category && p.category !== s.category) return false;
    if (s.radius !== null && distanceFromMe(p, me) > s.radius) return false;
    if (!words.length) return true;
    const hay = foldText(`${p.name} ${categoryOf(p.category)?.label ?? ""} ${categoryOf(p.category)?.plural ?? ""}`);
    return words.every((w) => hay.includes(w));
  });
  const near = (a: MapPlace, b: MapPlace) => distanceFromMe(a, me) - distanceFromMe(b, me);
  if (s.sort === "rating") return hits.sort((a, b) => byRating(a, b, me));
  if (s.sort === "distance" || s.category) return hits.sort(near);
  const leads = (p: MapPlace) => Number(!foldText(p.name).startsWith(words[0] ?? ""));
  return hits.sort((a, b) => leads(a) - leads(b) || near(a, b));
}

/** Compass bearing (degrees, 0 = north, clockwise) from my location `me`. */
export function bearingFromMe(p: MapPoint, me: MapPoint = ORIGIN): number {
  return mod((Math.atan2(p.x - me.x, p.y - me.y) * 180) / Math.PI, 360);
}

/** The place of a category that lies due north of `me`, when one clearly does: more than 200 m
 * north, within 2° of north, and every other place north of `me` more than 15° off. */
export function dueNorth(category: string, me: MapPoint = ORIGIN): MapPlace | null {
  const off = (p: MapPlace) => Math.min(bearingFromMe(p, me), 360 - bearingFromMe(p, me));
  const north = MAP_PLACES.filter((p) => p.category === category && p.y - me.y > 200).sort((a, b) => off(a) - off(b));
  return north.length > 1 && off(north[0]) < 2 && off(north[1]) > 15 ? north[0] : null;
}
