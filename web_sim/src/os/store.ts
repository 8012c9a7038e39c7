/**
 * The single source of truth: the phone state, updated immutably (immer), rendered on commit.
 *
 * Rendering is synchronous from the control API's point of view: every control call ends with
 * `flush()`, so when a call returns the DOM already shows the committed state (no hydration race,
 * no timers). Handlers may update the store many times; the DOM is rendered once per flush.
 */
import { freeze, produce, setAutoFreeze } from "immer";
import type { PhoneState } from "./types";

setAutoFreeze(true);

let state: PhoneState | null = null;
let dirty = false;
let renderer: (() => void) | null = null;
let loads = 0;

export function getState(): PhoneState {
  if (state === null) throw new Error("phone state not initialised: call reset() first");
  return state;
}

export function hasState(): boolean {
  return state !== null;
}

/** Apply an immer recipe to the whole state. */
export function update(recipe: (draft: PhoneState) => void): void {
  state = produce(getState(), recipe);
  markDirty();
}

/** Replace the whole state (reset, restore). The document is deep-frozen. */
export function replaceState(next: PhoneState): void {
  state = freeze(next, true);
  loads++;
  markDirty();
}

/**
 * How many times a whole state was put in (reset, restore, patch). A list that measured its
 * items (LazyList, kit.tsx) forgets what it measured when this changes: the heights belong to
 * the content it drew, and nothing measured in one episode may shape the next.
 */
export function stateLoads(): number {
  return loads;
}

function markDirty(): void {
  if (dirty) return;
  dirty = true;
  // Inputs from the control API flush explicitly; this covers handlers fired any other way.
  queueMicrotask(flush);
}

export function setRenderer(fn: () => void): void {
  renderer = fn;
}

/** Render once more after the render in progress (a layout effect measured something it draws by). */
export function requestRender(): void {
  markDirty();
}

/** Render now although the state did not change (something the render reads outside it did). */
export function renderAgain(): void {
  dirty = true;
  flush();
}

/** Render pending changes now. Re-renders caused by rendering (layout effects) are drained too. */
export function flush(): void {
  for (let i = 0; dirty && i < 20; i++) {
    dirty = false;
    renderer?.();
  }
}
