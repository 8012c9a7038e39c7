/** Files' screens: the chunk the page loads when the app is first drawn (see manifest.ts). */
import "./file_manager.css";
import type { AppUi } from "../../os/types";
import { CategoryScreen, FolderScreen, HomeScreen, folderBack } from "./browse";
import type { FilesState } from "./logic";
import { PreviewScreen } from "./preview";

const ui: AppUi<FilesState> = {
  screens: { home: HomeScreen, folder: FolderScreen, category: CategoryScreen, preview: PreviewScreen },
  onBack: { folder: folderBack },
};

export default ui;
