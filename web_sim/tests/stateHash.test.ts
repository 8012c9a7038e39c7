import { freeze, produce } from "immer";
import { describe, expect, it } from "vitest";
import { stateHash } from "../src/control/stateHash";
import { freshPhone } from "../src/os/defaultState";

/** Every leaf of a JSON document with its path. */
function leaves(v: unknown, path: (string | number)[] = []): Array<[(string | number)[], unknown]> {
  if (v === null || typeof v !== "object") return [[path, v]];
  return Object.entries(v).flatMap(([k, x]) => leaves(x, [...path, Array.isArray(v) ? Number(k) : k]));
}

function changedLeaf(v: unknown): unknown {
  if (typeof v === "number") return v + 1;
  if (typeof v === "boolean") return !v;
  if (typeof v === "string") return `${v}x`;
  return 0;
}

describe("stateHash", () => {
  const before = freeze(freshPhone({ seed: 5 }), true);

  it("depends on content only: a structured clone and a shared-subtree update hash alike", () => {
    expect(stateHash(structuredClone(before))).toBe(stateHash(before));
    const same = produce(before, (d) => {
      d.os.clock.now += 1000;
    });
    const back = produce(same, (d) => {
      d.os.clock.now -= 1000;
    });
    expect(back).not.toBe(before);
    expect(stateHash(back)).toBe(stateHash(before));
    expect(stateHash(before)).toMatch(/^[0-9a-f]{8}$/);
  });

  it("changes when any single leaf changes (every leaf of a fresh phone, each after the memo is warm)", () => {
    const base = stateHash(before);
    const all = leaves(before);
    expect(all.length).toBeGreaterThan(500);
    for (const [path, value] of all) {
      const after = produce(before, (d) => {
        let node = d as unknown as Record<string | number, unknown>;
        for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
        node[path[path.length - 1]] = changedLeaf(value);
      });
      expect(stateHash(after), path.join("/")).not.toBe(base);
    }
  });

  it("tells structure apart: key names, order in arrays, a string from a number, missing from null", () => {
    const h = (v: unknown) => stateHash(v);
    expect(h({ a: 1 })).not.toBe(h({ b: 1 }));
    expect(h([1, 2])).not.toBe(h([2, 1]));
    expect(h({ a: "1" })).not.toBe(h({ a: 1 }));
    expect(h({ a: null })).not.toBe(h({}));
    expect(h({ a: undefined })).toBe(h({}));  // as JSON.stringify drops it
    expect(h([[1], 2])).not.toBe(h([1, [2]]));
  });

  it("is not fooled by an unfrozen object changed in place (only frozen objects are remembered)", () => {
    const loose = { a: { b: 1 } };
    const first = stateHash(loose);
    loose.a.b = 2;
    expect(stateHash(loose)).not.toBe(first);
  });
});
