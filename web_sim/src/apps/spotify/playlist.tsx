/** The user's playlists: a playlist page (play, shuffle, add, remove, move, replace, delete), create, add a song to one, pick a song. */
import { mdiDotsVertical, mdiPlus, mdiShuffleVariant } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { Button, Dialog, Icon, ScrollView, TextField, useLazyItems } from "../../os/ui/kit";
import { searchSpotify } from "../../../world/spotify";
import { addToPlaylist, context, createPlaylist, deletePlaylist, isLiked, play, playlistOf, replaceInPlaylist, songOf, togglePlay, type App } from "./logic";
import { Cover, Header, MiniPlayer, PlayButton, SongMenu, SongRow, songColor } from "./parts";
import { SONG_ROW_MIN_HEIGHT } from "./search";
import type { SpotifyState } from "./state";

function toggleShuffle(app: App): void {
  app.update((d) => void (d.player.shuffle = !d.player.shuffle));
}

export function PlaylistScreen({ route, app }: ScreenProps<SpotifyState>) {
  const p = playlistOf(app.state, String(route.params.id));
  if (!p) return <div class="spotify-root"><Header app={app} title="Playlist" /><div class="spotify-empty">This playlist was deleted.</div></div>;
  const ctx = context.playlist(p);
  const c = app.state.player.context;
  const fromHere = c !== null && c.kind === "playlist" && c.id === p.id;
  const total = p.tracks.reduce((n, t) => n + songOf(t.id).durationSec, 0);
  return (
    <div class="spotify-root">
      <Header
        app={app}
        title=""
        actions={
          <button class="spotify-icon-btn" aria-label="More options" data-testid="spotify-playlist-more" onClick={() => app.openOverlay("dialog", "deletePlaylist")}>
            <Icon path={mdiDotsVertical} size={24} color="#fff" />
          </button>
        }
      />
      <ScrollView id="spotify-playlist" class="spotify-body">
        <div class="spotify-page-art">
          <Cover id={p.id} color="#535353" size={180} label={p.name} />
        </div>
        <h1 class="spotify-page-title" data-testid="spotify-playlist-name">{p.name}</h1>
        {p.details && <div class="spotify-page-meta">{p.details}</div>}
        <div class="spotify-page-meta">{app.state.profile.name} · {p.tracks.length} songs · {Math.floor(total / 60)} min</div>
        <div class="spotify-actions">
          <button class="spotify-outline" data-testid="spotify-playlist-add" onClick={() => app.push("pickSong", { playlist: p.id })}>
            <Icon path={mdiPlus} size={18} color="#fff" /> Add songs
          </button>
          <span class="spotify-spacer" />
          <button class="spotify-icon-btn" aria-label="Shuffle" data-testid="spotify-playlist-shuffle" onClick={() => toggleShuffle(app)}>
            <Icon path={mdiShuffleVariant} size={26} color={app.state.player.shuffle ? "#1ed760" : "#b3b3b3"} />
          </button>
          <PlayButton
            playing={fromHere && app.state.player.isPlaying}
            testId="spotify-playlist-play"
            onClick={() => (fromHere && ctx.songs.includes(app.state.player.song) ? togglePlay(app) : ctx.songs.length ? play(app, app.state.player.shuffle ? ctx.songs[Math.floor(ctx.songs.length / 2)] : ctx.songs[0], ctx) : app.toast("Add songs first"))}
          />
        </div>
        {p.tracks.length === 0 && <div class="spotify-empty">Let's start building your playlist</div>}
        {p.tracks.map((t) => (
          <SongRow key={t.id} app={app} s={songOf(t.id)} testId={`spotify-pl-${t.id}`} playlist={p.id} onPlay={() => play(app, t.id, ctx)} />
        ))}
        <div class="spotify-bottom-space" />
      </ScrollView>
      <MiniPlayer app={app} />
      <SongMenu app={app} route={route} />
      {route.overlay?.name === "deletePlaylist" && (
        <Dialog
          title={`Delete ${p.name}?`}
          onDismiss={() => app.closeOverlay()}
          actions={[
            { label: "Cancel", testId: "spotify-delete-cancel", onClick: () => app.closeOverlay() },
            { label: "Delete", testId: "spotify-delete-confirm", onClick: () => (app.closeOverlay(), deletePlaylist(app, p.id), app.pop()) },
          ]}
        >
          This playlist will be removed from Your Library.
        </Dialog>
      )}
    </div>
  );
}

/** Name a new playlist; "Create" opens it (with `song`, adds that song first). */
export function CreatePlaylistScreen({ route, app }: ScreenProps<SpotifyState>) {
  const name = (route.data.name as string | undefined) ?? `My playlist #${app.state.playlists.length + 1}`;
  const song = route.params.song ? String(route.params.song) : null;
  const create = () => {
    const title = name.trim();
    if (title === "") return app.toast("Give your playlist a name");
    const id = createPlaylist(app, title, song);
    app.pop();
    if (song) app.pop(); // back past "Add to playlist" to where the song was
    else app.push("playlist", { id });
  };
  return (
    <div class="spotify-root spotify-create">
      <h1 class="spotify-create-title">Give your playlist a name</h1>
      <div class="spotify-create-field">
        <TextField id="spotify.playlistName" value={name} onChange={(v) => app.setData({ name: v })} onSubmit={create} maxLength={100} />
      </div>
      <div class="spotify-create-actions">
        <Button variant="outlined" testId="spotify-create-cancel" onClick={() => app.pop()}>Cancel</Button>
        <Button testId="spotify-create-confirm" onClick={create}>Create</Button>
      </div>
    </div>
  );
}

/** Add the song `params.song` to one of my playlists, or to a new one. */
export function AddToPlaylistScreen({ route, app }: ScreenProps<SpotifyState>) {
  const song = String(route.params.song);
  const s = songOf(song);
  return (
    <div class="spotify-root">
      <Header app={app} title="Add to playlist" />
      <ScrollView id="spotify-add-to" class="spotify-body">
        <div class="spotify-page-meta">{s.title} · {s.artistName}</div>
        <div class="spotify-center">
          <button class="spotify-pill" data-testid="spotify-add-new-playlist" onClick={() => app.push("createPlaylist", { song })}>New playlist</button>
        </div>
        {app.state.playlists.map((p) => {
          const has = p.tracks.some((t) => t.id === song);
          return (
            <div key={p.id} class="spotify-list-row" role="button" data-testid={`spotify-add-to-${p.id}`} onClick={() => addToPlaylist(app, p.id, song) && app.pop()}>
              <Cover id={p.id} color="#535353" size={56} />
              <div class="spotify-row-text">
                <div class="spotify-row-title">{p.name}</div>
                <div class="spotify-row-sub">{p.tracks.length} songs{has ? " · Already added" : ""}</div>
              </div>
            </div>
          );
        })}
      </ScrollView>
    </div>
  );
}

/** Search songs to add to a playlist (`params.playlist`), or to put in place of `params.replace`. */
export function PickSongScreen({ route, app }: ScreenProps<SpotifyState>) {
  const playlist = String(route.params.playlist);
  const replace = route.params.replace ? String(route.params.replace) : null;
  const p = playlistOf(app.state, playlist);
  const q = (route.data.q as string | undefined) ?? "";
  const songs = searchSpotify(q).songs.map(songOf);
  const shown = useLazyItems("spotify-pick", songs, SONG_ROW_MIN_HEIGHT);
  return (
    <div class="spotify-root">
      <Header app={app} title={replace ? `Replace "${songOf(replace).title}"` : `Add to ${p?.name ?? "playlist"}`} />
      <div class="spotify-search-field">
        <TextField id="spotify.pickSong" value={q} search placeholder="Search for songs" onChange={(v) => app.setData({ q: v })} />
      </div>
      <ScrollView id="spotify-pick" class="spotify-body">
        {shown.map((s) => {
          const has = p?.tracks.some((t) => t.id === s.id) ?? false;
          return (
            <div key={s.id} class="spotify-row" data-testid={`spotify-pick-${s.id}`}>
              <div class="spotify-row-main">
                <Cover id={s.album} color={songColor(s)} size={44} />
                <div class="spotify-row-text">
                  <div class="spotify-row-title">{s.title}</div>
                  <div class="spotify-row-sub">{s.artistName} · {s.albumTitle}{isLiked(app.state, s.id) ? " · Liked" : ""}</div>
                </div>
              </div>
              <button
                class={`spotify-add-btn ${has ? "done" : ""}`}
                aria-label={replace ? `Replace with ${s.title}` : `Add ${s.title}`}
                data-testid={`spotify-pick-${s.id}-add`}
                onClick={() => (replace ? replaceInPlaylist(app, playlist, replace, s.id) && app.pop() : addToPlaylist(app, playlist, s.id))}
              >
                {replace ? "Replace" : has ? "Added" : "Add"}
              </button>
            </div>
          );
        })}
        <div class="spotify-bottom-space" />
      </ScrollView>
    </div>
  );
}
