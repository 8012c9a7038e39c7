/**
 * What each Messages screen takes as route parameters (the control API's `intent` checks a
 * payload against these types), and the conversation's check: a contact it names must exist. A
 * thread that is gone draws "This conversation was deleted" (a notification may outlive it).
 */
import { idIn } from "../../os/intentChecks";
import type { AppManifest, NoParams, OsState } from "../../os/types";
import type { SmsState } from "./logic";

export interface SmsScreenParams {
  list: NoParams;
  /**
   * A thread by id (`highlight`: a message to mark, from search), or the conversation with a
   * number (`address`, and its contact if known), new or not; `draft`: the text it opens with.
   */
  conversation: { threadId: string; highlight?: string; draft?: string } | {
    /** @pattern \S */
    address: string;
    contactId?: string | null;
    draft?: string;
  };
  /** `threadId`: the thread whose details are shown. */
  details: { threadId: string };
  new: NoParams; settings: NoParams; freeNetwork: NoParams; advanced: NoParams;
}

export const smsIntents: AppManifest<SmsState, SmsScreenParams>["intents"] = {
  conversation: idIn("contactId", "contact", (_: SmsState, os: OsState) => os.providers.contacts.map((c) => c.id), true),
};
