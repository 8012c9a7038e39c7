/**
 * World data of the phone's file system: the standard folders of Android's internal storage and
 * the documents a user has collected (downloads, scans, a few notes). Fixed data; times are
 * relative to the episode start so a file is never from the future.
 */
import type { FileNode, FileType } from "../src/os/files/types";

const DAY = 86_400_000;

const FOLDERS: Array<[string, string]> = [
  ["dir-documents", "Documents"],
  ["dir-download", "Download"],
  ["dir-pictures", "Pictures"],
  ["dir-music", "Music"],
];

/** [id, folder id, name, type, bytes, days before the start, text or pages]. */
const FILES: Array<[string, string, string, FileType, number, number, string | string[] | null]> = [
  ["f1", "dir-documents", "Q2_Sales_Report.xlsx", "spreadsheet", 248_000, 3, null],
  ["f2", "dir-download", "Signed_Contract.pdf", "pdf", 1_200_000, 6, ["Service Agreement between Northwind Labs and the Client.", "Signed on 2 May 2026 by both parties."]],
  ["f3", "dir-documents", "ID_Card_Copy.pdf", "pdf", 640_000, 12, ["Copy of identity card, front and back."]],
  ["f4", "dir-download", "Bank_Statement_Feb-Apr.pdf", "pdf", 890_000, 9, ["Maple Bank statement, February to April 2026.", "Closing balance: 12,480.50 CNY."]],
  ["f5", "dir-documents", "Meeting_Notes_0512.docx", "document", 36_000, 2, null],
  ["f6", "dir-download", "Travel_Itinerary.pdf", "pdf", 312_000, 4, ["Beijing - Shanghai, 20 May 2026, G101, 08:00 - 12:36."]],
  ["f7", "dir-documents", "Shopping_List.txt", "text", 86, 1, "Milk\nEggs\nBread\nApples\nCoffee beans\n"],
];

export function defaultFiles(startMs: number): FileNode[] {
  const folders: FileNode[] = FOLDERS.map(([id, name]) => ({ id, name, type: "folder", parent: null, path: `/${name}`, size: 0, created: startMs - 400 * DAY, modified: startMs - DAY, text: null, pages: null }));
  const files: FileNode[] = FILES.map(([id, parent, name, type, size, ago, content]) => {
    const at = startMs - ago * DAY;
    return {
      id,
      name,
      type,
      parent,
      path: `/${FOLDERS.find((f) => f[0] === parent)![1]}/${name}`,
      size,
      created: at,
      modified: at,
      text: type === "text" ? (content as string) : null,
      pages: type === "pdf" ? (content as string[]) : null,
    };
  });
  return [...folders, ...files];
}
