/**
 * The player on the simulated clock, as pure functions of `apps.spotify`: where the time bar is,
 * starting a song (which records the play at the simulated time), next/previous through the
 * queue and the context with shuffle and repeat, and the two time-driven events (the end of the
 * song, the sleep timer) that the manifest registers. Needs no catalogue: a song's length comes
 * from its id (world/spotifyDurations.ts).
 */
import type { AppEvent, AppEvents, OsState, PhoneState } from "../../os/types";
import { songDurationSec } from "../../../world/spotifyDurations";
import type { PlayContext, Player, SpotifyState } from "./state";

export const songMs = (song: string): number => songDurationSec(song) * 1000;

/** Milliseconds into the current song at `now`. */
export function positionAt(p: Player, now: number): number {
  const pos = p.isPlaying ? p.positionMs + (now - p.since) : p.positionMs;
  return Math.max(0, Math.min(songMs(p.song), pos));
}

/** Start `song` from the beginning at `now` (from `context`, or keeping the current one), and record the play. */
export function startSong(s: SpotifyState, song: string, now: number, context?: PlayContext | null, fromQueue = false): void {
  s.player.song = song;
  s.player.fromQueue = fromQueue;
  s.player.isPlaying = true;
  s.player.positionMs = 0;
  s.player.since = now;
  if (context !== undefined) s.player.context = context;
  s.recentPlays.push({ id: `rp${s.nextId++}`, song, at: now });
}

export function pause(s: SpotifyState, now: number): void {
  if (!s.player.isPlaying) return;
  s.player.positionMs = positionAt(s.player, now);
  s.player.since = now;
  s.player.isPlaying = false;
}

export function resume(s: SpotifyState, now: number): void {
  if (s.player.isPlaying) return;
  if (s.player.positionMs >= songMs(s.player.song)) s.player.positionMs = 0;
  s.player.since = now;
  s.player.isPlaying = true;
}

export function seek(s: SpotifyState, ms: number, now: number): void {
  s.player.positionMs = Math.max(0, Math.min(songMs(s.player.song), ms));
  s.player.since = now;
}

/** A deterministic "random" index in [0, n) for shuffle, from the song and the id counter. */
function shuffleIndex(s: SpotifyState, n: number): number {
  let h = s.nextId * 2654435761;
  for (let i = 0; i < s.player.song.length; i++) h = Math.imul(h ^ s.player.song.charCodeAt(i), 16777619);
  return (h >>> 0) % n;
}

/** The song after the current one: the queue first, then the context (shuffle, repeat all), or null at its end. */
function nextSong(s: SpotifyState): { song: string; fromQueue: boolean } | null {
  const q = s.queue.shift();
  if (q) return { song: q.song, fromQueue: true };
  const song = contextNext(s);
  return song === null ? null : { song, fromQueue: false };
}

function contextNext(s: SpotifyState): string | null {
  const ctx = s.player.context;
  if (!ctx || ctx.songs.length === 0) return null;
  if (s.player.shuffle && ctx.songs.length > 1) {
    const others = ctx.songs.filter((x) => x !== s.player.song);
    return others[shuffleIndex(s, others.length)];
  }
  const i = ctx.songs.indexOf(s.player.song);
  if (i + 1 < ctx.songs.length) return ctx.songs[i + 1];
  return s.player.repeat === "all" ? ctx.songs[0] : null;
}

/** The next button: the next song, or stop at the end of the context. */
export function skipNext(s: SpotifyState, now: number): void {
  const next = nextSong(s);
  if (next) startSong(s, next.song, now, undefined, next.fromQueue);
  else {
    s.player.isPlaying = false;
    s.player.positionMs = 0;
    s.player.since = now;
  }
}

/** The previous button: back to the start after 3 s, else the previous song of the context. */
export function skipPrevious(s: SpotifyState, now: number): void {
  const ctx = s.player.context;
  const i = ctx ? ctx.songs.indexOf(s.player.song) : -1;
  if (positionAt(s.player, now) > 3000 || !ctx || i <= 0) {
    seek(s, 0, now);
    return;
  }
  startSong(s, ctx.songs[i - 1], now);
}

/** The song ended: repeat one plays it again; otherwise the next one, or stop. */
export function trackEnded(s: SpotifyState, now: number): void {
  if (s.player.repeat === "one") startSong(s, s.player.song, now);
  else skipNext(s, now);
}

function upcoming(s: SpotifyState, os: OsState): AppEvent[] {
  const out: AppEvent[] = [];
  if (s.player.isPlaying) {
    const end = s.player.since + songMs(s.player.song) - s.player.positionMs;
    if (end >= os.clock.now) out.push({ at: end, kind: "trackEnd", data: { song: s.player.song } });
  }
  if (s.sleepTimer && s.sleepTimer.endsAt >= os.clock.now) out.push({ at: s.sleepTimer.endsAt, kind: "sleep", data: {} });
  return out;
}

const state = (d: PhoneState): SpotifyState => d.apps.spotify as unknown as SpotifyState;

export const spotifyEvents: AppEvents<SpotifyState> = {
  upcoming,
  handlers: {
    trackEnd: { fire: (d) => trackEnded(state(d), d.os.clock.now) },
    sleep: {
      fire: (d) => {
        const s = state(d);
        pause(s, d.os.clock.now);
        s.sleepTimer = null;
      },
    },
  },
};
