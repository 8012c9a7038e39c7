/**
 * Pure contact logic: ordering, letter sections, search matching and id allocation. People live
 * in the shared provider `os.providers.contacts`; the app's own state only keeps the id counter
 * and the search history.
 */
import type { Contact } from "../../os/types";

export interface ContactsState {
  /** Next numeric id suffix: new contacts get `c<nextId>` (skipping ids already in use). */
  nextId: number;
  /** Submitted search queries, most recent first, without duplicates. */
  searchHistory: string[];
}

export type ContactFields = Pick<Contact, "name" | "phone" | "email" | "company">;

/** The index strip, top to bottom; "#" collects names that do not start with a Latin letter. */
export const INDEX_LETTERS = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ", "#"];

const HISTORY_MAX = 10;

/** Section letter of a name: its first letter without accents, or "#". */
export function sectionLetter(name: string): string {
  const first = [...name.trim()][0] ?? "";
  const base = first.normalize("NFD")[0]?.toUpperCase() ?? "";
  return /^[A-Z]$/.test(base) ? base : "#";
}

/** Sections in index order, then names by code point (locale-free, so the same everywhere). */
export function compareContacts(a: Contact, b: Contact): number {
  const sa = INDEX_LETTERS.indexOf(sectionLetter(a.name));
  const sb = INDEX_LETTERS.indexOf(sectionLetter(b.name));
  if (sa !== sb) return sa - sb;
  const na = a.name.trim().toLowerCase();
  const nb = b.name.trim().toLowerCase();
  if (na !== nb) return na < nb ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function sortContacts(list: readonly Contact[]): Contact[] {
  return [...list].sort(compareContacts);
}

export interface Section { letter: string; contacts: Contact[] }

/** Sorted contacts grouped under their letters (only letters that have contacts). */
export function sections(list: readonly Contact[]): Section[] {
  const out: Section[] = [];
  for (const c of sortContacts(list)) {
    const letter = sectionLetter(c.name);
    if (out.at(-1)?.letter !== letter) out.push({ letter, contacts: [] });
    out.at(-1)!.contacts.push(c);
  }
  return out;
}

const PHONE_PUNCTUATION = /[\s\-().+]/g;

/** Case-insensitive substring of name, company or phone; digit queries ignore phone spacing. */
export function matches(c: Contact, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (q === "") return true;
  if (c.name.toLowerCase().includes(q) || c.company.toLowerCase().includes(q) || c.phone.toLowerCase().includes(q)) return true;
  const digits = q.replace(PHONE_PUNCTUATION, "");
  return /^\d+$/.test(digits) && c.phone.replace(/\D/g, "").includes(digits);
}

export function searchContacts(list: readonly Contact[], query: string): Contact[] {
  return sortContacts(list.filter((c) => matches(c, query)));
}

/**
 * The section an index tap lands on: the tapped letter, else the next letter that has contacts
 * (as Android does), else the last section. Null when the list is empty.
 */
export function indexTarget(present: readonly string[], tapped: string): string | null {
  if (present.length === 0) return null;
  const at = INDEX_LETTERS.indexOf(tapped);
  for (const letter of INDEX_LETTERS.slice(Math.max(0, at))) if (present.includes(letter)) return letter;
  return present.at(-1)!;
}

/** The id for a new contact and the counter after it; ids taken by patched-in contacts are skipped. */
export function allocateId(nextId: number, list: readonly Contact[]): { id: string; nextId: number } {
  const taken = new Set(list.map((c) => c.id));
  let n = nextId;
  while (taken.has(`c${n}`)) n++;
  return { id: `c${n}`, nextId: n + 1 };
}

/** Form values as stored: trimmed. */
export function cleanFields(f: ContactFields): ContactFields {
  return { name: f.name.trim(), phone: f.phone.trim(), email: f.email.trim(), company: f.company.trim() };
}

/** The history after submitting `query`: most recent first, deduplicated, bounded. */
export function pushHistory(history: readonly string[], query: string): string[] {
  const q = query.trim();
  if (q === "") return [...history];
  return [q, ...history.filter((h) => h !== q)].slice(0, HISTORY_MAX);
}
