/** Catalogue pages: artist, album, category, editorial playlist, what's new, liked songs, recently played, profile. */
import { mdiCogOutline, mdiHeart, mdiHeartOutline, mdiShuffleVariant } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { Icon, ScrollView } from "../../os/ui/kit";
import { SPOTIFY_CATEGORIES, album, artist, editorialPlaylist, newReleases } from "../../../world/spotify";
import { todayIso } from "./home";
import { context, followedArtists, isAlbumSaved, isFollowed, likedSongs, play, recentArtists, recentByDay, songOf, timeLabel, toggleFollow, togglePlay, toggleSaveAlbum, type App } from "./logic";
import { Cover, Header, MiniPlayer, PlayButton, SongMenu, SongRow } from "./parts";
import type { PlayContext, SpotifyState } from "./state";

const compact = (n: number): string => n.toLocaleString("en-US");

/** Is `ctx` the context now playing? */
function playingFrom(app: App, kind: PlayContext["kind"], id: string): boolean {
  const c = app.state.player.context;
  return app.state.player.isPlaying && c !== null && c.kind === kind && c.id === id;
}

function playOrToggle(app: App, ctx: PlayContext): void {
  const c = app.state.player.context;
  if (c && c.kind === ctx.kind && c.id === ctx.id && ctx.songs.includes(app.state.player.song)) togglePlay(app);
  else if (ctx.songs.length) {
    const first = app.state.player.shuffle ? ctx.songs[Math.floor(ctx.songs.length / 2)] : ctx.songs[0];
    play(app, first, ctx);
  }
}

export function ArtistScreen({ route, app }: ScreenProps<SpotifyState>) {
  const a = artist(String(route.params.id))!;
  const ctx = context.artist(a.id);
  const followed = isFollowed(app.state, a.id);
  return (
    <div class="spotify-root">
      <Header app={app} title="" />
      <ScrollView id="spotify-artist" class="spotify-body">
        <div class="spotify-artist-hero" style={{ background: a.color }}>
          <h1 class="spotify-artist-name">{a.name}</h1>
        </div>
        <div class="spotify-page-meta">{compact(a.monthlyListeners)} monthly listeners</div>
        <div class="spotify-actions">
          <button class={`spotify-outline ${followed ? "on" : ""}`} data-testid="spotify-artist-follow" onClick={() => toggleFollow(app, a.id)}>
            {followed ? "Following" : "Follow"}
          </button>
          <span class="spotify-spacer" />
          <PlayButton playing={playingFrom(app, "artist", a.id)} testId="spotify-artist-play" onClick={() => playOrToggle(app, ctx)} />
        </div>
        <h2 class="spotify-h2">Popular</h2>
        {a.topSongs.map((id, i) => {
          const s = songOf(id);
          return <SongRow key={id} app={app} s={s} index={i + 1} testId={`spotify-top-${id}`} extra={<span> · {compact(s.plays)}</span>} onPlay={() => play(app, id, ctx)} />;
        })}
        <h2 class="spotify-h2">Discography</h2>
        {[...a.albums].reverse().map((id) => {
          const al = album(id)!;
          return (
            <div key={id} class="spotify-list-row" role="button" data-testid={`spotify-artist-album-${id}`} onClick={() => app.push("album", { id })}>
              <Cover id={id} color={al.color} size={64} />
              <div class="spotify-row-text">
                <div class="spotify-row-title">{al.title}</div>
                <div class="spotify-row-sub">{al.year} · {al.kind}</div>
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

export function AlbumScreen({ route, app }: ScreenProps<SpotifyState>) {
  const al = album(String(route.params.id))!;
  const ctx = context.album(al.id);
  const total = al.tracks.reduce((n, id) => n + songOf(id).durationSec, 0);
  const saved = isAlbumSaved(app.state, al.id);
  return (
    <div class="spotify-root">
      <Header app={app} title="" />
      <ScrollView id="spotify-album" class="spotify-body">
        <div class="spotify-page-art">
          <Cover id={al.id} color={al.color} size={200} label={al.title} />
        </div>
        <h1 class="spotify-page-title">{al.title}</h1>
        <div class="spotify-page-owner" role="button" data-testid="spotify-album-artist" onClick={() => app.push("artist", { id: al.artist })}>{al.artistName}</div>
        <div class="spotify-page-meta" data-testid="spotify-album-meta">{al.kind} · {al.year}</div>
        <div class="spotify-actions">
          <button class="spotify-icon-btn" aria-label={saved ? "Remove from Your Library" : "Save to Your Library"} data-testid="spotify-album-save" onClick={() => toggleSaveAlbum(app, al.id)}>
            <Icon path={saved ? mdiHeart : mdiHeartOutline} size={26} color={saved ? "#1ed760" : "#b3b3b3"} />
          </button>
          <span class="spotify-spacer" />
          <PlayButton playing={playingFrom(app, "album", al.id)} testId="spotify-album-play" onClick={() => playOrToggle(app, ctx)} />
        </div>
        {al.tracks.map((id, i) => (
          <SongRow key={id} app={app} s={songOf(id)} index={i + 1} testId={`spotify-track-${id}`} onPlay={() => play(app, id, ctx)} />
        ))}
        <div class="spotify-page-meta" data-testid="spotify-album-summary">
          {al.released} · {al.trackCount} {al.trackCount === 1 ? "song" : "songs"}, {Math.floor(total / 60)} min {total % 60} sec
        </div>
        <div class="spotify-bottom-space" />
      </ScrollView>
      <MiniPlayer app={app} />
      <SongMenu app={app} route={route} />
    </div>
  );
}

export function CategoryScreen({ route, app }: ScreenProps<SpotifyState>) {
  const c = SPOTIFY_CATEGORIES.find((x) => x.id === String(route.params.id))!;
  return (
    <div class="spotify-root">
      <Header app={app} title={c.name} />
      <ScrollView id="spotify-category" class="spotify-body">
        <div class="spotify-cat-hero" style={{ background: c.color }}>{c.name}</div>
        <div class="spotify-grid-cards">
          {c.playlists.map((pid) => {
            const p = editorialPlaylist(pid)!;
            return (
              <div key={pid} class="spotify-card" role="button" data-testid={`spotify-editorial-${pid}`} onClick={() => app.push("editorial", { id: pid })}>
                <Cover id={pid} color={p.color} size={150} />
                <div class="spotify-card-title">{p.name}</div>
                <div class="spotify-card-sub">{p.description}</div>
              </div>
            );
          })}
        </div>
        <div class="spotify-bottom-space" />
      </ScrollView>
      <MiniPlayer app={app} />
    </div>
  );
}

export function EditorialScreen({ route, app }: ScreenProps<SpotifyState>) {
  const p = editorialPlaylist(String(route.params.id))!;
  const ctx: PlayContext = { kind: "editorial", id: p.id, name: p.name, songs: [...p.songs] };
  return (
    <div class="spotify-root">
      <Header app={app} title="" />
      <ScrollView id="spotify-editorial" class="spotify-body">
        <div class="spotify-page-art">
          <Cover id={p.id} color={p.color} size={200} label={p.name} />
        </div>
        <h1 class="spotify-page-title">{p.name}</h1>
        <div class="spotify-page-meta">{p.description}</div>
        <div class="spotify-page-meta">Spotify · {p.songs.length} songs</div>
        <div class="spotify-actions">
          <span class="spotify-spacer" />
          <PlayButton playing={playingFrom(app, "editorial", p.id)} testId="spotify-editorial-play" onClick={() => playOrToggle(app, ctx)} />
        </div>
        {p.songs.map((id) => (
          <SongRow key={id} app={app} s={songOf(id)} testId={`spotify-ed-${id}`} onPlay={() => play(app, id, ctx)} />
        ))}
        <div class="spotify-bottom-space" />
      </ScrollView>
      <MiniPlayer app={app} />
      <SongMenu app={app} route={route} />
    </div>
  );
}

export function WhatsNewScreen({ app }: ScreenProps<SpotifyState>) {
  const fresh = newReleases(todayIso(app));
  const mine = fresh.filter((a) => isFollowed(app.state, a.artist));
  const rows = [...mine, ...fresh.filter((a) => !mine.includes(a))];
  return (
    <div class="spotify-root">
      <Header app={app} title="What's New" />
      <ScrollView id="spotify-whatsnew" class="spotify-body">
        <div class="spotify-page-meta">The latest releases from artists, podcasts and shows you follow.</div>
        {rows.map((a) => (
          <div key={a.id} class="spotify-list-row" role="button" data-testid={`spotify-whatsnew-${a.id}`} onClick={() => app.push("album", { id: a.id })}>
            <Cover id={a.id} color={a.color} size={72} />
            <div class="spotify-row-text">
              <div class="spotify-row-sub">{a.released}</div>
              <div class="spotify-row-title">{a.title}</div>
              <div class="spotify-row-sub">{a.kind} · {a.artistName}{isFollowed(app.state, a.artist) ? " · Following" : ""}</div>
            </div>
          </div>
        ))}
        <div class="spotify-bottom-space" />
      </ScrollView>
      <MiniPlayer app={app} />
    </div>
  );
}

export function LikedScreen({ route, app }: ScreenProps<SpotifyState>) {
  const songs = likedSongs(app.state);
  const ctx = context.liked(app.state);
  return (
    <div class="spotify-root">
      <Header app={app} title="" />
      <ScrollView id="spotify-liked" class="spotify-body">
        <div class="spotify-liked-hero">
          <h1 class="spotify-page-title">Liked Songs</h1>
          <div class="spotify-page-meta" data-testid="spotify-liked-count">{songs.length} songs</div>
        </div>
        <div class="spotify-actions">
          <Icon path={mdiShuffleVariant} size={24} color={app.state.player.shuffle ? "#1ed760" : "#b3b3b3"} />
          <span class="spotify-spacer" />
          <PlayButton playing={playingFrom(app, "liked", "liked")} testId="spotify-liked-play" onClick={() => playOrToggle(app, ctx)} />
        </div>
        {songs.map((s) => (
          <SongRow key={s.id} app={app} s={s} testId={`spotify-liked-${s.id}`} onPlay={() => play(app, s.id, ctx)} />
        ))}
        <div class="spotify-bottom-space" />
      </ScrollView>
      <MiniPlayer app={app} />
      <SongMenu app={app} route={route} />
    </div>
  );
}

export function RecentScreen({ route, app }: ScreenProps<SpotifyState>) {
  const tz = app.os.clock.tzOffsetMinutes;
  const days = recentByDay(app.state, app.os.clock.now, tz);
  return (
    <div class="spotify-root">
      <Header app={app} title="Recently played" />
      <ScrollView id="spotify-recent" class="spotify-body">
        {days.map((d) => (
          <div key={d.label}>
            <h2 class="spotify-h2" data-testid={`spotify-recent-day-${d.label}`}>{d.label}</h2>
            {d.plays.map((p) => {
              const s = songOf(p.song);
              return <SongRow key={p.id} app={app} s={s} testId={`spotify-recent-${p.id}`} extra={<span> · {timeLabel(p.at, tz)}</span>} onPlay={() => play(app, s.id, context.single("recent", s.id))} />;
            })}
          </div>
        ))}
        <div class="spotify-bottom-space" />
      </ScrollView>
      <MiniPlayer app={app} />
      <SongMenu app={app} route={route} />
    </div>
  );
}

export function ProfileScreen({ app }: ScreenProps<SpotifyState>) {
  const s = app.state;
  const following = followedArtists(s);
  const recent = recentArtists(s, 6);
  return (
    <div class="spotify-root">
      <Header
        app={app}
        title=""
        actions={
          <button class="spotify-icon-btn" aria-label="Settings" data-testid="spotify-settings" onClick={() => app.push("settings")}>
            <Icon path={mdiCogOutline} size={24} color="#fff" />
          </button>
        }
      />
      <ScrollView id="spotify-profile" class="spotify-body">
        <div class="spotify-profile-hero">
          <span class="spotify-avatar big">{s.profile.name[0]}</span>
          <h1 class="spotify-page-title">{s.profile.name}</h1>
          <div class="spotify-page-meta">0 followers · {following.length} following · {s.profile.plan}</div>
        </div>
        <h2 class="spotify-h2">Playlists</h2>
        {s.playlists.map((p) => (
          <div key={p.id} class="spotify-list-row" role="button" data-testid={`spotify-profile-playlist-${p.id}`} onClick={() => app.push("playlist", { id: p.id })}>
            <Cover id={p.id} color="#535353" size={56} />
            <div class="spotify-row-text">
              <div class="spotify-row-title">{p.name}</div>
              <div class="spotify-row-sub">{p.tracks.length} songs</div>
            </div>
          </div>
        ))}
        {s.settings.showRecentlyPlayedArtists && <h2 class="spotify-h2">Recently played artists</h2>}
        {s.settings.showRecentlyPlayedArtists &&
          recent.map((a) => (
            <div key={a.id} class="spotify-list-row" role="button" data-testid={`spotify-profile-artist-${a.id}`} onClick={() => app.push("artist", { id: a.id })}>
              <Cover id={a.id} color={a.color} size={56} round />
              <div class="spotify-row-text">
                <div class="spotify-row-title">{a.name}</div>
                <div class="spotify-row-sub">{compact(a.monthlyListeners)} monthly listeners</div>
              </div>
            </div>
          ))}
        <div class="spotify-bottom-space" />
      </ScrollView>
      <MiniPlayer app={app} />
    </div>
  );
}

