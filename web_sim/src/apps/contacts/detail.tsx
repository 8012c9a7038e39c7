/** One contact: avatar, name, company, call/text actions, contact info, star, edit and delete. */
import { mdiAccountOffOutline, mdiDeleteOutline, mdiEmailOutline, mdiMessageTextOutline, mdiPencilOutline, mdiPhone, mdiPhoneOutline, mdiStar, mdiStarOutline } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { AppBar, Avatar, Empty, Icon, IconButton, ListItem } from "../../os/ui/kit";
import { startCall } from "./phone";
import { DeleteDialog } from "./dialogs";
import type { ContactsState } from "./logic";
import { editContact } from "./provider";

function Action({ icon, label, testId, onClick }: { icon: string; label: string; testId: string; onClick: () => void }) {
  return (
    <button class="contacts-action" data-testid={testId} aria-label={label} onClick={onClick}>
      <span class="contacts-action-icon">
        <Icon path={icon} size={22} />
      </span>
      <span class="contacts-action-label">{label}</span>
    </button>
  );
}

export function DetailScreen({ route, app }: ScreenProps<ContactsState>) {
  const c = app.os.providers.contacts.find((x) => x.id === route.params.id);
  if (!c) {
    return (
      <>
        <AppBar title="" onBack={app.pop} />
        <Empty icon={mdiAccountOffOutline} text="This contact no longer exists" />
      </>
    );
  }
  const name = c.name || "(No name)";
  // A call is drawn (never placed); Text opens Messages at this contact's conversation.
  const call = () => startCall(app, c.phone, c.id);
  const text = () => app.sendIntent("sms", "conversation", { address: c.phone, contactId: c.id });
  return (
    <>
      <AppBar
        title=""
        onBack={app.pop}
        actions={
          <>
            <IconButton
              path={c.starred ? mdiStar : mdiStarOutline}
              label={c.starred ? "Remove from favourites" : "Add to favourites"}
              testId="contacts-detail-star"
              color={c.starred ? "var(--primary)" : undefined}
              onClick={() => editContact(c.id, (x) => void (x.starred = !x.starred))}
            />
            <IconButton path={mdiPencilOutline} label="Edit" testId="contacts-detail-edit" onClick={() => app.push("edit", { id: c.id })} />
            <IconButton path={mdiDeleteOutline} label="Delete" testId="contacts-detail-delete" onClick={() => app.openOverlay("dialog", "delete")} />
          </>
        }
      />
      <div class="contacts-detail-head">
        <Avatar name={c.name || "?"} size={96} />
        <div class="contacts-detail-name" data-testid="contacts-detail-name">
          {name}
        </div>
        {c.company && (
          <div class="contacts-detail-company" data-testid="contacts-detail-company">
            {c.company}
          </div>
        )}
      </div>
      {c.phone && (
        <div class="contacts-actions">
          <Action icon={mdiPhoneOutline} label="Call" testId="contacts-call" onClick={call} />
          <Action icon={mdiMessageTextOutline} label="Text" testId="contacts-message" onClick={text} />
        </div>
      )}
      <div class="contacts-card" data-testid="contacts-info">
        <div class="contacts-card-title">Contact info</div>
        {c.phone && (
          <ListItem
            testId="contacts-detail-phone"
            leading={<Icon path={mdiPhone} />}
            title={c.phone}
            subtitle="Mobile"
            onClick={call}
            trailing={
              // Its own tap must not also reach the row (which calls).
              <span onClick={(e) => e.stopPropagation()}>
                <IconButton path={mdiMessageTextOutline} label="Send message" testId="contacts-detail-sms" onClick={text} />
              </span>
            }
          />
        )}
        {c.email && <ListItem testId="contacts-detail-email" leading={<Icon path={mdiEmailOutline} />} title={c.email} subtitle="Email" />}
        {!c.phone && !c.email && <div class="contacts-card-empty">No contact info</div>}
      </div>
      {route.overlay?.name === "delete" && <DeleteDialog contact={c} app={app} onDeleted={app.pop} />}
    </>
  );
}
