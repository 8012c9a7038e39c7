/**
 * What each Bilibili screen takes as route parameters (the control API's `intent` checks a
 * payload against these types), and the intent checks of the screens whose ids must exist.
 */
import { idIn, worldIdIn } from "../../os/intentChecks";
import type { AppManifest, NoParams } from "../../os/types";
import type { BilibiliState } from "./state";

export interface BilibiliScreenParams {
  home: NoParams; search: NoParams;
  /** `id`: a video of the world (`BILI_VIDEOS`). */
  video: { id: string };
  /** `id`: an uploader (`BILI_UPLOADERS`). */
  space: { id: string };
  ranking: NoParams;
  /** `id`: an anime (`BILI_ANIME`). */
  anime: { id: string };
  animeSubs: NoParams; profileEdit: NoParams;
  /** Which profile text to edit. */
  editText: { field: "name" | "sign" | "school" };
  birthday: NoParams; favourites: NoParams;
  /** `id`: one of the user's favourites folders. */
  folder: { id: string };
  /** `video`: the video to add to the new folder, if any. */
  newFolder: { video?: string };
  likes: NoParams; following: NoParams; fans: NoParams; vip: NoParams; settings: NoParams; history: NoParams;
}

/** The world's videos, uploaders and anime: loaded with the screens, and for a check of them. */
const world = () => import("../../../world/bilibili");
type World = typeof import("../../../world/bilibili");
const videoIds = (w: World): string[] => w.BILI_VIDEOS.map((v) => v.id);

export const bilibiliIntents: AppManifest<BilibiliState, BilibiliScreenParams>["intents"] = {
  video: worldIdIn("id", "video", world, videoIds),
  space: worldIdIn("id", "uploader", world, (w) => w.BILI_UPLOADERS.map((u) => u.id)),
  anime: worldIdIn("id", "anime", world, (w) => w.BILI_ANIME.map((a) => a.id)),
  folder: idIn("id", "folder", (s: BilibiliState) => s.folders.map((f) => f.id)),
  newFolder: worldIdIn("video", "video", world, videoIds, true),
};
