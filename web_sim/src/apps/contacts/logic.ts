/**
 * Pure contact logic: letter sections, the index strip's target, id allocation and search history
 * (the order and search every app shares are in os/contacts.ts). People live in the shared
 * provider `os.providers.contacts`; the app's own state only keeps the id counter and the search
 * history.
 */
import { INDEX_LETTERS, sectionLetter, sortContacts } from "../../os/contacts";
import type { Contact } from "../../os/types";

export interface ContactsState {
  /** Next numeric id suffix: new contacts get `c<nextId>` (skipping ids already in use). */
  nextId: number;
  /** Submitted search queries, most recent first, without duplicates. */
  searchHistory: string[];
}

export type ContactFields = Pick<Contact, "name" | "phone" | "email" | "company">;

const HISTORY_MAX = 10;

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
