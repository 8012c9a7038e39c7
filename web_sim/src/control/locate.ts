/**
 * Find an on-screen target (visible text, test id or ARIA role + name) and return its centre in
 * normalised 0-1000 coordinates. Scripted episodes and reference solutions address the GUI this
 * way, so they tap what a person would tap, at coordinates resolved from the live layout.
 */
import { phoneRoot } from "../os/phones";
import { SCREEN_H, SCREEN_W } from "../os/screen";

export class TargetNotFoundError extends Error {
  override name = "TargetNotFoundError";
}

export interface Target { text?: string; testId?: string; role?: string; name?: string; exact?: boolean; nth?: number }
export interface Located { x: number; y: number; box: [number, number, number, number]; label: string }

function visibleHit(el: Element): boolean {
  const r = el.getBoundingClientRect();
  if (r.width <= 0 || r.height <= 0) return false;
  const cx = Math.min(SCREEN_W - 1, Math.max(0, r.left + r.width / 2));
  const cy = Math.min(SCREEN_H - 1, Math.max(0, r.top + r.height / 2));
  if (r.bottom <= 0 || r.top >= SCREEN_H || r.right <= 0 || r.left >= SCREEN_W) return false;
  // Touch-transparent elements (toasts) are seen, not hit.
  if (getComputedStyle(el).pointerEvents === "none") return true;
  const top = document.elementFromPoint(cx, cy);
  return top !== null && (el.contains(top) || top.contains(el));
}

function ownText(el: Element): string {
  return (el.textContent ?? "").replace(/\s+/g, " ").trim();
}

function candidates(t: Target): Element[] {
  if (t.testId) return [...phoneRoot().querySelectorAll(`[data-testid="${CSS.escape(t.testId)}"]`)];
  if (t.role) {
    return [...phoneRoot().querySelectorAll(`[role="${CSS.escape(t.role)}"]`)].filter(
      (el) => !t.name || (el.getAttribute("aria-label") ?? ownText(el)) === t.name,
    );
  }
  if (t.text !== undefined) {
    const want = t.text.trim();
    const all = [...phoneRoot().querySelectorAll("*")].filter((el) => {
      const txt = ownText(el);
      const label = el.getAttribute("aria-label") ?? "";
      return t.exact === false ? txt.includes(want) || label.includes(want) : txt === want || label === want;
    });
    // Innermost matches only: a list row and its title both contain the text; tap the title.
    return all.filter((el) => !all.some((o) => o !== el && el.contains(o)));
  }
  throw new Error("a target needs one of text, testId or role");
}

/** One element a target can name: its test id, its text, its role, and where it is. */
export interface OnScreen { testId: string | null; text: string; role: string | null; x: number; y: number; box: [number, number, number, number] }

function hasOwnText(el: Element): boolean {
  return [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? "").trim() !== "");
}

/** The texts inside an element, each kept apart ("Wake up · 06:30 · Weekdays", not "Wake up06:30Weekdays"). */
function textsOf(el: Element): string {
  const parts: string[] = [];
  const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n !== null; n = walk.nextNode()) {
    const t = (n.textContent ?? "").replace(/\s+/g, " ").trim();
    if (t) parts.push(t);
  }
  return parts.join(" · ");
}

/**
 * Every visible element a target can name (a test id, a role, or text of its own), in document
 * order: what `mobilegym targets` prints for people writing solutions and agents.
 */
export function onScreen(): OnScreen[] {
  const out: OnScreen[] = [];
  for (const el of phoneRoot().querySelectorAll("*")) {
    const testId = (el as HTMLElement).dataset?.testid ?? null;
    const role = el.getAttribute("role");
    if ((testId === null && role === null && !hasOwnText(el)) || !visibleHit(el)) continue;
    const r = el.getBoundingClientRect();
    const { x, y } = centre(r);
    out.push({ testId, text: (el.getAttribute("aria-label") ?? textsOf(el)).slice(0, 80), role, x, y, box: [r.left, r.top, r.width, r.height] });
  }
  return out;
}

function centre(r: DOMRect): { x: number; y: number } {
  const cx = Math.min(SCREEN_W - 1, Math.max(0, r.left + r.width / 2));
  const cy = Math.min(SCREEN_H - 1, Math.max(0, r.top + r.height / 2));
  return { x: Math.round((cx / SCREEN_W) * 10000) / 10, y: Math.round((cy / SCREEN_H) * 10000) / 10 };
}

export function locate(t: Target): Located {
  const found = candidates(t).filter(visibleHit);
  const nth = t.nth ?? 0;
  const el = found[nth];
  if (!el) {
    const visible = [...new Set([...phoneRoot().querySelectorAll("[data-testid]")].filter(visibleHit).map((e) => (e as HTMLElement).dataset.testid))].slice(0, 40);
    throw new TargetNotFoundError(`no visible element for ${JSON.stringify(t)} (found ${found.length}); visible test ids: ${visible.join(", ")}`);
  }
  const r = el.getBoundingClientRect();
  return {
    ...centre(r),
    box: [r.left, r.top, r.width, r.height],
    label: (el as HTMLElement).dataset?.testid ?? ownText(el).slice(0, 40),
  };
}
