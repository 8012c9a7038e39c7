/**
 * Tencent Meeting: join, quick and booked meetings (topic, start, duration, password,
 * repeat; edit and cancel), the in-meeting screen (mute, video, share screen, members and
 * renaming myself, chat to everyone or privately to one person, leave), history meetings with my
 * joins, contacts, messages, personal room, account and security, profile and 18 settings.
 * The rows are world data (web_sim/world/tencent_meeting.ts); `apps.tencent_meeting` holds them
 * and what the user changes. A meeting is upcoming until its start on the simulated clock, then
 * ongoing.
 */
import type { AppManifest } from "../../os/types";
import { APP_ID, initialTencentMeetingState, type TencentMeetingState } from "./state";
import { type TencentMeetingScreenParams, tencentMeetingIntents } from "./params";

/** Two linked rings, after the app's logo. */
const TM_ICON = "M2.4 12a5.8 5.8 0 1 0 11.6 0a5.8 5.8 0 1 0 -11.6 0zM4.8 12a3.4 3.4 0 1 1 6.8 0a3.4 3.4 0 1 1 -6.8 0zM10 12a5.8 5.8 0 1 0 11.6 0a5.8 5.8 0 1 0 -11.6 0zM12.4 12a3.4 3.4 0 1 1 6.8 0a3.4 3.4 0 1 1 -6.8 0z";

const manifest: AppManifest<TencentMeetingState, TencentMeetingScreenParams> = {
  id: APP_ID,
  label: "Tencent Meeting",
  icon: TM_ICON,
  color: "#0a6cff",
  initialState: initialTencentMeetingState,
  ui: () => import("./screens"),
  home: "home",
  intents: tencentMeetingIntents,
  navigation: {
    home: ["join", "quick", "schedule", "detail", "meeting", "history", "personalRoom", "account", "settings", "profile"],
    join: ["meeting"],
    quick: ["meeting"],
    schedule: ["detail"],
    detail: ["schedule", "meeting"],
    meeting: ["members", "chat"],
    members: [],
    chat: [],
    history: ["historyDetail"],
    historyDetail: [],
    personalRoom: ["meeting"],
    account: [],
    profile: [],
    settings: [],
  },
  autofocus: { join: "tm.joinId" },
};

export default manifest;
