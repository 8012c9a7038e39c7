/** Message's screens: the chunk the page loads when the app is first drawn (see manifest.ts). */
import "./sms.css";
import { ConversationScreen, DetailsScreen } from "./conversation";
import { ListScreen, listBack } from "./list";
import type { SmsState } from "./logic";
import { NewScreen } from "./newmsg";
import { AdvancedScreen, FreeNetworkScreen, SettingsScreen } from "./settings";
import type { AppUi } from "../../os/types";

const ui: AppUi<SmsState> = {
  screens: { list: ListScreen, conversation: ConversationScreen, details: DetailsScreen, new: NewScreen, settings: SettingsScreen, freeNetwork: FreeNetworkScreen, advanced: AdvancedScreen },
  onBack: { list: listBack },
};

export default ui;
