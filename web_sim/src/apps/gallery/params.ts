/**
 * What each Gallery screen takes as route parameters (the control API's `intent` checks a
 * payload against these types), and the viewer's check: its photo must be one of its album's.
 */
import { unknownId } from "../../os/intentChecks";
import type { AppManifest, NoParams } from "../../os/types";
import { type GalleryState, type Scope, scopePhotos } from "./logic";

export interface GalleryScreenParams {
  home: NoParams;
  /** `scope`: the album (default all). */
  album: { scope?: Scope };
  /** `id`: a photo's id; `scope`: the album it is browsed in (default all). */
  viewer: { id: string; scope?: Scope };
}

export const galleryIntents: AppManifest<GalleryState, GalleryScreenParams>["intents"] = {
  viewer: {
    check(p, _, os) {
      const ids = scopePhotos(os, p.scope ?? "all").map((x) => x.id);
      return ids.includes(p.id) ? null : unknownId("id", `photo in album '${p.scope ?? "all"}'`, p.id, ids);
    },
  },
};
