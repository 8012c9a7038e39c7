/**
 * What each Tencent Meeting screen takes as route parameters (the control API's `intent` checks
 * a payload against these types), and the intent checks of the screens whose ids must exist.
 */
import { idIn } from "../../os/intentChecks";
import type { AppManifest, NoParams } from "../../os/types";
import type { TencentMeetingState } from "./state";

export interface TencentMeetingScreenParams {
  home: NoParams; join: NoParams; quick: NoParams;
  /** `id`: the scheduled meeting to edit; absent: a new one. */
  schedule: { id?: string };
  /** `id`: a scheduled meeting. */
  detail: { id: string };
  meeting: NoParams; members: NoParams; chat: NoParams; history: NoParams;
  /** `id`: a past meeting. */
  historyDetail: { id: string };
  personalRoom: NoParams; account: NoParams; profile: NoParams; settings: NoParams;
}

const meetingIds = (s: TencentMeetingState): string[] => s.meetings.map((m) => m.id);

export const tencentMeetingIntents: AppManifest<TencentMeetingState, TencentMeetingScreenParams>["intents"] = {
  schedule: idIn("id", "scheduled meeting", meetingIds, true),
  detail: idIn("id", "scheduled meeting", meetingIds),
  historyDetail: idIn("id", "past meeting", (s: TencentMeetingState) => s.history.map((h) => h.id)),
};
