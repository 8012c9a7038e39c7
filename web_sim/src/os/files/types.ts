/**
 * The shared file system provider (`os.providers.files`): one flat list of nodes, folders and
 * files, each naming its parent folder. Apps read it through ./provider.ts (WeChat's "send a
 * file" picks from it); templates seed files into its folders with set-up patches.
 */

/** What a node is. Text files carry `text`, PDFs their `pages` (drawn by us, page by page). */
export type FileType = "folder" | "text" | "pdf" | "document" | "spreadsheet" | "image" | "archive";

export interface FileNode {
  id: string;
  name: string;
  type: FileType;
  /** The parent folder's id; null for a top-level folder of the internal storage. */
  parent: string | null;
  /** The absolute path ("/Download/Signed_Contract.pdf"): the parent's path and the name. */
  path: string;
  /** Bytes (0 for a folder). */
  size: number;
  /** Epoch ms. */
  created: number;
  modified: number;
  /** A text file's content; null for every other type. */
  text: string | null;
  /** A PDF's pages, each page's text as drawn; null for every other type. */
  pages: string[] | null;
}
