/** Contact's screens: the chunk the page loads when the app is first drawn (see manifest.ts). */
import "./contacts.css";
import { CallScreen, DialerScreen, RecentsScreen, hangUp } from "./phone";
import { DetailScreen } from "./detail";
import { EditScreen } from "./edit";
import { ListScreen } from "./list";
import type { ContactsState } from "./logic";
import type { AppUi } from "../../os/types";

const ui: AppUi<ContactsState> = {
  screens: { list: ListScreen, detail: DetailScreen, edit: EditScreen, recents: RecentsScreen, dialer: DialerScreen, call: CallScreen },
  // System BACK on the in-call screen hangs up (the call is logged), as leaving it would.
  onBack: { call: (app, route) => (hangUp(app, route), true) },
};

export default ui;
