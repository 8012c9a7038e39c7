/**
 * Writes to the shared contacts provider (`os.providers.contacts`), which other apps read.
 * Each change is one store update, so a new contact and its id counter move together.
 */
import { update } from "../../os/store";
import type { Contact } from "../../os/types";
import { allocateId, cleanFields, type ContactFields, type ContactsState } from "./logic";

export const APP_ID = "contacts";

/** Add a contact; returns its new id. */
export function addContact(fields: ContactFields): string {
  let id = "";
  update((d) => {
    const own = d.apps[APP_ID] as unknown as ContactsState;
    const next = allocateId(own.nextId, d.os.providers.contacts);
    id = next.id;
    own.nextId = next.nextId;
    d.os.providers.contacts.push({ id, ...cleanFields(fields), starred: false, lastContacted: 0 });
  });
  return id;
}

export function editContact(id: string, recipe: (c: Contact) => void): void {
  update((d) => {
    const c = d.os.providers.contacts.find((x) => x.id === id);
    if (c) recipe(c);
  });
}

export function deleteContact(id: string): void {
  update((d) => {
    d.os.providers.contacts = d.os.providers.contacts.filter((c) => c.id !== id);
  });
}
