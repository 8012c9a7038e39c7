/**
 * What each Spotify screen takes as route parameters (the control API's `intent` checks a
 * payload against these types), and the intent checks of the screens whose ids must exist:
 * artists, albums, songs, categories and editorial playlists of the world, the user's playlists.
 */
import { allOf, idIn, worldIdIn } from "../../os/intentChecks";
import type { AppManifest, NoParams } from "../../os/types";
import type { SpotifyState } from "./state";

/** The settings pages (settings.tsx's PAGES). */
export type SpotifySettingsPage = "account" | "dataSaver" | "playback" | "privacy" | "notifications" | "appsDevices" | "contentDisplay" | "mediaQuality" | "storage" | "about";

export interface SpotifyScreenParams {
  home: NoParams; search: NoParams;
  /** `id`: a browse category. */
  category: { id: string };
  /** `id`: an editorial playlist. */
  editorial: { id: string };
  whatsNew: NoParams; profile: NoParams; settings: NoParams;
  settingsPage: { page: SpotifySettingsPage };
  sleepTimer: NoParams;
  artist: { id: string };
  album: { id: string };
  /** `id`: one of the user's playlists. */
  playlist: { id: string };
  liked: NoParams; recent: NoParams;
  /** `song`: the song the new playlist starts with. */
  createPlaylist: { song?: string };
  /** `song`: the song to add. */
  addToPlaylist: { song: string };
  /** Songs to add to the user's `playlist`, or to put in place of its song `replace`. */
  pickSong: { playlist: string; replace?: string };
  player: NoParams; queue: NoParams;
}

type P = SpotifyScreenParams;
/** The world's music: loaded with the screens, and for a check of it. */
const world = () => import("../../../world/spotify");
const songIds = (w: typeof import("../../../world/spotify")): string[] => w.SPOTIFY_SONGS.map((s) => s.id);
const playlistIds = (s: SpotifyState): string[] => s.playlists.map((p) => p.id);

export const spotifyIntents: AppManifest<SpotifyState, P>["intents"] = {
  category: worldIdIn("id", "category", world, (w) => w.SPOTIFY_CATEGORIES.map((c) => c.id)),
  editorial: worldIdIn("id", "editorial playlist", world, (w) => w.SPOTIFY_PLAYLISTS.map((p) => p.id)),
  artist: worldIdIn("id", "artist", world, (w) => w.SPOTIFY_ARTISTS.map((a) => a.id)),
  album: worldIdIn("id", "album", world, (w) => w.SPOTIFY_ALBUMS.map((a) => a.id)),
  playlist: idIn("id", "playlist of yours", playlistIds),
  createPlaylist: worldIdIn("song", "song", world, songIds, true),
  addToPlaylist: worldIdIn("song", "song", world, songIds),
  pickSong: allOf<SpotifyState, P["pickSong"]>(
    idIn("playlist", "playlist of yours", playlistIds),
    idIn("replace", "song of that playlist", (s: SpotifyState, _, p: P["pickSong"]) => s.playlists.find((x) => x.id === p.playlist)?.tracks.map((t) => t.id) ?? [], true),
  ),
};
