/**
 * Spotify: home, search, library, browse categories, what's new, artist and album pages, liked
 * songs, recently played, custom playlists, the player (drawn, never heard) with queue, shuffle,
 * repeat and a time bar on the simulated clock, sleep timer, profile, Premium and settings.
 * The catalogue is read-only data in web_sim/world/spotify.ts, loaded with the screens;
 * `apps.spotify` holds what the user changes.
 */
import { mdiSpotify } from "@mdi/js";
import type { AppManifest } from "../../os/types";
import { spotifyEvents } from "./playback";
import { APP_ID, initialSpotifyState, type SpotifyState } from "./state";
import { type SpotifyScreenParams, spotifyIntents } from "./params";

const manifest: AppManifest<SpotifyState, SpotifyScreenParams> = {
  id: APP_ID,
  label: "Spotify",
  icon: mdiSpotify,
  color: "#1db954",
  initialState: initialSpotifyState,
  ui: () => import("./screens"),
  home: "home",
  intents: spotifyIntents,
  autofocus: { search: "spotify.search", createPlaylist: "spotify.playlistName", pickSong: "spotify.pickSong" },
  navigation: {
    home: ["search", "category", "whatsNew", "profile", "settings", "artist", "album", "playlist", "editorial", "liked", "recent", "createPlaylist", "player", "queue"],
    search: ["artist", "album", "addToPlaylist", "player", "queue"],
    category: ["editorial", "player"],
    editorial: ["artist", "album", "addToPlaylist", "player"],
    whatsNew: ["album", "player"],
    profile: ["settings", "playlist", "artist", "player"],
    settings: ["settingsPage", "sleepTimer"],
    settingsPage: ["sleepTimer"],
    sleepTimer: [],
    artist: ["album", "addToPlaylist", "player", "queue"],
    album: ["artist", "addToPlaylist", "player"],
    playlist: ["pickSong", "addToPlaylist", "artist", "album", "player"],
    liked: ["addToPlaylist", "artist", "album", "player"],
    recent: ["addToPlaylist", "artist", "album", "player"],
    createPlaylist: ["playlist"],
    addToPlaylist: ["createPlaylist"],
    pickSong: [],
    player: ["queue", "artist", "album", "addToPlaylist", "sleepTimer"],
    queue: [],
  },
  // Time passes for the player: the end of a song starts the next; the sleep timer pauses it.
  events: spotifyEvents,
  // Looking around records plays and searches: histories, never side effects.
  incidental: ["/apps/spotify/searchHistory", "/apps/spotify/searchHistory/**", "/apps/spotify/recentPlays", "/apps/spotify/recentPlays/**"],
};

export default manifest;
