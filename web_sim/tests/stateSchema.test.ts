import { describe, expect, it } from "vitest";
import { PatchError } from "../src/control/errors";
import { applyPatch } from "../src/control/patch";
import { checkPhoneState } from "../src/control/stateSchema";
import { freshPhone } from "../src/os/defaultState";
import { APPS } from "../src/os/registry";
import type { PhoneState } from "../src/os/types";

const fresh = (): PhoneState => JSON.parse(JSON.stringify(freshPhone({ seed: 1 })));

describe("the state schema, derived from the simulator's types", () => {
  it("accepts every fresh phone, and a state that every app has opened", () => {
    const s = fresh();
    expect(() => checkPhoneState(s)).not.toThrow();
    s.ui.stacks = Object.fromEntries(APPS.map((a, i) => [a.id, [{ id: i + 1, screen: a.home, params: {}, data: {}, scroll: {}, overlay: null }]]));
    s.ui.foreground = APPS[0].id;
    s.ui.recents = APPS.map((a) => a.id);
    expect(() => checkPhoneState(s)).not.toThrow();
  });

  it.each<[string, (s: any) => void, RegExp]>([
    ["a wrong leaf type", (s) => (s.os.settings.wifi = "on"), /\/os\/settings\/wifi: expected a boolean, got "on"/],
    ["a list turned into a map", (s) => (s.os.notifications = {}), /\/os\/notifications: expected an array, got an object/],
    ["an element of the wrong type", (s) => s.os.providers.contacts.push(7), /\/os\/providers\/contacts\/\d+: expected an object, got 7/],
    ["an enum value it does not know", (s) => (s.os.providers.sms[0].messages[0].direction = "sideways"), /direction: expected one of "in", "out"/],
    ["a nullable field given a number", (s) => (s.ui.focus = 3), /\/ui\/focus: expected a string or null, got 3/],
    ["an unknown app", (s) => (s.apps.tiktok = {}), /unknown key 'tiktok' at \/apps/],
    ["a removed app", (s) => delete s.apps.notes, /missing key 'notes' at \/apps/],
    ["a key an app does not have", (s) => (s.apps.settings.extra = 1), /unknown key 'extra' at \/apps\/settings; it holds no keys/],
    ["an extra top-level key", (s) => (s.extra = 1), /unknown key 'extra' at \/; known keys: os, apps, ui/],
    ["a broken RNG state", (s) => (s.ui.rng = 2 ** 40), /\/ui\/rng: expected a 32-bit integer/],
    ["a foreground app that does not exist", (s) => (s.ui.foreground = "ghost"), /\/ui\/foreground: 'ghost' is not an installed app/],
    ["a prototype key", (s) => (s.ui.stacks = JSON.parse('{"__proto__": []}')), /the key '__proto__' at \/ui\/stacks\/__proto__ is refused/],
    ["a value nested too deep", (s) => (s.ui.lastAnswer = JSON.parse("[".repeat(5000) + "]".repeat(5000))), /\/ui\/lastAnswer(\/0)+ is nested deeper than 64 levels/],
  ])("refuses %s, naming the path and what was expected", (_, tamper, message) => {
    const s = fresh();
    tamper(s);
    expect(() => checkPhoneState(s)).toThrow(PatchError);
    expect(() => checkPhoneState(s)).toThrow(message);
  });
});

describe("patches keep the state of its types", () => {
  const base = freshPhone({ seed: 1 });

  it.each<[string, unknown, RegExp]>([
    ["removing a required key", [{ op: "remove", path: "/os/settings" }], /missing key 'settings' at \/os/],
    ["an element of another type", [{ op: "add", path: "/os/notifications/-", value: "hi" }], /\/os\/notifications\/0: expected an object, got "hi"/],
    ["a half element", [{ op: "add", path: "/apps/clock/alarms/-", value: { id: "a9" } }], /missing key '\w+' at \/apps\/clock\/alarms\/\d+/],
    ["a path through __proto__", [{ op: "add", path: "/ui/__proto__/polluted", value: 1 }], /bad path \/ui\/__proto__\/polluted: the key '__proto__'/],
    ["a path through constructor", [{ op: "add", path: "/ui/constructor/prototype/x", value: 1 }], /the key 'constructor'/],
    ["a value holding __proto__", [{ op: "add", path: "/ui/stacks/x", value: JSON.parse('{"__proto__": {"polluted": 1}}') }], /the key '__proto__' at \/ui\/stacks\/x\/__proto__/],
    ["a merge patch holding __proto__", JSON.parse('{"ui": {"__proto__": {"polluted": 1}}}'), /bad merge patch: the key '__proto__' at \/ui\/__proto__/],
    ["an inherited key", [{ op: "replace", path: "/os/settings/hasOwnProperty", value: 1 }], /unknown path \/os\/settings\/hasOwnProperty/],
    ["a section replaced by null", [{ op: "add", path: "/os", value: null }], /\/os: expected an object, got null/],
  ])("refuses %s and leaves the prototypes alone", (_, patch, message) => {
    expect(() => applyPatch(base, patch)).toThrow(message);
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("patches that keep the types", () => {
  it("copy a subtree of the draft (a Proxy structuredClone cannot clone)", () => {
    const base = freshPhone({ seed: 1 });
    const next = applyPatch(base, [{ op: "copy", from: "/os/networks/wifi/0", path: "/os/networks/wifi/-" }]);
    expect(next.os.networks.wifi.at(-1)).toEqual(base.os.networks.wifi[0]);
  });
});

describe("the generated validators", () => {
  it("are built from the current sources (else: npm run schema)", async () => {
    const { spawnSync } = await import("node:child_process");
    const check = spawnSync(process.execPath, ["scripts/stateSchema.mjs", "--check"], { encoding: "utf8" });
    expect(check.stderr).toBe("");
    expect(check.status).toBe(0);
  });
});
