/** The delete confirmation, shared by the list's context menu and the detail page. */
import type { AppHandle, Contact } from "../../os/types";
import { Dialog } from "../../os/ui/kit";
import type { ContactsState } from "./logic";
import { deleteContact } from "./provider";

export function DeleteDialog({ contact, app, onDeleted }: { contact: Contact; app: AppHandle<ContactsState>; onDeleted?: () => void }) {
  return (
    <Dialog
      testId="contacts-delete-dialog"
      title="Delete this contact?"
      onDismiss={app.closeOverlay}
      actions={[
        { label: "Cancel", testId: "contacts-delete-cancel", onClick: app.closeOverlay },
        {
          label: "Delete",
          testId: "contacts-delete-confirm",
          onClick: () => {
            deleteContact(contact.id);
            app.closeOverlay();
            app.toast("Contact deleted");
            onDeleted?.();
          },
        },
      ]}
    >
      {`${contact.name || "This contact"} will be permanently deleted from this device.`}
    </Dialog>
  );
}
