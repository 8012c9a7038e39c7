/** Search: a query over songs, artists and albums (world/spotify.ts `searchSpotify`), with recent searches. */
import { mdiClose } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { Icon, ScrollView, TextField, useLazyItems } from "../../os/ui/kit";
import { album, artist, searchSpotify } from "../../../world/spotify";
import { context, play, recordSearch, songOf } from "./logic";
import { Cover, Header, MiniPlayer, SongMenu, SongRow } from "./parts";
import type { SpotifyState } from "./state";

const TABS = ["Songs", "Artists", "Albums"];
export const SONG_ROW_MIN_HEIGHT = 56;

export function SearchScreen({ route, app }: ScreenProps<SpotifyState>) {
  const q = (route.data.q as string | undefined) ?? "";
  const tab = (route.data.tab as string | undefined) ?? "Songs";
  const found = searchSpotify(q);
  const songs = found.songs.map(songOf);
  const shownSongs = useLazyItems(`spotify-search-${tab}`, songs, SONG_ROW_MIN_HEIGHT);
  const history = app.state.searchHistory;
  return (
    <div class="spotify-root">
      <Header app={app} title="Search" />
      <div class="spotify-search-field">
        <TextField id="spotify.search" value={q} search placeholder="What do you want to listen to?" onChange={(v) => app.setData({ q: v })} />
        {q !== "" && (
          <button class="spotify-icon-btn" aria-label="Clear search" data-testid="spotify-search-clear" onClick={() => app.setData({ q: "" })}>
            <Icon path={mdiClose} size={20} color="#fff" />
          </button>
        )}
      </div>
      {q !== "" && (
        <div class="spotify-chips">
          {TABS.map((t) => (
            <button key={t} class={`spotify-chip ${tab === t ? "on" : ""}`} data-testid={`spotify-search-tab-${t}`} onClick={() => app.setData({ tab: t })}>
              {t}
            </button>
          ))}
        </div>
      )}
      <ScrollView id={`spotify-search-${tab}`} class="spotify-body">
        {q === "" && history.length > 0 && <h2 class="spotify-h2">Recent searches</h2>}
        {q === "" &&
          history.map((h) => {
            const label = h.kind === "song" ? songOf(h.ref).title : h.kind === "artist" ? artist(h.ref)?.name : album(h.ref)?.title;
            return (
              <div key={h.id} class="spotify-list-row" role="button" data-testid={`spotify-history-${h.id}`} onClick={() => app.setData({ q: label ?? "" })}>
                <div class="spotify-row-text">
                  <div class="spotify-row-title">{label}</div>
                  <div class="spotify-row-sub">{h.kind === "song" ? "Song" : h.kind === "artist" ? "Artist" : "Album"}</div>
                </div>
              </div>
            );
          })}
        {q !== "" && tab === "Songs" && songs.length === 0 && <div class="spotify-empty">No results found for "{q}"</div>}
        {q !== "" &&
          tab === "Songs" &&
          shownSongs.map((s) => (
            <SongRow
              key={s.id}
              app={app}
              s={s}
              testId={`spotify-result-${s.id}`}
              extra={<span> · {s.albumTitle}</span>}
              onPlay={() => {
                recordSearch(app, "song", s.id);
                play(app, s.id, context.single("search", s.id));
              }}
            />
          ))}
        {q !== "" &&
          tab === "Artists" &&
          found.artists.map((id) => {
            const a = artist(id)!;
            return (
              <div key={id} class="spotify-list-row" role="button" data-testid={`spotify-result-artist-${id}`} onClick={() => (recordSearch(app, "artist", id), app.push("artist", { id }))}>
                <Cover id={id} color={a.color} size={56} round />
                <div class="spotify-row-text">
                  <div class="spotify-row-title">{a.name}</div>
                  <div class="spotify-row-sub">Artist</div>
                </div>
              </div>
            );
          })}
        {q !== "" &&
          tab === "Albums" &&
          found.albums.map((id) => {
            const a = album(id)!;
            return (
              <div key={id} class="spotify-list-row" role="button" data-testid={`spotify-result-album-${id}`} onClick={() => (recordSearch(app, "album", id), app.push("album", { id }))}>
                <Cover id={id} color={a.color} size={56} />
                <div class="spotify-row-text">
                  <div class="spotify-row-title">{a.title}</div>
                  <div class="spotify-row-sub">{a.kind} · {a.artistName} · {a.year}</div>
                </div>
              </div>
            );
          })}
        <div class="spotify-bottom-space" />
      </ScrollView>
      <MiniPlayer app={app} />
      <SongMenu app={app} route={route} />
    </div>
  );
}
