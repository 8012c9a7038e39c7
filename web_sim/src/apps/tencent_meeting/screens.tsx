/** Tencent Meeting's screens: the chunk the page loads when the app is first drawn (see manifest.ts). */
import "./tencent_meeting.css";
import type { AppUi } from "../../os/types";
import { DetailScreen, JoinScreen, QuickScreen, ScheduleScreen } from "./booking";
import { HomeScreen } from "./home";
import { ChatScreen, MeetingScreen, MembersScreen } from "./meeting";
import { AccountScreen, HistoryDetailScreen, HistoryScreen, PersonalRoomScreen, ProfileScreen, SettingsScreen } from "./more";
import type { TencentMeetingState } from "./state";

const ui: AppUi<TencentMeetingState> = {
  screens: {
    home: HomeScreen,
    join: JoinScreen,
    quick: QuickScreen,
    schedule: ScheduleScreen,
    detail: DetailScreen,
    meeting: MeetingScreen,
    members: MembersScreen,
    chat: ChatScreen,
    history: HistoryScreen,
    historyDetail: HistoryDetailScreen,
    personalRoom: PersonalRoomScreen,
    account: AccountScreen,
    profile: ProfileScreen,
    settings: SettingsScreen,
  },
};

export default ui;
