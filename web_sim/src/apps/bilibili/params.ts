/**
 * What each Bilibili screen takes as route parameters (the control API's `intent` checks a
 * payload against these types), and the intent checks of the screens whose ids must exist.
 */
import { BILI_ANIME, BILI_UPLOADERS, BILI_VIDEOS } from "../../../world/bilibili";
import { idIn } from "../../os/intentChecks";
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

export const bilibiliIntents: AppManifest<BilibiliState, BilibiliScreenParams>["intents"] = {
  video: idIn("id", "video", () => BILI_VIDEOS.map((v) => v.id)),
  space: idIn("id", "uploader", () => BILI_UPLOADERS.map((u) => u.id)),
  anime: idIn("id", "anime", () => BILI_ANIME.map((a) => a.id)),
  folder: idIn("id", "folder", (s: BilibiliState) => s.folders.map((f) => f.id)),
  newFolder: idIn("video", "video", () => BILI_VIDEOS.map((v) => v.id), true),
};
