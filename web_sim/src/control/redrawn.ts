/**
 * Whether anything drawn changed since the last question: any DOM mutation (nodes, attributes,
 * text) in the current phone's root (os/phones.ts). Nothing else in this page changes pixels: no native inputs or
 * carets, images, canvases or media, no native scrolling or focus, no transitions or animations
 * (tests/drawing.test.ts scans the sources for each of them), and fonts load inside the call
 * whose layout asked for them (api.settle). So an action that mutated nothing left the screen
 * exactly as it was captured, and Python reuses that capture instead of taking another: a CDP
 * screenshot is most of a step's cost, and many actions (NOOP, WAIT, COMPLETE, a tap on nothing)
 * change no pixel. The root's own class (which phone of a dense page is drawn) is not counted:
 * Python knows which phone it captured.
 */
import { perPhone, phoneRoot } from "../os/phones";

interface Watch { observer: MutationObserver; mutated: boolean }

/** A change of what the phone draws: anything but the root's own attributes. */
const drawn = (records: MutationRecord[], root: Node): boolean => records.some((r) => r.target !== root || r.type !== "attributes");

const watch = perPhone((): Watch => {
  const root = phoneRoot();
  const w: Watch = {
    observer: new MutationObserver((records) => {
      if (drawn(records, root)) w.mutated = true;
    }),
    mutated: false,
  };
  w.observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
  return w;
});

/** True when the current phone's document changed since the previous call of this (or since it was first asked). */
export function redrawn(): boolean {
  const w = watch();
  const changed = drawn(w.observer.takeRecords(), phoneRoot()) || w.mutated;
  w.mutated = false;
  return changed;
}
