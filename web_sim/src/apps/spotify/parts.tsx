/** Pieces every Spotify screen uses: drawn cover art, song rows, the song menu, the mini-player, the header. */
import { mdiArrowLeft, mdiDotsVertical, mdiHeart, mdiHeartOutline, mdiPause, mdiPlay } from "@mdi/js";
import type { ComponentChildren } from "preact";
import type { Route } from "../../os/types";
import { BottomSheet, Icon } from "../../os/ui/kit";
import { album, artist, type SpotifySong } from "../../../world/spotify";
import { positionAt, songMs } from "./playback";
import { addToQueue, duration, isLiked, moveInPlaylist, removeFromPlaylist, songOf, toggleLike, togglePlay, type App } from "./logic";

function hash(s: string): number {
  let h = 7;
  for (const ch of s) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

/** Cover art drawn from the item's id and colour: a gradient with rings (no images). */
export function Cover({ id, color, size = 48, round = false, label }: { id: string; color: string; size?: number; round?: boolean; label?: string }) {
  const h = hash(id);
  const r1 = 20 + (h % 40);
  const cx = 20 + ((h >> 3) % 60);
  return (
    <svg class={`spotify-cover ${round ? "round" : ""}`} width={size} height={size} viewBox="0 0 100 100" aria-label={label}>
      <rect width="100" height="100" fill={color} />
      <circle cx={cx} cy={60} r={r1} fill="rgba(255,255,255,0.18)" />
      <circle cx={100 - cx} cy={30} r={r1 / 2} fill="rgba(0,0,0,0.22)" />
    </svg>
  );
}

export const songColor = (s: SpotifySong): string => album(s.album)?.color ?? "#535353";

/** One song: cover, title, artist; tap plays it; the dots open its menu. */
export function SongRow({ app, s, onPlay, index, testId, extra, playlist }: { app: App; s: SpotifySong; onPlay: () => void; index?: number; testId: string; extra?: ComponentChildren; playlist?: string }) {
  const current = app.state.player.song === s.id;
  return (
    <div class="spotify-row" data-testid={testId}>
      <div class="spotify-row-main" role="button" data-testid={`${testId}-play`} onClick={onPlay}>
        {index !== undefined ? <span class="spotify-row-index">{index}</span> : <Cover id={s.album} color={songColor(s)} size={44} />}
        <div class="spotify-row-text">
          <div class={`spotify-row-title ${current ? "playing" : ""}`}>{s.title}</div>
          <div class="spotify-row-sub">
            {s.explicit && <span class="spotify-explicit">E</span>}
            {s.artistName}
            {extra}
          </div>
        </div>
      </div>
      {isLiked(app.state, s.id) && <Icon path={mdiHeart} size={18} color="#1ed760" />}
      <button class="spotify-row-more" aria-label={`More options for ${s.title}`} data-testid={`${testId}-more`} onClick={() => app.openOverlay("sheet", "songMenu", { song: s.id, playlist: playlist ?? null })}>
        <Icon path={mdiDotsVertical} size={20} />
      </button>
    </div>
  );
}

/** The song menu (a bottom sheet): like, playlist, queue, go to artist or album; in a playlist also remove, move, replace. */
export function SongMenu({ app, route }: { app: App; route: Route }) {
  if (route.overlay?.name !== "songMenu") return null;
  const id = String(route.overlay.data.song);
  const playlist = route.overlay.data.playlist ? String(route.overlay.data.playlist) : null;
  const s = songOf(id);
  const liked = isLiked(app.state, id);
  const close = () => app.closeOverlay();
  const item = (tid: string, label: string, run: () => void) => (
    <div class="spotify-menu-item" role="button" data-testid={`spotify-menu-${tid}`} onClick={() => (close(), run())}>
      {label}
    </div>
  );
  return (
    <BottomSheet onDismiss={close} testId="spotify-song-menu">
      <div class="spotify-menu-head">
        <Cover id={s.album} color={songColor(s)} size={48} />
        <div>
          <div class="spotify-row-title">{s.title}</div>
          <div class="spotify-row-sub">{s.artistName}</div>
        </div>
      </div>
      {item("like", liked ? "Remove from Liked Songs" : "Add to Liked Songs", () => toggleLike(app, id))}
      {item("add-playlist", "Add to playlist", () => app.push("addToPlaylist", { song: id }))}
      {item("queue", "Add to queue", () => addToQueue(app, id))}
      {playlist && item("remove", "Remove from this playlist", () => removeFromPlaylist(app, playlist, id))}
      {playlist && item("move-up", "Move up", () => moveInPlaylist(app, playlist, id, -1))}
      {playlist && item("move-down", "Move down", () => moveInPlaylist(app, playlist, id, 1))}
      {playlist && item("replace", "Replace with another song", () => app.push("pickSong", { playlist, replace: id }))}
      {item("artist", "Go to artist", () => app.push("artist", { id: s.artist }))}
      {item("album", "Go to album", () => app.push("album", { id: s.album }))}
    </BottomSheet>
  );
}

/** The bar above the bottom navigation: the current song, its progress, like and play/pause. */
export function MiniPlayer({ app }: { app: App }) {
  const p = app.state.player;
  const s = songOf(p.song);
  const frac = positionAt(p, app.os.clock.now) / songMs(p.song);
  return (
    <div class="spotify-mini" data-testid="spotify-mini">
      <div class="spotify-mini-main" role="button" data-testid="spotify-mini-open" onClick={() => app.push("player")}>
        <Cover id={s.album} color={songColor(s)} size={40} />
        <div class="spotify-row-text">
          <div class="spotify-row-title">{s.title}</div>
          <div class="spotify-row-sub">{s.artistName}</div>
        </div>
      </div>
      <button class="spotify-mini-btn" aria-label={isLiked(app.state, s.id) ? "Remove from Liked Songs" : "Save to Liked Songs"} data-testid="spotify-mini-like" onClick={() => toggleLike(app, s.id)}>
        <Icon path={isLiked(app.state, s.id) ? mdiHeart : mdiHeartOutline} size={24} color={isLiked(app.state, s.id) ? "#1ed760" : "#fff"} />
      </button>
      <button class="spotify-mini-btn" aria-label={p.isPlaying ? "Pause" : "Play"} data-testid="spotify-mini-toggle" onClick={() => togglePlay(app)}>
        <Icon path={p.isPlaying ? mdiPause : mdiPlay} size={28} color="#fff" />
      </button>
      <div class="spotify-mini-progress" style={{ width: `${Math.round(frac * 1000) / 10}%` }} />
    </div>
  );
}

/** A header with a back arrow and a title. */
export function Header({ app, title, actions }: { app: App; title: string; actions?: ComponentChildren }) {
  return (
    <header class="spotify-header">
      <button class="spotify-icon-btn" aria-label="Navigate up" data-testid="appbar-back" onClick={() => app.pop()}>
        <Icon path={mdiArrowLeft} size={24} color="#fff" />
      </button>
      <h1 class="spotify-header-title">{title}</h1>
      <div class="spotify-header-actions">{actions}</div>
    </header>
  );
}

/** The big green play button of a page. */
export function PlayButton({ playing, onClick, testId }: { playing: boolean; onClick: () => void; testId: string }) {
  return (
    <button class="spotify-play-fab" aria-label={playing ? "Pause" : "Play"} data-testid={testId} onClick={onClick}>
      <Icon path={playing ? mdiPause : mdiPlay} size={30} color="#000" />
    </button>
  );
}

export const artistName = (id: string): string => artist(id)?.name ?? "";
export const durationOf = (s: SpotifySong): string => duration(s.durationSec);
