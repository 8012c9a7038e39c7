/**
 * Maps' world: the road graph keeps its rules in every route (no driving on park paths or
 * footbridges, no walking on the expressway, one-way streets driven one way only), driving
 * and walking routes differ where the rules say so, search sorts as the templates read it, and
 * the facts exported to Python are exactly what the route and search functions return.
 */
import { describe, expect, test } from "vitest";
import { bearingFromMe, distanceFromMe, dueNorth, findPlace, MAP_EDGES, MAP_NODES, MAP_PLACES, mapPointOf, MY_LOCATION, routeBetween, routeToPlace, searchPlaces } from "../world/map";
import { DEVICE_LOCATION } from "../world/device";
import { MAP_NEAREST_FACTS, MAP_NORTH_FACTS, MAP_OD_ROUTES, MAP_PLACE_FACTS, MAP_RADIUS_FACTS } from "../world/mapFacts";

/** The edges a route's path runs along, from its consecutive points. */
function edgesOf(path: Array<[number, number]>): Array<{ edge: (typeof MAP_EDGES)[number]; forward: boolean }> {
  const out: Array<{ edge: (typeof MAP_EDGES)[number]; forward: boolean }> = [];
  for (let i = 1; i < path.length; i++) {
    const [p, q] = [path[i - 1], path[i]];
    const mid = { x: (p[0] + q[0]) / 2, y: (p[1] + q[1]) / 2 };
    const edge = MAP_EDGES.find((e) => {
      const [a, b] = [MAP_NODES[e.a], MAP_NODES[e.b]];
      const on = a.x === b.x ? Math.abs(mid.x - a.x) < 1 && mid.y >= Math.min(a.y, b.y) - 1 && mid.y <= Math.max(a.y, b.y) + 1 : Math.abs(mid.y - a.y) < 1 && mid.x >= Math.min(a.x, b.x) - 1 && mid.x <= Math.max(a.x, b.x) + 1;
      return on;
    })!;
    const [a, b] = [MAP_NODES[edge.a], MAP_NODES[edge.b]];
    out.push({ edge, forward: (q[0] - p[0]) * (b.x - a.x) + (q[1] - p[1]) * (b.y - a.y) > 0 });
  }
  return out;
}

describe("the road graph's rules hold in every route", () => {
  test("driving never uses paths or footbridges and drives one-way streets forward only", () => {
    for (const p of MAP_PLACES) {
      for (const { edge, forward } of edgesOf(routeToPlace(p, "drive")!.path)) {
        expect(edge.drive).toBe(true);
        if (edge.oneway) expect(forward).toBe(true);
      }
    }
  });
  test("walking never uses the expressway", () => {
    for (const p of MAP_PLACES) for (const { edge } of edgesOf(routeToPlace(p, "walk")!.path)) expect(edge.walk).toBe(true);
  });
  test("one-way streets and walk-only paths make driving and walking routes differ", () => {
    const longer = MAP_PLACES.filter((p) => routeToPlace(p, "drive")!.distance > routeToPlace(p, "walk")!.distance);
    expect(longer.length).toBeGreaterThan(MAP_PLACES.length / 4);
    for (const p of MAP_PLACES) expect(routeToPlace(p, "walk")!.distance).toBeLessThanOrEqual(routeToPlace(p, "drive")!.distance);
  });
  test("a route's distance is the length of its path, and its steps end on arrival", () => {
    const p = MAP_PLACES[17];
    const r = routeToPlace(p, "walk")!;
    const length = r.path.slice(1).reduce((s, q, i) => s + Math.hypot(q[0] - r.path[i][0], q[1] - r.path[i][1]), 0);
    expect(Math.abs(length - r.distance)).toBeLessThan(2);
    expect(r.steps.at(-1)!.instruction).toBe(`Arrive at ${p.name}`);
    expect(r.steps.slice(0, -1).reduce((s, x) => s + x.distance, 0)).toBeCloseTo(r.distance, -1);
    expect(r.steps[0].instruction).toMatch(/^Head (north|south|east|west) on /);
    for (const s of r.steps.slice(1, -1)) expect(s.instruction).toMatch(/^(Turn left onto|Turn right onto|Continue onto) /);
  });
  test("a route to where I stand is empty", () => {
    const r = routeBetween(MY_LOCATION, MY_LOCATION, "drive", "Here")!;
    expect(r.distance).toBe(0);
  });
});

describe("search", () => {
  test("top rated sorts by rating, ties by distance, unrated last", () => {
    const hits = searchPlaces({ query: "", category: "restaurant", sort: "rating", radius: 3000 });
    for (let i = 1; i < hits.length; i++) {
      const [a, b] = [hits[i - 1], hits[i]];
      expect((a.rating ?? -1) >= (b.rating ?? -1)).toBe(true);
      if (a.rating === b.rating) expect(distanceFromMe(a)).toBeLessThanOrEqual(distanceFromMe(b));
      expect(distanceFromMe(b)).toBeLessThanOrEqual(3000);
    }
  });
  test("distances, radius and order are measured from my location when it moves", () => {
    const me = { x: 1151, y: 0 };
    const hits = searchPlaces({ query: "", category: "cafe", sort: "distance", radius: 1000 }, me);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.map((p) => p.id)).not.toEqual(searchPlaces({ query: "", category: "cafe", sort: "distance", radius: 1000 }).map((p) => p.id));
    for (let i = 0; i < hits.length; i++) {
      expect(distanceFromMe(hits[i], me)).toBe(Math.round(Math.hypot(hits[i].x - me.x, hits[i].y - me.y)));
      expect(distanceFromMe(hits[i], me)).toBeLessThanOrEqual(1000);
      if (i > 0) expect(distanceFromMe(hits[i - 1], me)).toBeLessThanOrEqual(distanceFromMe(hits[i], me));
    }
  });
  test("accents do not matter: 'cafe' finds the cafés", () => {
    const hits = searchPlaces({ query: "cafe", category: null, sort: "distance", radius: null });
    expect(hits.length).toBe(MAP_PLACES.filter((p) => p.category === "cafe").length);
  });
  test("by name, every word must be in the name", () => {
    const p = MAP_PLACES[40];
    const hits = searchPlaces({ query: p.name.toLowerCase(), category: null, sort: "relevance", radius: null });
    expect(hits[0].id).toBe(p.id);
    for (const h of hits) for (const w of p.name.toLowerCase().split(" ")) expect(`${h.name.toLowerCase()}`).toContain(w);
  });
});

describe("the judged facts are the functions' own results", () => {
  test("each place's routes", () => {
    expect(MAP_PLACE_FACTS.length).toBe(MAP_PLACES.length);
    for (const f of MAP_PLACE_FACTS) {
      const p = findPlace(f.id)!;
      for (const mode of ["walk", "drive"] as const) {
        const r = routeToPlace(p, mode)!;
        expect([f[mode].distance, f[mode].duration]).toEqual([r.distance, r.duration]);
        expect(f[mode].steps).toEqual(r.steps.slice(0, -1).slice(0, 3).map((s) => s.instruction));
      }
    }
  });
  test("top rated within a radius and nearest places", () => {
    expect(MAP_RADIUS_FACTS.length).toBeGreaterThan(10);
    expect(MAP_RADIUS_FACTS.some((f) => f.tie)).toBe(true);
    for (const f of MAP_RADIUS_FACTS) expect(searchPlaces({ query: "", category: f.category, sort: "rating", radius: f.radius })[0].id).toBe(f.top);
    for (const f of MAP_NEAREST_FACTS) {
      const near = searchPlaces({ query: "", category: f.category, sort: "distance", radius: null });
      expect(near[0].id).toBe(f.nearest);
      expect(near.find((p) => p.rating !== null)!.id).toBe(f.nearestRated);
    }
  });
  test("exactly one research institute lies due north of the default location", () => {
    const f = MAP_NORTH_FACTS.find((x) => x.category === "research_institute")!;
    expect(f.origin).toMatchObject({ x: 0, y: 0, latitude: DEVICE_LOCATION.latitude, longitude: DEVICE_LOCATION.longitude });
    const p = findPlace(f.place)!;
    expect(p.x).toBe(0);
    expect(p.y).toBeGreaterThan(0);
  });
  test("each location a template may move the phone to has its own place due north, by the same rule", () => {
    const institutes = MAP_NORTH_FACTS.filter((f) => f.category === "research_institute");
    expect(new Set(institutes.map((f) => f.place)).size).toBe(institutes.length);
    expect(institutes.length).toBeGreaterThanOrEqual(3);
    for (const f of MAP_NORTH_FACTS) {
      const me = mapPointOf(f.origin);
      expect(me).toEqual({ x: f.origin.x, y: f.origin.y });
      expect(dueNorth(f.category, me)!.id).toBe(f.place);
      expect(bearingFromMe(findPlace(f.place)!, me) < 2 || bearingFromMe(findPlace(f.place)!, me) > 358).toBe(true);
      const near = searchPlaces({ query: "", category: f.category, sort: "distance", radius: null }, me).map((p) => p.id);
      if (me.x !== 0 || me.y !== 0) expect(near.indexOf(f.place)).toBeGreaterThan(0); // not given away by the list's first row
      expect(near.indexOf(f.place)).toBeLessThan(12);
      // The phone stands on a road: routes from it start where the dot is.
      expect(routeToPlace(findPlace(f.place)!, "walk", null, me)!.path[0]).toEqual([me.x, me.y]);
    }
  });
  test("place-to-place routes", () => {
    expect(MAP_OD_ROUTES.length).toBe(30);
    for (const f of MAP_OD_ROUTES) {
      const r = routeToPlace(findPlace(f.to)!, "drive", findPlace(f.from)!)!;
      expect(f.route.distance).toBe(r.distance);
      expect(f.route.steps).toHaveLength(3);
    }
  });
});
