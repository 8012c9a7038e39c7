/**
 * Elements a feed stopped drawing (LazyList: items scrolled past, or back below the screen).
 * They are garbage in Blink's heap until a full collection, which the control API runs after a
 * budget of them (control/garbage.ts): garbage is counted where a feed makes it, not on every
 * unmount (an app left or a screen closed is garbage once; a feed read far makes it each swipe).
 */
let count = 0;

/** A feed stopped drawing `elements` elements. */
export function noteDropped(elements: number): void {
  count += elements;
}

/** The elements dropped since the previous call. */
export function takeDropped(): number {
  const n = count;
  count = 0;
  return n;
}
