/**
 * The single source of truth: the phone state, updated immutably (immer), rendered on commit.
 *
 * Rendering is synchronous from the control API's point of view: every control call ends with
 * `flush()`, so when a call returns the DOM already shows the committed state (no hydration race,
 * no timers). Handlers may update the store many times; the DOM is rendered once per flush.
 */
import { freeze, produce, setAutoFreeze } from "immer";
import { hasPhone, perPhone } from "./phones";
import type { PhoneState } from "./types";

setAutoFreeze(true);

/** The current phone's store (os/phones.ts: a page may hold several phones). */
const store = perPhone(() => ({ state: null as PhoneState | null, dirty: false, renderer: null as (() => void) | null, loads: 0 }));

export function getState(): PhoneState {
  const state = store().state;
  if (state === null) throw new Error("phone state not initialised: call reset() first");
  return state;
}

export function hasState(): boolean {
  return hasPhone() && store().state !== null;
}

/** Apply an immer recipe to the whole state. */
export function update(recipe: (draft: PhoneState) => void): void {
  store().state = produce(getState(), recipe);
  markDirty();
}

/** Replace the whole state (reset, restore). The document is deep-frozen. */
export function replaceState(next: PhoneState): void {
  const s = store();
  s.state = freeze(next, true);
  s.loads++;
  markDirty();
}

/**
 * How many times a whole state was put in (reset, restore, patch). A list that measured its
 * items (LazyList, kit.tsx) forgets what it measured when this changes: the heights belong to
 * the content it drew, and nothing measured in one episode may shape the next.
 */
export function stateLoads(): number {
  return store().loads;
}

function markDirty(): void {
  const s = store();
  if (s.dirty) return;
  s.dirty = true;
  // Inputs from the control API flush explicitly; this covers handlers fired any other way.
  queueMicrotask(flush);
}

/** How the current phone is drawn (main.tsx, once per phone). */
export function setRenderer(fn: () => void): void {
  store().renderer = fn;
}

/** Render once more after the render in progress (a layout effect measured something it draws by). */
export function requestRender(): void {
  markDirty();
}

/** Render now although the state did not change (something the render reads outside it did). */
export function renderAgain(): void {
  store().dirty = true;
  flush();
}

/** Render pending changes now. Re-renders caused by rendering (layout effects) are drained too. */
export function flush(): void {
  const s = store();
  for (let i = 0; s.dirty && i < 20; i++) {
    s.dirty = false;
    s.renderer?.();
  }
}
