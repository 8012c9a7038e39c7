/**
 * Notes: notes with folders, pins, reminders, private notes and a trash, plus to-dos, in the
 * look of a phone vendor's notes app. Everything lives in `apps.notes`.
 * Intents: `edit` with `{title?, text}` opens a new note prefilled (share text to Notes; saving
 * creates it) or `{id}` an existing one; `home` with `{tab: "todos"}`.
 */
import { mdiNoteEditOutline } from "@mdi/js";
import type { AppManifest } from "../../os/types";
import { notesEvents } from "./events";
import { initialNotesState, type NotesState } from "./logic";
import { type NotesScreenParams, notesIntents } from "./params";

const manifest: AppManifest<NotesState, NotesScreenParams> = {
  id: "notes",
  label: "Notes",
  icon: mdiNoteEditOutline,
  color: "#f5a623",
  initialState: initialNotesState,
  ui: () => import("./screens"),
  home: "home",
  intents: notesIntents,
  navigation: { home: ["edit", "settings"], edit: [], settings: [] },
  // A reminder posts a notification at its time.
  events: notesEvents,
  // A new note opens with the keyboard up on its body; system BACK in the editor saves.
  autofocus: { edit: (params) => (params.id ? null : "notes.body") },
};

export default manifest;
