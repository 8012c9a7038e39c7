/**
 * A full garbage collection after the page has thrown away a budget of elements, or after a
 * budget of acts. A feed read through unmounts the cards scrolled past (LazyList); their DOM,
 * styles and layout objects are garbage in Blink's heap, which only a full collection frees,
 * and V8's limits, sized for one browser tab, let it grow by about 0.28 MiB a Bilibili swipe,
 * past 30 MiB in 120 swipes, before the first one. Other acts leave less (about 0.02 MiB a tap
 * on the home screen: styles and layout redone). One collection takes 5-8 ms; it runs after
 * the act has answered, while Python captures or steps other phones. The runtime launches
 * Chromium with `--expose-gc`; in a browser without it nothing is collected here.
 *
 * In dense mode one page holds K phones (os/phones.ts) and `gc()` goes through all their heaps, so
 * the budgets are the page's, K times one phone's: stepped together, the page collects once per
 * default budget of each phone's acts, as a page of one phone does, not K times as often.
 */
import { options, type VNode } from "preact";
import { phoneCount } from "../os/phones";

/** Elements unmounted between two collections: about 1.6 MiB of Blink's heap on Bilibili's feed (per phone of the page). */
const ELEMENT_BUDGET = 400;
/** Acts between two collections when few elements go (garbage of restyles and relayouts; per phone of the page). */
const ACT_BUDGET = 128;

let unmounted = 0;
let acts = 0;
const previous = options.unmount;
options.unmount = (vnode: VNode) => {
  if (typeof vnode.type === "string") unmounted++;
  previous?.(vnode);
};

/** Called at the end of every act: collects once the act has answered when a budget is spent. */
export function collectWhenDue(): void {
  acts++;
  const phones = phoneCount();
  if (unmounted < ELEMENT_BUDGET * phones && acts < ACT_BUDGET * phones) return;
  unmounted = 0;
  acts = 0;
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) setTimeout(gc, 0);
}
