/** RedNote's screens: the chunk (with the world corpus) the page loads when the app is first drawn. */
import "./redbook.css";
import type { AppUi } from "../../os/types";
import { ChatScreen, ChatSettingsScreen } from "./chat";
import { HomeScreen, NoticesScreen } from "./home";
import { EditProfileScreen, HistoryScreen, SettingsScreen } from "./me";
import { NoteScreen } from "./note";
import { PublishFinalScreen, PublishScreen, PublishTemplateScreen, PublishTextScreen } from "./publish";
import { SearchScreen } from "./search";
import type { RedbookState } from "./state";
import { UserListScreen, UserScreen } from "./user";

const ui: AppUi<RedbookState> = {
  screens: {
    home: HomeScreen,
    notices: NoticesScreen,
    note: NoteScreen,
    user: UserScreen,
    userList: UserListScreen,
    chat: ChatScreen,
    chatSettings: ChatSettingsScreen,
    search: SearchScreen,
    publish: PublishScreen,
    publishText: PublishTextScreen,
    publishTemplate: PublishTemplateScreen,
    publishFinal: PublishFinalScreen,
    history: HistoryScreen,
    editProfile: EditProfileScreen,
    settings: SettingsScreen,
  },
};

export default ui;
