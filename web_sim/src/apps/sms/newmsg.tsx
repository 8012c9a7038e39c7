/** Start a chat: pick someone from the shared contacts, or type a number. */
import { mdiDialpad } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { AppBar, Avatar, Icon, ListItem, ScrollView, TextField } from "../../os/ui/kit";
import { searchContacts, sortContacts } from "../../os/contacts";
import { looksLikeNumber, type SmsState } from "./logic";
import { findThread } from "./provider";
import { openThread } from "./list";

export function NewScreen({ route, app }: ScreenProps<SmsState>) {
  const to = (route.data.to as string | undefined) ?? "";
  const contacts = app.os.providers.contacts.filter((c) => c.phone);
  const shown = to.trim() ? searchContacts(contacts, to) : sortContacts(contacts);
  const start = (address: string, contactId: string | null) => {
    const existing = findThread(app.os.providers.sms, address, contactId);
    app.pop();
    if (existing) openThread(app, existing.id);
    else app.push("conversation", { address, contactId });
  };
  return (
    <>
      <AppBar title="New conversation" onBack={app.pop} />
      <div class="sms-to">
        <span class="sms-to-label">To</span>
        <TextField id="sms.to" placeholder="Type a name or phone number" value={to} onChange={(v) => app.setData({ to: v })} onSubmit={() => looksLikeNumber(to) && start(to.trim(), null)} />
      </div>
      <ScrollView id="sms-new">
        {looksLikeNumber(to) && <ListItem testId="sms-new-number" leading={<span class="sms-dial"><Icon path={mdiDialpad} /></span>} title={`Send to ${to.trim()}`} onClick={() => start(to.trim(), null)} />}
        <div class="sms-section">{to.trim() ? "Matching contacts" : "All contacts"}</div>
        {shown.map((c) => (
          <ListItem key={c.id} testId={`sms-new-contact-${c.id}`} leading={<Avatar name={c.name} />} title={c.name} subtitle={c.phone} onClick={() => start(c.phone, c.id)} />
        ))}
      </ScrollView>
    </>
  );
}
