/** Settings: app display (language, theme, units), navigation (north-up, getting around), location privacy, offline maps, notifications. */
import { mdiBellOutline, mdiCellphone, mdiDownload, mdiMapCheckOutline, mdiNavigationVariantOutline, mdiShieldAccountOutline } from "@mdi/js";
import type { ComponentChildren } from "preact";
import type { ScreenProps } from "../../os/types";
import { AppBar, Dialog, Icon, ListItem, ScrollView, SectionHeader, SwitchItem } from "../../os/ui/kit";
import type { App } from "./logic";
import { MapRoot } from "./parts";
import type { MapSettings, MapState, MapTheme, RouteMode } from "./state";

const THEMES: Array<{ id: MapTheme; label: string }> = [
  { id: "light", label: "Always in light theme" },
  { id: "dark", label: "Always in dark theme" },
  { id: "system", label: "Same as device theme" },
];
const LANGUAGES = ["English", "中文 (简体)", "Español", "Français", "Deutsch", "日本語"];
/** Offline areas one can download: name and size. */
export const OFFLINE_AREAS: Array<{ id: string; name: string; size: string }> = [
  { id: "haidian", name: "Haidian District", size: "86 MB" },
  { id: "beijing", name: "Beijing", size: "412 MB" },
  { id: "tianjin", name: "Tianjin", size: "233 MB" },
];

function set(app: App, recipe: (s: MapSettings) => void): void {
  app.update((d) => recipe(d.settings));
}

function Page({ app, title, children }: { app: App; title: string; children: ComponentChildren }) {
  return (
    <MapRoot app={app}>
      <AppBar title={title} onBack={app.pop} />
      <ScrollView id={`map-${title}`}>{children}</ScrollView>
    </MapRoot>
  );
}

function Choice({ app, name, title, options, value, onPick }: { app: App; name: string; title: string; options: Array<{ id: string; label: string }>; value: string; onPick: (id: string) => void }) {
  return (
    <Dialog title={title} onDismiss={app.closeOverlay} testId={`map-${name}-dialog`} actions={[{ label: "Cancel", onClick: app.closeOverlay, testId: `map-${name}-cancel` }]}>
      {options.map((o) => (
        <div key={o.id} class="map-radio mg-clickable" role="radio" aria-checked={o.id === value} data-testid={`map-${name}-${o.id}`} onClick={() => (onPick(o.id), app.closeOverlay())}>
          <span class={`map-radio-dot ${o.id === value ? "on" : ""}`} /> {o.label}
        </div>
      ))}
    </Dialog>
  );
}

export function SettingsScreen({ app }: ScreenProps<MapState>) {
  const rows: Array<[string, string, string, string]> = [
    ["settingsDisplay", "App display", "Language, theme, distance units", mdiCellphone],
    ["settingsNavigation", "Navigation settings", "Map orientation, voice, routes, getting around", mdiNavigationVariantOutline],
    ["settingsPrivacy", "Location privacy", "Recent searches, location history", mdiShieldAccountOutline],
    ["settingsOffline", "Offline maps", "Download areas to use without a connection", mdiMapCheckOutline],
    ["settingsNotifications", "Notifications", "Traffic, parking location, recommendations", mdiBellOutline],
  ];
  return (
    <Page app={app} title="Settings">
      {rows.map(([screen, title, subtitle, icon]) => <ListItem key={screen} testId={`map-${screen}`} leading={<Icon path={icon} />} title={title} subtitle={subtitle} onClick={() => app.push(screen)} />)}
      <div class="map-settings-foot">Signed in as {app.state.user.name}</div>
    </Page>
  );
}

export function DisplayScreen({ route, app }: ScreenProps<MapState>) {
  const s = app.state.settings.display;
  const o = route.overlay?.name;
  return (
    <Page app={app} title="App display">
      <ListItem testId="map-settings-language" title="App language" subtitle={s.language} onClick={() => app.openOverlay("dialog", "language")} />
      <ListItem testId="map-settings-theme" title="Theme" subtitle={THEMES.find((t) => t.id === s.theme)!.label} onClick={() => app.openOverlay("dialog", "theme")} />
      <ListItem testId="map-settings-units" title="Distance units" subtitle={s.distanceUnits === "km" ? "Kilometres" : "Miles"} onClick={() => app.openOverlay("dialog", "units")} />
      {o === "theme" && <Choice app={app} name="theme" title="Theme" options={THEMES} value={s.theme} onPick={(id) => set(app, (d) => void (d.display.theme = id as MapTheme))} />}
      {o === "language" && <Choice app={app} name="language" title="App language" options={LANGUAGES.map((l) => ({ id: l, label: l }))} value={s.language} onPick={(id) => set(app, (d) => void (d.display.language = id))} />}
      {o === "units" && <Choice app={app} name="units" title="Distance units" options={[{ id: "km", label: "Kilometres" }, { id: "mi", label: "Miles" }]} value={s.distanceUnits} onPick={(id) => set(app, (d) => void (d.display.distanceUnits = id as "km" | "mi"))} />}
    </Page>
  );
}

export function NavigationScreen({ route, app }: ScreenProps<MapState>) {
  const s = app.state.settings;
  return (
    <Page app={app} title="Navigation settings">
      <SectionHeader>Map display</SectionHeader>
      <SwitchItem testId="map-settings-northup" title="Keep map north up" subtitle="The map doesn't turn with your direction" checked={s.navigation.northUp} onChange={(v) => set(app, (d) => void (d.navigation.northUp = v))} />
      <SectionHeader>Guidance</SectionHeader>
      <SwitchItem testId="map-settings-voice" title="Voice guidance" checked={s.navigation.voiceGuidance} onChange={(v) => set(app, (d) => void (d.navigation.voiceGuidance = v))} />
      <SwitchItem testId="map-settings-tolls" title="Avoid tolls" checked={s.navigation.avoidTolls} onChange={(v) => set(app, (d) => void (d.navigation.avoidTolls = v))} />
      <SectionHeader>Getting around</SectionHeader>
      <ListItem testId="map-settings-mode" title="Preferred way of getting around" subtitle={s.gettingAround.preferredMode === "drive" ? "Driving" : "Walking"} onClick={() => app.openOverlay("dialog", "mode")} />
      {route.overlay?.name === "mode" && <Choice app={app} name="mode" title="Getting around" options={[{ id: "drive", label: "Driving" }, { id: "walk", label: "Walking" }]} value={s.gettingAround.preferredMode} onPick={(id) => set(app, (d) => void (d.gettingAround.preferredMode = id as RouteMode))} />}
    </Page>
  );
}

export function PrivacyScreen({ route, app }: ScreenProps<MapState>) {
  const s = app.state.settings.locationPrivacy;
  return (
    <Page app={app} title="Location privacy">
      <SwitchItem testId="map-settings-recent" title="Save recent searches" subtitle="Show the places and searches you used before" checked={s.saveRecentSearches} onChange={(v) => set(app, (d) => void (d.locationPrivacy.saveRecentSearches = v))} />
      <SwitchItem testId="map-settings-history" title="Location history" subtitle="Keep a timeline of places you go" checked={s.locationHistory} onChange={(v) => set(app, (d) => void (d.locationPrivacy.locationHistory = v))} />
      <ListItem testId="map-settings-clear-history" title="Clear search history" subtitle={`${app.state.searchHistory.length} saved searches`} onClick={() => app.openOverlay("dialog", "clear")} />
      {route.overlay?.name === "clear" && (
        <Dialog title="Clear search history?" onDismiss={app.closeOverlay} actions={[
          { label: "Cancel", onClick: app.closeOverlay, testId: "map-clear-cancel" },
          { label: "Clear", onClick: () => (app.update((d) => void (d.searchHistory = [])), app.closeOverlay()), testId: "map-clear-confirm" },
        ]} />
      )}
    </Page>
  );
}

export function OfflineScreen({ app }: ScreenProps<MapState>) {
  const s = app.state.settings.offlineMaps;
  return (
    <Page app={app} title="Offline maps">
      <SectionHeader>Areas</SectionHeader>
      {OFFLINE_AREAS.map((a) => {
        const has = s.downloaded.includes(a.id);
        return (
          <ListItem key={a.id} testId={`map-offline-${a.id}`} leading={<Icon path={has ? mdiMapCheckOutline : mdiDownload} color="#1a73e8" />} title={a.name} subtitle={has ? `Downloaded · ${a.size}` : `Download · ${a.size}`} onClick={() => set(app, (d) => {
            d.offlineMaps.downloaded = has ? d.offlineMaps.downloaded.filter((id) => id !== a.id) : [...d.offlineMaps.downloaded, a.id];
          })} />
        );
      })}
      <SectionHeader>Preferences</SectionHeader>
      <SwitchItem testId="map-settings-autoupdate" title="Auto-update offline maps" checked={s.autoUpdate} onChange={(v) => set(app, (d) => void (d.offlineMaps.autoUpdate = v))} />
      <SwitchItem testId="map-settings-wifionly" title="Download over Wi-Fi only" checked={s.wifiOnly} onChange={(v) => set(app, (d) => void (d.offlineMaps.wifiOnly = v))} />
    </Page>
  );
}

export function NotificationsScreen({ app }: ScreenProps<MapState>) {
  const s = app.state.settings.notifications;
  return (
    <Page app={app} title="Notifications">
      <SectionHeader>Traffic and transit</SectionHeader>
      <SwitchItem testId="map-settings-parking" title="Parking location" subtitle="Remind you where you parked" checked={s.parkingLocation} onChange={(v) => set(app, (d) => void (d.notifications.parkingLocation = v))} />
      <SwitchItem testId="map-settings-traffic" title="Traffic on your commute" checked={s.traffic} onChange={(v) => set(app, (d) => void (d.notifications.traffic = v))} />
      <SectionHeader>Recommendations</SectionHeader>
      <SwitchItem testId="map-settings-recommendations" title="Recommended places" subtitle="Places you might like near you" checked={s.recommendations} onChange={(v) => set(app, (d) => void (d.notifications.recommendations = v))} />
    </Page>
  );
}
