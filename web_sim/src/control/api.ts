/**
 * The page's control API, `window.__mg`, used by Python. All JSON in and out; every call is
 * synchronous in effect (state committed and DOM rendered when it returns) except `settle`,
 * which also waits for bundled fonts that a new glyph range may have started loading.
 *
 * Clock rule (one rule for every action): an action advances the simulated clock by
 * STEP_MS = 1000 ms after its input is applied; WAIT advances it by its duration instead (at
 * most MAX_DURATION_MS). Events due on the way (alarms, timers, scheduled messages) fire inside
 * the action (os/events.ts).
 *
 * Every call checks its payload first (payload.ts: a PayloadError naming the field). A state or
 * a patch is checked against the state's schema (stateSchema.ts, patch.ts), and a call that
 * changes the state and then fails to render puts the state back: refused calls change nothing.
 */
import { freeze } from "immer";
import { screenNames, uiLoads } from "../os/appUi";
import { advanceClock } from "../os/events";
import { systemBack } from "../os/systemBack";
import { goHome, openApp, sendIntent, toggleRecents } from "../os/nav";
import { freshPhone, type FreshPhoneOptions } from "../os/defaultState";
import { hasPhone, perPhone, phoneCount, selectPhone, showPhone } from "../os/phones";
import { APPS, findApp } from "../os/registry";
import { flush, getState, hasState, replaceState, update } from "../os/store";
import { collectAfterFirstReset, collectWhenDue } from "./garbage";
import { doubleTap, longPress, pressEnter, swipe, tap, typeText } from "../os/input";
import { SCREEN_H, SCREEN_W } from "../os/screen";
import type { Json, PhoneState } from "../os/types";
import { locate, onScreen, type Target } from "./locate";
import { PatchError, PayloadError, UnknownAppError } from "./errors";
import { ACTION_TYPES, API_VERSION, MAX_DURATION_MS, type ActionType } from "./protocol";
import { applyPatch } from "./patch";
import { arg, field, options, shown } from "./payload";
import { checkPlainJson } from "./plainJson";
import { checkChanged, checkPhoneState, loadValidators } from "./stateSchema";
import { checkScreenParams, loadScreenCheck, screenParamKeys } from "./screenParams";
import { loadFontsOnNeed } from "../os/fonts";
import { stateChanges, withChanges } from "./changes";
import { drawnKey } from "./drawnKey";
import { redrawn } from "./redrawn";
import { stateHash } from "./stateHash";

export const STEP_MS = 1000;

/** The action as sent by Python (`Action.to_dict()`); coordinates are normalised 0-1000. */
export interface WireAction {
  type: ActionType;
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

/** The current phone's page errors (the phone whose call was running: Python serialises a page's calls) and how many it has reported. */
const errorsOf = perPhone(() => ({ all: [] as string[], reported: 0 }));
const bootErrors: string[] = [];
const pageError = (message: string): void => {
  (hasPhone() ? errorsOf().all : bootErrors).push(message);
};
window.addEventListener("error", (e) => pageError(`${e.message} (${e.filename}:${e.lineno})`));
window.addEventListener("unhandledrejection", (e) => pageError(`unhandled rejection: ${String(e.reason)}`));

function px(v: number | undefined, size: number, name: string): number {
  if (typeof v !== "number" || !Number.isFinite(v) || v < 0 || v > 1000) throw new RangeError(`${name} must be a number in 0..1000 (normalised); got ${v}`);
  return Math.min(size - 1, (v / 1000) * size);
}

function newErrors(): string[] {
  const e = errorsOf();
  const out = e.all.slice(e.reported);
  e.reported = e.all.length;
  return out;
}

/** The state last sent to Python and its number, per phone: the base of the next `changes`. */
const syncOf = perPhone(() => ({ last: null as { seq: number; state: PhoneState } | null }));

function syncState(since?: number | "fresh"): StateSync {
  const state = getState();
  const sync = syncOf();
  const synced = sync.last;
  const base = since === "fresh" ? freshBase?.state ?? null : synced !== null && synced.seq === since ? synced.state : null;
  const seq = (synced?.seq ?? 0) + 1;
  sync.last = { seq, state };
  return base === null ? { seq, state: JSON.stringify(state) } : { seq, changes: JSON.stringify(stateChanges(base, state)) };
}

/**
 * The fresh phone of the last start time and time zone, deep-frozen. Episodes start from it
 * and share it (every phone of the page too) (store updates copy what they change; nothing writes into a frozen document),
 * so a reset neither builds every app's initial state again nor copies and freezes it: that was
 * a third of a reset's JavaScript. Only the seed differs between episodes.
 */
let freshBase: { key: string; state: PhoneState } | null = null;

function freshOf(opts: FreshPhoneOptions): PhoneState {
  const key = `${opts.startMs ?? "default"}/${opts.tzOffsetMinutes ?? "default"}`;
  if (freshBase?.key !== key) freshBase = { key, state: freeze(freshPhone({ ...opts, seed: 0 }), true) };
  return freshBase.state;
}

function fresh(opts: FreshPhoneOptions): PhoneState {
  const base = freshOf(opts);
  return { ...base, ui: { ...base.ui, rng: (opts.seed ?? 0) | 0 } };
}

const isRecord = (v: unknown): boolean => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * A fresh phone, a copy of the given state, or the fresh phone of `phone.json` (default start,
 * seed 0) with `changes` applied (a snapshot as Python sends it), validated, in the store;
 * rendered at the next flush. Changes share every unchanged subtree with that fresh phone, so
 * only what they replace is validated, frozen and hashed again.
 */
function loadPhone(opts: { state?: unknown; changes?: unknown } & FreshPhoneOptions): void {
  if (opts.changes !== undefined) {
    const base = freshOf({});
    const next = withChanges(base, opts.changes);
    if (isRecord(next) && isRecord((next as PhoneState).apps)) checkChanged(base, next as PhoneState);
    else checkPhoneState(next);
    replaceState(next as PhoneState);
    return;
  }
  if (opts.state === undefined) {
    replaceState(fresh(opts));
    return;
  }
  checkPhoneState(opts.state);
  replaceState(structuredClone(opts.state));
}

/** A patch applied atomically and validated (see patch.ts); rendered at the next flush. */
function patchPhone(patch: unknown): void {
  replaceState(applyPatch(getState(), patch));
}

/**
 * Run `change` and render its result; if either throws, the state is put back (and drawn anew)
 * and the error thrown: a refusal as it is, anything else as `failure`'s error naming it. A
 * valid state can still fail to draw (a launcher page naming an app that is not installed): the
 * page must not keep what it cannot draw. Callers resolve names (apps, screens) before, so that
 * their errors keep their own types.
 */
async function atomically(change: () => void, failure: (message: string) => Error): Promise<void> {
  const before = hasState() ? getState() : null;
  const putBack = async (): Promise<void> => {
    if (before === null) return;
    replaceState(before);
    await api.settle(); // drawn anew (main.tsx drops a tree whose render threw), fonts loaded
  };
  const why = (e: unknown): string => (e instanceof Error ? `${e.name}: ${e.message}` : String(e));
  try {
    change();
  } catch (e) {
    await putBack();
    if (e instanceof PatchError || e instanceof PayloadError) throw e;
    throw failure(`it failed inside the page, so nothing changed: ${why(e)}`);
  }
  try {
    flush();
  } catch (e) {
    await putBack();
    throw failure(`the page could not draw the result, so nothing changed: ${why(e)}`);
  }
}

const patchFailure = (m: string): Error => new PatchError(m);

const RESET_FIELDS = ["state", "changes", "seed", "startMs", "tzOffsetMinutes"] as const;
const EPISODE_FIELDS = ["seed", "patch", "state", "changes", "app"] as const;
const ACTION_FIELDS = ["type", "x", "y", "x2", "y2", "text", "duration_ms", "clear", "app"] as const;
const TARGET_FIELDS = ["text", "testId", "role", "name", "exact", "nth"] as const;

function checkFreshOptions(call: string, o: Record<string, unknown>): void {
  for (const name of ["seed", "startMs", "tzOffsetMinutes"]) field(call, o, name, "integer");
}

function appId(name: string): string {
  const app = findApp(name);
  if (!app) throw new UnknownAppError(`unknown app '${name}'; installed: ${APPS.map((x) => `${x.id} (${x.label})`).join(", ")}`);
  return app.id;
}

function stateJson(): string {
  return JSON.stringify(getState());
}

function checkAction(a: unknown): asserts a is WireAction {
  const o = options("act", a, "action", ACTION_FIELDS, false);
  field("act", o, "type", "string", false);
  if (!(ACTION_TYPES as readonly unknown[]).includes(o.type)) throw new PayloadError(`act: unknown action type ${shown(o.type)}; one of ${ACTION_TYPES.join(", ")}`);
  for (const name of ["x", "y", "x2", "y2", "duration_ms"]) field("act", o, name, "number");
  for (const name of ["text", "app"]) field("act", o, name, "string");
  field("act", o, "clear", "boolean");
  const ms = o.duration_ms as number | undefined;
  if (ms !== undefined && !(ms >= 0 && ms <= MAX_DURATION_MS)) throw new PayloadError(`act: 'duration_ms' must be milliseconds from 0 to ${MAX_DURATION_MS} (a longer WAIT is several WAITs); got ${shown(ms)}`);
}

/** Actions that find their target by hit-testing the drawn page (os/input.ts): the phone must be the one drawn. */
const HIT_TESTED: ReadonlySet<ActionType> = new Set(["CLICK", "DOUBLE_TAP", "LONG_PRESS", "SWIPE", "DRAG"]);

function perform(a: WireAction): string {
  if (HIT_TESTED.has(a.type)) showPhone();
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
      return `back: closed ${systemBack()}`;
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
    default: {
      const unknown: never = a.type; // every type of ACTION_TYPES has its case above
      throw new PayloadError(`act: unknown action type ${shown(unknown)}`);
    }
  }
}

export const api = {
  version: API_VERSION,
  screen: { width: SCREEN_W, height: SCREEN_H },

  /**
   * A fresh phone, the given `state`, or a snapshot as its `changes` against the fresh phone of
   * `phone.json` (what `snapshot` gives), rendered. Returns the state hash.
   */
  async reset(opts: { state?: unknown; changes?: unknown } & FreshPhoneOptions = {}): Promise<string> {
    const o = options("reset", opts, "options", RESET_FIELDS);
    checkFreshOptions("reset", o);
    if (o.state !== undefined && o.changes !== undefined) throw new PayloadError("reset: give a 'state' or its 'changes', not both");
    if (o.state !== undefined || o.changes !== undefined) await loadValidators();
    await atomically(() => loadPhone(opts), patchFailure);
    await api.settle();
    newErrors();
    collectAfterFirstReset();
    return stateHash(getState());
  },

  getState(): PhoneState {
    return getState();
  },

  getStateJson: stateJson,

  /**
   * The state as JSON text of its changes against the fresh phone of `phone.json` (default
   * start, seed 0): Python rebuilds the whole document from its own copy of that phone, and
   * `reset({changes})` takes it back. A few kB where the document is 87 kB.
   */
  snapshot(): string {
    return JSON.stringify(stateChanges(freshOf({}), getState()));
  },

  hash(): string {
    return stateHash(getState());
  },

  /** What the screen shows, as a key that equal captures share (drawnKey.ts). */
  drawnKey,

  /** Apply a patch atomically (see patch.ts); returns the new hash. */
  async patch(patch: unknown): Promise<string> {
    await loadValidators();
    await atomically(() => patchPhone(patch), patchFailure);
    await api.settle();
    return stateHash(getState());
  },

  /**
   * A task episode's start in one round trip: a fresh phone from `seed`, the task's set-up
   * patch, its first app in front (no clock tick), rendered and laid out once (not once per
   * part: the three renders and layouts were most of a reset's JS); returns the state as what
   * changed against the fresh phone of the default start time with seed 0, the state Python
   * reads from the build's phone.json (sending the whole 50 kB document cost a reset about 2 ms
   * of transfer and parsing over all processes). With a snapshot instead of a patch (`state`, or
   * its `changes` as `reset` takes them; validated), the episode starts from that phone.
   */
  async startEpisode(opts: { seed: number; patch?: unknown; state?: unknown; changes?: unknown; app?: string }): Promise<StateSync> {
    const o = options("startEpisode", opts, "options", EPISODE_FIELDS, false);
    field("startEpisode", o, "seed", "integer", false);
    field("startEpisode", o, "app", "string");
    const given = (["patch", "state", "changes"] as const).filter((k) => o[k] !== undefined);
    if (given.length > 1) throw new PayloadError(`startEpisode: give one of a set-up 'patch', a 'state' or its 'changes', not ${given.map((k) => `'${k}'`).join(" and ")}`);
    const app = opts.app === undefined ? undefined : appId(opts.app);
    if (given.length) await loadValidators();
    await atomically(() => {
      loadPhone({ seed: opts.seed, state: opts.state, changes: opts.changes });
      if (opts.patch !== undefined) patchPhone(opts.patch);
      if (app !== undefined) openApp(app);
    }, patchFailure);
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
    checkAction(a);
    const o = options("act", opts, "options", ["withState", "since"]);
    field("act", o, "withState", "boolean");
    if (o.since !== null) field("act", o, "since", "integer"); // null: no state received yet
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
    advanceClock(a.type === "WAIT" ? a.duration_ms ?? STEP_MS : STEP_MS);
    await api.settle();
    collectWhenDue();
    return { effect, errors: newErrors(), hash: stateHash(getState()), redrawn: redrawn(), ...(opts.withState ? syncState(opts.since) : {}) };
  },

  /**
   * Rendered and settled: pending renders flushed, the UI chunks of apps drawn for the first
   * time loaded and drawn (os/appUi.ts), the CJK font added if the screen needs it (os/fonts.ts),
   * layout done, and bundled fonts that the new layout asked for (a CJK or emoji range) loaded.
   * Nothing else can be pending: no animations, no timers, no network. Costs a layout pass when
   * nothing is loading.
   */
  async settle(): Promise<void> {
    flush();
    while (await uiLoads()) flush();
    await loadFontsOnNeed();
    void document.body.offsetHeight;
    if (document.fonts.status !== "loaded") await document.fonts.ready;
  },

  /**
   * Open `app` at `screen` with a payload (pushed on the app's stack), as another app would. The
   * payload must be of the screen's params type and pass the app's intent check (screenParams.ts):
   * a refusal names the field and changes nothing.
   */
  async intent(app: string, screen: string, params: Record<string, Json> = {}): Promise<string> {
    arg("intent", "app", app, "string");
    arg("intent", "screen", screen, "string");
    arg("intent", "params", params, "object");
    checkPlainJson(params, "params", (m) => new PayloadError(`intent: ${m}`), 5);
    const id = appId(app);
    const screens = screenNames(APPS.find((x) => x.id === id)!);
    if (!screens.includes(screen)) throw new PayloadError(`intent: app '${id}' has no screen '${screen}'; screens: ${screens.join(", ")}`);
    await Promise.all([loadValidators(), loadScreenCheck(id, screen)]);
    checkScreenParams(id, screen, params);
    await atomically(() => sendIntent(id, screen, params), (m) => new PayloadError(`intent ${id}/${screen}: ${m}`));
    await api.settle();
    return stateHash(getState());
  },

  /**
   * Each app's screens' params: by app id and screen, the keys its params type names and those it
   * requires (what `intent` takes; the types are in each app's params module).
   */
  async screenParams(): Promise<Record<string, Record<string, { keys: string[]; required: string[] }>>> {
    await loadValidators();
    return Object.fromEntries(APPS.map((a) => [a.id, Object.fromEntries(screenNames(a).map((screen) => [screen, screenParamKeys(a.id, screen)]))]));
  },

  apps(): Array<{ id: string; label: string; hidden: boolean; screens: string[]; navigation: Record<string, string[]> }> {
    return APPS.map((a) => ({ id: a.id, label: a.label, hidden: a.hidden === true, screens: screenNames(a), navigation: a.navigation }));
  },

  errors(): string[] {
    return [...bootErrors, ...errorsOf().all];
  },

  /** Make phone `n` of this page current (os/phones.ts: dense mode): every later call acts on it. */
  select(n: number): void {
    arg("select", "n", n, "integer");
    selectPhone(n);
  },

  /**
   * Draw the current phone (os/phones.ts), laid out and its fonts loaded, as a capture of the
   * page needs it. Nothing to do when it is drawn already.
   */
  async show(): Promise<void> {
    if (showPhone()) await api.settle();
  },

  /** How many phones this page holds. */
  phones(): number {
    return phoneCount();
  },

  locate(t: Target) {
    const o = options("locate", t, "target", TARGET_FIELDS, false);
    for (const name of ["text", "testId", "role", "name"]) field("locate", o, name, "string");
    field("locate", o, "exact", "boolean");
    field("locate", o, "nth", "integer");
    if (o.text === undefined && o.testId === undefined && o.role === undefined) throw new PayloadError("locate: name one of 'text', 'testId' or 'role'");
    showPhone();
    return locate(t);
  },

  /** Every visible element a target can name (test id, text, role, centre in 0-1000). */
  targets() {
    showPhone();
    return onScreen();
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
