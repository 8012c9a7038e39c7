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

/** Setter per drawn scroll container, found by the input layer from the DOM element. */
export const scrollSetters = new WeakMap<Element, (value: number) => void>();
