/** Note actions shared by the list (long press) and the editor, and the sheets/dialogs they open. */
import { mdiFolderOutline, mdiFolderPlusOutline, mdiNoteOffOutline } from "@mdi/js";
import type { AppHandle, Route } from "../../os/types";
import { BottomSheet, Dialog, Icon, ListItem, Menu, TextField } from "../../os/ui/kit";
import { allocate, countIn, type Note, type NotesState } from "./logic";

export type App = AppHandle<NotesState>;

export const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;

export function editNote(app: App, id: string, recipe: (n: Note) => void): void {
  app.update((s) => {
    const n = s.notes.find((x) => x.id === id);
    if (n) recipe(n);
  });
}

/** The new-folder dialog, empty; with `moveId`, the note is moved into the new folder. */
export function openNewFolder(app: App, moveId?: string): void {
  app.setData({ folderName: "" });
  app.openOverlay("dialog", "new-folder", moveId !== undefined ? { move: true, id: moveId } : {});
}

export function trashNote(app: App, id: string): void {
  const now = app.os.clock.now;
  editNote(app, id, (n) => {
    n.trashedAt = now;
    n.pinned = false;
  });
  app.toast("Moved to Recently deleted");
}

/**
 * The overlays of a note, drawn by whichever screen opened them. `draftMove` (the editor of a
 * note not saved yet) receives the chosen folder instead of a write.
 */
export function NoteOverlays({ route, app, draftMove }: { route: Route; app: App; draftMove?: (folderId: string | null) => void }) {
  const o = route.overlay;
  if (!o) return null;
  const id = String(o.data.id ?? "");
  const note = app.state.notes.find((n) => n.id === id);
  const move = (folderId: string | null) => {
    if (draftMove) draftMove(folderId);
    else editNote(app, id, (n) => void (n.folderId = folderId));
    app.closeOverlay();
    const name = folderId ? app.state.folders.find((f) => f.id === folderId)?.name : null;
    app.toast(name ? `Moved to ${name}` : "Removed from folder");
  };
  if (o.name === "note-menu" && note) {
    return (
      <Menu
        testId="notes-note-menu"
        onDismiss={app.closeOverlay}
        items={[
          { label: note.pinned ? "Unpin" : "Pin to top", testId: "notes-menu-pin", onClick: () => (editNote(app, id, (n) => void (n.pinned = !n.pinned)), app.closeOverlay()) },
          { label: "Move to folder", testId: "notes-menu-move", onClick: () => app.openOverlay("sheet", "move", { id }) },
          {
            label: note.isPrivate ? "Remove from private" : "Make private",
            testId: "notes-menu-private",
            onClick: () => {
              editNote(app, id, (n) => void (n.isPrivate = !n.isPrivate));
              app.closeOverlay();
              app.toast(note.isPrivate ? "Removed from private notes" : "Moved to private notes");
            },
          },
          { label: "Delete", testId: "notes-menu-delete", onClick: () => (trashNote(app, id), app.closeOverlay()) },
        ]}
      />
    );
  }
  if (o.name === "move") {
    const current = draftMove ? (o.data.current as string | null) : note?.folderId ?? null;
    return (
      <BottomSheet title="Move to" testId="notes-move-sheet" onDismiss={app.closeOverlay}>
        <ListItem testId="notes-move-none" leading={<Icon path={mdiNoteOffOutline} />} title="No folder" trailing={current === null ? "✓" : undefined} onClick={() => move(null)} />
        {app.state.folders.map((f) => (
          <ListItem
            key={f.id}
            testId={`notes-move-${f.id}`}
            leading={<Icon path={mdiFolderOutline} />}
            title={f.name}
            subtitle={plural(countIn(app.state.notes, `folder:${f.id}`), "note")}
            trailing={current === f.id ? "✓" : undefined}
            onClick={() => move(f.id)}
          />
        ))}
        <ListItem testId="notes-move-new" leading={<Icon path={mdiFolderPlusOutline} color="var(--notes-accent)" />} title="New folder" onClick={() => openNewFolder(app, id)} />
      </BottomSheet>
    );
  }
  if (o.name === "new-folder") {
    const name = String(route.data.folderName ?? "");
    const taken = app.state.folders.some((f) => f.name.trim().toLowerCase() === name.trim().toLowerCase());
    const create = () => {
      if (name.trim() === "" || taken) return;
      let fid = "";
      app.update((s) => {
        fid = allocate(s, "f");
        s.folders.push({ id: fid, name: name.trim() });
      });
      if (o.data.move === true) move(fid);
      else {
        app.closeOverlay();
        app.toast(`Folder "${name.trim()}" created`);
      }
    };
    return (
      <Dialog
        testId="notes-folder-dialog"
        title="New folder"
        onDismiss={app.closeOverlay}
        actions={[
          { label: "Cancel", testId: "notes-folder-cancel", onClick: app.closeOverlay },
          { label: "OK", testId: "notes-folder-ok", onClick: create },
        ]}
      >
        <TextField id="notes.folderName" placeholder="Folder name" value={name} maxLength={40} onChange={(v) => app.setData({ folderName: v })} onSubmit={create} />
        {taken && <div class="notes-error">A folder with this name already exists</div>}
      </Dialog>
    );
  }
  return null;
}
