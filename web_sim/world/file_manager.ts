/**
 * World data of Files' cloud drive tab: a few files backed up to the drive, read only, drawn
 * only by Files' screens (so they load with its chunk). The phone's own files are the shared
 * provider's (world/files.ts); templates seed theirs with set-up patches.
 */
import type { FileType } from "../src/os/files/types";

export interface CloudFile { id: string; name: string; type: FileType; size: number; daysAgo: number }

export const CLOUD_QUOTA = { used: 3_420_000_000, total: 15_000_000_000 };

export const CLOUD_FILES: CloudFile[] = [
  { id: "cl1", name: "Photos backup 2025", type: "folder", size: 0, daysAgo: 40 },
  { id: "cl2", name: "Tax_Return_2025.pdf", type: "pdf", size: 420_000, daysAgo: 61 },
  { id: "cl3", name: "Wedding_Guest_List.xlsx", type: "spreadsheet", size: 58_000, daysAgo: 95 },
  { id: "cl4", name: "Resume_2026.docx", type: "document", size: 84_000, daysAgo: 20 },
  { id: "cl5", name: "Family_Trip_Plan.txt", type: "text", size: 1_200, daysAgo: 8 },
  { id: "cl6", name: "Old_Phone_Backup.zip", type: "archive", size: 1_840_000_000, daysAgo: 210 },
];
