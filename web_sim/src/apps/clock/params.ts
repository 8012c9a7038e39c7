/**
 * What each Clock screen takes as route parameters (the control API's `intent` checks a payload
 * against these types), and the intent checks of the screens whose ids must exist.
 */
import { idIn } from "../../os/intentChecks";
import type { AppManifest, NoParams } from "../../os/types";
import type { ClockState, Tab } from "./logic";

export interface ClockScreenParams {
  /** `tab`: the tab it opens on (default alarm). */
  main: { tab?: Tab };
  /** An alarm to edit (`id`), or a new one at `hour`:`minute` (default 7:00) with a `label`. */
  alarm: {
    id?: string;
    /** @asType integer @minimum 0 @maximum 23 */
    hour?: number;
    /** @asType integer @minimum 0 @maximum 59 */
    minute?: number;
    label?: string;
  };
  cities: NoParams;
  /** `id`: the ringing alarm. */
  ringing: { id: string };
}

const alarmIds = (s: ClockState): string[] => s.alarms.map((a) => a.id);

export const clockIntents: AppManifest<ClockState, ClockScreenParams>["intents"] = {
  alarm: idIn("id", "alarm", alarmIds, true),
  ringing: idIn("id", "alarm", alarmIds),
};
