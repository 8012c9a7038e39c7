/** The main screen's tabs: Home, Search (browse categories), Your Library, Premium, and Create. */
import { mdiBellOutline, mdiCheck, mdiHeart, mdiHistory, mdiHome, mdiLibrary, mdiMagnify, mdiPlus, mdiSpotify } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { BottomNav, BottomSheet, Icon, ScrollView } from "../../os/ui/kit";
import { SPOTIFY_CATEGORIES, SPOTIFY_PLAYLISTS, album, newReleases } from "../../../world/spotify";
import { localTime } from "../../os/time";
import { followedArtists, songOf, type App } from "./logic";
import { Cover, MiniPlayer, SongMenu, songColor } from "./parts";
import type { SpotifyState } from "./state";

const NAV = [
  { id: "home", label: "Home", icon: mdiHome },
  { id: "browse", label: "Search", icon: mdiMagnify },
  { id: "library", label: "Your Library", icon: mdiLibrary },
  { id: "premium", label: "Premium", icon: mdiSpotify },
  { id: "create", label: "Create", icon: mdiPlus },
];

function greeting(app: App): string {
  const h = localTime(app.os).hour;
  return h < 12 ? "Good morning" : h < 18 ? "Good afternoon" : "Good evening";
}

export function todayIso(app: App): string {
  const t = localTime(app.os);
  return `${t.year}-${String(t.month).padStart(2, "0")}-${String(t.day).padStart(2, "0")}`;
}

function Home({ app }: { app: App }) {
  const s = app.state;
  const recentSongs = [...new Set([...s.recentPlays].reverse().map((p) => p.song))].slice(0, 8);
  const made = SPOTIFY_PLAYLISTS.filter((p) => p.id.endsWith("-1")).slice(0, 8);
  const fresh = newReleases(todayIso(app)).slice(0, 6);
  return (
    <ScrollView id="spotify-home">
      <div class="spotify-top">
        <button class="spotify-avatar" aria-label="Profile" data-testid="spotify-profile" onClick={() => app.push("profile")}>{s.profile.name[0]}</button>
        <h1 class="spotify-top-title">{greeting(app)}</h1>
        <button class="spotify-icon-btn" aria-label="What's new" data-testid="spotify-whats-new" onClick={() => app.push("whatsNew")}>
          <Icon path={mdiBellOutline} size={24} color="#fff" />
        </button>
        <button class="spotify-icon-btn" aria-label="Listening history" data-testid="spotify-recent" onClick={() => app.push("recent")}>
          <Icon path={mdiHistory} size={24} color="#fff" />
        </button>
      </div>
      <div class="spotify-grid2">
        <div class="spotify-tile" role="button" data-testid="spotify-tile-liked" onClick={() => app.push("liked")}>
          <span class="spotify-liked-art small"><Icon path={mdiHeart} size={18} color="#fff" /></span>
          <span>Liked Songs</span>
        </div>
        {s.playlists.slice(0, 5).map((p) => (
          <div key={p.id} class="spotify-tile" role="button" data-testid={`spotify-tile-${p.id}`} onClick={() => app.push("playlist", { id: p.id })}>
            <Cover id={p.id} color="#535353" size={48} />
            <span>{p.name}</span>
          </div>
        ))}
      </div>
      <h2 class="spotify-h2">Jump back in</h2>
      <ScrollView id="spotify-home-recent" horizontal class="spotify-shelf-wrap">
        <div class="spotify-shelf">
          {recentSongs.map((id) => {
            const song = songOf(id);
            return (
              <div key={id} class="spotify-card" role="button" data-testid={`spotify-jump-${id}`} onClick={() => app.push("album", { id: song.album })}>
                <Cover id={song.album} color={songColor(song)} size={128} />
                <div class="spotify-card-title">{song.title}</div>
                <div class="spotify-card-sub">{song.artistName}</div>
              </div>
            );
          })}
        </div>
      </ScrollView>
      <h2 class="spotify-h2">Made for you</h2>
      <ScrollView id="spotify-home-made" horizontal class="spotify-shelf-wrap">
        <div class="spotify-shelf">
          {made.map((p) => (
            <div key={p.id} class="spotify-card" role="button" data-testid={`spotify-made-${p.id}`} onClick={() => app.push("editorial", { id: p.id })}>
              <Cover id={p.id} color={p.color} size={128} />
              <div class="spotify-card-title">{p.name}</div>
              <div class="spotify-card-sub">{p.description}</div>
            </div>
          ))}
        </div>
      </ScrollView>
      <h2 class="spotify-h2">New releases for you</h2>
      {fresh.map((a) => (
        <div key={a.id} class="spotify-list-row" role="button" data-testid={`spotify-new-${a.id}`} onClick={() => app.push("album", { id: a.id })}>
          <Cover id={a.id} color={a.color} size={56} />
          <div class="spotify-row-text">
            <div class="spotify-row-title">{a.title}</div>
            <div class="spotify-row-sub">{a.kind} · {a.artistName}</div>
          </div>
        </div>
      ))}
      <div class="spotify-bottom-space" />
    </ScrollView>
  );
}

function Browse({ app }: { app: App }) {
  return (
    <ScrollView id="spotify-browse">
      <h1 class="spotify-page-title">Search</h1>
      <div class="spotify-searchbox" role="button" data-testid="spotify-search-open" onClick={() => app.push("search")}>
        <Icon path={mdiMagnify} size={24} color="#121212" />
        <span>What do you want to listen to?</span>
      </div>
      <h2 class="spotify-h2">Browse all</h2>
      <div class="spotify-cats">
        {SPOTIFY_CATEGORIES.map((c) => (
          <div key={c.id} class="spotify-cat" style={{ background: c.color }} role="button" data-testid={`spotify-cat-${c.id}`} onClick={() => app.push("category", { id: c.id })}>
            {c.name}
          </div>
        ))}
      </div>
      <div class="spotify-bottom-space" />
    </ScrollView>
  );
}

const FILTERS = ["Playlists", "Artists", "Albums"];

function Library({ app, filter }: { app: App; filter: string }) {
  const s = app.state;
  const show = (f: string) => filter === "" || filter === f;
  return (
    <div class="spotify-library">
      <div class="spotify-top">
        <button class="spotify-avatar" aria-label="Profile" data-testid="spotify-profile" onClick={() => app.push("profile")}>{s.profile.name[0]}</button>
        <h1 class="spotify-top-title">Your Library</h1>
        <button class="spotify-icon-btn" aria-label="Create playlist" data-testid="spotify-library-create" onClick={() => app.push("createPlaylist")}>
          <Icon path={mdiPlus} size={26} color="#fff" />
        </button>
      </div>
      <div class="spotify-chips">
        {FILTERS.map((f) => (
          <button key={f} class={`spotify-chip ${filter === f ? "on" : ""}`} data-testid={`spotify-filter-${f}`} onClick={() => app.setData({ filter: filter === f ? "" : f })}>
            {filter === f && <Icon path={mdiCheck} size={14} color="#000" />}
            {f}
          </button>
        ))}
      </div>
      <ScrollView id={`spotify-library-${filter}`}>
        {show("Playlists") && (
          <div class="spotify-list-row" role="button" data-testid="spotify-lib-liked" onClick={() => app.push("liked")}>
            <span class="spotify-liked-art"><Icon path={mdiHeart} size={26} color="#fff" /></span>
            <div class="spotify-row-text">
              <div class="spotify-row-title">Liked Songs</div>
              <div class="spotify-row-sub">Playlist · {s.likedSongs.length} songs</div>
            </div>
          </div>
        )}
        {show("Playlists") &&
          s.playlists.map((p) => (
            <div key={p.id} class="spotify-list-row" role="button" data-testid={`spotify-lib-playlist-${p.id}`} onClick={() => app.push("playlist", { id: p.id })}>
              <Cover id={p.id} color="#535353" size={56} />
              <div class="spotify-row-text">
                <div class="spotify-row-title">{p.name}</div>
                <div class="spotify-row-sub">Playlist · {s.profile.name} · {p.tracks.length} songs</div>
              </div>
            </div>
          ))}
        {show("Artists") &&
          followedArtists(s).map((a) => (
            <div key={a.id} class="spotify-list-row" role="button" data-testid={`spotify-lib-artist-${a.id}`} onClick={() => app.push("artist", { id: a.id })}>
              <Cover id={a.id} color={a.color} size={56} round />
              <div class="spotify-row-text">
                <div class="spotify-row-title">{a.name}</div>
                <div class="spotify-row-sub">Artist</div>
              </div>
            </div>
          ))}
        {show("Albums") &&
          s.savedAlbums.map((x) => {
            const a = album(x.id)!;
            return (
              <div key={a.id} class="spotify-list-row" role="button" data-testid={`spotify-lib-album-${a.id}`} onClick={() => app.push("album", { id: a.id })}>
                <Cover id={a.id} color={a.color} size={56} />
                <div class="spotify-row-text">
                  <div class="spotify-row-title">{a.title}</div>
                  <div class="spotify-row-sub">Album · {a.artistName}</div>
                </div>
              </div>
            );
          })}
        <div class="spotify-bottom-space" />
      </ScrollView>
    </div>
  );
}

const PLANS: Array<[string, string, string]> = [
  ["Individual", "¥15.00 / month", "1 Premium account · Cancel anytime"],
  ["Duo", "¥20.00 / month", "2 Premium accounts"],
  ["Family", "¥25.00 / month", "Up to 6 Premium accounts"],
  ["Student", "¥7.50 / month", "1 verified Premium account"],
];

function Premium({ app }: { app: App }) {
  return (
    <ScrollView id="spotify-premium">
      <div class="spotify-premium-hero">
        <Icon path={mdiSpotify} size={36} color="#fff" />
        <h1>Listen without limits. Try 1 month of Premium for ¥0.</h1>
        <div class="spotify-row-sub">You are on Spotify {app.state.profile.plan}.</div>
      </div>
      {PLANS.map(([name, price, text]) => (
        <div key={name} class="spotify-plan" data-testid={`spotify-plan-${name}`}>
          <div class="spotify-plan-name">Premium {name}</div>
          <div class="spotify-plan-price">{price}</div>
          <div class="spotify-row-sub">{text}</div>
          <button class="spotify-pill" data-testid={`spotify-plan-${name}-get`} onClick={() => app.toast("Payment is not available in this region yet")}>Get Premium {name}</button>
        </div>
      ))}
      <div class="spotify-bottom-space" />
    </ScrollView>
  );
}

export function HomeScreen({ route, app }: ScreenProps<SpotifyState>) {
  const tab = (route.data.tab as string | undefined) ?? "home";
  const filter = (route.data.filter as string | undefined) ?? "";
  let body;
  if (tab === "browse") body = <Browse app={app} />;
  else if (tab === "library") body = <Library app={app} filter={filter} />;
  else if (tab === "premium") body = <Premium app={app} />;
  else body = <Home app={app} />;
  return (
    <div class="spotify-root">
      <div class="spotify-body">{body}</div>
      <MiniPlayer app={app} />
      <BottomNav items={NAV} active={tab} onSelect={(id) => (id === "create" ? app.openOverlay("sheet", "create") : app.setData({ tab: id }))} />
      {route.overlay?.name === "create" && (
        <BottomSheet onDismiss={() => app.closeOverlay()} testId="spotify-create-sheet">
          <div class="spotify-menu-item" role="button" data-testid="spotify-create-playlist" onClick={() => (app.closeOverlay(), app.push("createPlaylist"))}>
            Playlist
            <div class="spotify-row-sub">Build a playlist with songs</div>
          </div>
          <div class="spotify-menu-item" role="button" data-testid="spotify-create-blend" onClick={() => (app.closeOverlay(), app.toast("Invite friends to start a Blend"))}>
            Blend
            <div class="spotify-row-sub">Combine tastes in a shared playlist with friends</div>
          </div>
        </BottomSheet>
      )}
      <SongMenu app={app} route={route} />
    </div>
  );
}
