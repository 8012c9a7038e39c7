/**
 * Reads of the shared file system (`os.providers.files`): a folder's children, the files an app's
 * picker offers, a node by path, sizes as people read them. Nodes are written by set-up patches
 * (and, later, the Files app); checks here keep a patched tree usable (a file whose path does not
 * match its parent is still listed, under its parent).
 */
import type { OsState } from "../types";
import type { FileNode } from "./types";

export function fileById(os: OsState, id: string): FileNode | undefined {
  return os.providers.files.find((n) => n.id === id);
}

export function fileByPath(os: OsState, path: string): FileNode | undefined {
  return os.providers.files.find((n) => n.path === path);
}

/** A folder's children (null: the top level), folders first, then by name. */
export function children(os: OsState, parent: string | null): FileNode[] {
  return os.providers.files
    .filter((n) => n.parent === parent)
    .sort((a, b) => (a.type === "folder") !== (b.type === "folder") ? (a.type === "folder" ? -1 : 1) : a.name.localeCompare(b.name, "en") || a.id.localeCompare(b.id));
}

/** Every file (not folder), most recently modified first, as a "recent files" picker shows them. */
export function recentFiles(os: OsState): FileNode[] {
  return os.providers.files.filter((n) => n.type !== "folder").sort((a, b) => b.modified - a.modified || a.id.localeCompare(b.id));
}

/** "248 KB", "1.2 MB": decimal units, as Android's file manager shows sizes. */
export function formatSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} KB`;
  if (bytes < 1_000_000_000) return `${(bytes / 1_000_000).toFixed(1).replace(/\.0$/, "")} MB`;
  return `${(bytes / 1_000_000_000).toFixed(1).replace(/\.0$/, "")} GB`;
}
