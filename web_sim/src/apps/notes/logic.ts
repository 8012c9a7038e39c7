/**
 * Pure Notes logic: the state model, which notes a view shows and in what order, search, word
 * counts, reminder times. Notes, folders and to-dos share one id counter (`nextId`).
 */
import { MONTHS, formatHm, wallTime } from "../../os/time";
import type { OsState } from "../../os/types";
import { NOTES_SEED_NEXT_ID, NOTE_FOLDERS, defaultNotes, defaultTodos, type FolderSeed, type NoteSeed, type TodoSeed } from "../../../world/notes";

export type Note = NoteSeed;
export type Folder = FolderSeed;
export type Todo = TodoSeed;

export interface NotesSettings { viewMode: "list" | "grid"; showWordCount: boolean; sortBy: "modified" | "created" }

export interface NotesState {
  notes: Note[];
  folders: Folder[];
  todos: Todo[];
  settings: NotesSettings;
  nextId: number;
}

export function initialNotesState(): NotesState {
  return {
    notes: defaultNotes(),
    folders: structuredClone(NOTE_FOLDERS),
    todos: defaultTodos(),
    settings: { viewMode: "list", showWordCount: false, sortBy: "modified" },
    nextId: NOTES_SEED_NEXT_ID,
  };
}

/** A view of the notes list: everything, one folder, the private notes or the trash. */
export type Scope = "all" | "private" | "trash" | `folder:${string}`;

export function inScope(n: Note, scope: Scope): boolean {
  if (scope === "trash") return n.trashedAt !== null;
  if (n.trashedAt !== null) return false;
  if (scope === "private") return n.isPrivate;
  if (n.isPrivate) return false;
  if (scope === "all") return true;
  return n.folderId === scope.slice("folder:".length);
}

export function matchesQuery(n: Note, query: string): boolean {
  const q = query.trim().toLowerCase();
  return q === "" || n.title.toLowerCase().includes(q) || n.body.toLowerCase().includes(q);
}

/** Pinned first (outside the trash), then newest by the sort setting; ties by id. */
export function visibleNotes(notes: readonly Note[], scope: Scope, query: string, sortBy: NotesSettings["sortBy"]): Note[] {
  const key = (n: Note) => (scope === "trash" ? n.trashedAt ?? 0 : sortBy === "created" ? n.createdAt : n.updatedAt);
  return notes
    .filter((n) => inScope(n, scope) && matchesQuery(n, query))
    .sort((a, b) => (scope !== "trash" ? Number(b.pinned) - Number(a.pinned) : 0) || key(b) - key(a) || (a.id < b.id ? -1 : 1));
}

export function countIn(notes: readonly Note[], scope: Scope): number {
  return notes.filter((n) => inScope(n, scope)).length;
}

/** The title a list shows: the title, else the body's first line. */
export function displayTitle(n: Pick<Note, "title" | "body">): string {
  return n.title.trim() || n.body.trim().split("\n")[0] || "Untitled note";
}

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/g;
/** Words as an editor counts them: Latin words by spaces, each CJK character as one. */
export function wordCount(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  const rest = text.replace(CJK, " ").trim();
  return cjk + (rest === "" ? 0 : rest.split(/\s+/).length);
}

/** "09:12" today, "May 9" this year, "2025/12/1" before. */
export function shortDate(time: number, os: OsState): string {
  const t = wallTime(time, os.clock.tzOffsetMinutes);
  const now = wallTime(os.clock.now, os.clock.tzOffsetMinutes);
  if (t.year === now.year && t.month === now.month && t.day === now.day) return formatHm(t.hour, t.minute, os.clock.use24h);
  if (t.year === now.year) return `${MONTHS[t.month - 1].slice(0, 3)} ${t.day}`;
  return `${t.year}/${t.month}/${t.day}`;
}

export function longDate(time: number, os: OsState): string {
  const t = wallTime(time, os.clock.tzOffsetMinutes);
  return `${MONTHS[t.month - 1]} ${t.day}, ${formatHm(t.hour, t.minute, os.clock.use24h)}`;
}

const WEEKDAY = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** Day offsets the reminder picker offers (0 = today), with their labels. */
export function reminderDays(os: OsState): Array<{ offset: number; label: string }> {
  const out = [];
  for (let i = 0; i < 7; i++) {
    const t = wallTime(os.clock.now + i * 86_400_000, os.clock.tzOffsetMinutes);
    out.push({ offset: i, label: i === 0 ? "Today" : i === 1 ? "Tomorrow" : `${WEEKDAY[t.weekday]} ${t.day}` });
  }
  return out;
}

/** Epoch ms of `hour:minute`, `dayOffset` days after today (local wall time). */
export function reminderInstant(os: OsState, dayOffset: number, hour: number, minute: number): number {
  const off = os.clock.tzOffsetMinutes * 60_000;
  const localNow = os.clock.now + off;
  const midnight = localNow - (((localNow % 86_400_000) + 86_400_000) % 86_400_000);
  return midnight + dayOffset * 86_400_000 + (hour * 60 + minute) * 60_000 - off;
}

/** The picker's start: the next whole hour (tomorrow if that is past midnight). */
export function defaultReminder(os: OsState): { day: number; hour: number; minute: number } {
  const t = wallTime(os.clock.now, os.clock.tzOffsetMinutes);
  const hour = t.hour + 1;
  return hour >= 24 ? { day: 1, hour: 0, minute: 0 } : { day: 0, hour, minute: 0 };
}

/** "Today 12:00", "Tomorrow 07:00", "Sat 16 10:30" for a reminder. */
export function reminderLabel(at: number, os: OsState): string {
  const t = wallTime(at, os.clock.tzOffsetMinutes);
  const hm = formatHm(t.hour, t.minute, os.clock.use24h);
  for (const d of reminderDays(os)) {
    const w = wallTime(os.clock.now + d.offset * 86_400_000, os.clock.tzOffsetMinutes);
    if (w.year === t.year && w.month === t.month && w.day === t.day) return `${d.label} ${hm}`;
  }
  return `${MONTHS[t.month - 1].slice(0, 3)} ${t.day} ${hm}`;
}

export function allocate(s: NotesState, prefix: string): string {
  const taken = new Set([...s.notes.map((n) => n.id), ...s.folders.map((f) => f.id), ...s.todos.map((t) => t.id)]);
  while (taken.has(`${prefix}${s.nextId}`)) s.nextId++;
  return `${prefix}${s.nextId++}`;
}
