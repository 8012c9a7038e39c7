import { produce } from "immer";
import { describe, expect, it } from "vitest";
import { stateChanges, withChanges, type StateChange } from "../src/control/changes";
import { freeze } from "immer";
import { freshPhone } from "../src/os/defaultState";

/** Python's side of the protocol, in JS: replace or delete each changed path in a copy. */
function applied(state: unknown, changes: StateChange[]): unknown {
  const out = structuredClone(state) as Record<string | number, unknown>;
  for (const [path, ...value] of changes) {
    if (path.length === 0) return value[0];
    let node = out;
    for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
    const last = path[path.length - 1];
    if (value.length) node[last] = value[0];
    else delete node[last];
  }
  return out;
}

describe("stateChanges", () => {
  const before = freshPhone({ seed: 3 });

  it("is empty for the same state and lists only the changed subtrees", () => {
    expect(stateChanges(before, before)).toEqual([]);
    const after = produce(before, (d) => {
      d.os.clock.now += 1000;
      d.os.settings.wifi = !d.os.settings.wifi;
    });
    expect(stateChanges(before, after)).toEqual([
      [["os", "clock", "now"], after.os.clock.now],
      [["os", "settings", "wifi"], after.os.settings.wifi],
    ]);
  });

  it("rebuilds the new state from the old: additions, deletions, list growth", () => {
    const after = produce(before, (d) => {
      d.os.providers.contacts.push({ ...d.os.providers.contacts[0], id: "c99", name: "New Person" });
      d.os.providers.contacts[0].name = "Renamed";
      delete (d.os.device as Record<string, unknown>).serial;
      (d.os.device as Record<string, unknown>).nickname = "Phone";
      d.ui.foreground = "clock";
    });
    const changes = stateChanges(before, after);
    expect(applied(before, changes)).toEqual(after);
    // A list that grew is sent whole; one of the same length item by item.
    expect(changes.some(([p]) => p.join("/") === "os/providers/contacts")).toBe(true);
    expect(applied(before, stateChanges(before, structuredClone(after)))).toEqual(after);
  });
});

describe("stateChanges and key order", () => {
  const before = freshPhone({ seed: 3 });

  it("sends a record whole when applying its keys one by one would not give its order", () => {
    const { wifiConnected, ...rest } = before.os.settings as unknown as Record<string, unknown>;
    const moved = { ...before, os: { ...before.os, settings: { ...rest, wifiConnected } } };
    const changes = stateChanges(before, moved);
    expect(changes).toEqual([[["os", "settings"], moved.os.settings]]);
    expect(Object.keys((applied(before, changes) as typeof before).os.settings)).toEqual(Object.keys(moved.os.settings));
    // Keys added after the kept ones, in order, are sent one by one.
    const grown = produce(before, (d) => {
      (d.ui.stacks as Record<string, unknown>).clock = [{ screen: "alarms", params: {}, id: 90 }];
    });
    expect(stateChanges(before, grown).map(([p]) => p.join("/"))).toEqual(["ui/stacks/clock"]);
  });
});

describe("withChanges", () => {
  const base = freeze(freshPhone({ seed: 0 }), true);

  it("rebuilds a state from its changes, sharing every untouched subtree", () => {
    const after = produce(base, (d) => {
      d.os.settings.wifi = !d.os.settings.wifi;
      d.ui.foreground = "clock";
    });
    const rebuilt = withChanges(base, stateChanges(base, after)) as typeof base;
    expect(rebuilt).toEqual(after);
    expect(rebuilt.apps).toBe(base.apps);
    expect(rebuilt.os.clock).toBe(base.os.clock);
    expect(withChanges(base, [])).toBe(base);
  });

  it.each([
    [{ changes: 5 }, /the changes must be a list/],
    [[["os"]], /change 0 must be \[path, value\]|nothing|not a key/],
    [[[["os", "__proto__", "x"], 1]], /'__proto__' at \/os is refused/],
    [[[["os", "nosuch", "x"], 1]], /change 0: nothing to change at \/os\/nosuch\/x/],
    [[[["os", 1.5], 1]], /keys \(strings\) and indices/],
    [[[["os", "notifications", 3], {}]], /not a key of that list/],
    [[[["os", "settings", "wifi"], Number.NaN]], /\/os\/settings\/wifi: NaN is not a JSON number/],
    [[[[]]], /deletes the whole state/],
  ])("refuses malformed changes naming the change: %j", (changes, message) => {
    expect(() => withChanges(base, (changes as { changes?: unknown }).changes ?? changes)).toThrow(message);
  });
});
