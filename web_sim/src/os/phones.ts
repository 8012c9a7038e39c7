/**
 * The phones of this document. A page holds one phone, or several (dense mode: Python's
 * `phones_per_page=K`) that share the page's code, world data, fonts and style sheets. Each
 * phone has its own DOM root and its own values of every per-phone module variable (the store,
 * the last state sent to Python, the text-field registry, ...: `perPhone`).
 *
 * One phone is current at a time (`selectPhone`): calls of the control API act on it. One phone
 * is drawn (`showPhone` draws the current one): the others keep their DOM and layout but are not
 * painted or hit (`content-visibility: hidden`), so the screen, `elementFromPoint` and a capture
 * of the page show the drawn phone exactly as a page of its own would. A call that hit-tests
 * (a tap, a swipe, `locate`) and Python, before it captures, draw the current phone; other
 * calls do not, so a step that changes nothing drawn makes the page draw no frame. Python
 * serialises a page's calls, so no call of one phone runs while another's awaits something.
 */

interface Phone {
  root: HTMLElement;
  values: unknown[];
}

const phones: Phone[] = [];
let current: Phone | null = null;
let shown: Phone | null = null;
let slots = 0;

/** The class of a phone that is not current: kept, not drawn (theme.css). */
const AWAY = "mg-away";

/**
 * A module variable with a value per phone: `make` builds a phone's value on its first use.
 * Read it with the returned function while a phone is current (any call of the control API).
 */
export function perPhone<T>(make: () => T): () => T {
  const slot = slots++;
  return () => {
    if (current === null) throw new Error("no phone is current: the page has not booted one");
    const values = current.values;
    if (slot >= values.length || values[slot] === undefined) values[slot] = make();
    return values[slot] as T;
  };
}

/** The most phones one page holds (Python's `phones_per_page` is checked against the same bound). */
export const MAX_PHONES = 256;

/** How many phones a page's URL asks for: `?phones=K` (dense mode), else one; malformed, one. */
export function phonesOfQuery(search: string): number {
  const k = Number(new URLSearchParams(search).get("phones") ?? "1");
  return Number.isInteger(k) && k >= 1 && k <= MAX_PHONES ? k : 1;
}

/** Whether a phone is current (false only while the page boots). */
export function hasPhone(): boolean {
  return current !== null;
}

/** The current phone's DOM root: what it renders into and what queries of its screen look in. */
export function phoneRoot(): HTMLElement {
  if (current === null) throw new Error("no phone is current: the page has not booted one");
  return current.root;
}

/** How many phones this document holds. */
export function phoneCount(): number {
  return phones.length;
}

/** Add a phone drawn into `root` (neither current nor drawn); returns its number. */
export function addPhone(root: HTMLElement): number {
  phones.push({ root, values: [] });
  root.classList.add(AWAY);
  return phones.length - 1;
}

/** Make phone `n` current (not drawn: `showPhone`). A RangeError names the phones there are. */
export function selectPhone(n: number): void {
  const next = phones[n];
  if (!Number.isInteger(n) || next === undefined) throw new RangeError(`no phone ${n} in this page; it holds phones 0 to ${phones.length - 1}`);
  current = next;
}

/** Draw the current phone instead of the one drawn. Returns false when it was drawn already. */
export function showPhone(): boolean {
  if (current === null) throw new Error("no phone is current: the page has not booted one");
  if (current === shown) return false;
  shown?.root.classList.add(AWAY);
  current.root.classList.remove(AWAY);
  shown = current;
  return true;
}
