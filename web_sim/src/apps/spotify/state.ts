/**
 * Spotify's persisted state (`apps.spotify`): only what the user changes over the read-only
 * world (web_sim/world/spotify.ts), keyed by world ids. Small and free of the catalogue, so the
 * manifest stays light: song ids are structured (`t07-1-03`), the seed names them directly.
 * Times are absolute, relative to the default episode start (Thursday 14 May 2026, 09:00 at
 * UTC+8) like the SMS seed's, so "the songs I played today" has one answer.
 */
import { DEFAULT_START_MS } from "../../../world/device";

export const APP_ID = "spotify";

export type RepeatMode = "off" | "all" | "one";

/** Where the current song was started from: what "next" plays after the queue. */
export interface PlayContext { kind: "playlist" | "album" | "artist" | "liked" | "editorial" | "search" | "recent"; id: string; name: string; songs: string[] }

export interface Player {
  song: string;
  isPlaying: boolean;
  /** Position at `since` (ms into the song); while playing, the position is this plus the time since. */
  positionMs: number;
  since: number;
  shuffle: boolean;
  repeat: RepeatMode;
  context: PlayContext | null;
  /** The current song came from the queue ("Next in queue"), not from its context. */
  fromQueue: boolean;
}
export interface QueueItem { id: string; song: string }
export interface Play { id: string; song: string; at: number }
export interface Saved { id: string; at: number }
export interface PlaylistTrack { id: string; at: number }
export interface CustomPlaylist { id: string; name: string; details: string; created: number; tracks: PlaylistTrack[] }
export interface SearchEntry { id: string; kind: "song" | "artist" | "album"; ref: string }

export interface SpotifySettings {
  dataSaver: boolean;
  streamingQualityWifi: string;
  streamingQualityCellular: string;
  downloadQuality: string;
  audioNormalization: boolean;
  crossfadeSec: number;
  gapless: boolean;
  automix: boolean;
  autoplay: boolean;
  monoAudio: boolean;
  shareListeningActivity: boolean;
  showRecentlyPlayedArtists: boolean;
  publicPlaylistsOnProfile: boolean;
  allowExplicit: boolean;
  canvas: boolean;
  showUnplayable: boolean;
  localDevicesOnly: boolean;
  spotifyConnectInBackground: boolean;
  carThing: boolean;
  notifyNewMusic: boolean;
  notifyPlaylistUpdates: boolean;
  notifyConcerts: boolean;
  downloadUsingCellular: boolean;
}

export interface SpotifyState {
  nextId: number;
  profile: { name: string; plan: "Free" | "Premium" };
  player: Player;
  /** Minutes and the instant playback stops, or null: the sleep timer. */
  sleepTimer: { minutes: number; endsAt: number } | null;
  queue: QueueItem[];
  /** Every song started, in the order played (oldest first), at the simulated time it started. */
  recentPlays: Play[];
  likedSongs: Saved[];
  followedArtists: Saved[];
  savedAlbums: Saved[];
  playlists: CustomPlaylist[];
  searchHistory: SearchEntry[];
  settings: SpotifySettings;
}

const MIN = 60_000;
const DAY = 86_400_000;

/** Epoch ms of local wall time `hh:mm`, `daysAgo` days before the default start day. */
export function seedTime(daysAgo: number, hh: number, mm: number): number {
  const localMidnight = DEFAULT_START_MS - 9 * 3_600_000; // 09:00 local at the start
  return localMidnight - daysAgo * DAY + (hh * 60 + mm) * MIN;
}

/** Songs played, [daysAgo, hh, mm, song], oldest first: seven today, and three days before. */
const PLAYS: Array<[number, number, number, string]> = [
  [4, 21, 5, "t12-1-01"], [4, 21, 11, "t09-1-02"], [4, 21, 17, "t33-1-03"],
  [2, 18, 30, "t05-1-02"], [2, 18, 36, "t21-2-01"], [2, 18, 42, "t03-1-04"], [2, 18, 49, "t17-1-05"],
  [1, 20, 2, "t27-1-01"], [1, 20, 8, "t12-2-02"], [1, 20, 14, "t21-1-03"], [1, 20, 20, "t08-1-02"], [1, 22, 45, "t36-1-06"],
  [0, 7, 2, "t03-1-02"], [0, 7, 8, "t21-1-05"], [0, 7, 14, "t11-1-03"], [0, 7, 21, "t03-2-01"], [0, 7, 48, "t29-1-04"], [0, 8, 15, "t17-1-02"], [0, 8, 37, "t05-1-02"],
];

const LIKED: Array<[string, number]> = [
  ["t03-1-02", 30], ["t03-1-05", 29], ["t03-2-03", 25], ["t21-1-05", 22], ["t21-2-01", 20], ["t05-1-02", 18], ["t05-1-06", 15], ["t12-1-01", 14],
  ["t17-1-05", 12], ["t29-2-02", 10], ["t33-1-03", 8], ["t08-1-02", 6], ["t11-1-04", 4], ["t36-1-06", 2],
];

const FOLLOWED: Array<[string, number]> = [["a03", 120], ["a05", 90], ["a12", 60], ["a21", 40], ["a33", 12]];

const PLAYLISTS: Array<[string, string, string, number, string[]]> = [
  ["p1", "Morning Commute", "Songs for the bus ride.", 45, ["t03-1-01", "t14-1-02", "t21-1-02", "t03-1-07", "t09-1-05", "t25-1-01", "t03-2-02", "t17-1-03"]],
  ["p2", "Gym Mix", "Keep moving.", 30, ["t04-1-01", "t15-1-03", "t25-2-01", "t04-1-05", "t35-1-02", "t05-2-01"]],
  ["p3", "Late Night", "", 12, ["t06-1-01", "t16-1-02", "t26-1-03", "t36-1-01", "t06-2-02"]],
];

export function initialSpotifyState(): SpotifyState {
  let n = 1;
  const id = (prefix: string): string => `${prefix}${n++}`;
  return {
    nextId: 100,
    profile: { name: "Alex Chen", plan: "Free" },
    player: { song: "t05-1-02", isPlaying: false, positionMs: 83_000, since: DEFAULT_START_MS, shuffle: false, repeat: "off", context: null, fromQueue: false },
    sleepTimer: null,
    queue: [],
    recentPlays: PLAYS.map(([d, h, m, song]) => ({ id: id("rp"), song, at: seedTime(d, h, m) })),
    likedSongs: LIKED.map(([song, d]) => ({ id: song, at: seedTime(d, 20, 0) })),
    followedArtists: FOLLOWED.map(([a, d]) => ({ id: a, at: seedTime(d, 12, 0) })),
    savedAlbums: [{ id: "al03-1", at: seedTime(50, 12, 0) }, { id: "al21-2", at: seedTime(20, 12, 0) }],
    playlists: PLAYLISTS.map(([pid, name, details, d, songs]) => ({ id: pid, name, details, created: seedTime(d, 19, 0), tracks: songs.map((s, i) => ({ id: s, at: seedTime(d, 19, i) })) })),
    searchHistory: [],
    settings: {
      dataSaver: false,
      streamingQualityWifi: "Automatic",
      streamingQualityCellular: "Automatic",
      downloadQuality: "High",
      audioNormalization: true,
      crossfadeSec: 0,
      gapless: true,
      automix: true,
      autoplay: true,
      monoAudio: false,
      shareListeningActivity: true,
      showRecentlyPlayedArtists: true,
      publicPlaylistsOnProfile: true,
      allowExplicit: true,
      canvas: true,
      showUnplayable: true,
      localDevicesOnly: false,
      spotifyConnectInBackground: true,
      carThing: false,
      notifyNewMusic: true,
      notifyPlaylistUpdates: true,
      notifyConcerts: false,
      downloadUsingCellular: false,
    },
  };
}
