/** Settings: ten pages (account, data saver, playback with the sleep timer, privacy, ...), each a list of switches and choices. */
import { mdiChevronRight } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { Icon, ScrollView, Switch } from "../../os/ui/kit";
import { type App } from "./logic";
import { Header } from "./parts";
import type { SpotifySettings, SpotifyState } from "./state";
import type { SpotifySettingsPage } from "./params";

type Key = keyof SpotifySettings;
type Row =
  | { kind: "switch"; key: Key; title: string; sub?: string }
  | { kind: "choice"; key: Key; title: string; options: Array<string | number> }
  | { kind: "link"; id: string; title: string; sub?: string; screen: string }
  | { kind: "info"; title: string; sub: string };

const QUALITY = ["Automatic", "Low", "Normal", "High", "Very high"];

export const PAGES: Array<{ id: SpotifySettingsPage; title: string; sub: string; rows: Row[] }> = [
  { id: "account", title: "Account", sub: "Username · Plan", rows: [
    { kind: "info", title: "Username", sub: "alexchen.music" },
    { kind: "info", title: "Email", sub: "alex.chen@example.com" },
    { kind: "link", id: "premium", title: "Your plan", sub: "Spotify Free", screen: "premium" },
  ] },
  { id: "dataSaver", title: "Data saver", sub: "Data saver · Downloads", rows: [
    { kind: "switch", key: "dataSaver", title: "Data saver", sub: "Sets your music quality to low and disables Canvas." },
    { kind: "switch", key: "downloadUsingCellular", title: "Download using cellular", sub: "Recommended setting: Off" },
  ] },
  { id: "playback", title: "Playback", sub: "Crossfade · Gapless · Sleep timer", rows: [
    { kind: "choice", key: "crossfadeSec", title: "Crossfade", options: [0, 3, 6, 9, 12] },
    { kind: "switch", key: "gapless", title: "Gapless playback" },
    { kind: "switch", key: "automix", title: "Automix", sub: "Allow seamless transitions between songs on select playlists." },
    { kind: "switch", key: "autoplay", title: "Autoplay similar content", sub: "Enjoy nonstop listening. We'll play something similar when your music ends." },
    { kind: "switch", key: "monoAudio", title: "Mono audio" },
    { kind: "link", id: "sleepTimer", title: "Sleep timer", sub: "Stop playback after a set time", screen: "sleepTimer" },
  ] },
  { id: "privacy", title: "Privacy and social", sub: "Listening activity · Recently played artists", rows: [
    { kind: "switch", key: "shareListeningActivity", title: "Share my listening activity on Spotify", sub: "Your followers can see what you're listening to." },
    { kind: "switch", key: "showRecentlyPlayedArtists", title: "Recently played artists", sub: "Show on your profile the artists you've played recently." },
    { kind: "switch", key: "publicPlaylistsOnProfile", title: "Show public playlists on my profile" },
  ] },
  { id: "notifications", title: "Notifications", sub: "New music · Playlist updates · Concerts", rows: [
    { kind: "switch", key: "notifyNewMusic", title: "New music", sub: "Music from artists you follow." },
    { kind: "switch", key: "notifyPlaylistUpdates", title: "Playlist updates" },
    { kind: "switch", key: "notifyConcerts", title: "Concert notifications" },
  ] },
  { id: "appsDevices", title: "Apps and devices", sub: "Spotify Connect · Car", rows: [
    { kind: "switch", key: "spotifyConnectInBackground", title: "Spotify Connect in background", sub: "Let other devices on your Wi-Fi control Spotify." },
    { kind: "switch", key: "localDevicesOnly", title: "Show local devices only" },
    { kind: "switch", key: "carThing", title: "Car mode", sub: "Simplified player in the car." },
  ] },
  { id: "contentDisplay", title: "Content and display", sub: "Explicit content · Canvas", rows: [
    { kind: "switch", key: "allowExplicit", title: "Allow explicit content", sub: "Turn on to play explicit content." },
    { kind: "switch", key: "canvas", title: "Canvas", sub: "Display short, looping visuals on tracks." },
    { kind: "switch", key: "showUnplayable", title: "Show unplayable songs" },
  ] },
  { id: "mediaQuality", title: "Media quality", sub: "Streaming · Download · Normalization", rows: [
    { kind: "choice", key: "streamingQualityWifi", title: "Wi-Fi streaming quality", options: QUALITY },
    { kind: "choice", key: "streamingQualityCellular", title: "Cellular streaming quality", options: QUALITY },
    { kind: "choice", key: "downloadQuality", title: "Download quality", options: QUALITY.slice(1) },
    { kind: "switch", key: "audioNormalization", title: "Audio normalization", sub: "Set the same volume level for all songs." },
  ] },
  { id: "storage", title: "Storage", sub: "Cache · Downloads", rows: [
    { kind: "info", title: "Downloads", sub: "0 B" },
    { kind: "info", title: "Cache", sub: "412.6 MB" },
  ] },
  { id: "about", title: "About", sub: "Version · Licences", rows: [
    { kind: "info", title: "Version", sub: "9.0.42.1188" },
    { kind: "info", title: "Terms and conditions", sub: "Read the terms of use" },
    { kind: "info", title: "Privacy policy", sub: "How we handle your data" },
  ] },
];

function setSetting(app: App, key: Key, value: boolean | string | number): void {
  app.update((d) => void ((d.settings as unknown as Record<string, unknown>)[key] = value));
}

export function SettingsScreen({ app }: ScreenProps<SpotifyState>) {
  return (
    <div class="spotify-root">
      <Header app={app} title="Settings and privacy" />
      <ScrollView id="spotify-settings" class="spotify-body">
        {PAGES.map((p) => (
          <div key={p.id} class="spotify-list-row" role="button" data-testid={`spotify-settings-${p.id}`} onClick={() => app.push("settingsPage", { page: p.id })}>
            <div class="spotify-row-text">
              <div class="spotify-row-title">{p.title}</div>
              <div class="spotify-row-sub">{p.sub}</div>
            </div>
            <Icon path={mdiChevronRight} size={22} color="#b3b3b3" />
          </div>
        ))}
      </ScrollView>
    </div>
  );
}

export function SettingsPageScreen({ route, app }: ScreenProps<SpotifyState>) {
  const page = PAGES.find((p) => p.id === String(route.params.page))!;
  const s = app.state.settings as unknown as Record<string, boolean | string | number>;
  const open = route.overlay?.name === "choice" ? String(route.overlay.data.key) : null;
  return (
    <div class="spotify-root">
      <Header app={app} title={page.title} />
      <ScrollView id={`spotify-settings-${page.id}`} class="spotify-body">
        {page.rows.map((r) => {
          if (r.kind === "switch")
            return (
              <div key={r.key} class="spotify-list-row" role="button" data-testid={`spotify-setting-${r.key}`} onClick={() => setSetting(app, r.key, !s[r.key])}>
                <div class="spotify-row-text">
                  <div class="spotify-row-title">{r.title}</div>
                  {r.sub && <div class="spotify-row-sub">{r.sub}</div>}
                </div>
                <Switch checked={Boolean(s[r.key])} testId={`spotify-setting-${r.key}-switch`} label={r.title} />
              </div>
            );
          if (r.kind === "choice")
            return (
              <div key={r.key}>
                <div class="spotify-list-row" role="button" data-testid={`spotify-setting-${r.key}`} onClick={() => app.openOverlay("menu", "choice", { key: r.key })}>
                  <div class="spotify-row-text">
                    <div class="spotify-row-title">{r.title}</div>
                    <div class="spotify-row-sub">{r.key === "crossfadeSec" ? `${s[r.key]} s` : String(s[r.key])}</div>
                  </div>
                </div>
                {open === r.key && (
                  <div class="spotify-choices" data-testid={`spotify-choices-${r.key}`}>
                    {r.options.map((o) => (
                      <div key={o} class={`spotify-menu-item ${s[r.key] === o ? "on" : ""}`} role="button" data-testid={`spotify-choice-${r.key}-${o}`} onClick={() => (app.closeOverlay(), setSetting(app, r.key, o))}>
                        {r.key === "crossfadeSec" ? `${o} s` : o}
                      </div>
                    ))}
                  </div>
                )}
              </div>
            );
          if (r.kind === "link")
            return (
              <div key={r.id} class="spotify-list-row" role="button" data-testid={`spotify-setting-${r.id}`} onClick={() => (r.screen === "premium" ? app.toast("Open Premium from the bottom bar") : app.push(r.screen))}>
                <div class="spotify-row-text">
                  <div class="spotify-row-title">{r.title}</div>
                  {r.sub && <div class="spotify-row-sub">{r.id === "sleepTimer" && app.state.sleepTimer ? `On · ${app.state.sleepTimer.minutes} minutes` : r.sub}</div>}
                </div>
                <Icon path={mdiChevronRight} size={22} color="#b3b3b3" />
              </div>
            );
          return (
            <div key={r.title} class="spotify-list-row">
              <div class="spotify-row-text">
                <div class="spotify-row-title">{r.title}</div>
                <div class="spotify-row-sub">{r.sub}</div>
              </div>
            </div>
          );
        })}
      </ScrollView>
    </div>
  );
}
