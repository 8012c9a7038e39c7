/**
 * Messages (SMS): conversations live in the shared provider `os.providers.sms` (other apps may
 * read them); the app keeps its id counter and settings in `apps.sms`.
 * Intents: `conversation` with `{threadId}` or `{address, contactId}` (a new chat, prefilled
 * `draft` allowed through the composer); `new` to pick a recipient.
 */
import { mdiMessageText } from "@mdi/js";
import "./sms.css";
import type { AppManifest } from "../../os/types";
import { SMS_SEED_NEXT_ID } from "../../../world/sms";
import { ConversationScreen, DetailsScreen } from "./conversation";
import { smsEvents } from "./events";
import { ListScreen, listBack } from "./list";
import { initialSmsSettings, type SmsState } from "./logic";
import { NewScreen } from "./newmsg";
import { APP_ID } from "./provider";
import { AdvancedScreen, FreeNetworkScreen, SettingsScreen } from "./settings";

const manifest: AppManifest<SmsState> = {
  id: APP_ID,
  label: "Messages",
  icon: mdiMessageText,
  color: "#1a73e8",
  initialState: () => ({ nextId: SMS_SEED_NEXT_ID, settings: initialSmsSettings() }),
  screens: { list: ListScreen, conversation: ConversationScreen, details: DetailsScreen, new: NewScreen, settings: SettingsScreen, freeNetwork: FreeNetworkScreen, advanced: AdvancedScreen },
  home: "list",
  onBack: { list: listBack },
  navigation: { list: ["conversation", "new", "settings"], conversation: ["details"], details: [], new: ["conversation"], settings: ["freeNetwork", "advanced"], freeNetwork: [], advanced: [] },
  // Opening a conversation reads it.
  incidental: ["/os/providers/sms/[id=*]/messages/[id=*]/read"],
  // Incoming SMS (a set-up's scheduled message, a verification code) arrive through the OS queue.
  events: smsEvents,
};

export default manifest;
