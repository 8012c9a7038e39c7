/**
 * Files: a file manager over the shared file system (`os.providers.files`): browse the storage
 * with breadcrumbs, recent files, categories, a cloud drive tab, text, PDF and image previews,
 * details, sort, new folder, multi-select move and copy, rename and delete (docs/apps/file_manager.md).
 * Writes go through `os/files/ops.ts`; the app keeps only its clipboard, sort order and id counter.
 */
import { mdiFolder } from "@mdi/js";
import type { AppManifest } from "../../os/types";
import { APP_ID, initialFilesState, type FilesState } from "./logic";
import { type FileManagerScreenParams, fileManagerIntents } from "./params";

const manifest: AppManifest<FilesState, FileManagerScreenParams> = {
  id: APP_ID,
  label: "Files",
  icon: mdiFolder,
  color: "#f4b400",
  initialState: initialFilesState,
  ui: () => import("./screens"),
  home: "home",
  intents: fileManagerIntents,
  navigation: { home: ["folder", "category", "preview"], folder: ["preview"], category: ["preview", "folder"], preview: [] },
  // Choosing files to move or copy, and the sort order, are how the user looks, not results.
  incidental: ["/apps/file_manager/clipboard", "/apps/file_manager/clipboard/**", "/apps/file_manager/sort/**"],
};

export default manifest;
