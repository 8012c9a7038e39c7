/**
 * Contacts: the people in the shared provider `os.providers.contacts` (other apps read them),
 * the call log (`os.providers.calls`) and a dialer; calls are drawn, never placed, and "Text"
 * opens Messages at the contact. The app's own state keeps only the id counter and the search
 * history.
 */
import { mdiAccount } from "@mdi/js";
import type { AppManifest } from "../../os/types";
import { defaultContacts } from "../../../world/device";
import type { ContactsState } from "./logic";
import { APP_ID } from "./provider";
import { type ContactsScreenParams, contactsIntents } from "./params";

const manifest: AppManifest<ContactsState, ContactsScreenParams> = {
  id: APP_ID,
  label: "Contacts",
  icon: mdiAccount,
  color: "#1a73e8",
  // Ids continue after the device's built-in contacts (c01..c12 -> c13).
  initialState: () => ({ nextId: defaultContacts().length + 1, searchHistory: [] }),
  ui: () => import("./screens"),
  home: "list",
  intents: contactsIntents,
  navigation: { list: ["detail", "edit", "recents", "dialer"], detail: ["edit", "call"], edit: ["detail"], recents: ["call", "detail"], dialer: ["call"], call: [] },
  incidental: ["/apps/contacts/searchHistory", "/apps/contacts/searchHistory/**", "/os/providers/contacts/[id=*]/lastContacted"],
};

export default manifest;
