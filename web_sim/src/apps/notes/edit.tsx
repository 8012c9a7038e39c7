/**
 * The note editor. Title and body are drafts saved by the check button, the back arrow and the
 * system BACK alike (the real app never loses what was typed). On a saved note, pin, reminder, folder and private apply
 * at once; on a new note they are drafts too, saved with it. Intent params `{title, text}`
 * prefill a new note (another app sharing text to Notes).
 */
import { mdiAlarm, mdiAlarmPlus, mdiArrowLeft, mdiCheck, mdiClose, mdiDotsVertical, mdiFolderOutline, mdiLockOutline, mdiNoteOffOutline, mdiPin, mdiPinOutline } from "@mdi/js";
import type { AppHandle, Json, Route, ScreenProps } from "../../os/types";
import { BottomSheet, Button, Empty, Icon, IconButton, Menu, ScrollView, TextField } from "../../os/ui/kit";
import { pad2 } from "../../os/time";
import { NoteOverlays, editNote, trashNote } from "./actions";
import { allocate, defaultReminder, longDate, reminderDays, reminderInstant, reminderLabel, wordCount, type NotesState } from "./logic";

const str = (v: Json | undefined): string => (typeof v === "string" ? v : "");

type App = AppHandle<NotesState>;

/** The editor's note as drafted: the saved note (if any) with the route's drafts over it. */
function drafted(app: App, route: Route) {
  const id = route.params.id as string | undefined;
  const existing = id ? app.state.notes.find((n) => n.id === id) : undefined;
  const d = route.data;
  const title = str(d.title ?? existing?.title ?? route.params.title);
  const body = str(d.body ?? existing?.body ?? route.params.text);
  // Attributes: the note's own values, or drafts for a note not saved yet.
  const pinned = existing ? existing.pinned : d.pinned === true;
  const reminderAt = existing ? existing.reminderAt : typeof d.reminderAt === "number" ? d.reminderAt : null;
  const folderId = existing ? existing.folderId : ((d.folderId ?? route.params.folderId ?? null) as string | null);
  const isPrivate = existing ? existing.isPrivate : (d.private ?? route.params.private) === true;
  const dirty = existing ? title !== existing.title || body !== existing.body : title.trim() !== "" || body.trim() !== "";
  return { id, existing, title, body, pinned, reminderAt, folderId, isPrivate, dirty };
}

/** Save the drafts (a new note only when something was typed) and close the editor. */
export function saveAndClose(app: App, route: Route): void {
  const { existing, title, body, pinned, reminderAt, folderId, isPrivate, dirty } = drafted(app, route);
  const now = app.os.clock.now;
  if (existing) {
    if (dirty && existing.trashedAt === null)
      editNote(app, existing.id, (n) => {
        n.title = title.trim();
        n.body = body;
        n.updatedAt = now;
      });
  } else if (dirty && !route.params.id) {
    app.update((s) => {
      s.notes.push({ id: allocate(s, "n"), title: title.trim(), body, folderId, pinned, isPrivate, trashedAt: null, reminderAt, createdAt: now, updatedAt: now });
    });
    app.toast("Note saved");
  }
  app.pop();
}

/** System BACK in the editor saves, as the back arrow does. */
export function editBack(app: App, route: Route): boolean {
  saveAndClose(app, route);
  return true;
}

export function EditScreen({ route, app }: ScreenProps<NotesState>) {
  const { id, existing, title, body, pinned, reminderAt, folderId, isPrivate } = drafted(app, route);
  if (id && (!existing || existing.trashedAt !== null)) {
    return (
      <>
        <header class="mg-appbar">
          <IconButton path={mdiArrowLeft} label="Back" testId="notes-edit-back" onClick={app.pop} />
        </header>
        <Empty icon={mdiNoteOffOutline} text="This note was deleted" />
      </>
    );
  }
  const d = route.data;
  const folder = folderId ? app.state.folders.find((f) => f.id === folderId) : undefined;
  const save = () => saveAndClose(app, route);
  const setAttr = (key: "pinned" | "reminderAt" | "folderId" | "private", value: Json) => {
    if (existing) editNote(app, existing.id, (n) => void ((n as unknown as Record<string, Json>)[key === "private" ? "isPrivate" : key] = value));
    else app.setData({ [key]: value });
  };
  const o = route.overlay;
  const openReminder = () => {
    const def = defaultReminder(app.os);
    app.setData({ rDay: def.day, rHour: def.hour, rMinute: def.minute });
    app.openOverlay("sheet", "reminder");
  };
  const rDay = Number(d.rDay ?? 0);
  const rHour = Number(d.rHour ?? 0);
  const rMinute = Number(d.rMinute ?? 0);
  const words = wordCount(title + " " + body);
  return (
    <>
      <header class="mg-appbar notes-editbar">
        <IconButton path={mdiArrowLeft} label="Save and go back" testId="notes-edit-back" onClick={save} />
        <span class="mg-appbar-title" />
        <div class="mg-appbar-actions">
          <IconButton path={pinned ? mdiPin : mdiPinOutline} label={pinned ? "Unpin" : "Pin"} testId="notes-edit-pin" color={pinned ? "var(--notes-accent)" : undefined} onClick={() => setAttr("pinned", !pinned)} />
          <IconButton path={reminderAt !== null ? mdiAlarm : mdiAlarmPlus} label="Reminder" testId="notes-edit-reminder" color={reminderAt !== null ? "var(--notes-accent)" : undefined} onClick={openReminder} />
          <IconButton path={mdiDotsVertical} label="More options" testId="notes-edit-more" onClick={() => app.openOverlay("menu", "edit-more")} />
          <IconButton path={mdiCheck} label="Save" testId="notes-edit-save" onClick={save} />
        </div>
      </header>
      <ScrollView id="notes-edit">
        <div class="notes-edit-title">
          <TextField id="notes.title" placeholder="Title" value={title} maxLength={80} onChange={(v) => app.setData({ title: v })} />
        </div>
        <div class="notes-edit-meta" data-testid="notes-edit-meta">
          <span>{longDate(existing?.updatedAt ?? app.os.clock.now, app.os)}</span>
          {app.state.settings.showWordCount && <span data-testid="notes-edit-words">{`${words} words`}</span>}
          {folder && (
            <span class="notes-chip">
              <Icon path={mdiFolderOutline} size={13} />
              {folder.name}
            </span>
          )}
          {isPrivate && (
            <span class="notes-chip">
              <Icon path={mdiLockOutline} size={13} />
              Private
            </span>
          )}
        </div>
        {reminderAt !== null && (
          <div class="notes-reminder-chip" data-testid="notes-edit-reminder-label">
            <Icon path={mdiAlarm} size={16} />
            <span>{reminderLabel(reminderAt, app.os)}</span>
            <button class="notes-reminder-x" data-testid="notes-reminder-clear" aria-label="Remove reminder" onClick={() => setAttr("reminderAt", null)}>
              <Icon path={mdiClose} size={16} />
            </button>
          </div>
        )}
        <div class="notes-edit-body">
          <TextField id="notes.body" placeholder="Start typing" value={body} multiline maxLength={5000} onChange={(v) => app.setData({ body: v })} />
        </div>
      </ScrollView>
      {o?.name === "edit-more" && (
        <Menu
          testId="notes-edit-menu"
          onDismiss={app.closeOverlay}
          items={[
            { label: "Move to folder", testId: "notes-edit-move", onClick: () => app.openOverlay("sheet", "move", { id: id ?? "", current: folderId }) },
            { label: isPrivate ? "Remove from private" : "Make private", testId: "notes-edit-private", onClick: () => (setAttr("private", !isPrivate), app.closeOverlay(), app.toast(isPrivate ? "Removed from private notes" : "Moved to private notes")) },
            ...(existing ? [{ label: "Delete", testId: "notes-edit-delete", onClick: () => (app.closeOverlay(), trashNote(app, existing.id), app.pop()) }] : []),
          ]}
        />
      )}
      {o?.name === "reminder" && (
        <BottomSheet title="Set reminder" testId="notes-reminder-sheet" onDismiss={app.closeOverlay}>
          <div class="notes-rem-label">Day</div>
          <div class="notes-rem-grid days">
            {reminderDays(app.os).map((x) => (
              <button key={x.offset} class={`notes-rem-cell ${rDay === x.offset ? "on" : ""}`} data-testid={`notes-rem-day-${x.offset}`} onClick={() => app.setData({ rDay: x.offset })}>
                {x.label}
              </button>
            ))}
          </div>
          <div class="notes-rem-label">Hour</div>
          <div class="notes-rem-grid hours">
            {Array.from({ length: 24 }, (_, h) => (
              <button key={h} class={`notes-rem-cell ${rHour === h ? "on" : ""}`} data-testid={`notes-rem-hour-${h}`} onClick={() => app.setData({ rHour: h })}>
                {pad2(h)}
              </button>
            ))}
          </div>
          <div class="notes-rem-label">Minute</div>
          <div class="notes-rem-grid minutes">
            {Array.from({ length: 12 }, (_, i) => i * 5).map((m) => (
              <button key={m} class={`notes-rem-cell ${rMinute === m ? "on" : ""}`} data-testid={`notes-rem-min-${m}`} onClick={() => app.setData({ rMinute: m })}>
                {pad2(m)}
              </button>
            ))}
          </div>
          <div class="notes-rem-actions">
            <span class="notes-rem-preview" data-testid="notes-rem-preview">{reminderLabel(reminderInstant(app.os, rDay, rHour, rMinute), app.os)}</span>
            <Button variant="text" testId="notes-rem-cancel" onClick={app.closeOverlay}>
              Cancel
            </Button>
            <Button
              testId="notes-rem-set"
              onClick={() => {
                const at = reminderInstant(app.os, rDay, rHour, rMinute);
                if (at <= app.os.clock.now) return app.toast("Choose a time in the future");
                setAttr("reminderAt", at);
                app.closeOverlay();
                app.toast(`Reminder set for ${reminderLabel(at, app.os)}`);
              }}
            >
              Set
            </Button>
          </div>
        </BottomSheet>
      )}
      <NoteOverlays route={route} app={app} draftMove={existing ? undefined : (f) => app.setData({ folderId: f })} />
    </>
  );
}
