/**
 * Whether anything drawn changed since the last question: any DOM mutation (nodes, attributes,
 * text) anywhere in the document. Nothing else in this page changes pixels: no native inputs or
 * carets, images, canvases or media, no native scrolling or focus, no transitions or animations
 * (tests/drawing.test.ts scans the sources for each of them), and fonts load inside the call
 * whose layout asked for them (api.settle). So an action that mutated nothing left the screen
 * exactly as it was captured, and Python reuses that capture instead of taking another: a CDP
 * screenshot is most of a step's cost, and many actions (NOOP, WAIT, COMPLETE, a tap on nothing)
 * change no pixel.
 */
let mutated = false;
const observer = new MutationObserver(() => {
  mutated = true;
});
observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });

/** True when the document changed since the previous call of this (or since the page loaded). */
export function redrawn(): boolean {
  const changed = observer.takeRecords().length > 0 || mutated;
  mutated = false;
  return changed;
}
