/**
 * The shared contacts provider (`os.providers.contacts`) as every app lists and searches it: one
 * order (index letters, then names by code point, locale-free) and one matching rule, so Contacts,
 * Messages' recipient picker and any other app agree.
 */
import type { Contact } from "./types";

/** The index strip, top to bottom; "#" collects names that do not start with a Latin letter. */
export const INDEX_LETTERS = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ", "#"];

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

/** Contacts in the order every list shows them. */
export function sortContacts(list: readonly Contact[]): Contact[] {
  return [...list].sort(compareContacts);
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

/** The contacts a query matches, in list order. */
export function searchContacts(list: readonly Contact[], query: string): Contact[] {
  return sortContacts(list.filter((c) => matches(c, query)));
}
