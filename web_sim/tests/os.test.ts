import { describe, expect, it } from "vitest";
import { freshPhone, launcherGrid } from "../src/os/defaultState";
import { APPS } from "../src/os/registry";
import type { AppManifest } from "../src/os/types";
import { mulberry32 } from "../src/os/rng";
import { formatDuration, formatHm, formatOffsetDiff, wallTime } from "../src/os/time";
import { evaluate, formatNumber } from "../src/apps/calculator/evaluate";

describe("fresh phone", () => {
  it("is deterministic and JSON-clean", () => {
    const a = JSON.stringify(freshPhone({ seed: 7 }));
    expect(a).toBe(JSON.stringify(freshPhone({ seed: 7 })));
    expect(JSON.parse(a).ui.rng).toBe(7);
  });

  it("gives every list entity a unique id", () => {
    const s = freshPhone();
    for (const list of [s.os.providers.contacts, s.os.networks.wifi, s.os.networks.bluetooth]) {
      const ids = list.map((x) => x.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});

describe("home screen layout", () => {
  it("keeps every icon where it was when an app is added: a new app takes the first free slot", () => {
    const before = launcherGrid(APPS);
    expect(freshPhone().os.launcher.pages[0]).toEqual(before);
    // An app whose label sorts first (before "AnswerSheet") still goes after the existing icons.
    const added = { ...APPS[0], id: "aardvark", label: "Aardvark", hidden: false } as AppManifest;
    const after = launcherGrid([...APPS, added]);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.at(-1)).toBe("aardvark");
  });
});

describe("simulated time", () => {
  it("formats wall time at an offset, independent of the host zone", () => {
    const t = wallTime(Date.UTC(2026, 4, 14, 1, 0, 0), 480);
    expect([t.year, t.month, t.day, t.hour, t.minute, t.weekday]).toEqual([2026, 5, 14, 9, 0, 4]);
    expect(formatHm(9, 5)).toBe("09:05");
    expect(formatHm(0, 5, false)).toBe("12:05 AM");
    expect(formatOffsetDiff(-330)).toBe("-5:30 h");
    expect(formatDuration(65_300, true)).toBe("01:05.30");
  });

  it("draws the same sequence from the same seed", () => {
    const draw = (seed: number) => {
      let s = seed;
      return Array.from({ length: 5 }, () => {
        const [v, n] = mulberry32(s);
        s = n;
        return v;
      });
    };
    expect(draw(3)).toEqual(draw(3));
    expect(draw(3)).not.toEqual(draw(4));
  });
});

describe("calculator arithmetic", () => {
  it.each([
    ["7×8+2", 58],
    ["2+3×4", 14],
    ["(2+3)×4", 20],
    ["50%", 0.5],
    ["-3+1", -2],
    ["10÷4", 2.5],
  ])("%s = %d", (expr, value) => expect(evaluate(expr)).toBe(value));

  it("reports division by zero and rounds for display", () => {
    expect(() => evaluate("1÷0")).toThrow("Can't divide by 0");
    expect(formatNumber(0.1 + 0.2)).toBe("0.3");
  });
});
