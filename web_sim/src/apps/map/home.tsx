/** Explore (the map with the search bar and category shortcuts), You (profile, lists) and Contribute. */
import { mdiAccountCircle, mdiBed, mdiBank, mdiBookmarkOutline, mdiCamera, mdiCoffee, mdiCog, mdiCompassOutline, mdiFlask, mdiGasStation, mdiHospitalBox, mdiMapMarkerPlusOutline, mdiMagnify, mdiMedicalBag, mdiPencilOutline, mdiPlusCircleOutline, mdiSilverwareForkKnife, mdiStarOutline, mdiTree, mdiCart } from "@mdi/js";
import { findPlace, MAP_CATEGORIES } from "../../../world/map";
import type { ScreenProps } from "../../os/types";
import { Avatar, BottomNav, Icon, ListItem, ScrollView, AppBar } from "../../os/ui/kit";
import { MapCanvas } from "./canvas";
import type { App } from "./logic";
import { MapRoot } from "./parts";
import { openPlace, Stars } from "./search";
import type { MapState } from "./state";

const CATEGORY_ICONS: Record<string, string> = {
  restaurant: mdiSilverwareForkKnife, cafe: mdiCoffee, hospital: mdiHospitalBox, pharmacy: mdiMedicalBag, gas_station: mdiGasStation,
  supermarket: mdiCart, park: mdiTree, museum: mdiBank, hotel: mdiBed, research_institute: mdiFlask,
};

const NAV = [
  { id: "explore", label: "Explore", icon: mdiCompassOutline },
  { id: "you", label: "You", icon: mdiBookmarkOutline },
  { id: "contribute", label: "Contribute", icon: mdiPlusCircleOutline },
];

function Nav({ app, active }: { app: App; active: string }) {
  return (
    <BottomNav items={NAV} active={active} onSelect={(id) => {
      if (id === active) return;
      if (active !== "explore") app.pop();
      if (id === "you") app.push("me");
      if (id === "contribute") app.push("contribute");
    }} />
  );
}

export function HomeScreen({ route, app }: ScreenProps<MapState>) {
  return (
    <MapRoot app={app}>
      <div class="map-home">
        <MapCanvas app={app} route={route} height={692} />
        <div class="map-home-top">
          <div class="map-searchbar mg-clickable" data-testid="map-search" onClick={() => app.push("search", {})}>
            <Icon path={mdiMagnify} size={22} color="#5f6368" />
            <span class="grow">Search here</span>
            <span class="mg-clickable" data-testid="map-avatar" onClick={(e) => (e.stopPropagation(), app.push("settings"))}>
              <Avatar name={app.state.user.name} size={30} color="#1a73e8" />
            </span>
          </div>
          <ScrollView id="map-cats" horizontal class="map-cats">
            <div class="map-cats-row">
              {MAP_CATEGORIES.map((c) => (
                <button key={c.id} class="map-cat" data-testid={`map-category-${c.id}`} onClick={() => app.requestPermission("location", "showResults", { category: c.id })}>
                  <Icon path={CATEGORY_ICONS[c.id]} size={16} /> {c.plural}
                </button>
              ))}
            </div>
          </ScrollView>
        </div>
      </div>
      <Nav app={app} active="explore" />
    </MapRoot>
  );
}

export function MeScreen({ app }: ScreenProps<MapState>) {
  const u = app.state.user;
  return (
    <MapRoot app={app}>
      <AppBar title="You" actions={<span class="mg-clickable" data-testid="map-me-settings" onClick={() => app.push("settings")}><Icon path={mdiCog} /></span>} />
      <ScrollView id="map-me">
        <div class="map-profile">
          <Avatar name={u.name} size={64} color="#1a73e8" />
          <div>
            <div class="map-profile-name" data-testid="map-profile-name">{u.name}</div>
            <div class="map-profile-sub">Local Guide · Level {u.level} · {u.points.toLocaleString("en-US")} points</div>
          </div>
        </div>
        <div class="map-section-title">Your lists</div>
        {u.lists.map((l) => (
          <div key={l.id}>
            <ListItem testId={`map-list-${l.id}`} leading={<Icon path={mdiBookmarkOutline} color="#1a73e8" />} title={l.name} subtitle={`${l.places.length} places`} />
            {l.places.map((id) => {
              const p = findPlace(id);
              return p ? <ListItem key={id} dense testId={`map-list-${l.id}-${id}`} title={p.name} subtitle={<Stars rating={p.rating} />} onClick={() => openPlace(app, p)} /> : null;
            })}
          </div>
        ))}
        <ListItem testId="map-me-open-settings" leading={<Icon path={mdiCog} />} title="Settings" onClick={() => app.push("settings")} />
      </ScrollView>
      <Nav app={app} active="you" />
    </MapRoot>
  );
}

export function ContributeScreen({ app }: ScreenProps<MapState>) {
  const c = app.state.user.contributions;
  const soon = () => app.toast("Open a place to add your contribution");
  return (
    <MapRoot app={app}>
      <AppBar title="Contribute" />
      <ScrollView id="map-contribute">
        <div class="map-profile">
          <Icon path={mdiAccountCircle} size={56} color="#1a73e8" />
          <div>
            <div class="map-profile-name">Your contributions</div>
            <div class="map-profile-sub">{c.reviews} reviews · {c.ratings} ratings · {c.photos} photos · {c.edits} edits</div>
          </div>
        </div>
        <ListItem testId="map-contribute-review" leading={<Icon path={mdiStarOutline} />} title="Write a review" subtitle="Share your experience of places you visited" onClick={soon} />
        <ListItem testId="map-contribute-photo" leading={<Icon path={mdiCamera} />} title="Add photos" onClick={soon} />
        <ListItem testId="map-contribute-place" leading={<Icon path={mdiMapMarkerPlusOutline} />} title="Add a missing place" onClick={soon} />
        <ListItem testId="map-contribute-edit" leading={<Icon path={mdiPencilOutline} />} title="Edit the map" subtitle="Fix a road or an address" onClick={soon} />
      </ScrollView>
      <Nav app={app} active="contribute" />
    </MapRoot>
  );
}
