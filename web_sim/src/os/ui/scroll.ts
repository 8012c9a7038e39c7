/**
 * Scroll containers. Content is moved with a transform from a stored offset (in the route's
 * `scroll` map), never scrolled natively, so a restored snapshot shows the same scroll position
 * and no inertia animation runs on its own. The input layer changes offsets; see input.ts.
 */
import { createContext } from "preact";

export interface ScrollScope {
  get(key: string): number;
  set(key: string, value: number): void;
}

export const ScrollContext = createContext<ScrollScope>({ get: () => 0, set: () => {} });

/**
 * How far below its scroll offset a lazily drawn list reaches at rest: one screen, all that can
 * be seen. A gesture that would scroll past the drawn end first has the list drawn as far as it
 * can reach (`drawnReachFor`, input.ts), so it stops exactly where it would on the whole list:
 * drawing less changes nothing an agent can see or do; it only spares rendering, laying out and
 * painting the items below.
 */
const LAZY_REACH_PX = 800;

let gestureReach = 0;

/** How far down a lazily drawn list must be drawn at scroll `offset`, px from its top. */
export function lazyReach(offset: number): number {
  return offset + LAZY_REACH_PX + gestureReach;
}

/** How many items of a list to draw at scroll `offset` when no item is shorter than `minItemHeight` px. */
export function lazyCount(offset: number, minItemHeight: number): number {
  return Math.ceil(lazyReach(offset) / minItemHeight);
}

/** Run `measure` with lazily drawn lists drawn `px` further than at rest (`draw` renders them). */
export function drawnReachFor<T>(px: number, draw: () => void, measure: () => T): T {
  gestureReach = px;
  try {
    draw();
    return measure();
  } finally {
    gestureReach = 0;
  }
}

/** Setter per drawn scroll container, found by the input layer from the DOM element. */
export const scrollSetters = new WeakMap<Element, (value: number) => void>();
