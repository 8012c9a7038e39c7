import { describe, expect, it } from "vitest";
import { freshPhone, launcherGrid } from "../src/os/defaultState";
import { ICONS_PER_PAGE, addWidget, dropOnto, findFolder, pageCapacity, removeWidget, setWallpaper, takeOut } from "../src/os/launcher";
import { APPS, compareLabels } from "../src/os/registry";
import type { AppManifest } from "../src/os/types";
import { mulberry32 } from "../src/os/rng";
import { formatDuration, formatHm, formatOffsetDiff, wallTime } from "../src/os/time";
import { evaluate, formatNumber } from "../src/apps/calculator/evaluate";

describe("app labels", () => {
  it("sort as the en collator sorts them, without it for letters, digits and spaces", () => {
    const byCollator = (labels: string[]) => [...labels].sort((a, b) => a.localeCompare(b, "en"));
    const ours = (labels: string[]) => [...labels].sort(compareLabels);
    const installed = APPS.map((a) => a.label);
    expect(installed).toEqual(byCollator(installed));
    const tricky = ["eBay", "EBay", "ebay", "X", "x", "Calculator 2", "Calculator", "Calculator10", "12306", "1 2", "WeChat", "WeChat Reading", "Wechat", "RedNote", "Reddit", "a b", "ab", "a", "A", ""];
    expect(ours(tricky)).toEqual(byCollator(tricky));
    const others = ["Files & Co", "Émile", "files", "Zed"];
    expect(ours(others)).toEqual(byCollator(others));
  });
});

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
    expect(freshPhone().os.launcher.pages.flat()).toEqual(before);
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

describe("launcher folders", () => {
  const grid = (s: ReturnType<typeof freshPhone>) => s.os.launcher.pages[0];

  it("makes a folder in the target's slot, adds to it, and takes apps out until it dissolves", () => {
    const s = freshPhone();
    const slot = grid(s).indexOf("reddit");
    expect(dropOnto(s, "spotify", "reddit")).toBe(true);
    expect(grid(s)[slot]).toEqual({ id: "f1", name: "Folder", apps: ["reddit", "spotify"] });
    expect(s.os.nextId).toBe(2);
    expect(dropOnto(s, "x", "f1")).toBe(true);
    expect(dropOnto(s, "x", "f1")).toBe(false); // already in it
    expect(dropOnto(s, "notes", "notes")).toBe(false);
    expect(dropOnto(s, "notes", "nope")).toBe(false);
    s.ui.launcherFolder = "f1";
    expect(takeOut(s, "x")).toBe(true);
    expect(s.ui.launcherFolder).toBe(null);
    expect(grid(s).slice(slot, slot + 2)).toEqual([{ id: "f1", name: "Folder", apps: ["reddit", "spotify"] }, "x"]);
    expect(takeOut(s, "spotify")).toBe(true);
    expect(grid(s).slice(slot, slot + 3)).toEqual(["reddit", "spotify", "x"]);
    expect(findFolder(s.os.launcher, "f1")).toBeUndefined();
  });

  it("moves an app from one folder into another, dissolving the one it left", () => {
    const s = freshPhone();
    dropOnto(s, "spotify", "reddit");
    dropOnto(s, "bilibili", "x");
    expect(dropOnto(s, "spotify", "f2")).toBe(true);
    expect(grid(s).filter((i) => typeof i !== "string")).toEqual([{ id: "f2", name: "Folder", apps: ["x", "bilibili", "spotify"] }]);
    expect(grid(s)).toContain("reddit");
  });
});

describe("launcher widgets and wallpaper", () => {
  it("places a widget on the first page with room, else on a new page, and drops the page it leaves empty", () => {
    const s = freshPhone();
    s.os.launcher.pages.splice(1); // one page of apps
    s.os.launcher.pages[0].splice(12); // 12 icons: a 4x2 widget fits above them
    expect(addWidget(s, "clock")).toBe(0);
    expect(pageCapacity(s.os.launcher, 0)).toBe(ICONS_PER_PAGE - 8);
    expect(addWidget(s, "calendar")).toBe(1); // 12 + 8 + 4 > 20: a page of its own
    expect(s.os.launcher.pages).toEqual([s.os.launcher.pages[0], []]);
    expect(addWidget(s, "analog_clock")).toBe(1);
    expect(s.os.launcher.widgets.map((w) => [w.id, w.widget, w.page])).toEqual([["w1", "clock", 0], ["w2", "calendar", 1], ["w3", "analog_clock", 1]]);
    expect(addWidget(s, "radio")).toBe(-1);
    expect(removeWidget(s, "w2")).toBe(true);
    expect(s.os.launcher.pages).toHaveLength(2); // w3 still holds page 1
    s.ui.launcherPage = 1;
    expect(removeWidget(s, "w3")).toBe(true);
    expect(s.os.launcher.pages).toHaveLength(1);
    expect(s.ui.launcherPage).toBe(0);
    expect(removeWidget(s, "w3")).toBe(false);
  });

  it("takes an app out of a folder onto a page with room under its widgets", () => {
    const s = freshPhone();
    s.os.launcher.pages.splice(1); // one page of apps
    s.os.launcher.pages[0].splice(17); // 17 icons
    dropOnto(s, "spotify", "reddit"); // 16 slots: a folder and 15 apps
    s.os.launcher.widgets.push({ id: "w9", widget: "calendar", page: 0 }); // 4 slots: page 0 is full
    expect(takeOut(s, "spotify")).toBe(true);
    expect(s.os.launcher.pages[0]).toHaveLength(16);
    expect(s.os.launcher.pages[0]).not.toContain("spotify");
    expect(s.os.launcher.pages[1].at(-1)).toBe("spotify"); // after the apps already on the next page
  });

  it("sets a known wallpaper only", () => {
    const s = freshPhone();
    expect(setWallpaper(s, "aurora")).toBe(true);
    expect(setWallpaper(s, "mars")).toBe(false);
    expect(s.os.launcher.wallpaper).toBe("aurora");
  });
});
