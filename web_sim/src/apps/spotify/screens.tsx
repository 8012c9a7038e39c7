/** Spotify's screens: the chunk the page loads when the app is first drawn (see manifest.ts), with the catalogue. */
import "./spotify.css";
import type { AppUi } from "../../os/types";
import { HomeScreen } from "./home";
import { AlbumScreen, ArtistScreen, CategoryScreen, EditorialScreen, LikedScreen, ProfileScreen, RecentScreen, WhatsNewScreen } from "./pages";
import { PlayerScreen, QueueScreen, SleepTimerScreen } from "./player";
import { AddToPlaylistScreen, CreatePlaylistScreen, PickSongScreen, PlaylistScreen } from "./playlist";
import { SearchScreen } from "./search";
import { SettingsPageScreen, SettingsScreen } from "./settings";
import type { SpotifyState } from "./state";

const ui: AppUi<SpotifyState> = {
  screens: {
    home: HomeScreen,
    search: SearchScreen,
    category: CategoryScreen,
    editorial: EditorialScreen,
    whatsNew: WhatsNewScreen,
    profile: ProfileScreen,
    settings: SettingsScreen,
    settingsPage: SettingsPageScreen,
    sleepTimer: SleepTimerScreen,
    artist: ArtistScreen,
    album: AlbumScreen,
    playlist: PlaylistScreen,
    liked: LikedScreen,
    recent: RecentScreen,
    createPlaylist: CreatePlaylistScreen,
    addToPlaylist: AddToPlaylistScreen,
    pickSong: PickSongScreen,
    player: PlayerScreen,
    queue: QueueScreen,
  },
};

export default ui;
