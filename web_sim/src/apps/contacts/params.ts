/**
 * What each Contacts screen takes as route parameters (the control API's `intent` checks a
 * payload against these types), and the intent checks of the screens whose ids must exist (the
 * contacts are the OS's provider, `os.providers.contacts`).
 */
import { allOf, idIn } from "../../os/intentChecks";
import type { AppManifest, NoParams, OsState } from "../../os/types";
import type { ContactsState } from "./logic";

export interface ContactsScreenParams {
  list: NoParams;
  /** `id`: a contact's id. */
  detail: { id: string };
  /** A contact to edit (`id`), or a new one filled with the other fields (another app's "add to contacts"). */
  edit: { id?: string; name?: string; phone?: string; email?: string; company?: string };
  recents: NoParams; dialer: NoParams;
  /** The call on screen: the number dialled, its contact if known, when it started (epoch ms, not after now). */
  call: {
    number: string;
    contactId: string | null;
    /** @asType integer @minimum 0 */
    startedAt: number;
  };
}

const contactIds = (_: ContactsState, os: OsState): string[] => os.providers.contacts.map((c) => c.id);

export const contactsIntents: AppManifest<ContactsState, ContactsScreenParams>["intents"] = {
  detail: idIn("id", "contact", contactIds),
  edit: idIn("id", "contact", contactIds, true),
  call: allOf(
    idIn("contactId", "contact", contactIds, true),
    { check: (p, _, os) => (p.startedAt > os.clock.now ? `startedAt: ${p.startedAt} is after now (${os.clock.now}); a call on screen has started` : null) },
  ),
};
