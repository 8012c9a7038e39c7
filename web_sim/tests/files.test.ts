import { describe, expect, it } from "vitest";
import { DEFAULT_START_MS } from "../world/device";
import { defaultFiles } from "../world/files";
import { FileOpError, copy, createFolder, freeName, move, nameProblem, remove, rename, subtreeIds, treeProblem, type FileNode } from "../src/os/files";

const T = DEFAULT_START_MS;
const base = (): FileNode[] => {
  let n = createFolder(defaultFiles(T), "dir-download", "Project", "p", T);
  n = createFolder(n, "p", "Drafts", "d", T);
  n = [...n, { id: "x", name: "a.txt", type: "text", parent: "d", path: "/Download/Project/Drafts/a.txt", size: 3, created: 1, modified: 2, text: "abc", pages: null }];
  return n;
};
const at = (nodes: FileNode[], id: string) => nodes.find((n) => n.id === id)!;
let counter = 0;
const newId = () => `c${++counter}`;

describe("file system operations", () => {
  it("the fresh tree and a built one are consistent", () => {
    expect(treeProblem(defaultFiles(T))).toBeNull();
    expect(treeProblem(base())).toBeNull();
  });

  it("creates a folder under its parent and refuses a taken or bad name", () => {
    const n = base();
    expect(at(n, "d").path).toBe("/Download/Project/Drafts");
    expect(() => createFolder(n, "p", "Drafts", "z", T)).toThrow(FileOpError);
    expect(() => createFolder(n, "p", "a/b", "z", T)).toThrow("'/'");
    expect(() => createFolder(n, "x", "sub", "z", T)).toThrow("not a folder");
    expect(nameProblem("  ")).toBe("Name can't be empty");
    expect(createFolder(n, null, "Top", "z", T).at(-1)!.path).toBe("/Top");
  });

  it("renames a folder and its subtree's paths follow; the input is untouched", () => {
    const n = base();
    const r = rename(n, "p", "Handoff");
    expect(at(r, "p").path).toBe("/Download/Handoff");
    expect(at(r, "x").path).toBe("/Download/Handoff/Drafts/a.txt");
    expect(at(n, "x").path).toBe("/Download/Project/Drafts/a.txt");
    expect(at(r, "x").modified).toBe(2);
    expect(treeProblem(r)).toBeNull();
    expect(() => rename(n, "f2", "Travel_Itinerary.pdf")).toThrow("already exists");
  });

  it("moves files and folders, paths follow, never into itself or over a name", () => {
    const n = base();
    const m = move(n, ["d", "f2"], "dir-documents");
    expect(at(m, "d").path).toBe("/Documents/Drafts");
    expect(at(m, "x").path).toBe("/Documents/Drafts/a.txt");
    expect(at(m, "f2")).toMatchObject({ parent: "dir-documents", path: "/Documents/Signed_Contract.pdf", modified: at(n, "f2").modified });
    expect(treeProblem(m)).toBeNull();
    expect(() => move(n, ["p"], "d")).toThrow("into itself");
    const clash = createFolder(n, "dir-documents", "Drafts", "z", T);
    expect(() => move(clash, ["d"], "dir-documents")).toThrow("already exists");
    // A file selected with its folder moves once, with the folder.
    expect(at(move(n, ["p", "x"], "dir-music"), "x").path).toBe("/Music/Project/Drafts/a.txt");
  });

  it("copies with new ids, a free name, and the content; the source stays", () => {
    const n = base();
    const c = copy(n, ["p"], "dir-documents", newId, T + 5);
    expect(c.length).toBe(n.length + 3);
    const copies = c.slice(n.length);
    expect(copies.map((x) => x.path)).toEqual(["/Documents/Project", "/Documents/Project/Drafts", "/Documents/Project/Drafts/a.txt"]);
    expect(copies[2]).toMatchObject({ text: "abc", modified: 2, created: T + 5 });
    const twice = copy(c, ["x"], "d", newId, T);
    expect(twice.at(-1)!.name).toBe("a (1).txt");
    expect(freeName(twice, "d", "a.txt")).toBe("a (2).txt");
    expect(treeProblem(twice)).toBeNull();
  });

  it("deletes folders with their contents", () => {
    const n = base();
    const r = remove(n, ["p"]);
    expect(r.some((x) => subtreeIds(n, "p").has(x.id))).toBe(false);
    expect(r.length).toBe(n.length - 3);
  });

  it("names what is wrong with a patched tree", () => {
    const n = base();
    expect(treeProblem([...n, { ...at(n, "x"), id: "y", path: "/elsewhere/a.txt" }])).toMatch(/path: expected '\/Download\/Project\/Drafts\/a.txt'/);
    expect(treeProblem([...n, { ...at(n, "x") }])).toMatch(/used twice/);
    expect(treeProblem([...n, { ...at(n, "x"), id: "y", parent: "nope" }])).toMatch(/no node 'nope'/);
    expect(treeProblem([...n, { ...at(n, "x"), id: "y", name: "b.txt", parent: "x", path: "/Download/Project/Drafts/a.txt/b.txt" }])).toMatch(/not a folder/);
  });
});
