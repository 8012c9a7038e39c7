/**
 * The page's control API, `window.__mg`, used by Python. All JSON in and out; every call is
 * synchronous in effect (state committed and DOM rendered when it returns) except `settle`,
 * which also waits for bundled fonts that a new glyph range may have started loading.
 *
 * Clock rule (one rule for every action): an action advances the simulated clock by
 * STEP_MS = 1000 ms after its input is applied; WAIT advances it by its duration instead.
 */
import { freeze } from "immer";
import { back, goHome, openApp, sendIntent, toggleRecents } from "../os/nav";
import { freshPhone, type FreshPhoneOptions } from "../os/defaultState";
import { APPS, findApp } from "../os/registry";
import { flush, getState, replaceState, update } from "../os/store";
import { doubleTap, longPress, pressEnter, swipe, tap, typeText } from "../os/input";
import { SCREEN_H, SCREEN_W } from "../os/Shell";
import type { Json, PhoneState } from "../os/types";
import { locate, type Target } from "./locate";
import { applyPatch, PatchError } from "./patch";
import { loadFontsOnNeed } from "../os/fonts";
import { stateChanges } from "./changes";
import { redrawn } from "./redrawn";
import { stateHash } from "./stateHash";

export const API_VERSION = 2;
export const STEP_MS = 1000;

/** The action as sent by Python (`Action.to_dict()`); coordinates are normalised 0-1000. */
export interface WireAction {
  type: string;
  x?: number;
  y?: number;
  x2?: number;
  y2?: number;
  text?: string;
  duration_ms?: number;
  clear?: boolean;
  app?: string;
}

/**
 * The state for Python's copy: whole (`state`), or what changed since the state sent as `since`
 * or since the fresh phone (`changes`, see changes.ts), numbered `seq` for the next request.
 */
export interface StateSync { seq: number; state?: string; changes?: string }

/** `redrawn`: whether this act changed the document (false: the screen is as it was before it). */
export interface ActResult extends Partial<StateSync> { effect: string; errors: string[]; hash: string; redrawn: boolean }

const pageErrors: string[] = [];
let reported = 0;
window.addEventListener("error", (e) => pageErrors.push(`${e.message} (${e.filename}:${e.lineno})`));
window.addEventListener("unhandledrejection", (e) => pageErrors.push(`unhandled rejection: ${String(e.reason)}`));

function px(v: number | undefined, size: number, name: string): number {
  if (typeof v !== "number" || !Number.isFinite(v) || v < 0 || v > 1000) throw new RangeError(`${name} must be a number in 0..1000 (normalised); got ${v}`);
  return Math.min(size - 1, (v / 1000) * size);
}

function newErrors(): string[] {
  const out = pageErrors.slice(reported);
  reported = pageErrors.length;
  return out;
}

/** The state last sent to Python and its number: the base of the next `changes`. */
let synced: { seq: number; state: PhoneState } | null = null;

function syncState(since?: number | "fresh"): StateSync {
  const state = getState();
  const base = since === "fresh" ? freshBase?.state ?? null : synced !== null && synced.seq === since ? synced.state : null;
  synced = { seq: (synced?.seq ?? 0) + 1, state };
  return base === null ? { seq: synced.seq, state: JSON.stringify(state) } : { seq: synced.seq, changes: JSON.stringify(stateChanges(base, state)) };
}

/**
 * The fresh phone of the last start time and time zone, deep-frozen. Episodes start from it
 * and share it (store updates copy what they change; nothing writes into a frozen document),
 * so a reset neither builds every app's initial state again nor copies and freezes it: that was
 * a third of a reset's JavaScript. Only the seed differs between episodes.
 */
let freshBase: { key: string; state: PhoneState } | null = null;

function fresh(opts: FreshPhoneOptions): PhoneState {
  const key = `${opts.startMs ?? "default"}/${opts.tzOffsetMinutes ?? "default"}`;
  if (freshBase?.key !== key) freshBase = { key, state: freeze(freshPhone({ ...opts, seed: 0 }), true) };
  const base = freshBase.state;
  return { ...base, ui: { ...base.ui, rng: (opts.seed ?? 0) | 0 } };
}

/** A fresh phone (or a copy of the given state, validated) in the store; rendered at the next flush. */
function loadPhone(opts: { state?: unknown } & FreshPhoneOptions): void {
  if (opts.state === undefined) {
    replaceState(fresh(opts));
    return;
  }
  validatePhone(opts.state);
  replaceState(structuredClone(opts.state));
}

/** A patch applied atomically (see patch.ts); rendered at the next flush. */
function patchPhone(patch: unknown): void {
  const next = applyPatch(getState(), patch);
  validatePhone(next);
  replaceState(next);
}

function appId(name: string): string {
  const app = findApp(name);
  if (!app) throw new RangeError(`unknown app '${name}'; installed: ${APPS.map((x) => `${x.id} (${x.label})`).join(", ")}`);
  return app.id;
}

function stateJson(): string {
  return JSON.stringify(getState());
}

function validatePhone(s: unknown): asserts s is PhoneState {
  if (!s || typeof s !== "object") throw new PatchError("a phone state is an object with keys os, apps, ui");
  for (const k of ["os", "apps", "ui"]) if (!(k in (s as object))) throw new PatchError(`a phone state needs '${k}'; got keys ${Object.keys(s as object).join(", ")}`);
}

function perform(a: WireAction): string {
  const x = () => px(a.x, SCREEN_W, "x");
  const y = () => px(a.y, SCREEN_H, "y");
  const gesture = () => ({ x1: x(), y1: y(), x2: px(a.x2, SCREEN_W, "x2"), y2: px(a.y2, SCREEN_H, "y2"), durationMs: a.duration_ms ?? 300 });
  switch (a.type) {
    case "CLICK":
      return tap(x(), y());
    case "DOUBLE_TAP":
      return doubleTap(x(), y());
    case "LONG_PRESS":
      return longPress(x(), y());
    case "TYPE":
      if (typeof a.text !== "string") throw new TypeError("TYPE needs text (a string)");
      return typeText(a.text, a.clear === true);
    case "SWIPE":
      return swipe(gesture(), true);
    case "DRAG":
      return swipe(gesture(), false);
    case "BACK":
      return `back: closed ${back()}`;
    case "HOME":
      goHome();
      return "home";
    case "RECENT":
      toggleRecents();
      return getState().ui.recentsOpen ? "opened recents" : "closed recents";
    case "ENTER":
      return pressEnter();
    case "AWAKE": {
      const id = appId(a.app ?? "");
      openApp(id);
      return `opened ${id}`;
    }
    case "ANSWER":
      update((d) => {
        d.ui.lastAnswer = a.text ?? "";
      });
      return "answer recorded";
    case "WAIT":
    case "COMPLETE":
    case "ABORT":
    case "INFO":
    case "NOOP":
      return a.type.toLowerCase();
    default:
      throw new RangeError(`unknown action type '${a.type}'`);
  }
}

function advanceClock(ms: number): void {
  update((d) => {
    d.os.clock.now += ms;
    if (d.ui.toast && d.ui.toast.until <= d.os.clock.now) d.ui.toast = null;
  });
}

export const api = {
  version: API_VERSION,
  screen: { width: SCREEN_W, height: SCREEN_H },

  /** A fresh phone (or the given state), rendered. Returns the state hash. */
  async reset(opts: { state?: unknown } & FreshPhoneOptions = {}): Promise<string> {
    loadPhone(opts);
    await api.settle();
    newErrors();
    return stateHash(getState());
  },

  getState(): PhoneState {
    return getState();
  },

  getStateJson: stateJson,

  hash(): string {
    return stateHash(getState());
  },

  /** Apply a patch atomically (see patch.ts); returns the new hash. */
  async patch(patch: unknown): Promise<string> {
    patchPhone(patch);
    await api.settle();
    return stateHash(getState());
  },

  /**
   * A task episode's start in one round trip: a fresh phone from `seed`, the task's set-up
   * patch, its first app in front (no clock tick), rendered and laid out once (not once per
   * part: the three renders and layouts were most of a reset's JS); returns the state as what
   * changed against the fresh phone of the default start time with seed 0, the state Python
   * reads from the build's phone.json (sending the whole 50 kB document cost a reset about 2 ms
   * of transfer and parsing over all processes).
   */
  async startEpisode(opts: { seed: number; patch?: unknown; app?: string }): Promise<StateSync> {
    loadPhone({ seed: opts.seed });
    if (opts.patch !== undefined) patchPhone(opts.patch);
    if (opts.app !== undefined) openApp(appId(opts.app));
    await api.settle();
    newErrors();
    return syncState("fresh");
  },

  /**
   * Apply one action, advance the clock, render, settle. Input errors leave the state unchanged.
   * `redrawn` says whether the act changed the document (control/redrawn.ts). `withState` adds
   * the state: what changed since the state numbered `since`, or all of it.
   */
  async act(a: WireAction, opts: { withState?: boolean; since?: number } = {}): Promise<ActResult> {
    redrawn(); // what other calls changed: Python captures after those whatever this act reports
    const before = getState();
    let effect: string;
    try {
      effect = perform(a);
    } catch (e) {
      replaceState(before);
      flush();
      throw e;
    }
    advanceClock(a.type === "WAIT" ? Math.max(0, a.duration_ms ?? STEP_MS) : STEP_MS);
    await api.settle();
    return { effect, errors: newErrors(), hash: stateHash(getState()), redrawn: redrawn(), ...(opts.withState ? syncState(opts.since) : {}) };
  },

  /**
   * Rendered and settled: pending renders flushed, the CJK font added if the screen needs it
   * (os/fonts.ts), layout done, and bundled fonts that the new layout asked for (a CJK or emoji
   * range) loaded. Nothing else can be pending: no animations, no timers, no network. Costs a
   * layout pass when nothing is loading.
   */
  async settle(): Promise<void> {
    flush();
    await loadFontsOnNeed();
    void document.body.offsetHeight;
    if (document.fonts.status !== "loaded") await document.fonts.ready;
  },

  /** Open `app` at `screen` with a payload (pushed on the app's stack), as another app would. */
  async intent(app: string, screen: string, params: Record<string, Json> = {}): Promise<string> {
    sendIntent(appId(app), screen, params);
    await api.settle();
    return stateHash(getState());
  },

  apps(): Array<{ id: string; label: string; hidden: boolean; screens: string[]; navigation: Record<string, string[]> }> {
    return APPS.map((a) => ({ id: a.id, label: a.label, hidden: a.hidden === true, screens: Object.keys(a.screens), navigation: a.navigation }));
  },

  errors(): string[] {
    return [...pageErrors];
  },

  locate(t: Target) {
    return locate(t);
  },

  /** What is on screen, for agents and debugging: foreground app and screen, overlays. */
  screenInfo() {
    const s = getState();
    const fg = s.ui.foreground;
    const top = fg ? s.ui.stacks[fg]?.at(-1) : undefined;
    return { foreground: fg, screen: top?.screen ?? null, overlay: top?.overlay?.name ?? null, shade: s.ui.shadeOpen, recents: s.ui.recentsOpen, keyboard: s.ui.focus };
  },
};

declare global {
  interface Window {
    __mg: typeof api;
  }
}
