/** Files' pure helpers: the app's own state, categories, sorting, labels. Writes go through os/files/ops. */
import { children } from "../../os/files";
import type { FileNode, FileType } from "../../os/files";
import { wallTime } from "../../os/time";
import type { OsState } from "../../os/types";

export const APP_ID = "file_manager";

export type SortBy = "name" | "time" | "size";

/**
 * What Files keeps of its own: the clipboard of a pending move or copy (the files chosen, waiting
 * for "Move here" / "Paste"), the sort order, and the counter of new node ids. The files
 * themselves are the OS provider's (`os.providers.files`).
 */
export interface FilesState {
  clipboard: { mode: "move" | "copy"; ids: string[] } | null;
  sort: { by: SortBy; desc: boolean };
  nextId: number;
}

export const initialFilesState = (): FilesState => ({ clipboard: null, sort: { by: "name", desc: false }, nextId: 1 });

export type Category = "images" | "documents" | "audio" | "archives";

export const CATEGORIES: Array<{ id: Category; label: string; types: FileType[]; color: string }> = [
  { id: "images", label: "Images", types: ["image"], color: "#e8710a" },
  { id: "documents", label: "Documents", types: ["pdf", "document", "spreadsheet", "text"], color: "#1a73e8" },
  { id: "audio", label: "Audio", types: [], color: "#9334e6" },
  { id: "archives", label: "Archives", types: ["archive"], color: "#188038" },
];

export function categoryFiles(os: OsState, cat: Category): FileNode[] {
  const types = CATEGORIES.find((c) => c.id === cat)!.types;
  return os.providers.files.filter((n) => types.includes(n.type)).sort((a, b) => b.modified - a.modified || a.id.localeCompare(b.id));
}

/** A folder's children in the chosen order; folders always first. */
export function sortedChildren(os: OsState, parent: string | null, sort: FilesState["sort"]): FileNode[] {
  const list = children(os, parent);
  const key = (a: FileNode, b: FileNode): number =>
    sort.by === "time" ? a.modified - b.modified : sort.by === "size" ? a.size - b.size : a.name.localeCompare(b.name, "en");
  return [...list].sort((a, b) => {
    if ((a.type === "folder") !== (b.type === "folder")) return a.type === "folder" ? -1 : 1;
    return (sort.desc ? -key(a, b) : key(a, b)) || a.name.localeCompare(b.name, "en") || a.id.localeCompare(b.id);
  });
}

/** The folders from the storage root down to `id` (inclusive). */
export function crumbs(os: OsState, id: string | null): FileNode[] {
  const out: FileNode[] = [];
  for (let cur = id; cur !== null; ) {
    const n = os.providers.files.find((x) => x.id === cur);
    if (!n) break;
    out.unshift(n);
    cur = n.parent;
  }
  return out;
}

const pad = (n: number): string => String(n).padStart(2, "0");

/** "2026-05-14 09:30": files list their modification time to the minute. */
export function formatTime(ms: number, os: OsState): string {
  const t = wallTime(ms, os.clock.tzOffsetMinutes);
  return `${t.year}-${pad(t.month)}-${pad(t.day)} ${pad(t.hour)}:${pad(t.minute)}`;
}

/** "2026-05-14 09:30:12": the details sheet, to the second. */
export function formatTimeLong(ms: number, os: OsState): string {
  const s = Math.floor((((ms % 60_000) + 60_000) % 60_000) / 1000);
  return `${formatTime(ms, os)}:${pad(s)}`;
}

export function itemCount(os: OsState, id: string): number {
  return os.providers.files.filter((n) => n.parent === id).length;
}

export const TYPE_LABEL: Record<FileType, string> = {
  folder: "Folder", text: "Text", pdf: "PDF document", document: "Document", spreadsheet: "Spreadsheet", image: "Image", archive: "Archive",
};
