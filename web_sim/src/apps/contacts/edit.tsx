/** Create or edit a contact: four fields kept as route drafts, Save (needs a name) and Cancel. */
import { mdiAccount, mdiAccountOffOutline, mdiAccountOutline, mdiClose, mdiDomain, mdiEmailOutline, mdiPhoneOutline } from "@mdi/js";
import type { Json, ScreenProps } from "../../os/types";
import { AppBar, Avatar, Button, Empty, Icon, IconButton, ScrollView, TextField } from "../../os/ui/kit";
import { cleanFields, type ContactFields, type ContactsState } from "./logic";
import { addContact, editContact } from "./provider";

const FIELDS: Array<{ key: keyof ContactFields; label: string; icon: string }> = [
  { key: "name", label: "Name", icon: mdiAccountOutline },
  { key: "phone", label: "Phone", icon: mdiPhoneOutline },
  { key: "email", label: "Email", icon: mdiEmailOutline },
  { key: "company", label: "Company", icon: mdiDomain },
];

const str = (v: Json | undefined): string => (typeof v === "string" ? v : "");

export function EditScreen({ route, app }: ScreenProps<ContactsState>) {
  const id = route.params.id as string | undefined;
  const existing = id ? app.os.providers.contacts.find((c) => c.id === id) : undefined;
  if (id && !existing) {
    return (
      <>
        <AppBar title="Edit contact" onBack={app.pop} />
        <Empty icon={mdiAccountOffOutline} text="This contact no longer exists" />
      </>
    );
  }
  // Drafts over the edited contact, or over intent params (another app's "add to contacts").
  const base: ContactFields = existing ?? { name: str(route.params.name), phone: str(route.params.phone), email: str(route.params.email), company: str(route.params.company) };
  const draft: ContactFields = {
    name: str(route.data.name ?? base.name),
    phone: str(route.data.phone ?? base.phone),
    email: str(route.data.email ?? base.email),
    company: str(route.data.company ?? base.company),
  };
  const canSave = draft.name.trim() !== "";
  const save = () => {
    if (existing) {
      editContact(existing.id, (c) => void Object.assign(c, cleanFields(draft)));
      app.pop();
    } else {
      const newId = addContact(draft);
      app.pop();
      app.push("detail", { id: newId });
    }
  };
  return (
    <>
      <header class="mg-appbar">
        <IconButton path={mdiClose} label="Cancel" testId="contacts-edit-cancel" onClick={app.pop} />
        <h1 class="mg-appbar-title">{id ? "Edit contact" : "Create contact"}</h1>
        <div class="mg-appbar-actions contacts-save">
          <Button testId="contacts-edit-save" disabled={!canSave} onClick={save}>
            Save
          </Button>
        </div>
      </header>
      <ScrollView id="contacts-edit">
        <div class="contacts-edit-avatar">
          {draft.name.trim() ? (
            <Avatar name={draft.name} size={88} />
          ) : (
            <span class="contacts-avatar-blank">
              <Icon path={mdiAccount} size={52} />
            </span>
          )}
        </div>
        {FIELDS.map((f) => (
          <div key={f.key} class="contacts-form-row">
            <Icon path={f.icon} class="contacts-form-icon" />
            <TextField id={`contacts.${f.key}`} label={f.label} value={draft[f.key]} onChange={(v) => app.setData({ [f.key]: v })} />
          </div>
        ))}
      </ScrollView>
    </>
  );
}
