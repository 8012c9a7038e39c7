/**
 * Search by name and by category near me, the results (rating, distance; sort and radius), and
 * the place sheet (name, rating, address, distance, Directions). Distances from the phone need
 * the location permission: the first search raises the system prompt.
 */
import { mdiArrowLeft, mdiBookmarkOutline, mdiBookmark, mdiClose, mdiDirections, mdiHistory, mdiMagnify, mdiMapMarkerOutline, mdiShareVariantOutline, mdiStar, mdiStarOutline, mdiStarHalfFull } from "@mdi/js";
import { categoryOf, distanceFromMe, findPlace, foldText, formatDistance, MAP_CATEGORIES, searchPlaces, type MapPlace } from "../../../world/map";
import type { Json, ScreenProps } from "../../os/types";
import { Chips, Empty, Icon, IconButton, ListItem, ScrollView, TextField, useLazyItems } from "../../os/ui/kit";
import { MapCanvas } from "./canvas";
import { categoryLabel, located, myPoint, remember, setView, type App } from "./logic";
import { MapRoot } from "./parts";
import type { MapState, ResultSort } from "./state";

/** A lower bound of a result row's height (px), for the lazily drawn list. */
const RESULT_ROW_MIN_HEIGHT = 76;
export const RADIUS_OPTIONS: Array<{ label: string; value: number | null }> = [
  { label: "Any distance", value: null },
  { label: "Within 1 km", value: 1000 },
  { label: "Within 2 km", value: 2000 },
  { label: "Within 3 km", value: 3000 },
  { label: "Within 5 km", value: 5000 },
];
const SORTS: Array<{ label: string; value: ResultSort }> = [
  { label: "Relevance", value: "relevance" },
  { label: "Distance", value: "distance" },
  { label: "Top rated", value: "rating" },
];

export function Stars({ rating }: { rating: number | null }) {
  if (rating === null) return <span class="map-norating">No reviews</span>;
  return (
    <span class="map-stars">
      <b>{rating.toFixed(1)}</b>
      {[1, 2, 3, 4, 5].map((i) => <Icon key={i} size={14} color="#fbbc04" path={rating >= i ? mdiStar : rating >= i - 0.5 ? mdiStarHalfFull : mdiStarOutline} />)}
    </span>
  );
}

/** Show the results of a query or a category (permission action: distances need the location). */
export function showResults(app: App, granted: boolean, payload: Record<string, Json>): void {
  const query = String(payload.query ?? "");
  const category = payload.category ? String(payload.category) : null;
  if (!granted) app.toast("Maps can't show distances without your location");
  app.update((d) => {
    Object.assign(d.view, { screen: "results", query, category, sort: category ? "distance" : "relevance", radius: null, placeId: null, route: null });
    remember(d, category ? "category" : "query", category ? categoryLabel(category) : query, null, category ? "Nearby" : "Search");
  });
  app.push("results");
}

export function openPlace(app: App, p: MapPlace): void {
  app.update((d) => {
    Object.assign(d.view, { screen: "place", placeId: p.id, route: null });
    remember(d, "place", p.name, p.id, p.address);
  });
  app.push("place", { id: p.id });
}

export function SearchScreen({ route, app }: ScreenProps<MapState>) {
  const q = String(route.data.q ?? "");
  const go = (query: string) => query.trim() !== "" && app.requestPermission("location", "showResults", { query: query.trim() });
  const typed = foldText(q.trim());
  const cats = typed === "" ? [] : MAP_CATEGORIES.filter((c) => foldText(c.plural).includes(typed));
  const names = q.trim() === "" ? [] : searchPlaces({ query: q, category: null, sort: "relevance", radius: null }).slice(0, 6);
  const history = app.state.settings.locationPrivacy.saveRecentSearches ? app.state.searchHistory : [];
  return (
    <MapRoot app={app}>
      <div class="map-searchtop">
        <IconButton path={mdiArrowLeft} label="Back" testId="map-search-back" onClick={app.pop} />
        <div class="grow">
          <TextField id="map.query" search placeholder="Search here" value={q} onChange={(v) => app.setData({ q: v })} onSubmit={() => go(q)} />
        </div>
        {q !== "" && <IconButton path={mdiClose} label="Clear" testId="map-search-clear" onClick={() => app.setData({ q: "" })} />}
        <IconButton path={mdiMagnify} label="Search" testId="map-search-go" onClick={() => go(q)} />
      </div>
      <ScrollView id="map-search">
        {cats.map((c) => <ListItem key={c.id} dense testId={`map-suggest-category-${c.id}`} leading={<Icon path={mdiMagnify} />} title={`${c.plural} near me`} onClick={() => app.requestPermission("location", "showResults", { category: c.id })} />)}
        {names.map((p) => <ListItem key={p.id} dense testId={`map-suggest-${p.id}`} leading={<Icon path={mdiMapMarkerOutline} />} title={p.name} subtitle={p.address} onClick={() => openPlace(app, p)} />)}
        {q.trim() === "" && history.length > 0 && <div class="map-section-title">Recent</div>}
        {q.trim() === "" &&
          history.map((h) => (
            <ListItem key={h.id} dense testId={`map-recent-${h.id}`} leading={<Icon path={mdiHistory} />} title={h.text} subtitle={h.subtitle} onClick={() => {
              const p = h.placeId ? findPlace(h.placeId) : undefined;
              if (p) openPlace(app, p);
              else if (h.kind === "category") app.requestPermission("location", "showResults", { category: MAP_CATEGORIES.find((c) => c.plural === h.text)?.id ?? "" });
              else go(h.text);
            }} />
          ))}
      </ScrollView>
    </MapRoot>
  );
}

function ResultRow({ app, p, near }: { app: App; p: MapPlace; near: boolean }) {
  return (
    <div class="map-result mg-clickable" data-testid={`map-result-${p.id}`} onClick={() => openPlace(app, p)}>
      <div class="map-result-name">{p.name}</div>
      <div class="map-result-meta">
        <Stars rating={p.rating} />
        {p.rating !== null && <span class="map-reviews">({p.reviews})</span>}
        <span> · {categoryOf(p.category)?.label}</span>
        {near && <span class="map-result-dist" data-testid={`map-result-${p.id}-distance`}> · {formatDistance(distanceFromMe(p, myPoint(app)))}</span>}
      </div>
      <div class="map-result-addr">{p.address}</div>
    </div>
  );
}

export function ResultsScreen({ route, app }: ScreenProps<MapState>) {
  const v = app.state.view;
  const near = located(app);
  const hits = searchPlaces({ query: v.query, category: v.category, sort: near ? v.sort : "relevance", radius: near ? v.radius : null }, myPoint(app));
  const shown = useLazyItems("map-results", hits, RESULT_ROW_MIN_HEIGHT);
  const title = v.category ? categoryLabel(v.category) : v.query;
  const back = () => {
    resultsBack(app);
    app.pop();
  };
  return (
    <MapRoot app={app}>
      <div class="map-searchtop">
        <IconButton path={mdiArrowLeft} label="Back" testId="map-results-back" onClick={back} />
        <div class="map-searchbox grow mg-clickable" data-testid="map-results-query" onClick={() => app.push("search", {})}>
          <span>{title}</span>
        </div>
      </div>
      <MapCanvas app={app} route={route} height={250} pins={hits.slice(0, 20)} labelPins />
      {near && (
        <div class="map-filters">
          <Chips testId="map-sort" options={SORTS.map((s) => s.label)} selected={[SORTS.find((s) => s.value === v.sort)!.label]} onSelect={(o) => setView(app, { sort: SORTS.find((s) => s.label === o)!.value })} />
          <Chips testId="map-radius" options={RADIUS_OPTIONS.map((r) => r.label)} selected={[RADIUS_OPTIONS.find((r) => r.value === v.radius)!.label]} onSelect={(o) => setView(app, { radius: RADIUS_OPTIONS.find((r) => r.label === o)!.value })} />
        </div>
      )}
      <div class="map-count" data-testid="map-results-count">{hits.length} results</div>
      <ScrollView id="map-results" class="map-results">
        {shown.map((p) => <ResultRow key={p.id} app={app} p={p} near={near} />)}
        {hits.length === 0 && <Empty icon={mdiMapMarkerOutline} text="No results in this area" />}
      </ScrollView>
    </MapRoot>
  );
}

/** Directions from my location (permission action). */
export function directions(app: App, granted: boolean, payload: Record<string, Json>): void {
  if (!granted || !located(app)) app.toast("Your location is unavailable: choose a starting point");
  const mode = app.state.settings.gettingAround.preferredMode;
  app.update((d) => void Object.assign(d.view, { screen: "route", placeId: String(payload.to), route: { from: null, to: String(payload.to), mode } }));
  app.push("route");
}

export function PlaceScreen({ route, app }: ScreenProps<MapState>) {
  const p = findPlace(String(route.params.id));
  if (!p) return <MapRoot app={app}><Empty icon={mdiMapMarkerOutline} text="Place not found" /></MapRoot>;
  const saved = app.state.user.lists.some((l) => l.places.includes(p.id));
  const back = () => {
    placeBack(app);
    app.pop();
  };
  const toggleSave = () =>
    app.update((d) => {
      const fav = d.user.lists.find((l) => l.id === "favorites")!;
      if (saved) for (const l of d.user.lists) l.places = l.places.filter((id) => id !== p.id);
      else fav.places.push(p.id);
    });
  return (
    <MapRoot app={app}>
      <div class="map-floating-back">
        <IconButton path={mdiArrowLeft} label="Back" testId="map-place-back" onClick={back} />
      </div>
      <MapCanvas app={app} route={route} height={300} pins={[p]} selected={p.id} />
      <ScrollView id="map-place" class="map-sheet">
        <div class="map-sheet-handle" />
        <h1 class="map-place-name" data-testid="map-place-name">{p.name}</h1>
        <div class="map-place-meta" data-testid="map-place-rating">
          <Stars rating={p.rating} />
          {p.rating !== null && <span class="map-reviews">({p.reviews} reviews)</span>}
        </div>
        <div class="map-place-cat">
          {categoryOf(p.category)?.label}
          {located(app) && <span data-testid="map-place-distance"> · {formatDistance(distanceFromMe(p, myPoint(app)))}</span>}
        </div>
        <div class="map-actions">
          <button class="map-action primary" data-testid="map-directions" onClick={() => app.requestPermission("location", "directions", { to: p.id })}>
            <Icon path={mdiDirections} size={20} /> Directions
          </button>
          <button class="map-action" data-testid="map-save" onClick={toggleSave}>
            <Icon path={saved ? mdiBookmark : mdiBookmarkOutline} size={20} /> {saved ? "Saved" : "Save"}
          </button>
          <button class="map-action" data-testid="map-share" onClick={() => app.toast("Link copied")}>
            <Icon path={mdiShareVariantOutline} size={20} /> Share
          </button>
        </div>
        <ListItem testId="map-place-address" leading={<Icon path={mdiMapMarkerOutline} color="#1a73e8" />} title={p.address} subtitle={`${p.latitude.toFixed(5)}, ${p.longitude.toFixed(5)}`} />
      </ScrollView>
    </MapRoot>
  );
}

/** Leaving a place: the view is the results again (or the bare map); BACK then pops as usual. */
export const placeBack = (app: App) => {
  setView(app, { screen: app.state.view.query || app.state.view.category ? "results" : "map", placeId: null });
  return false;
};
/** Leaving the results: the bare map. */
export const resultsBack = (app: App) => {
  setView(app, { screen: "map", query: "", category: null, placeId: null });
  return false;
};
