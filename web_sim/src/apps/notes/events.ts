/**
 * Notes reminders on the OS event queue: a note's `reminderAt` posts a notification that opens
 * the note. Derived from `apps.notes` (a note in the trash reminds no one).
 */
import { postNotification } from "../../os/notifications/service";
import type { AppEvent, AppEvents, OsState, PhoneState } from "../../os/types";
import { displayTitle, type NotesState } from "./logic";

function upcoming(s: NotesState, os: OsState): AppEvent[] {
  return s.notes.filter((n) => n.reminderAt !== null && n.trashedAt === null && n.reminderAt >= os.clock.now).map((n) => ({ at: n.reminderAt!, kind: "reminder", data: { id: n.id } }));
}

function remind(d: PhoneState, id: string): void {
  const note = (d.apps.notes as unknown as NotesState).notes.find((n) => n.id === id);
  if (!note) return;
  const first = note.body.trim().split("\n")[0];
  postNotification(d, "notes", { title: displayTitle(note), text: first && first !== displayTitle(note) ? first : "Reminder", open: { screen: "edit", params: { id } } });
}

export const notesEvents: AppEvents<NotesState> = { upcoming, handlers: { reminder: { fire: (d, data) => remind(d, String(data.id)) } } };
