/** Note's screens: the chunk the page loads when the app is first drawn (see manifest.ts). */
import "./notes.css";
import { EditScreen, editBack } from "./edit";
import { HomeScreen } from "./home";
import type { NotesState } from "./logic";
import { SettingsScreen } from "./settings";
import type { AppUi } from "../../os/types";

const ui: AppUi<NotesState> = {
  screens: { home: HomeScreen, edit: EditScreen, settings: SettingsScreen },
  onBack: { edit: editBack },
};

export default ui;
