/**
 * Notes: notes with folders, pins, reminders, private notes and a trash, plus to-dos, in the
 * look of a phone vendor's notes app. Everything lives in `apps.notes`.
 * Intents: `edit` with `{title?, text}` opens a new note prefilled (share text to Notes; saving
 * creates it) or `{id}` an existing one; `home` with `{tab: "todos"}`.
 */
import { mdiNoteEditOutline } from "@mdi/js";
import "./notes.css";
import type { AppManifest } from "../../os/types";
import { EditScreen, editBack } from "./edit";
import { notesEvents } from "./events";
import { HomeScreen } from "./home";
import { initialNotesState, type NotesState } from "./logic";
import { SettingsScreen } from "./settings";

const manifest: AppManifest<NotesState> = {
  id: "notes",
  label: "Notes",
  icon: mdiNoteEditOutline,
  color: "#f5a623",
  initialState: initialNotesState,
  screens: { home: HomeScreen, edit: EditScreen, settings: SettingsScreen },
  home: "home",
  navigation: { home: ["edit", "settings"], edit: [], settings: [] },
  // A reminder posts a notification at its time.
  events: notesEvents,
  // A new note opens with the keyboard up on its body; system BACK in the editor saves.
  autofocus: { edit: (params) => (params.id ? null : "notes.body") },
  onBack: { edit: editBack },
};

export default manifest;
