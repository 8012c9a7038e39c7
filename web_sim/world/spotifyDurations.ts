/**
 * A song's length is a pure function of its id, so the player's time-driven events (manifest:
 * end of track, next song) know it without loading the catalogue, and the world
 * (web_sim/world/spotify.ts) states the same value to the screens and to Python.
 */

/** Length in seconds of the song `id`: 2:10 to 5:09, spread by a string hash. */
export function songDurationSec(id: string): number {
  let h = 2166136261;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 16777619);
  return 130 + ((h >>> 0) % 180);
}

/** "3:25": a duration as Spotify shows it. */
export function formatSongDuration(sec: number): string {
  const s = Math.max(0, Math.floor(sec));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}
