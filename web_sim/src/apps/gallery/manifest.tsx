/**
 * Gallery: the photos of the shared media provider (`os.providers.media`), by day and by album,
 * a viewer with details, favourites, delete to Recently deleted, and share to WeChat. Other apps
 * pick photos with `PhotoPicker` from `os/media` (docs/apps/gallery.md).
 */
import { mdiImageMultiple } from "@mdi/js";
import "./gallery.css";
import type { AppManifest } from "../../os/types";
import { AlbumScreen } from "./album";
import { HomeScreen } from "./home";
import { APP_ID, type GalleryState } from "./logic";
import { ViewerScreen } from "./viewer";

const manifest: AppManifest<GalleryState> = {
  id: APP_ID,
  label: "Gallery",
  icon: mdiImageMultiple,
  color: "#e8710a",
  initialState: () => ({}),
  screens: { home: HomeScreen, album: AlbumScreen, viewer: ViewerScreen },
  home: "home",
  navigation: { home: ["album", "viewer"], album: ["viewer"], viewer: [] },
};

export default manifest;
