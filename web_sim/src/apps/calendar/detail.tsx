/** Event detail (edit, delete) and the full-screen alarm-style reminder. */
import { mdiAlarm, mdiBellOutline, mdiCalendar, mdiDeleteOutline, mdiNoteTextOutline, mdiPencilOutline, mdiTagOutline } from "@mdi/js";
import { closeFullScreen } from "../../os/notifications/service";
import type { ScreenProps } from "../../os/types";
import { AppBar, Button, Dialog, Empty, Icon, IconButton, ListItem, ScrollView } from "../../os/ui/kit";
import { longDate } from "./month";
import { reminderLabel, TYPE_LABELS, type CalendarState } from "./logic";

export function DetailScreen({ route, app }: ScreenProps<CalendarState>) {
  const id = String(route.params.id);
  const e = app.state.events.find((x) => x.id === id);
  if (!e) {
    return (
      <>
        <AppBar title="Event" onBack={app.pop} />
        <Empty icon={mdiCalendar} text="This event was deleted" />
      </>
    );
  }
  return (
    <>
      <AppBar
        title=""
        onBack={app.pop}
        actions={
          <>
            <IconButton path={mdiPencilOutline} label="Edit" testId="cal-detail-edit" onClick={() => app.push("edit", { id })} />
            <IconButton path={mdiDeleteOutline} label="Delete" testId="cal-detail-delete" onClick={() => app.openOverlay("dialog", "delete")} />
          </>
        }
      />
      <ScrollView id="cal-detail">
        <div class={`cal-detail-title ${e.type}`} data-testid="cal-detail-title">{e.title}</div>
        <ListItem leading={<Icon path={mdiCalendar} />} title={longDate(e.date)} subtitle={e.allDay ? "All day" : <span data-testid="cal-detail-time">{`${e.start} – ${e.end}`}</span>} />
        <ListItem leading={<Icon path={mdiTagOutline} />} title={TYPE_LABELS[e.type]} />
        <ListItem leading={<Icon path={mdiBellOutline} />} title={reminderLabel(e.reminder, e.allDay)} subtitle={e.alarm ? "Alarm-style reminder" : undefined} />
        {e.notes && <ListItem leading={<Icon path={mdiNoteTextOutline} />} title={e.notes} />}
      </ScrollView>
      {route.overlay?.name === "delete" && (
        <Dialog
          title="Delete this event?"
          testId="cal-delete-dialog"
          onDismiss={app.closeOverlay}
          actions={[
            { label: "Cancel", testId: "cal-delete-cancel", onClick: app.closeOverlay },
            {
              label: "Delete",
              testId: "cal-delete-ok",
              onClick: () => {
                app.closeOverlay();
                app.update((d) => void (d.events = d.events.filter((x) => x.id !== id)));
                app.toast("Event deleted");
                app.pop();
              },
            },
          ]}
        >
          {e.title}
        </Dialog>
      )}
    </>
  );
}

export function RingingScreen({ route, app }: ScreenProps<CalendarState>) {
  const e = app.state.events.find((x) => x.id === String(route.params.id));
  return (
    <div class="cal-ringing" data-testid="cal-ringing">
      <Icon path={mdiAlarm} size={48} />
      <div class="cal-ringing-title" data-testid="cal-ringing-title">{e?.title ?? "Event"}</div>
      <div class="cal-ringing-time">{e ? (e.allDay ? "All day" : `${e.start} – ${e.end}`) : ""}</div>
      <Button testId="cal-ring-dismiss" onClick={closeFullScreen}>Dismiss</Button>
    </div>
  );
}
