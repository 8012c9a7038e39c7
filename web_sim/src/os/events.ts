/**
 * The OS event queue on the simulated clock. When an action or a WAIT moves the clock from `t0`
 * to `t1`, every event due in (t0, t1] fires inside that action, in time order, with the clock
 * set to its time, then the clock reaches `t1` (so a message's time is the event's time, and a
 * handler that schedules something within the window sees it fire in the same action).
 *
 * Events come from two places, both handled by the apps' manifests (`events.handlers`):
 * - what an app's state implies (`events.upcoming`: an enabled alarm's next ring, a running
 *   timer's end, a note's reminder), derived, never stored, so a set-up patch or a restored
 *   snapshot cannot leave a stale copy behind;
 * - one-shot scheduled events in `os.events` (a template's incoming message, a code SMS; apps add
 *   them with `schedule` of os/schedule.ts), removed when they fire; one whose time has already
 *   passed fires at the next action.
 *
 * Cost: an app's `upcoming` runs again only when its state object changed (immer shares the
 * untouched ones) or one of its events fired; an action that changed no app and whose window
 * ends before the earliest known event costs a few comparisons.
 * Ties: events at the same instant fire scheduled ones first (in list order), then by app (in
 * registry order), then by kind and data.
 */
import { batteryAt } from "./battery";
import { APPS, findApp } from "./registry";
import { perPhone } from "./phones";
import { getState, update } from "./store";
import type { AppEvent, EventHandler, Json, PhoneState, ScheduledEvent } from "./types";

interface Due { at: number; source: number; key: string; app: string; kind: string; data: Record<string, Json>; scheduledId: string | null }

/** Apps with events of their own state, in registry order (source 1, 2, ...; 0 is `os.events`). */
const DERIVING = APPS.filter((a) => a.events?.upcoming !== undefined);

const before = (a: Due, b: Due): boolean => a.at < b.at || (a.at === b.at && (a.source < b.source || (a.source === b.source && a.key < b.key)));

/**
 * Each deriving app's upcoming events as last computed (sorted), with the state and the instant
 * they came from: still true while that state stays and the clock has not gone back (a new
 * episode shares the fresh phone's objects but starts earlier).
 */
const derived = perPhone(() => new Map<string, { state: unknown; tz: number; from: number; list: Due[] }>());

function upcomingOf(s: PhoneState, index: number): Due[] {
  const app = DERIVING[index];
  const state = s.apps[app.id];
  const memo = derived().get(app.id);
  const now = s.os.clock.now;
  if (memo && memo.state === state && memo.tz === s.os.clock.tzOffsetMinutes && memo.from <= now) return memo.list;
  const list = app.events!.upcoming!(state, s.os)
    .map((e: AppEvent) => ({ at: e.at, source: index + 1, key: `${e.kind}:${JSON.stringify(e.data)}`, app: app.id, kind: e.kind, data: e.data, scheduledId: null }))
    .sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
  derived().set(app.id, { state, tz: s.os.clock.tzOffsetMinutes, from: now, list });
  return list;
}

function scheduledDue(e: ScheduledEvent, i: number): Due {
  return { at: e.at, source: 0, key: String(i).padStart(6, "0"), app: e.app, kind: e.kind, data: e.data, scheduledId: e.id };
}

/**
 * The earliest event not yet fired: scheduled ones at any time; derived ones after the window's
 * start `t0`, not before the `instant` reached (earlier ones have fired) and not in `fired`
 * (the keys fired at that instant).
 */
function earliest(s: PhoneState, t0: number, instant: number, fired: Set<string>): Due | null {
  let best: Due | null = null;
  s.os.events.forEach((e, i) => {
    const due = scheduledDue(e, i);
    if (best === null || before(due, best)) best = due;
  });
  for (let i = 0; i < DERIVING.length; i++) {
    for (const due of upcomingOf(s, i)) {
      if (due.at <= t0 || due.at < instant || (due.at === instant && fired.has(`${due.app}|${due.key}`))) continue;
      if (best === null || before(due, best)) best = due;
      break;
    }
  }
  return best;
}

function handlerOf(app: string, kind: string): EventHandler | undefined {
  return findApp(app)?.events?.handlers[kind];
}

/** What the last window left: when nothing changed since, no event is due before `next`. */
const quiet = perPhone(() => ({ last: null as { apps: PhoneState["apps"]; events: ScheduledEvent[]; tz: number; from: number; next: number } | null }));

/** Fire what is due up to `end` (see the module's docstring); the clock ends at `end`. */
function fireDue(end: number): void {
  const s0 = getState();
  const t0 = s0.os.clock.now;
  const q = quiet();
  const last = q.last;
  if (last && last.apps === s0.apps && last.events === s0.os.events && last.tz === s0.os.clock.tzOffsetMinutes && last.from <= t0 && last.next > end) return;
  const fired = new Set<string>();
  let instant = t0;
  for (;;) {
    const s = getState();
    const due = earliest(s, t0, instant, fired);
    if (due === null || due.at > end) {
      q.last = { apps: s.apps, events: s.os.events, tz: s.os.clock.tzOffsetMinutes, from: t0, next: due?.at ?? Infinity };
      return;
    }
    const handler = handlerOf(due.app, due.kind);
    if (!handler) throw new Error(`event '${due.kind}' of app '${due.app}' has no handler`);
    if (due.at > instant) {
      instant = due.at;
      fired.clear();
    }
    update((d) => {
      d.os.clock.now = Math.max(d.os.clock.now, due.at);
      if (due.scheduledId !== null) d.os.events = d.os.events.filter((e) => e.id !== due.scheduledId);
      handler.fire(d, due.data);
    });
    if (due.scheduledId === null) {
      fired.add(`${due.app}|${due.key}`);
      derived().delete(due.app); // recurring events come back after this instant
    }
  }
}

/**
 * The clock rule's one place: fire what is due on the way, then move the clock by `ms`, let the
 * battery drain (a function of elapsed simulated time) and let what shows for a while (toast,
 * heads-up banner) lapse.
 */
export function advanceClock(ms: number): void {
  const end = getState().os.clock.now + ms;
  fireDue(end);
  update((d) => {
    d.os.clock.now = end;
    d.os.battery = batteryAt(d.os.battery, end);
    if (d.ui.toast && d.ui.toast.until <= end) d.ui.toast = null;
    if (d.ui.headsUp && d.ui.headsUp.until <= end) d.ui.headsUp = null;
  });
}

/** What is wrong with the scheduled events of a state (unknown app or kind, bad data), or null. */
export function scheduledEventProblem(s: PhoneState): string | null {
  for (const [i, e] of s.os.events.entries()) {
    const app = findApp(e.app);
    if (!app || app.id !== e.app) return `/os/events/${i}/app: '${e.app}' is not an installed app; installed: ${APPS.map((a) => a.id).join(", ")}`;
    const handler = app.events?.handlers[e.kind];
    if (!handler) {
      const kinds = Object.keys(app.events?.handlers ?? {});
      return `/os/events/${i}/kind: app '${e.app}' has no event '${e.kind}'; its events: ${kinds.join(", ") || "none"}`;
    }
    const bad = handler.check?.(e.data, s);
    if (bad) return `/os/events/${i}/data: ${bad}`;
  }
  return null;
}
