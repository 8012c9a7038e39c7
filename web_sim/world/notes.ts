/**
 * World data of Notes: the seed of `apps.notes` (folders, notes, private and trashed notes,
 * to-dos). Hand-written; times are relative to the default episode start (Thursday 14 May 2026,
 * 09:00 at UTC+8), so every build and run has the same notebook.
 */
import { DEFAULT_START_MS } from "./device";

export interface NoteSeed { id: string; title: string; body: string; folderId: string | null; pinned: boolean; isPrivate: boolean; trashedAt: number | null; reminderAt: number | null; createdAt: number; updatedAt: number }
export interface FolderSeed { id: string; name: string }
export interface TodoSeed { id: string; text: string; completed: boolean; createdAt: number }

const H = 3_600_000;
const D = 24 * H;
const ago = (ms: number) => DEFAULT_START_MS - ms;

export const NOTE_FOLDERS: FolderSeed[] = [
  { id: "f1", name: "Work" },
  { id: "f2", name: "Personal" },
  { id: "f3", name: "Travel" },
  { id: "f4", name: "Recipes" },
];

type Row = [title: string, body: string, folder: string | null, extra: Partial<NoteSeed>, createdAgo: number, updatedAgo: number];

const NOTES: Row[] = [
  ["Weekly groceries", "Milk\nEggs\nSpinach\nBrown rice\nGreek yogurt\nCoffee beans", "f2", { pinned: true }, 9 * D, 2 * H],
  ["Q2 planning meeting", "Agenda: budget review, hiring plan for the design team, launch date of the mobile app. Owner: Alice. Next sync on Thursday.", "f1", {}, 12 * D, 3 * D],
  ["Tokyo trip ideas", "Visit Senso-ji early in the morning. Try the ramen street at Tokyo Station. Book the teamLab tickets two weeks ahead. Budget: 8,000 CNY.", "f3", {}, 20 * D, 6 * D],
  ["Book list 2026", "1. The Left Hand of Darkness\n2. Project Hail Mary\n3. Thinking, Fast and Slow\n4. The Three-Body Problem", "f2", {}, 40 * D, 10 * D],
  ["Tomato egg stir-fry", "3 eggs, 2 tomatoes, spring onion, 1 tsp sugar, salt. Scramble the eggs first, then cook the tomatoes until soft and mix everything.", "f4", {}, 30 * D, 15 * D],
  ["Gym routine", "Mon: legs\nWed: back and biceps\nFri: chest and triceps\n20 min cardio after each session", null, { reminderAt: DEFAULT_START_MS + D - 2 * H }, 25 * D, 4 * D],
  ["Car maintenance", "Oil change due at 45,000 km. Tire pressure 2.4 bar front, 2.3 bar rear. Insurance renews on July 3.", null, {}, 50 * D, 8 * D],
  ["Gift ideas for Mom", "Silk scarf, a tea set, a photo book of the family trip, a spa voucher.", "f2", {}, 14 * D, 5 * D],
  ["Meeting notes 05-12", "Decided to move the release to June 2. Chloe will prepare the press kit. David owns the QA checklist.", "f1", { pinned: true }, 2 * D, 2 * D - 3 * H],
  ["Wi-Fi at the cabin", "Network: PineLodge-Guest\nPassword: cedar-smoke-19\nRouter is behind the bookshelf.", "f3", {}, 60 * D, 45 * D],
  ["Bank PIN hints", "Old card: grandma's birthday reversed. New card: first street number plus 17.", null, { isPrivate: true }, 90 * D, 35 * D],
  ["Diary: May 10", "Long walk by the river. Felt calm and decided to start learning the piano again.", null, { isPrivate: true }, 4 * D, 4 * D],
  ["Passport renewal", "Documents: old passport, two photos, ID card. Office opens at 9. Fee 120 CNY.", null, { isPrivate: true }, 70 * D, 20 * D],
  ["Old shopping list", "Batteries, light bulbs, detergent", null, { trashedAt: ago(3 * D) }, 33 * D, 20 * D],
  ["Draft email to landlord", "Hi Tom, the kitchen sink is leaking again. Could the plumber come this week?", null, { trashedAt: ago(1 * D) }, 5 * D, 5 * D],
];

export function defaultNotes(): NoteSeed[] {
  return NOTES.map(([title, body, folderId, extra, created, updated], i) => ({
    id: `n${i + 1}`,
    title,
    body,
    folderId,
    pinned: false,
    isPrivate: false,
    trashedAt: null,
    reminderAt: null,
    createdAt: ago(created),
    updatedAt: ago(updated),
    ...extra,
  }));
}

const TODOS: Array<[string, boolean, number]> = [
  ["Pay the electricity bill", false, 1 * D],
  ["Call the dentist to reschedule", false, 2 * D],
  ["Buy a birthday card for Emma", true, 3 * D],
  ["Renew the gym membership", false, 4 * D],
  ["Return library books", true, 5 * D],
  ["Back up phone photos", false, 6 * D],
  ["Submit the expense report", true, 7 * D],
];

export function defaultTodos(): TodoSeed[] {
  return TODOS.map(([text, completed, created], i) => ({ id: `td${i + 1}`, text, completed, createdAt: ago(created) }));
}

/** First id the app allocates (notes, folders and to-dos share one counter). */
export const NOTES_SEED_NEXT_ID = 100;
