/**
 * A full garbage collection after feeds have dropped a budget of elements, or after a budget of
 * acts. A feed read through drops the cards scrolled past (LazyList counts them: os/ui/dropped.ts);
 * their DOM, styles and layout objects are garbage in Blink's heap, which only a full
 * collection frees, and V8's limits, sized for one browser tab, let it grow by about 0.28 MiB a
 * Bilibili swipe, past 30 MiB in 120 swipes, before the first one. Other acts leave less (about
 * 0.02 MiB a tap on the home screen: styles and layout redone; a screen closed or an app left is
 * garbage once), which the act budget and V8's own limits collect. One collection takes 5-8 ms;
 * it runs after the act has answered, while Python captures or steps other phones. The runtime
 * launches Chromium with `--expose-gc`; in a browser without it nothing is collected here.
 */
import { takeDropped } from "../os/ui/dropped";

/** Elements feeds dropped between two collections: about 1.6 MiB of Blink's heap on Bilibili's feed. */
const ELEMENT_BUDGET = 400;
/** Acts between two collections when feeds drop few elements (garbage of restyles, relayouts and closed screens). */
const ACT_BUDGET = 128;

let droppedElements = 0;
let acts = 0;

/** Called at the end of every act: collects once the act has answered when a budget is spent. */
export function collectWhenDue(): void {
  acts++;
  droppedElements += takeDropped();
  if (droppedElements < ELEMENT_BUDGET && acts < ACT_BUDGET) return;
  droppedElements = 0;
  acts = 0;
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) setTimeout(gc, 0);
}
