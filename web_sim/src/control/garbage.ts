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
 * In dense mode K pages share one V8 isolate and `gc()` collects all K pages' heaps. Each page's
 * budgets are then K times larger, and page j starts j budgets' worth in (`?sharing=K&member=j`
 * in its URL, set by the runtime), so the K pages take turns: stepped together, the group
 * collects once per default budget of acts of each page, as one page of the default mode does,
 * instead of K times, each time over K pages.
 */
import { options, type VNode } from "preact";

/** The pages sharing this page's isolate and this page's turn among them: from `?sharing=K&member=j` in dense mode, else one page. */
export function sharing(search: string): { pages: number; member: number } {
  const query = new URLSearchParams(search);
  const pages = Number(query.get("sharing") ?? "1");
  const member = Number(query.get("member") ?? "0");
  if (!Number.isInteger(pages) || pages < 1) return { pages: 1, member: 0 };
  return { pages, member: Number.isInteger(member) && member >= 0 && member < pages ? member : 0 };
}

const { pages, member } = sharing(globalThis.location?.search ?? "");
/** Elements unmounted between two collections: about 1.6 MiB of Blink's heap on Bilibili's feed (per page sharing the isolate). */
const ELEMENT_BUDGET = 400 * pages;
/** Acts between two collections when few elements go (garbage of restyles and relayouts; per page sharing the isolate). */
const ACT_BUDGET = 128 * pages;

let unmounted = 400 * member;
let acts = 128 * member;
const previous = options.unmount;
options.unmount = (vnode: VNode) => {
  if (typeof vnode.type === "string") unmounted++;
  previous?.(vnode);
};

/** Called at the end of every act: collects once the act has answered when a budget is spent. */
export function collectWhenDue(): void {
  acts++;
  if (unmounted < ELEMENT_BUDGET && acts < ACT_BUDGET) return;
  unmounted = 0;
  acts = 0;
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) setTimeout(gc, 0);
}
