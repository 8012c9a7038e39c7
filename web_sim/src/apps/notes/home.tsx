/** The Notes and To-dos tabs: folders, private notes, the trash, search, list or grid; to-dos. */
import {
  mdiAlarm, mdiCheck, mdiChevronDown, mdiClose, mdiDeleteOutline, mdiDotsVertical, mdiFolderOutline, mdiFolderPlusOutline,
  mdiLockOutline, mdiNoteMultipleOutline, mdiNoteTextOutline, mdiPin, mdiPlus, mdiCheckboxMarkedCircleOutline,
} from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { BottomSheet, Dialog, Empty, Fab, Icon, IconButton, ListItem, Menu, ScrollView, TextField, focusField, onLongPress } from "../../os/ui/kit";
import { NoteOverlays, openNewFolder, type App } from "./actions";
import { allocate, countIn, displayTitle, reminderLabel, shortDate, visibleNotes, wordCount, type Note, type NotesState, type Scope } from "./logic";

function scopeName(app: App, scope: Scope): string {
  if (scope === "all") return "All notes";
  if (scope === "private") return "Private notes";
  if (scope === "trash") return "Recently deleted";
  return app.state.folders.find((f) => `folder:${f.id}` === scope)?.name ?? "All notes";
}

function NoteCard({ n, app, scope, grid }: { n: Note; app: App; scope: Scope; grid: boolean }) {
  const folder = n.folderId ? app.state.folders.find((f) => f.id === n.folderId) : undefined;
  const open = () => (scope === "trash" ? app.openOverlay("dialog", "trash", { id: n.id }) : app.push("edit", { id: n.id }));
  const preview = n.title.trim() ? n.body : n.body.split("\n").slice(1).join("\n");
  return (
    <div class={`notes-card ${grid ? "grid" : ""}`} role="button" data-testid={`notes-note-${n.id}`} onClick={open} {...(scope === "trash" ? {} : onLongPress(() => app.openOverlay("menu", "note-menu", { id: n.id })))}>
      <div class="notes-card-title">
        {n.pinned && scope !== "trash" && <Icon path={mdiPin} size={14} class="notes-pin" />}
        <span>{displayTitle(n)}</span>
      </div>
      {preview.trim() && <div class="notes-card-body">{preview}</div>}
      <div class="notes-card-meta">
        <span>{shortDate(scope === "trash" ? n.trashedAt! : n.updatedAt, app.os)}</span>
        {folder && scope === "all" && <span class="notes-card-folder">{folder.name}</span>}
        {app.state.settings.showWordCount && <span data-testid={`notes-words-${n.id}`}>{wordCount(n.title + " " + n.body)} words</span>}
        {n.reminderAt !== null && scope !== "trash" && (
          <span class="notes-card-reminder">
            <Icon path={mdiAlarm} size={12} />
            {reminderLabel(n.reminderAt, app.os)}
          </span>
        )}
      </div>
    </div>
  );
}

function NotesTab({ route, app }: ScreenProps<NotesState>) {
  const scope = ((route.data.scope as Scope | undefined) ?? "all") as Scope;
  const query = String(route.data.query ?? "");
  const s = app.state;
  const list = visibleNotes(s.notes, scope, query, s.settings.sortBy);
  const grid = s.settings.viewMode === "grid" && scope !== "trash";
  const o = route.overlay;
  const trashTarget = o?.name === "trash" ? s.notes.find((n) => n.id === o.data.id) : undefined;
  const pick = (sc: Scope) => {
    app.setData({ scope: sc, query: "" });
    app.closeOverlay();
  };
  const pinned = scope !== "trash" && !grid ? list.filter((n) => n.pinned) : [];
  const rest = pinned.length ? list.filter((n) => !n.pinned) : list;
  return (
    <>
      <div class="notes-head">
        <button class="notes-scope" data-testid="notes-scope" onClick={() => app.openOverlay("sheet", "folders")}>
          <span data-testid="notes-scope-name">{scopeName(app, scope)}</span>
          <Icon path={mdiChevronDown} size={22} />
        </button>
        <span class="notes-head-count" data-testid="notes-count">{`${countIn(s.notes, scope)} ${countIn(s.notes, scope) === 1 ? "note" : "notes"}`}</span>
        <IconButton path={mdiDotsVertical} label="More options" testId="notes-more" onClick={() => app.openOverlay("menu", "more")} />
      </div>
      {scope === "trash" ? (
        <div class="notes-banner">Notes are deleted permanently after 30 days. Tap a note to restore it.</div>
      ) : (
        <div class="notes-search">
          <TextField id="notes.search" search placeholder="Search notes" value={query} onChange={(v) => app.setData({ query: v })} onSubmit={() => focusField(null)} />
          {query !== "" && (
            <span class="notes-search-clear">
              <IconButton path={mdiClose} label="Clear search" testId="notes-search-clear" onClick={() => app.setData({ query: "" })} />
            </span>
          )}
        </div>
      )}
      {scope === "private" && <div class="notes-banner">Private notes are hidden from All notes and from search.</div>}
      <ScrollView id={`notes-list-${scope}`}>
        {list.length === 0 ? (
          <Empty icon={mdiNoteTextOutline} text={query ? "No matching notes" : scope === "trash" ? "No recently deleted notes" : "No notes here"} />
        ) : (
          <div class={grid ? "notes-grid" : "notes-list"}>
            {pinned.length > 0 && <div class="notes-section">Pinned</div>}
            {pinned.map((n) => <NoteCard key={n.id} n={n} app={app} scope={scope} grid={false} />)}
            {pinned.length > 0 && rest.length > 0 && <div class="notes-section">Others</div>}
            {rest.map((n) => <NoteCard key={n.id} n={n} app={app} scope={scope} grid={grid} />)}
          </div>
        )}
        <div class="notes-fab-space" />
      </ScrollView>
      {scope !== "trash" && <Fab icon={mdiPlus} label="New note" testId="notes-add" onClick={() => app.push("edit", scope.startsWith("folder:") ? { folderId: scope.slice(7) } : scope === "private" ? { private: true } : {})} />}
      {o?.name === "folders" && (
        <BottomSheet title="Folders" testId="notes-folders-sheet" onDismiss={app.closeOverlay}>
          <div class="notes-sheet-list" style={{ height: Math.min(560, (s.folders.length + 4) * 64 + 8) }}>
          <ScrollView id="notes-folders">
            <ListItem testId="notes-scope-all" leading={<Icon path={mdiNoteMultipleOutline} />} title="All notes" trailing={String(countIn(s.notes, "all"))} onClick={() => pick("all")} />
            {s.folders.map((f) => (
              <ListItem key={f.id} testId={`notes-scope-${f.id}`} leading={<Icon path={mdiFolderOutline} />} title={f.name} trailing={String(countIn(s.notes, `folder:${f.id}`))} onClick={() => pick(`folder:${f.id}`)} />
            ))}
            <ListItem testId="notes-scope-private" leading={<Icon path={mdiLockOutline} />} title="Private notes" trailing={<span data-testid="notes-private-count">{countIn(s.notes, "private")}</span>} onClick={() => pick("private")} />
            <ListItem testId="notes-scope-trash" leading={<Icon path={mdiDeleteOutline} />} title="Recently deleted" trailing={String(countIn(s.notes, "trash"))} onClick={() => pick("trash")} />
            <ListItem testId="notes-folder-new" leading={<Icon path={mdiFolderPlusOutline} color="var(--notes-accent)" />} title={<span class="notes-accent-text">New folder</span>} onClick={() => openNewFolder(app)} />
          </ScrollView>
          </div>
        </BottomSheet>
      )}
      {o?.name === "more" && (
        <Menu
          testId="notes-more-menu"
          onDismiss={app.closeOverlay}
          items={[
            {
              label: s.settings.viewMode === "list" ? "Grid view" : "List view",
              testId: "notes-more-view",
              onClick: () => (app.update((d) => void (d.settings.viewMode = d.settings.viewMode === "list" ? "grid" : "list")), app.closeOverlay()),
            },
            { label: "Settings", testId: "notes-more-settings", onClick: () => (app.closeOverlay(), app.push("settings")) },
          ]}
        />
      )}
      {trashTarget && (
        <Dialog
          testId="notes-trash-dialog"
          title={displayTitle(trashTarget)}
          onDismiss={app.closeOverlay}
          actions={[
            {
              label: "Delete",
              testId: "notes-delete-forever",
              onClick: () => {
                app.update((d) => void (d.notes = d.notes.filter((n) => n.id !== trashTarget.id)));
                app.closeOverlay();
                app.toast("Note deleted permanently");
              },
            },
            { label: "Cancel", testId: "notes-trash-cancel", onClick: app.closeOverlay },
            {
              label: "Restore",
              testId: "notes-restore",
              onClick: () => {
                app.update((d) => {
                  const n = d.notes.find((x) => x.id === trashTarget.id);
                  if (n) n.trashedAt = null;
                });
                app.closeOverlay();
                app.toast("Note restored");
              },
            },
          ]}
        >
          <div class="notes-trash-preview">{trashTarget.body}</div>
        </Dialog>
      )}
      <NoteOverlays route={route} app={app} />
    </>
  );
}

function TodoRow({ t, app }: { t: NotesState["todos"][number]; app: App }) {
  const toggle = () =>
    app.update((s) => {
      const x = s.todos.find((y) => y.id === t.id);
      if (x) x.completed = !x.completed;
    });
  return (
    <div class={`notes-todo ${t.completed ? "done" : ""}`} data-testid={`notes-todo-${t.id}`} {...onLongPress(() => app.openOverlay("menu", "todo-menu", { id: t.id }))}>
      <button class={`notes-check ${t.completed ? "on" : ""}`} role="checkbox" aria-checked={t.completed} aria-label={t.text} data-testid={`notes-todo-check-${t.id}`} onClick={toggle}>
        {t.completed && <Icon path={mdiCheck} size={16} color="var(--on-primary)" />}
      </button>
      <span class="notes-todo-text">{t.text}</span>
    </div>
  );
}

function TodosTab({ route, app }: ScreenProps<NotesState>) {
  const todos = app.state.todos;
  const open = todos.filter((t) => !t.completed);
  const done = todos.filter((t) => t.completed);
  const o = route.overlay;
  const draft = String(route.data.todoDraft ?? "");
  const add = () => {
    const text = draft.trim();
    if (!text) return;
    const now = app.os.clock.now;
    app.update((s) => {
      s.todos.unshift({ id: allocate(s, "t"), text, completed: false, createdAt: now });
    });
    app.setData({ todoDraft: "" });
    app.closeOverlay();
  };
  const target = o?.name === "todo-menu" ? todos.find((t) => t.id === o.data.id) : undefined;
  return (
    <>
      <div class="notes-head">
        <span class="notes-scope notes-static">To-dos</span>
        <span class="notes-head-count" data-testid="notes-todo-count">{`${open.length} open`}</span>
        <IconButton path={mdiDotsVertical} label="More options" testId="notes-todo-more" onClick={() => app.openOverlay("menu", "todo-more")} />
      </div>
      <ScrollView id="notes-todos">
        {todos.length === 0 && <Empty icon={mdiCheckboxMarkedCircleOutline} text="No to-dos. Tap + to add one." />}
        <div class="notes-todo-card">{open.map((t) => <TodoRow key={t.id} t={t} app={app} />)}</div>
        {done.length > 0 && (
          <>
            <div class="notes-section" data-testid="notes-completed-header">{`Completed (${done.length})`}</div>
            <div class="notes-todo-card">{done.map((t) => <TodoRow key={t.id} t={t} app={app} />)}</div>
          </>
        )}
        <div class="notes-fab-space" />
      </ScrollView>
      <Fab icon={mdiPlus} label="New to-do" testId="notes-todo-add" onClick={() => (app.setData({ todoDraft: "" }), app.openOverlay("sheet", "todo-new"), focusField("notes.todo"))} />
      {o?.name === "todo-new" && (
        <BottomSheet title="New to-do" testId="notes-todo-sheet" onDismiss={app.closeOverlay}>
          <div class="notes-todo-input">
            <TextField id="notes.todo" placeholder="What do you need to do?" value={draft} maxLength={200} onChange={(v) => app.setData({ todoDraft: v })} onSubmit={add} />
            <button class={`notes-todo-save ${draft.trim() ? "" : "off"}`} data-testid="notes-todo-save" onClick={add}>
              Save
            </button>
          </div>
        </BottomSheet>
      )}
      {target && (
        <Menu
          testId="notes-todo-menu"
          onDismiss={app.closeOverlay}
          items={[
            {
              label: "Delete",
              testId: "notes-todo-delete",
              onClick: () => {
                app.update((s) => void (s.todos = s.todos.filter((t) => t.id !== target.id)));
                app.closeOverlay();
                app.toast("To-do deleted");
              },
            },
          ]}
        />
      )}
      {o?.name === "todo-more" && (
        <Menu testId="notes-todo-more-menu" onDismiss={app.closeOverlay} items={[{ label: "Delete completed", testId: "notes-todo-clear", onClick: () => app.openOverlay("dialog", "todo-clear") }]} />
      )}
      {o?.name === "todo-clear" && (
        <Dialog
          testId="notes-todo-clear-dialog"
          title={done.length ? `Delete ${done.length} completed to-dos?` : "No completed to-dos"}
          onDismiss={app.closeOverlay}
          actions={[
            { label: "Cancel", testId: "notes-todo-clear-cancel", onClick: app.closeOverlay },
            {
              label: "Delete",
              testId: "notes-todo-clear-confirm",
              onClick: () => {
                if (done.length) app.update((s) => void (s.todos = s.todos.filter((t) => !t.completed)));
                app.closeOverlay();
              },
            },
          ]}
        />
      )}
    </>
  );
}

export function HomeScreen(props: ScreenProps<NotesState>) {
  const { route, app } = props;
  const tab = String(route.data.tab ?? route.params.tab ?? "notes");
  return (
    <>
      <div class="notes-tabs" role="tablist">
        {[
          ["notes", "Notes"],
          ["todos", "To-dos"],
        ].map(([id, label]) => (
          <button key={id} role="tab" aria-selected={tab === id} class={`notes-tab ${tab === id ? "active" : ""}`} data-testid={`notes-tab-${id}`} onClick={() => app.setData({ tab: id })}>
            {label}
          </button>
        ))}
      </div>
      {tab === "todos" ? <TodosTab {...props} /> : <NotesTab {...props} />}
    </>
  );
}
