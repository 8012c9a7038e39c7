/**
 * What each Files screen takes as route parameters (the control API's `intent` checks a payload
 * against these types), and the intent checks of the screens whose ids must exist (the nodes of
 * the OS's file system, `os.providers.files`).
 */
import { idIn } from "../../os/intentChecks";
import type { AppManifest, NoParams, OsState } from "../../os/types";
import type { Category, FilesState } from "./logic";

export interface FileManagerScreenParams {
  home: NoParams;
  /** `dir`: a folder's id; null or absent: the root. */
  folder: { dir?: string | null };
  /** `cat`: the category listed. */
  category: { cat: Category };
  /** `id`: a file's id. */
  preview: { id: string };
}

export const fileManagerIntents: AppManifest<FilesState, FileManagerScreenParams>["intents"] = {
  folder: idIn("dir", "folder", (_: FilesState, os: OsState) => os.providers.files.filter((n) => n.type === "folder").map((n) => n.id), true),
  preview: idIn("id", "file", (_: FilesState, os: OsState) => os.providers.files.filter((n) => n.type !== "folder").map((n) => n.id)),
};
