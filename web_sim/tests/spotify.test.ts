import { describe, expect, it } from "vitest";
import { SPOTIFY_ALBUMS, SPOTIFY_ARTISTS, SPOTIFY_CATEGORIES, SPOTIFY_PLAYLISTS, SPOTIFY_SONGS, buildSearchFacts, newReleases, searchSpotify, song } from "../world/spotify";
import { formatSongDuration, songDurationSec } from "../world/spotifyDurations";
import { positionAt, pause, resume, skipNext, skipPrevious, spotifyEvents, startSong, trackEnded } from "../src/apps/spotify/playback";
import { initialSpotifyState, seedTime, type SpotifyState } from "../src/apps/spotify/state";
import manifest from "../src/apps/spotify/manifest";
import ui from "../src/apps/spotify/screens";
import { DEFAULT_START_MS } from "../world/device";
import type { OsState } from "../src/os/types";

const fresh = (): SpotifyState => structuredClone(initialSpotifyState());
const NOW = DEFAULT_START_MS;
const os = (now: number) => ({ clock: { now } }) as unknown as OsState;

describe("spotify world", () => {
  it("has structured, unique ids, albums with track counts and years, songs with durations", () => {
    const unique = (xs: Array<{ id: string }>) => new Set(xs.map((x) => x.id)).size === xs.length;
    expect(unique(SPOTIFY_SONGS) && unique(SPOTIFY_ALBUMS) && unique(SPOTIFY_ARTISTS) && unique(SPOTIFY_PLAYLISTS)).toBe(true);
    expect(new Set(SPOTIFY_SONGS.map((s) => s.title)).size).toBe(SPOTIFY_SONGS.length);
    expect(SPOTIFY_ARTISTS.length).toBe(40);
    expect(SPOTIFY_SONGS.length).toBeGreaterThan(800);
    for (const a of SPOTIFY_ARTISTS) {
      expect(a.albums.length).toBeGreaterThanOrEqual(2);
      expect(SPOTIFY_ALBUMS.find((al) => al.id === `al${a.id.slice(1)}-1`)!.trackCount).toBeGreaterThanOrEqual(8);
      expect(SPOTIFY_ALBUMS.find((al) => al.id === `al${a.id.slice(1)}-2`)!.trackCount).toBeGreaterThanOrEqual(5);
      const plays = a.topSongs.map((id) => song(id)!.plays);
      expect(plays).toEqual([...plays].sort((x, y) => y - x));
    }
    for (const al of SPOTIFY_ALBUMS) {
      expect(al.trackCount).toBe(al.tracks.length);
      expect(al.year).toBe(Number(al.released.slice(0, 4)));
    }
    for (const s of SPOTIFY_SONGS) {
      expect(s.durationSec).toBe(songDurationSec(s.id));
      expect(s.duration).toBe(formatSongDuration(s.durationSec));
      expect(s.durationSec).toBeGreaterThanOrEqual(130);
    }
    expect(SPOTIFY_CATEGORIES.every((c) => c.playlists.every((p) => SPOTIFY_PLAYLISTS.some((x) => x.id === p)))).toBe(true);
  });

  it("searches titles first, then artists, then albums, by plays; the exported facts are what the page finds", () => {
    const r = searchSpotify("lumen drift");
    expect(r.artists).toEqual(["a03"]);
    expect(r.songs.length).toBeGreaterThan(5);
    expect(r.songs.every((id) => song(id)!.artist === "a03")).toBe(true);
    const golden = searchSpotify("Golden");
    const titled = golden.songs.filter((id) => /(^|[ (])golden/i.test(song(id)!.title));
    expect(golden.songs.slice(0, titled.length)).toEqual(titled);
    expect(searchSpotify("  ")).toEqual({ query: "  ", songs: [], artists: [], albums: [] });
    for (const f of buildSearchFacts()) expect(f.songs).toEqual(searchSpotify(f.query).songs.slice(0, 12));
    expect(newReleases("2026-05-14").every((a) => a.released <= "2026-05-14" && a.released >= "2026-03-15")).toBe(true);
  });
});

describe("spotify state", () => {
  it("names only songs, artists and albums of the world; plays are in time order, seven of them today", () => {
    const s = fresh();
    const ids = [s.player.song, ...s.recentPlays.map((p) => p.song), ...s.likedSongs.map((x) => x.id), ...s.playlists.flatMap((p) => p.tracks.map((t) => t.id))];
    expect(ids.every((id) => song(id) !== undefined)).toBe(true);
    expect(s.followedArtists.every((a) => SPOTIFY_ARTISTS.some((x) => x.id === a.id))).toBe(true);
    expect(s.savedAlbums.every((a) => SPOTIFY_ALBUMS.some((x) => x.id === a.id))).toBe(true);
    const at = s.recentPlays.map((p) => p.at);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(at.filter((t) => t >= seedTime(0, 0, 0) && t < NOW).length).toBe(7);
    expect(at.every((t) => t < NOW)).toBe(true);
    expect(JSON.stringify(s).length).toBeLessThan(8000);
    expect(Object.keys(ui.screens).sort()).toEqual(Object.keys(manifest.navigation!).sort());
  });
});

describe("spotify player", () => {
  it("keeps the time bar on the clock, records each play at its time, pauses and resumes", () => {
    const s = fresh();
    startSong(s, "t01-1-01", NOW, null);
    expect(s.recentPlays.at(-1)).toMatchObject({ song: "t01-1-01", at: NOW });
    expect(positionAt(s.player, NOW + 10_000)).toBe(10_000);
    pause(s, NOW + 10_000);
    expect(positionAt(s.player, NOW + 60_000)).toBe(10_000);
    resume(s, NOW + 60_000);
    expect(positionAt(s.player, NOW + 65_000)).toBe(15_000);
  });

  it("plays the queue before the context, repeats, and goes back", () => {
    const s = fresh();
    const ctx = { kind: "album" as const, id: "al01-1", name: "x", songs: ["t01-1-01", "t01-1-02", "t01-1-03"] };
    startSong(s, "t01-1-01", NOW, ctx);
    s.queue.push({ id: "q1", song: "t09-1-01" });
    skipNext(s, NOW + 1000);
    expect(s.player).toMatchObject({ song: "t09-1-01", fromQueue: true });
    expect(s.queue).toEqual([]);
    startSong(s, "t01-1-03", NOW + 2000);
    skipNext(s, NOW + 3000);
    expect(s.player.isPlaying).toBe(false);
    s.player.repeat = "all";
    startSong(s, "t01-1-03", NOW + 4000);
    skipNext(s, NOW + 5000);
    expect(s.player).toMatchObject({ song: "t01-1-01", fromQueue: false, isPlaying: true });
    s.player.repeat = "one";
    trackEnded(s, NOW + 6000);
    expect(s.player.song).toBe("t01-1-01");
    startSong(s, "t01-1-02", NOW + 7000);
    skipPrevious(s, NOW + 8000);
    expect(s.player.song).toBe("t01-1-01");
  });

  it("derives the end of the song and the sleep timer as events", () => {
    const s = fresh();
    expect(spotifyEvents.upcoming!(s, os(NOW))).toEqual([]);
    startSong(s, "t01-1-01", NOW, null);
    s.sleepTimer = { minutes: 5, endsAt: NOW + 300_000 };
    const ev = spotifyEvents.upcoming!(s, os(NOW));
    expect(ev).toEqual([
      { at: NOW + songDurationSec("t01-1-01") * 1000, kind: "trackEnd", data: { song: "t01-1-01" } },
      { at: NOW + 300_000, kind: "sleep", data: {} },
    ]);
  });
});
