/**
 * What each Notes screen takes as route parameters (the control API's `intent` checks a payload
 * against these types), and the editor's checks: the note and the folder it names must exist.
 */
import { allOf, idIn } from "../../os/intentChecks";
import type { AppManifest, NoParams } from "../../os/types";
import type { NotesState } from "./logic";

export interface NotesScreenParams {
  /** `tab`: the tab it opens on (default notes). */
  home: { tab?: "notes" | "todos" };
  /**
   * A saved note (`id`), or a new one: its `title` and `text` (another app's "save as note"),
   * the folder it goes in, whether it is private.
   */
  edit: { id?: string; title?: string; text?: string; folderId?: string | null; private?: boolean };
  settings: NoParams;
}

export const notesIntents: AppManifest<NotesState, NotesScreenParams>["intents"] = {
  edit: allOf(idIn("id", "note", (s: NotesState) => s.notes.map((n) => n.id), true), idIn("folderId", "folder", (s: NotesState) => s.folders.map((f) => f.id), true)),
};
