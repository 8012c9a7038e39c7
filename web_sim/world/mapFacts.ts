/**
 * What Maps shows for the questions the templates ask, computed at build time for Python with
 * the page's own functions (world/map.ts `routeToPlace`, `searchPlaces`, `byRating`): each
 * place's walking and driving route from my location, top-rated places within a radius,
 * nearest (rated) places and rating ranks, the place due north, and routes between place pairs.
 * Only facts whose answer is unambiguous on screen are kept (no place near a radius boundary,
 * a clear nearest).
 */
import { anchorNear, anchorPoint, distanceFromMe, dueNorth, formatDistance, formatDuration, formatRouteDistance, MAP_CATEGORIES, MAP_NODES, MAP_PLACES, ORIGIN, routeKm, routeMinutes, routeToPlace, searchPlaces, gpsFixOf, type MapMode, type MapPlace, type MapPoint, type Route } from "./map";

export interface RouteFact { distance: number; km: number; distanceText: string; duration: number; minutes: number; durationText: string; steps: string[] }
/** A place as the judges read it; `x`, `y` are metres east and north of my location. */
export interface PlaceFact { id: string; name: string; category: string; rating: number | null; ratingText: string; address: string; x: number; y: number; distance: number; distanceText: string; walk: RouteFact; drive: RouteFact }

function routeFact(r: Route): RouteFact {
  return { distance: r.distance, km: routeKm(r.distance), distanceText: formatRouteDistance(r.distance), duration: r.duration, minutes: routeMinutes(r.duration), durationText: formatDuration(r.duration), steps: r.steps.slice(0, -1).slice(0, 3).map((s) => s.instruction) };
}

function placeFact(p: MapPlace): PlaceFact {
  const d = distanceFromMe(p);
  const walk = routeToPlace(p, "walk");
  const drive = routeToPlace(p, "drive");
  if (!walk || !drive) throw new Error(`no route to ${p.id}`);
  return { id: p.id, name: p.name, category: p.category, rating: p.rating, ratingText: p.rating === null ? "No reviews" : p.rating.toFixed(1), address: p.address, x: p.x, y: p.y, distance: d, distanceText: formatDistance(d), walk: routeFact(walk), drive: routeFact(drive) };
}

export const MAP_PLACE_FACTS: PlaceFact[] = MAP_PLACES.map(placeFact);

/** The search-result radii the app offers ("Within 1 km", ...). */
export const MAP_RADII = [1000, 2000, 3000, 5000];
const MARGIN = 80;

export interface RadiusFact { id: string; category: string; radius: number; radiusText: string; top: string; tie: boolean; count: number }
export interface NearestFact { category: string; nearest: string; nearestRated: string; ranks: Array<{ radius: number; radiusText: string; rank: number; rated: number }> }
/** A place due north of `origin`: the default location (0, 0) first, then grid crossings a
 * template may move the phone to (its GPS fix given), each with a different place due north. */
export interface NorthFact { category: string; place: string; origin: MapPoint & { latitude: number; longitude: number } }
export interface OdRouteFact { id: string; from: string; to: string; mode: MapMode; route: RouteFact }

/** The top-rated place of a category within a radius (ties by distance), rated places only. */
function topWithin(category: string, radius: number): MapPlace[] {
  return searchPlaces({ query: "", category, sort: "rating", radius }).filter((p) => p.rating !== null);
}

function radiusFacts(): RadiusFact[] {
  const out: RadiusFact[] = [];
  for (const c of MAP_CATEGORIES) {
    for (const radius of MAP_RADII) {
      const within = topWithin(c.id, radius);
      // Unambiguous: the same answer a little inside and outside the radius, and a clear tie-break.
      if (within.length < 3 || topWithin(c.id, radius - MARGIN)[0]?.id !== within[0].id || topWithin(c.id, radius + MARGIN)[0].id !== within[0].id) continue;
      const tie = within[1].rating === within[0].rating;
      if (tie && distanceFromMe(within[1]) - distanceFromMe(within[0]) < MARGIN) continue;
      out.push({ id: `${c.id}:${radius}`, category: c.id, radius, radiusText: formatDistance(radius), top: within[0].id, tie, count: within.length });
    }
  }
  return out;
}

function nearestFacts(): NearestFact[] {
  const out: NearestFact[] = [];
  for (const c of MAP_CATEGORIES) {
    const near = searchPlaces({ query: "", category: c.id, sort: "distance", radius: null });
    const rated = near.filter((p) => p.rating !== null);
    if (distanceFromMe(near[1]) - distanceFromMe(near[0]) < MARGIN || distanceFromMe(rated[1]) - distanceFromMe(rated[0]) < MARGIN) continue;
    const nr = rated[0];
    const rankWithin = (radius: number) => {
      const within = rated.filter((p) => distanceFromMe(p) <= radius);
      return { within, rank: 1 + within.filter((p) => p.rating! > nr.rating!).length };
    };
    const ranks = MAP_RADII.filter((r) => distanceFromMe(nr) <= r).flatMap((radius) => {
      const { within, rank } = rankWithin(radius);
      const steady = rankWithin(radius - MARGIN).rank === rank && rankWithin(radius + MARGIN).rank === rank;
      if (!steady || within.filter((p) => p.rating === nr.rating).length > 1 || within.length < 3) return [];
      return [{ radius, radiusText: formatDistance(radius), rank, rated: within.length }];
    });
    out.push({ category: c.id, nearest: near[0].id, nearestRated: nr.id, ranks });
  }
  return out;
}

/** Per category, the default location (when a place is due north of it), then for each other
 * place one location a template may move the phone to with that place due north (`dueNorth`, the
 * rule the templates ask by): a point of a two-way road straight south of it, within 2 km of the
 * centre on both axes, nearest the centre, the place among the 12 nearest of its category there
 * (the results' map frames them) but not the nearest (the list's first row would give it away). */
function northFacts(): NorthFact[] {
  const out: NorthFact[] = [];
  const onTwoWayRoad = (o: MapPoint) => { const a = anchorPoint(anchorNear(o)); return Math.hypot(a.x - o.x, a.y - o.y) < 0.5; };
  const framed = (p: MapPlace, o: MapPoint) => searchPlaces({ query: "", category: p.category, sort: "distance", radius: null }, o).slice(1, 12).includes(p);
  const fact = (p: MapPlace, o: MapPoint): NorthFact => ({ category: p.category, place: p.id, origin: { x: o.x, y: o.y, ...gpsFixOf(o) } });
  for (const c of MAP_CATEGORIES) {
    const atCentre = dueNorth(c.id, ORIGIN);
    if (atCentre) out.push(fact(atCentre, ORIGIN));
    for (const p of MAP_PLACES) {
      if (p.category !== c.id || p.id === atCentre?.id) continue;
      const origins = MAP_NODES.filter((n) => n.x === 0 && Math.abs(n.y) <= 2000 && p.y - n.y > 200)
        .map((n) => ({ x: p.x, y: n.y }))
        .filter((o) => Math.abs(o.x) <= 2000 && dueNorth(c.id, o)?.id === p.id && onTwoWayRoad(o) && framed(p, o))
        .sort((a, b) => Math.hypot(a.x, a.y) - Math.hypot(b.x, b.y));
      if (origins.length) out.push(fact(p, origins[0]));
    }
  }
  return out;
}

/** Driving routes between pairs of places with at least 3 steps before arriving. */
function odRoutes(): OdRouteFact[] {
  const out: OdRouteFact[] = [];
  const byName = [...MAP_PLACES].sort((a, b) => a.id.localeCompare(b.id));
  for (let k = 0; out.length < 30 && k < byName.length; k++) {
    const from = byName[(k * 37) % byName.length];
    const to = byName[(k * 91 + 13) % byName.length];
    if (from.id === to.id || from.category === to.category) continue;
    const r = routeToPlace(to, "drive", from);
    if (!r || r.steps.length < 4 || r.distance < 1500) continue;
    out.push({ id: `${from.id}>${to.id}`, from: from.id, to: to.id, mode: "drive", route: routeFact(r) });
  }
  return out;
}

export const MAP_RADIUS_FACTS: RadiusFact[] = radiusFacts();
export const MAP_NEAREST_FACTS: NearestFact[] = nearestFacts();
export const MAP_NORTH_FACTS: NorthFact[] = northFacts();
export const MAP_OD_ROUTES: OdRouteFact[] = odRoutes();

/** Dishes and kinds of place people ask for, searched by name, nearest first (the results sorted by distance). */
export const MAP_FOOD_QUERIES = ["hot pot", "dumpling house", "noodle house", "grill", "bistro", "tea house"];
export interface QueryFact { query: string; nearest: string }

function queryFacts(): QueryFact[] {
  return MAP_FOOD_QUERIES.flatMap((query) => {
    const hits = searchPlaces({ query, category: null, sort: "distance", radius: null });
    return hits.length > 1 && distanceFromMe(hits[1]) - distanceFromMe(hits[0]) >= MARGIN ? [{ query, nearest: hits[0].id }] : [];
  });
}

export const MAP_QUERY_FACTS: QueryFact[] = queryFacts();
