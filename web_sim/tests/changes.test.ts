import { produce } from "immer";
import { describe, expect, it } from "vitest";
import { stateChanges, type StateChange } from "../src/control/changes";
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
