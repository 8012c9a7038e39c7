/** The Settings home: the search bar and the top-level entries, or search results while typing. */
import { mdiApps, mdiBluetoothConnect, mdiBrightness6, mdiCellphoneInformation, mdiClose, mdiMagnify, mdiMapMarkerOutline, mdiVolumeHigh, mdiWifi } from "@mdi/js";
import { APPS } from "../../os/registry";
import type { OsState, ScreenProps } from "../../os/types";
import { Empty, Icon, ListItem, ScrollView, TextField } from "../../os/ui/kit";
import { EntryIcon, type App } from "./common";
import { locationSummary } from "./device";
import { connectedDevicesSummary, searchCatalogue, searchEntries, soundSummary, wifiSummary, type Screen, type SettingsState } from "./logic";

export const SEARCH_FIELD = "settings.search";

interface HomeEntry { id: string; title: string; icon: string; color: string; screen: Screen; summary: (os: OsState) => string }

/** Top-level entries, in groups drawn as cards. */
const GROUPS: HomeEntry[][] = [
  [
    { id: "network", title: "Network & internet", icon: mdiWifi, color: "#1a73e8", screen: "network", summary: wifiSummary },
    { id: "connected", title: "Connected devices", icon: mdiBluetoothConnect, color: "#00897b", screen: "bluetooth", summary: connectedDevicesSummary },
  ],
  [
    { id: "display", title: "Display", icon: mdiBrightness6, color: "#f29900", screen: "display", summary: () => "Dark theme, font size, brightness" },
    { id: "sound", title: "Sound & vibration", icon: mdiVolumeHigh, color: "#8e44ad", screen: "sound", summary: soundSummary },
  ],
  [
    { id: "apps", title: "Apps", icon: mdiApps, color: "#d93025", screen: "apps", summary: () => "Permissions, notifications" },
    { id: "location", title: "Location", icon: mdiMapMarkerOutline, color: "#188038", screen: "location", summary: locationSummary },
  ],
  [{ id: "about", title: "About phone", icon: mdiCellphoneInformation, color: "#5f6b7a", screen: "about", summary: (os) => os.device.name }],
];

function Results({ query, app }: { query: string; app: App }) {
  const results = searchEntries(query, searchCatalogue(APPS));
  if (results.length === 0) return <Empty icon={mdiMagnify} text="No results" />;
  return (
    <div class="settings-results" data-testid="settings-results">
      {results.map((r) => (
        <ListItem key={r.id} testId={`settings-result-${r.id}`} title={r.title} subtitle={r.path || "Settings"} onClick={() => app.push(r.screen, r.params)} dense />
      ))}
    </div>
  );
}

export function HomeScreen({ route, app }: ScreenProps<SettingsState>) {
  const query = (route.data.query as string | undefined) ?? "";
  return (
    <>
      <h1 class="settings-home-title">Settings</h1>
      <div class="settings-search">
        <TextField id={SEARCH_FIELD} value={query} placeholder="Search Settings" search onChange={(v) => app.setData({ query: v })} />
        {query !== "" && (
          <button class="mg-iconbtn settings-search-clear" aria-label="Clear search" data-testid="settings-search-clear" onClick={() => app.setData({ query: "" })}>
            <Icon path={mdiClose} size={20} />
          </button>
        )}
      </div>
      <ScrollView id={query === "" ? "home" : "results"}>
        {query !== "" ? (
          <Results query={query} app={app} />
        ) : (
          GROUPS.map((group, i) => (
            <div key={i} class="settings-card">
              {group.map((e) => (
                <ListItem key={e.id} testId={`settings-entry-${e.id}`} leading={<EntryIcon path={e.icon} color={e.color} />} title={e.title} subtitle={e.summary(app.os)} onClick={() => app.push(e.screen)} />
              ))}
            </div>
          ))
        )}
      </ScrollView>
    </>
  );
}
