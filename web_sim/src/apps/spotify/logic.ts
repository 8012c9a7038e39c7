/**
 * Spotify's actions and views over the world (loaded with the screens): what is liked,
 * followed, queued, in a playlist; the user's actions as immer recipes on `apps.spotify`; the
 * recently played list grouped by local day.
 */
import type { AppHandle } from "../../os/types";
import { WEEKDAYS, MONTHS, formatHm, wallTime } from "../../os/time";
import { SPOTIFY_ARTISTS, SPOTIFY_SONGS, album, artist, song, type SpotifySong } from "../../../world/spotify";
import { formatSongDuration } from "../../../world/spotifyDurations";
import { pause, resume, startSong } from "./playback";
import type { CustomPlaylist, PlayContext, SpotifyState } from "./state";

export type App = AppHandle<SpotifyState>;

export const songOf = (id: string): SpotifySong => song(id) ?? SPOTIFY_SONGS[0];
export const isLiked = (s: SpotifyState, id: string): boolean => s.likedSongs.some((x) => x.id === id);
export const isFollowed = (s: SpotifyState, id: string): boolean => s.followedArtists.some((x) => x.id === id);
export const isAlbumSaved = (s: SpotifyState, id: string): boolean => s.savedAlbums.some((x) => x.id === id);
export const playlistOf = (s: SpotifyState, id: string): CustomPlaylist | undefined => s.playlists.find((p) => p.id === id);
export const duration = (sec: number): string => formatSongDuration(sec);

/** Liked songs, most recently liked first (the Liked Songs screen's order). */
export function likedSongs(s: SpotifyState): SpotifySong[] {
  return [...s.likedSongs].sort((a, b) => b.at - a.at).map((x) => songOf(x.id));
}

export function followedArtists(s: SpotifyState) {
  return [...s.followedArtists].sort((a, b) => b.at - a.at).map((x) => artist(x.id)!).filter(Boolean);
}

/** Start `songId` now, playing on through `ctx`. */
export function play(app: App, songId: string, ctx: PlayContext | null): void {
  const now = app.os.clock.now;
  app.update((d) => startSong(d, songId, now, ctx));
}

export function togglePlay(app: App): void {
  const now = app.os.clock.now;
  app.update((d) => (d.player.isPlaying ? pause(d, now) : resume(d, now)));
}

export function toggleLike(app: App, songId: string): void {
  const liked = isLiked(app.state, songId);
  const now = app.os.clock.now;
  app.update((d) => {
    if (liked) d.likedSongs = d.likedSongs.filter((x) => x.id !== songId);
    else d.likedSongs.push({ id: songId, at: now });
  });
  app.toast(liked ? "Removed from Liked Songs" : "Added to Liked Songs");
}

export function toggleFollow(app: App, artistId: string): void {
  const followed = isFollowed(app.state, artistId);
  const now = app.os.clock.now;
  app.update((d) => {
    if (followed) d.followedArtists = d.followedArtists.filter((x) => x.id !== artistId);
    else d.followedArtists.push({ id: artistId, at: now });
  });
}

export function toggleSaveAlbum(app: App, albumId: string): void {
  const saved = isAlbumSaved(app.state, albumId);
  const now = app.os.clock.now;
  app.update((d) => {
    if (saved) d.savedAlbums = d.savedAlbums.filter((x) => x.id !== albumId);
    else d.savedAlbums.push({ id: albumId, at: now });
  });
  app.toast(saved ? "Removed from Your Library" : "Added to Your Library");
}

export function addToQueue(app: App, songId: string): void {
  app.update((d) => void d.queue.push({ id: `q${d.nextId++}`, song: songId }));
  app.toast("Added to queue");
}

/** Add a song to a playlist; a song already there is not added twice. */
export function addToPlaylist(app: App, playlistId: string, songId: string): boolean {
  const p = playlistOf(app.state, playlistId);
  if (!p) return false;
  if (p.tracks.some((t) => t.id === songId)) {
    app.toast(`Already in ${p.name}`);
    return false;
  }
  const now = app.os.clock.now;
  app.update((d) => void d.playlists.find((x) => x.id === playlistId)!.tracks.push({ id: songId, at: now }));
  app.toast(`Added to ${p.name}`);
  return true;
}

export function removeFromPlaylist(app: App, playlistId: string, songId: string): void {
  app.update((d) => {
    const p = d.playlists.find((x) => x.id === playlistId)!;
    p.tracks = p.tracks.filter((t) => t.id !== songId);
  });
  app.toast("Removed from playlist");
}

/** Move a song one place up (-1) or down (+1) in a playlist. */
export function moveInPlaylist(app: App, playlistId: string, songId: string, dir: -1 | 1): void {
  app.update((d) => {
    const p = d.playlists.find((x) => x.id === playlistId)!;
    const i = p.tracks.findIndex((t) => t.id === songId);
    const j = i + dir;
    if (i < 0 || j < 0 || j >= p.tracks.length) return;
    [p.tracks[i], p.tracks[j]] = [p.tracks[j], p.tracks[i]];
  });
}

/** Replace `oldSong` by `newSong` at its place in a playlist (refused when the new one is there already). */
export function replaceInPlaylist(app: App, playlistId: string, oldSong: string, newSong: string): boolean {
  const p = playlistOf(app.state, playlistId);
  if (!p || p.tracks.some((t) => t.id === newSong)) {
    app.toast(p ? `Already in ${p.name}` : "Playlist not found");
    return false;
  }
  const now = app.os.clock.now;
  app.update((d) => {
    const q = d.playlists.find((x) => x.id === playlistId)!;
    const i = q.tracks.findIndex((t) => t.id === oldSong);
    if (i >= 0) q.tracks[i] = { id: newSong, at: now };
  });
  app.toast("Song replaced");
  return true;
}

/** Create a playlist, empty or holding `firstSong`; returns its id. */
export function createPlaylist(app: App, name: string, firstSong: string | null = null): string {
  let id = "";
  const now = app.os.clock.now;
  app.update((d) => {
    id = `p${d.nextId++}`;
    d.playlists.push({ id, name, details: "", created: now, tracks: firstSong ? [{ id: firstSong, at: now }] : [] });
  });
  if (firstSong) app.toast(`Added to ${name}`);
  return id;
}

export function deletePlaylist(app: App, playlistId: string): void {
  app.update((d) => void (d.playlists = d.playlists.filter((p) => p.id !== playlistId)));
  app.toast("Playlist deleted");
}

export function recordSearch(app: App, kind: "song" | "artist" | "album", ref: string): void {
  app.update((d) => {
    d.searchHistory = d.searchHistory.filter((h) => !(h.kind === kind && h.ref === ref));
    d.searchHistory.unshift({ id: `h${d.nextId++}`, kind, ref });
    d.searchHistory = d.searchHistory.slice(0, 20);
  });
}

/** "Today", "Yesterday", "Tuesday, May 12": the heading of a day of plays. */
export function dayLabel(at: number, now: number, tz: number): string {
  const dayOf = (t: number) => Math.floor((t + tz * 60_000) / 86_400_000);
  const diff = dayOf(now) - dayOf(at);
  if (diff === 0) return "Today";
  if (diff === 1) return "Yesterday";
  const w = wallTime(at, tz);
  return `${WEEKDAYS[w.weekday]}, ${MONTHS[w.month - 1].slice(0, 3)} ${w.day}`;
}

export function timeLabel(at: number, tz: number): string {
  const w = wallTime(at, tz);
  return formatHm(w.hour, w.minute);
}

/** Recently played, newest first, grouped by local day. */
export function recentByDay(s: SpotifyState, now: number, tz: number): Array<{ label: string; plays: SpotifyState["recentPlays"] }> {
  const out: Array<{ label: string; plays: SpotifyState["recentPlays"] }> = [];
  for (const p of [...s.recentPlays].reverse()) {
    const label = dayLabel(p.at, now, tz);
    if (out.at(-1)?.label !== label) out.push({ label, plays: [] });
    out.at(-1)!.plays.push(p);
  }
  return out;
}

/** The artists of the most recent plays, without repeats (profile, home). */
export function recentArtists(s: SpotifyState, n: number) {
  const seen: string[] = [];
  for (const p of [...s.recentPlays].reverse()) {
    const a = songOf(p.song).artist;
    if (!seen.includes(a)) seen.push(a);
    if (seen.length >= n) break;
  }
  return seen.map((a) => artist(a)!);
}

export const context = {
  playlist: (p: CustomPlaylist): PlayContext => ({ kind: "playlist", id: p.id, name: p.name, songs: p.tracks.map((t) => t.id) }),
  album: (id: string): PlayContext => ({ kind: "album", id, name: album(id)!.title, songs: [...album(id)!.tracks] }),
  artist: (id: string): PlayContext => ({ kind: "artist", id, name: artist(id)!.name, songs: [...artist(id)!.topSongs] }),
  liked: (s: SpotifyState): PlayContext => ({ kind: "liked", id: "liked", name: "Liked Songs", songs: likedSongs(s).map((x) => x.id) }),
  single: (kind: PlayContext["kind"], songId: string): PlayContext => ({ kind, id: songId, name: songOf(songId).title, songs: [songId] }),
};

export const ARTISTS = SPOTIFY_ARTISTS;
