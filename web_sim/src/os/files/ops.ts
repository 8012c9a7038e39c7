/**
 * Writes to the shared file system (`os.providers.files`), as pure functions of the node list:
 * create a folder, rename, move, copy, delete. Each returns the new list (the input is never
 * changed) or throws a `FileOpError` whose message is what the user is told. Every node's `path`
 * stays its parent's path and its name: a renamed or moved folder takes its subtree's paths with
 * it. Times: a new folder and a copy are created now; a rename or a move keeps a file's times
 * (as a rename(2) does), a copy keeps its source's modification time.
 */
import type { FileNode } from "./types";

export class FileOpError extends Error {}

/** What is wrong with a name for a file or folder, or null. */
export function nameProblem(name: string): string | null {
  const n = name.trim();
  if (n === "") return "Name can't be empty";
  if (n.includes("/")) return "Name can't contain '/'";
  if (n === "." || n === "..") return "Invalid name";
  if (n.length > 120) return "Name is too long";
  return null;
}

const pathOf = (parent: FileNode | undefined, name: string): string => (parent ? `${parent.path}/${name}` : `/${name}`);

function byId(nodes: readonly FileNode[], id: string): FileNode {
  const n = nodes.find((x) => x.id === id);
  if (!n) throw new FileOpError(`No such file: ${id}`);
  return n;
}

function folder(nodes: readonly FileNode[], id: string | null): FileNode | undefined {
  if (id === null) return undefined;
  const f = byId(nodes, id);
  if (f.type !== "folder") throw new FileOpError(`${f.name} is not a folder`);
  return f;
}

/** The ids of a node and everything under it. */
export function subtreeIds(nodes: readonly FileNode[], id: string): Set<string> {
  const out = new Set([id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const n of nodes) if (n.parent !== null && out.has(n.parent) && !out.has(n.id)) (out.add(n.id), (grew = true));
  }
  return out;
}

const taken = (nodes: readonly FileNode[], parent: string | null, name: string, except?: Set<string>): boolean =>
  nodes.some((n) => n.parent === parent && n.name === name && !except?.has(n.id));

/** `nodes` with the paths under `rootId` rebuilt from their parents (after a rename or a move). */
function repath(nodes: FileNode[], rootId: string): FileNode[] {
  const ids = subtreeIds(nodes, rootId);
  const index = new Map(nodes.map((n, i) => [n.id, i]));
  const fix = (id: string): void => {
    const i = index.get(id)!;
    const n = nodes[i];
    const parent = n.parent === null ? undefined : nodes[index.get(n.parent)!];
    const path = pathOf(parent, n.name);
    if (path !== n.path) nodes[i] = { ...n, path };
    for (const c of nodes) if (c.parent === id && ids.has(c.id)) fix(c.id);
  };
  fix(rootId);
  return nodes;
}

export function createFolder(nodes: readonly FileNode[], parentId: string | null, name: string, id: string, now: number): FileNode[] {
  const problem = nameProblem(name);
  if (problem) throw new FileOpError(problem);
  const n = name.trim();
  const parent = folder(nodes, parentId);
  if (taken(nodes, parentId, n)) throw new FileOpError(`"${n}" already exists`);
  if (nodes.some((x) => x.id === id)) throw new FileOpError(`Id ${id} is taken`);
  return [...nodes, { id, name: n, type: "folder", parent: parentId, path: pathOf(parent, n), size: 0, created: now, modified: now, text: null, pages: null }];
}

export function rename(nodes: readonly FileNode[], id: string, name: string): FileNode[] {
  const problem = nameProblem(name);
  if (problem) throw new FileOpError(problem);
  const n = name.trim();
  const node = byId(nodes, id);
  if (node.name === n) return [...nodes];
  if (taken(nodes, node.parent, n)) throw new FileOpError(`"${n}" already exists`);
  return repath(nodes.map((x) => (x.id === id ? { ...x, name: n } : x)), id);
}

/** The selection without the nodes that sit under another selected folder (they move with it). */
function tops(nodes: readonly FileNode[], ids: readonly string[]): string[] {
  const unique = [...new Set(ids)];
  unique.forEach((id) => byId(nodes, id));
  return unique.filter((id) => !unique.some((o) => o !== id && subtreeIds(nodes, o).has(id)));
}

export function move(nodes: readonly FileNode[], ids: readonly string[], destId: string | null): FileNode[] {
  const dest = folder(nodes, destId);
  const moving = tops(nodes, ids);
  for (const id of moving) {
    const n = byId(nodes, id);
    if (destId !== null && subtreeIds(nodes, id).has(destId)) throw new FileOpError(`Can't move "${n.name}" into itself`);
    if (n.parent !== destId && (taken(nodes, destId, n.name) || moving.some((o) => o !== id && byId(nodes, o).name === n.name)))
      throw new FileOpError(`"${n.name}" already exists in ${dest ? dest.name : "Internal storage"}`);
  }
  let out = nodes.map((x) => (moving.includes(x.id) && x.parent !== destId ? { ...x, parent: destId } : x));
  for (const id of moving) out = repath(out, id);
  return out;
}

/** "report.pdf" -> "report (1).pdf", the first free one in the folder. */
export function freeName(nodes: readonly FileNode[], parent: string | null, name: string): string {
  if (!taken(nodes, parent, name)) return name;
  const dot = name.lastIndexOf(".");
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
  for (let k = 1; ; k++) if (!taken(nodes, parent, `${stem} (${k})${ext}`)) return `${stem} (${k})${ext}`;
}

/** Copies of the selection (folders with their contents) in `destId`; `newId` gives fresh ids. */
export function copy(nodes: readonly FileNode[], ids: readonly string[], destId: string | null, newId: () => string, now: number): FileNode[] {
  const dest = folder(nodes, destId);
  const out = [...nodes];
  for (const id of tops(nodes, ids)) {
    if (destId !== null && subtreeIds(nodes, id).has(destId)) throw new FileOpError(`Can't copy "${byId(nodes, id).name}" into itself`);
    const clone = (src: FileNode, parent: FileNode | undefined, name: string): void => {
      const n: FileNode = { ...src, id: newId(), name, parent: parent ? parent.id : null, path: pathOf(parent, name), created: now, text: src.text, pages: src.pages ? [...src.pages] : null };
      out.push(n);
      for (const c of nodes.filter((x) => x.parent === src.id)) clone(c, n, c.name);
    };
    const src = byId(nodes, id);
    clone(src, dest, freeName(out, destId, src.name));
  }
  return out;
}

/** Delete the selection, folders with everything in them. */
export function remove(nodes: readonly FileNode[], ids: readonly string[]): FileNode[] {
  const gone = new Set<string>();
  for (const id of tops(nodes, ids)) for (const x of subtreeIds(nodes, id)) gone.add(x);
  return nodes.filter((n) => !gone.has(n.id));
}

/** What is wrong with a tree (ids unique, parents are folders, paths follow parents), or null. */
export function treeProblem(nodes: readonly FileNode[]): string | null {
  const index = new Map<string, FileNode>();
  for (const [i, n] of nodes.entries()) {
    if (index.has(n.id)) return `${i}/id: node id '${n.id}' is used twice; ids are unique`;
    index.set(n.id, n);
  }
  for (const [i, n] of nodes.entries()) {
    const parent = n.parent === null ? undefined : index.get(n.parent);
    if (n.parent !== null && !parent) return `${i}/parent: no node '${n.parent}'; a parent is a folder's id or null`;
    if (parent && parent.type !== "folder") return `${i}/parent: '${n.parent}' is a ${parent.type}, not a folder`;
    if (n.path !== pathOf(parent, n.name)) return `${i}/path: expected '${pathOf(parent, n.name)}' (the parent's path and the name), got '${n.path}'`;
    if (nameProblem(n.name) || n.name !== n.name.trim()) return `${i}/name: '${n.name}' is not a valid file name`;
  }
  return null;
}
