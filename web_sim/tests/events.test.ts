/** The OS event queue (os/events.ts): what fires in an advance of the clock, and in what order. */
import { freeze } from "immer";
import { describe, expect, it } from "vitest";
import type { ClockState } from "../src/apps/clock/logic";
import type { NotesState } from "../src/apps/notes/logic";
import { checkCode, requestCode } from "../src/os/codes";
import { freshPhone } from "../src/os/defaultState";
import { advanceClock } from "../src/os/events";
import { schedule } from "../src/os/schedule";
import { getState, replaceState, update } from "../src/os/store";
import { applyPatch } from "../src/control/patch";
import type { PhoneState } from "../src/os/types";

const START = freshPhone().os.clock.now; // Thursday 14 May 2026, 09:00 at UTC+8
const S = 1000;

function phone(recipe: (d: PhoneState) => void = () => {}): void {
  replaceState(freshPhone({ seed: 3 }));
  update(recipe);
}

const clock = (d: PhoneState): ClockState => d.apps.clock as unknown as ClockState;
const notes = (d: PhoneState): NotesState => d.apps.notes as unknown as NotesState;
const startTimer = (d: PhoneState, ms: number): void => void Object.assign(clock(d).timer, { durationMs: ms, running: true, endsAt: d.os.clock.now + ms, remainingMs: ms });
const posted = (): Array<[string, string, number]> => getState().os.notifications.map((n) => [n.app, n.title, n.time - START]);
const smsIn = (from: string) => getState().os.providers.sms.flatMap((t) => t.messages.filter((m) => m.direction === "in" && t.address === from));

describe("the event queue", () => {
  it("fires every event due in one advance in time order, each at its own time, the clock ending where the action took it", () => {
    phone((d) => {
      schedule(d, 30 * S, "sms", "incoming", { from: "10690001", text: "third" });
      schedule(d, 10 * S, "wechat", "message", { chat: "mom", text: "first" });
      startTimer(d, 20 * S);
    });
    advanceClock(60 * S);
    expect(posted()).toEqual([
      ["wechat", expect.any(String), 10 * S],
      ["clock", "Timer", 20 * S],
      ["sms", "10690001", 30 * S],
    ]);
    expect(smsIn("10690001").map((m) => [m.text, m.time - START])).toEqual([["third", 30 * S]]);
    expect(getState().os.events).toEqual([]);
    expect(getState().os.clock.now).toBe(START + 60 * S);
  });

  it("fires nothing before its time, an event exactly at the window's end, and never twice", () => {
    phone((d) => startTimer(d, 5 * S));
    advanceClock(4 * S);
    expect(posted()).toEqual([]);
    advanceClock(1 * S);
    expect(posted()).toEqual([["clock", "Timer", 5 * S]]);
    advanceClock(60 * S);
    expect(posted()).toHaveLength(1);
  });

  it("orders events at one instant: scheduled ones in list order, then by app (registry order), then by key", () => {
    phone((d) => {
      const at = d.os.clock.now + 7 * S;
      notes(d).notes[0].reminderAt = at;
      startTimer(d, 7 * S);
      schedule(d, 7 * S, "sms", "incoming", { from: "95588", text: "b" });
      schedule(d, 7 * S, "sms", "incoming", { from: "95555", text: "a" });
    });
    advanceClock(10 * S);
    expect(posted().map(([app, title]) => `${app}:${title}`)).toEqual(["sms:95588", "sms:95555", "clock:Timer", `notes:${getState().os.notifications[3].title}`]);
    expect(new Set(posted().map((p) => p[2]))).toEqual(new Set([7 * S]));
  });

  it("fires in the same action what a handler schedules inside the window (a code SMS during a WAIT)", () => {
    phone((d) => requestCode(d, { service: "Test", sender: "1069", number: "+86 1", message: (c) => `code ${c}` }));
    const code = getState().os.verification[0].code;
    expect(code).toMatch(/^\d{6}$/);
    advanceClock(60 * S);
    expect(smsIn("1069").map((m) => [m.text, m.time - START])).toEqual([[`code ${code}`, 2 * S]]);
    let wrong = true;
    const before = getState();
    update((d) => void (wrong = checkCode(d, "Test", "+86 1", "000000" === code ? "111111" : "000000")));
    expect([wrong, getState()]).toEqual([false, before]);
    let right = false;
    update((d) => void (right = checkCode(d, "Test", "+86 1", code)));
    expect(right).toBe(true);
    update((d) => void (right = checkCode(d, "Test", "+86 1", code)));
    expect(right).toBe(false); // a code passes once
  });

  it("rings a daily alarm again the next day, and a snooze brings it back after the snooze", () => {
    phone((d) => {
      for (const a of clock(d).alarms) a.enabled = false;
      Object.assign(clock(d).alarms.find((a) => a.id === "a3")!, { enabled: true, hour: 9, minute: 1 });
    });
    advanceClock(61 * S);
    expect(getState().ui.fullScreen).toEqual({ app: "clock", screen: "ringing", params: { id: "a3" } });
    update((d) => {
      d.ui.fullScreen = null;
      clock(d).snoozes.push({ id: "a3", until: d.os.clock.now + 600 * S });
    });
    advanceClock(599 * S);
    expect(getState().ui.fullScreen).toBeNull();
    advanceClock(1 * S);
    expect(getState().ui.fullScreen?.params).toEqual({ id: "a3" });
    expect(clock(getState() as PhoneState).snoozes).toEqual([]);
    update((d) => void (d.ui.fullScreen = null));
    advanceClock(86_400 * S - 602 * S); // from 09:11:01 to 09:00:59 the next day
    expect(getState().ui.fullScreen).toBeNull();
    advanceClock(1 * S);
    expect(getState().ui.fullScreen?.params).toEqual({ id: "a3" });
  });

  it("starts over when a new episode shares the fresh phone's objects at an earlier time", () => {
    const base = freeze(freshPhone(), true);
    for (let episode = 0; episode < 2; episode++) {
      replaceState(base);
      update((d) => {
        for (const a of clock(d).alarms) a.enabled = false;
        clock(d).alarms[0] = { ...clock(d).alarms[0], enabled: true, hour: 9, minute: 2, days: [] };
      });
      advanceClock(121 * S);
      expect(getState().ui.fullScreen?.params).toEqual({ id: clock(getState() as PhoneState).alarms[0].id });
    }
  });

  it("refuses a scheduled event naming no app, no kind of it, or bad data, naming the fix", () => {
    phone();
    const add = (value: unknown) => () => applyPatch(getState(), [{ op: "add", path: "/os/events/-", value }]);
    const ev = (app: string, kind: string, data: object) => ({ id: "x1", at: START, app, kind, data });
    expect(add(ev("nope", "incoming", {}))).toThrow(/\/os\/events\/0\/app: 'nope' is not an installed app/);
    expect(add(ev("sms", "ring", {}))).toThrow(/app 'sms' has no event 'ring'; its events: incoming/);
    expect(add(ev("sms", "incoming", { from: "", text: "x" }))).toThrow(/\/os\/events\/0\/data: 'from' must be the sender's number/);
    expect(add(ev("wechat", "message", { chat: "nobody", text: "x" }))).toThrow(/'chat' must be a contact's or group's id/);
    expect(applyPatch(getState(), [{ op: "add", path: "/os/events/-", value: ev("sms", "incoming", { from: "1", text: "ok" }) }]).os.events).toHaveLength(1);
  });
});
