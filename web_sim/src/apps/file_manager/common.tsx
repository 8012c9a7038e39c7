/** Files' shared pieces: file icons, a row, the selection bars, the dialogs and the paste bar. */
import {
  mdiArchiveOutline, mdiCheckCircle, mdiCheckboxBlankCircleOutline, mdiClose, mdiContentCopy, mdiDeleteOutline, mdiFileDocumentOutline,
  mdiFileExcelOutline, mdiFileImageOutline, mdiFileMoveOutline, mdiFilePdfBox, mdiFileWordOutline, mdiFolder, mdiInformationOutline,
  mdiRenameOutline, mdiTextBoxOutline,
} from "@mdi/js";
import { FileOpError, copy, createFolder, formatSize, move, remove, rename, type FileNode, type FileType } from "../../os/files";
import { update } from "../../os/store";
import type { AppHandle, Route } from "../../os/types";
import { BottomSheet, Dialog, Icon, IconButton, TextField, onLongPress } from "../../os/ui/kit";
import { TYPE_LABEL, formatTime, formatTimeLong, itemCount, type FilesState } from "./logic";

export type App = AppHandle<FilesState>;

const ICONS: Record<FileType, [string, string]> = {
  folder: [mdiFolder, "#f4b400"],
  text: [mdiTextBoxOutline, "#5f6368"],
  pdf: [mdiFilePdfBox, "#d93025"],
  document: [mdiFileWordOutline, "#1a73e8"],
  spreadsheet: [mdiFileExcelOutline, "#188038"],
  image: [mdiFileImageOutline, "#e8710a"],
  archive: [mdiArchiveOutline, "#9334e6"],
};

export function FileIcon({ type, size = 40 }: { type: FileType; size?: number }) {
  const [path, color] = ICONS[type] ?? [mdiFileDocumentOutline, "#5f6368"];
  return (
    <span class={`fm-icon fm-icon-${type}`} style={{ width: size, height: size }}>
      <Icon path={path} size={Math.round(size * 0.62)} color={color} />
    </span>
  );
}

/** The selected ids while selecting, else null. */
export function selectionOf(route: Route): string[] | null {
  const o = route.overlay;
  if (o && (o.name === "select" || o.name.startsWith("select-"))) return (o.data.ids as string[] | undefined) ?? [];
  return null;
}

function toggle(app: App, selected: string[] | null, id: string): void {
  if (selected === null) return app.openOverlay("sheet", "select", { ids: [id] });
  const ids = selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id];
  if (ids.length === 0) app.closeOverlay();
  else app.openOverlay("sheet", "select", { ids });
}

/** One file or folder: tap opens (or toggles while selecting), long press starts selecting. */
export function FileRow({ n, app, selected, onOpen, showPath = false }: { n: FileNode; app: App; selected: string[] | null; onOpen: () => void; showPath?: boolean }) {
  const on = selected?.includes(n.id) ?? false;
  const meta = n.type === "folder" ? `${itemCount(app.os, n.id)} items` : formatSize(n.size);
  return (
    <div
      class={`fm-row ${on ? "on" : ""}`}
      role="button"
      data-testid={`fm-item-${n.id}`}
      aria-label={n.name}
      onClick={() => (selected !== null ? toggle(app, selected, n.id) : onOpen())}
      {...onLongPress(() => toggle(app, selected, n.id))}
    >
      <FileIcon type={n.type} />
      <div class="fm-row-text">
        <div class="fm-row-name">{n.name}</div>
        <div class="fm-row-meta">
          <span data-testid={`fm-time-${n.id}`}>{formatTime(n.modified, app.os)}</span>
          <span>{meta}</span>
        </div>
        {showPath && <div class="fm-row-path">{n.path.slice(0, n.path.lastIndexOf("/")) || "/"}</div>}
      </div>
      {selected !== null && (
        <span class="fm-check" data-testid={`fm-check-${n.id}`} aria-checked={on} role="checkbox">
          <Icon path={on ? mdiCheckCircle : mdiCheckboxBlankCircleOutline} size={24} color={on ? "var(--fm-accent)" : "var(--outline)"} />
        </span>
      )}
    </div>
  );
}

/** Run an operation on the provider's tree; a refusal is a toast and changes nothing. */
export function apply(app: App, op: (nodes: readonly FileNode[]) => FileNode[]): boolean {
  try {
    const next = op(app.os.providers.files);
    update((d) => void (d.os.providers.files = next));
    return true;
  } catch (e) {
    if (e instanceof FileOpError) {
      app.toast(e.message);
      return false;
    }
    throw e;
  }
}

function allocate(app: App): () => string {
  let k = app.state.nextId;
  const used = new Set(app.os.providers.files.map((n) => n.id));
  return () => {
    while (used.has(`fm${k}`)) k++;
    const id = `fm${k++}`;
    used.add(id);
    app.update((s) => void (s.nextId = k));
    return id;
  };
}

export function SelectionTop({ app, ids, all }: { app: App; ids: string[]; all: string[] }) {
  const everything = all.length > 0 && all.every((id) => ids.includes(id));
  return (
    <header class="fm-selbar" data-testid="fm-selection">
      <IconButton path={mdiClose} label="Cancel selection" testId="fm-select-close" onClick={app.closeOverlay} />
      <h1 class="fm-selbar-title" data-testid="fm-select-count">{`${ids.length} selected`}</h1>
      <button class="fm-selbar-all" data-testid="fm-select-all" onClick={() => (everything ? app.closeOverlay() : app.openOverlay("sheet", "select", { ids: all }))}>
        {everything ? "Deselect all" : "Select all"}
      </button>
    </header>
  );
}

function Act({ icon, label, testId, onClick, disabled = false }: { icon: string; label: string; testId: string; onClick: () => void; disabled?: boolean }) {
  return (
    <button class={`fm-selact ${disabled ? "mg-disabled" : ""}`} data-testid={testId} aria-label={label} aria-disabled={disabled} onClick={() => !disabled && onClick()}>
      <Icon path={icon} size={24} />
      <span>{label}</span>
    </button>
  );
}

/** Move / Copy (to the clipboard: choose the folder next), Rename and Details (one item), Delete. */
export function SelectionActions({ app, ids, afterClip }: { app: App; ids: string[]; afterClip?: () => void }) {
  const clip = (mode: "move" | "copy") => {
    app.update((s) => void (s.clipboard = { mode, ids }));
    app.closeOverlay();
    app.toast(mode === "move" ? "Choose where to move" : "Choose where to copy");
    afterClip?.();
  };
  const one = ids.length === 1;
  return (
    <div class="fm-selactions">
      <Act icon={mdiFileMoveOutline} label="Move" testId="fm-act-move" onClick={() => clip("move")} />
      <Act icon={mdiContentCopy} label="Copy" testId="fm-act-copy" onClick={() => clip("copy")} />
      <Act icon={mdiRenameOutline} label="Rename" testId="fm-act-rename" disabled={!one} onClick={() => {
        app.setData({ newName: app.os.providers.files.find((n) => n.id === ids[0])?.name ?? "" });
        app.openOverlay("dialog", "select-rename", { ids });
      }} />
      <Act icon={mdiInformationOutline} label="Details" testId="fm-act-info" disabled={!one} onClick={() => app.openOverlay("sheet", "select-info", { ids })} />
      <Act icon={mdiDeleteOutline} label="Delete" testId="fm-act-delete" onClick={() => app.openOverlay("dialog", "select-delete", { ids })} />
    </div>
  );
}

export function DetailsSheet({ app, n, onDismiss }: { app: App; n: FileNode; onDismiss: () => void }) {
  const rows: Array<[string, string, string]> = [
    ["name", "Name", n.name],
    ["type", "Type", TYPE_LABEL[n.type]],
    ["size", n.type === "folder" ? "Contents" : "Size", n.type === "folder" ? `${itemCount(app.os, n.id)} items` : `${formatSize(n.size)} (${n.size.toLocaleString("en-US")} bytes)`],
    ["modified", "Modified", formatTimeLong(n.modified, app.os)],
    ["created", "Created", formatTimeLong(n.created, app.os)],
    ["path", "Path", `/storage/emulated/0${n.path}`],
  ];
  return (
    <BottomSheet title="Details" testId="fm-details" onDismiss={onDismiss}>
      <div class="fm-details">
        {rows.map(([id, label, value]) => (
          <div key={id} class="fm-details-row">
            <span class="fm-details-label">{label}</span>
            <span class="fm-details-value" data-testid={`fm-details-${id}`}>{value}</span>
          </div>
        ))}
      </div>
    </BottomSheet>
  );
}

/** The selection's overlays: rename, delete (confirm) and details. */
export function SelectionOverlays({ app, route }: { app: App; route: Route }) {
  const o = route.overlay;
  if (!o) return null;
  const ids = (o.data.ids as string[] | undefined) ?? [];
  const back = () => app.openOverlay("sheet", "select", { ids });
  if (o.name === "select-delete") {
    const nodes = app.os.providers.files.filter((n) => ids.includes(n.id));
    const title = nodes.length === 1 ? `Delete "${nodes[0].name}"?` : `Delete ${nodes.length} items?`;
    return (
      <Dialog
        testId="fm-delete-dialog"
        title={title}
        onDismiss={back}
        actions={[
          { label: "Cancel", testId: "fm-delete-cancel", onClick: back },
          {
            label: "Delete",
            testId: "fm-delete-confirm",
            onClick: () => {
              if (apply(app, (t) => remove(t, ids))) {
                app.closeOverlay();
                app.toast(nodes.length === 1 ? "1 item deleted" : `${nodes.length} items deleted`);
              }
            },
          },
        ]}
      >
        {nodes.some((n) => n.type === "folder") ? "Folders are deleted with everything in them. This can't be undone." : "This can't be undone."}
      </Dialog>
    );
  }
  if (o.name === "select-rename") {
    const name = String(route.data.newName ?? "");
    const ok = () => {
      if (apply(app, (t) => rename(t, ids[0], name))) {
        app.closeOverlay();
        app.toast("Renamed");
      }
    };
    return (
      <Dialog testId="fm-rename-dialog" title="Rename" onDismiss={back} actions={[{ label: "Cancel", testId: "fm-rename-cancel", onClick: back }, { label: "OK", testId: "fm-rename-ok", onClick: ok }]}>
        <TextField id="file_manager.rename" placeholder="New name" value={name} maxLength={120} onChange={(v) => app.setData({ newName: v })} onSubmit={ok} />
      </Dialog>
    );
  }
  if (o.name === "select-info") {
    const n = app.os.providers.files.find((x) => x.id === ids[0]);
    return n ? <DetailsSheet app={app} n={n} onDismiss={back} /> : null;
  }
  return null;
}

/** "New folder" in the folder on screen (`dir`; null: the storage root). */
export function NewFolderDialog({ app, route, dir }: { app: App; route: Route; dir: string | null }) {
  const name = String(route.data.folderName ?? "");
  const ok = () => {
    const id = allocate(app)();
    if (apply(app, (t) => createFolder(t, dir, name, id, app.os.clock.now))) {
      app.closeOverlay();
      app.toast(`Folder "${name.trim()}" created`);
    }
  };
  return (
    <Dialog testId="fm-newfolder-dialog" title="New folder" onDismiss={app.closeOverlay} actions={[{ label: "Cancel", testId: "fm-newfolder-cancel", onClick: app.closeOverlay }, { label: "Create", testId: "fm-newfolder-ok", onClick: ok }]}>
      <TextField id="file_manager.folderName" placeholder="Folder name" value={name} maxLength={120} onChange={(v) => app.setData({ folderName: v })} onSubmit={ok} />
    </Dialog>
  );
}

/** While files wait on the clipboard: "Cancel" and "Move here" / "Paste here" into `dir`. */
export function PasteBar({ app, dir }: { app: App; dir: string | null }) {
  const clip = app.state.clipboard;
  if (!clip) return null;
  const n = clip.ids.length;
  const go = () => {
    const ok = apply(app, (t) => (clip.mode === "move" ? move(t, clip.ids, dir) : copy(t, clip.ids, dir, allocate(app), app.os.clock.now)));
    if (ok) {
      app.update((s) => void (s.clipboard = null));
      app.toast(clip.mode === "move" ? `${n} ${n === 1 ? "item" : "items"} moved` : `${n} ${n === 1 ? "item" : "items"} copied`);
    }
  };
  return (
    <div class="fm-pastebar" data-testid="fm-pastebar">
      <span class="fm-pastebar-text">{`${clip.mode === "move" ? "Move" : "Copy"} ${n} ${n === 1 ? "item" : "items"}`}</span>
      <button class="fm-pastebar-cancel" data-testid="fm-paste-cancel" onClick={() => app.update((s) => void (s.clipboard = null))}>Cancel</button>
      <button class="fm-pastebar-go" data-testid="fm-paste" onClick={go}>{clip.mode === "move" ? "Move here" : "Paste here"}</button>
    </div>
  );
}
