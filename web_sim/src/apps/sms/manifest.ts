/**
 * Messages (SMS): conversations live in the shared provider `os.providers.sms` (other apps may
 * read them); the app keeps its id counter and settings in `apps.sms`.
 * Intents: `conversation` with `{threadId}` or `{address, contactId}` (a new chat, prefilled
 * `draft` allowed through the composer); `new` to pick a recipient.
 */
import { mdiMessageText } from "@mdi/js";
import type { AppManifest } from "../../os/types";
import { SMS_SEED_NEXT_ID } from "../../../world/sms";
import { smsEvents } from "./events";
import { initialSmsSettings, type SmsState } from "./logic";
import { APP_ID } from "./provider";
import { type SmsScreenParams, smsIntents } from "./params";

const manifest: AppManifest<SmsState, SmsScreenParams> = {
  id: APP_ID,
  label: "Messages",
  icon: mdiMessageText,
  color: "#1a73e8",
  initialState: () => ({ nextId: SMS_SEED_NEXT_ID, settings: initialSmsSettings() }),
  ui: () => import("./screens"),
  home: "list",
  intents: smsIntents,
  navigation: { list: ["conversation", "new", "settings"], conversation: ["details"], details: [], new: ["conversation"], settings: ["freeNetwork", "advanced"], freeNetwork: [], advanced: [] },
  // Opening a conversation reads it.
  incidental: ["/os/providers/sms/[id=*]/messages/[id=*]/read"],
  // Incoming SMS (a set-up's scheduled message, a verification code) arrive through the OS queue.
  events: smsEvents,
};

export default manifest;
