/**
 * A full garbage collection after the page has thrown away a budget of elements, or after a
 * budget of acts. A feed read through unmounts the cards scrolled past (LazyList); their DOM,
 * styles and layout objects are garbage in Blink's heap, which only a full collection frees,
 * and V8's limits, sized for one browser tab, let it grow by about 0.28 MiB a Bilibili swipe,
 * past 30 MiB in 120 swipes, before the first one. Other acts leave less (about 0.02 MiB a tap
 * on the home screen: styles and layout redone). One collection takes 5-8 ms; it runs after
 * the act has answered, while Python captures or steps other phones. The runtime launches
 * Chromium with `--expose-gc`; in a browser without it nothing is collected here. The page's
 * first reset is followed by one memory-reducing collection (`collectAfterFirstReset`).
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

/**
 * Whether this page collects at all: not if its URL says `?gc=0`, which Python gives a page that
 * shares its renderer process with pages opened before it (`Runtime.shares_renderer`). A
 * collection goes through the heaps of every page of the process, so if each of a renderer's T
 * pages collected on its own budgets, the renderer would collect T times as often, each time T
 * pages' heaps. One collecting page a renderer collects for all of them, as often as a page alone.
 */
let collects = true;

/** Set at boot, before the first reset, from the page's query string (`location.search`). */
export function collectIfAsked(search: string): void {
  collects = new URLSearchParams(search).get("gc") !== "0";
}

let unmounted = 0;
let acts = 0;
let firstResetCollected = false;
const previous = options.unmount;
options.unmount = (vnode: VNode) => {
  if (typeof vnode.type === "string") unmounted++;
  previous?.(vnode);
};

type Collector = (options?: { type: string; execution: string; flavor: string }) => void;

/** A full collection; `reduce`: V8's memory-reducing one. */
function collect(reduce: boolean): void {
  const gc = (globalThis as { gc?: Collector }).gc;
  if (reduce) gc?.({ type: "major", execution: "sync", flavor: "last-resort" });
  else gc?.();
}

/** A full collection once the current call has answered, the budgets started again. */
function collectSoon(reduce: boolean): void {
  unmounted = 0;
  acts = 0;
  setTimeout(collect, 0, reduce);
}

/** Called at the end of every act: collects once the act has answered when a budget is spent. */
export function collectWhenDue(): void {
  if (!collects) return;
  acts++;
  const phones = phoneCount();
  if (unmounted < ELEMENT_BUDGET * phones && acts < ACT_BUDGET * phones) return;
  collectSoon(false);
}

/**
 * Called at the end of every reset: after the page's first (the boot's own), one memory-reducing
 * collection (the last-resort flavor, what DevTools' "collect garbage" runs: about 6 ms against a
 * regular one's 3). The boot made most of the garbage a page ever makes (modules evaluated, the
 * world built, the fresh phone frozen) and grew V8's young generation to take it; a regular
 * collection leaves that space committed. N=32, WeChat open: 36.3-37.2 -> 34.1 MiB a phone, and
 * 37.5 -> 36.4 after 60 random taps more; 64 phones start about 1 s later (14.5 -> 15.5 s).
 */
export function collectAfterFirstReset(): void {
  if (!collects || firstResetCollected) return;
  firstResetCollected = true;
  collectSoon(true);
}
