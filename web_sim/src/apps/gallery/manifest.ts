/**
 * Gallery: the photos of the shared media provider (`os.providers.media`), by day and by album,
 * a viewer with details, favourites, delete to Recently deleted, and share to WeChat. Other apps
 * pick photos with `PhotoPicker` from `os/media` (docs/apps/gallery.md).
 */
import { mdiImageMultiple } from "@mdi/js";
import type { AppManifest } from "../../os/types";
import { APP_ID, type GalleryState } from "./logic";
import { type GalleryScreenParams, galleryIntents } from "./params";

const manifest: AppManifest<GalleryState, GalleryScreenParams> = {
  id: APP_ID,
  label: "Gallery",
  icon: mdiImageMultiple,
  color: "#e8710a",
  initialState: () => ({}),
  ui: () => import("./screens"),
  home: "home",
  intents: galleryIntents,
  navigation: { home: ["album", "viewer"], album: ["viewer"], viewer: [] },
};

export default manifest;
