/**
 * Gestures, applied synchronously. Python sends one action per call, in phone CSS px; we hit-test
 * with the page's own layout (`elementFromPoint`) and dispatch DOM events to what is drawn there.
 * No pointer timing is involved, so a gesture's meaning depends only on its parameters:
 *
 * - tap: `click` on the element under the point; double tap: two clicks and a `dblclick`.
 * - long press: `mg-longpress` (context menus); nothing happens where no element handles it.
 * - swipe from the top edge (y < 40 px) downwards opens the notification shade; from the bottom
 *   edge (y > 784 px) upwards goes home (gesture navigation).
 * - otherwise a swipe or drag first goes to the element under its start as `mg-swipe` /
 *   `mg-drag` (launcher pages, launcher icons, sliders, recents cards consume it); if nothing consumes it, the
 *   nearest scroll container along the gesture's main axis scrolls by the finger's travel times a
 *   gain. Drags have gain 1; swipes add inertia: gain = 1 + min(2, max(0, v - 0.5)), with v the
 *   speed in px/ms (so a 480 px swipe in 300 ms scrolls about 1000 px).
 */
import { goHome } from "./nav";
import { typeIntoFocused } from "./Keyboard";
import { SCREEN_H, STATUS_H } from "./screen";
import { getState, renderAgain, update } from "./store";
import { fields } from "./ui/fields";
import { DRAG_EVENT, LONG_PRESS_EVENT, SWIPE_EVENT, type GestureDetail } from "./ui/kit";
import { drawnReachFor, scrollSetters } from "./ui/scroll";

/** The most a swipe's inertia multiplies the finger's travel by. */
const MAX_SCROLL_GAIN = 3;
const SHADE_EDGE = 40;
const HOME_EDGE = 16;

function hit(x: number, y: number): Element {
  const el = document.elementFromPoint(x, y);
  if (!el) throw new RangeError(`no element at (${x.toFixed(1)}, ${y.toFixed(1)}) px: the point is outside the phone screen`);
  return el;
}

function mouse(type: string, x: number, y: number, detail = 1): MouseEvent {
  return new MouseEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y, detail, button: 0, view: window });
}

/** A tap opens menus as overflow menus (top right), not at an earlier long press's point. */
function forgetPress(): void {
  if (getState().ui.pressPoint !== null)
    update((d) => {
      d.ui.pressPoint = null;
    });
}

export function tap(x: number, y: number): string {
  forgetPress();
  const el = hit(x, y);
  el.dispatchEvent(mouse("click", x, y));
  return describe(el);
}

export function doubleTap(x: number, y: number): string {
  forgetPress();
  const el = hit(x, y);
  el.dispatchEvent(mouse("click", x, y, 1));
  const second = hit(x, y);
  second.dispatchEvent(mouse("click", x, y, 2));
  second.dispatchEvent(mouse("dblclick", x, y, 2));
  return describe(el);
}

export function longPress(x: number, y: number): string {
  const el = hit(x, y);
  update((d) => {
    d.ui.pressPoint = { x: Math.round(x), y: Math.round(y) };
  });
  const handled = !el.dispatchEvent(new CustomEvent(LONG_PRESS_EVENT, { bubbles: true, cancelable: true }));
  return handled ? `long-pressed ${describe(el)}` : `long press on ${describe(el)}: nothing responds`;
}

export function swipe(g: GestureDetail, inertia: boolean): string {
  const dx = g.x2 - g.x1;
  const dy = g.y2 - g.y1;
  const s = getState();
  if (inertia && g.y1 < SHADE_EDGE && dy > 50 && !s.ui.shadeOpen) {
    update((d) => {
      d.ui.shadeOpen = true;
      d.ui.recentsOpen = false;
      d.ui.focus = null;
    });
    return "opened the notification shade";
  }
  if (inertia && g.y1 > SCREEN_H - HOME_EDGE && dy < -50) {
    goHome();
    return "home gesture";
  }
  const el = hit(g.x1, Math.max(g.y1, STATUS_H));
  const consumed = !el.dispatchEvent(new CustomEvent(inertia ? SWIPE_EVENT : DRAG_EVENT, { bubbles: true, cancelable: true, detail: g }));
  if (consumed) return `${inertia ? "swiped" : "dragged"} ${describe(el)}`;
  const axis = Math.abs(dy) >= Math.abs(dx) ? "y" : "x";
  const container = el.closest(`[data-scroll="${axis}"]`) as HTMLElement | null;
  if (!container) return "nothing to scroll there";
  const measure = () => {
    const content = container.firstElementChild as HTMLElement;
    return axis === "y" ? Math.max(0, content.offsetHeight - container.clientHeight) : Math.max(0, content.offsetWidth - container.clientWidth);
  };
  const current = Number(container.dataset.offset ?? 0);
  const travel = axis === "y" ? dy : dx;
  const speed = Math.abs(travel) / Math.max(50, g.durationMs);
  const gain = inertia ? 1 + Math.min(MAX_SCROLL_GAIN - 1, Math.max(0, speed - 0.5)) : 1;
  const wanted = current - travel * gain;
  let max = measure();
  // Past the drawn end: a lazily drawn list may go on (scroll.ts); draw as far as this reaches.
  if (axis === "y" && wanted > max) max = drawnReachFor(wanted - current, renderAgain, measure);
  const next = Math.round(Math.min(max, Math.max(0, wanted)));
  scrollSetters.get(container)?.(next);
  return next === current ? "already at the end of the list" : `scrolled to ${next}/${max} px`;
}

/** TYPE: write into the focused field (any Unicode; the keyboard is bypassed, like an IME commit). */
export function typeText(text: string, clear: boolean): string {
  const focus = getState().ui.focus;
  const field = focus ? fields().get(focus) : undefined;
  if (!field) return "no text field is focused: tap a field first";
  let value = clear ? text : field.value + text;
  if (!field.multiline) value = value.replace(/\n/g, " ");
  if (field.maxLength !== undefined) value = [...value].slice(0, field.maxLength).join("");
  field.onChange(value);
  return `typed into ${focus}`;
}

export function pressEnter(): string {
  const s = getState();
  if (!s.ui.focus || !fields().has(s.ui.focus)) return "no text field is focused";
  typeIntoFocused(s, "enter");
  return `enter in ${s.ui.focus}`;
}

/** A short, stable name of an element for the step's info. */
function describe(el: Element): string {
  const target = el.closest("[data-testid]");
  if (target) return (target as HTMLElement).dataset.testid!;
  const text = (el.textContent ?? "").trim().slice(0, 30);
  return text ? `"${text}"` : el.tagName.toLowerCase();
}
