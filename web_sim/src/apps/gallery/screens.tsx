/** Gallery's screens: the chunk the page loads when the app is first drawn (see manifest.ts). */
import "./gallery.css";
import { AlbumScreen } from "./album";
import { HomeScreen } from "./home";
import type { GalleryState } from "./logic";
import { ViewerScreen } from "./viewer";
import type { AppUi } from "../../os/types";

const ui: AppUi<GalleryState> = {
  screens: { home: HomeScreen, album: AlbumScreen, viewer: ViewerScreen },
};

export default ui;
