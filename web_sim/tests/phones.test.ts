import { describe, expect, it } from "vitest";
import { phonesOfQuery } from "../src/os/phones";

describe("phones of a page", () => {
  it("reads how many phones the page holds from ?phones=K", () => {
    expect(phonesOfQuery("")).toBe(1);
    expect(phonesOfQuery("?phones=32")).toBe(32);
    expect(phonesOfQuery("?x=1&phones=3")).toBe(3);
  });

  it("takes one phone for a malformed or out-of-range count", () => {
    for (const bad of ["?phones=0", "?phones=-2", "?phones=2.5", "?phones=abc", "?phones=", "?phones=257"]) expect(phonesOfQuery(bad)).toBe(1);
  });
});

describe("per-phone values", () => {
  it("keeps each phone's store and values apart, and draws one phone: the current one when asked", async () => {
    const { addPhone, perPhone, phoneCount, phoneRoot, selectPhone, showPhone } = await import("../src/os/phones");
    const { getState, replaceState, update } = await import("../src/os/store");
    const { freshPhone } = await import("../src/os/defaultState");
    const counter = perPhone(() => ({ n: 0 }));
    const first = phoneRoot();
    replaceState(freshPhone({ seed: 1 }));
    counter().n = 5;
    const second = addPhone(document.body.appendChild(document.createElement("div")));
    expect(phoneCount()).toBe(second + 1);
    expect(showPhone()).toBe(true); // the first phone drawn
    selectPhone(second);
    expect(phoneRoot()).not.toBe(first);
    expect(phoneRoot().classList.contains("mg-away")).toBe(true); // current, not drawn yet
    expect(showPhone()).toBe(true);
    expect(showPhone()).toBe(false);
    expect(first.classList.contains("mg-away")).toBe(true);
    expect(phoneRoot().classList.contains("mg-away")).toBe(false);
    expect(() => getState()).toThrow(/not initialised/);
    expect(counter().n).toBe(0);
    replaceState(freshPhone({ seed: 2 }));
    update((d) => {
      d.ui.lastAnswer = "second";
    });
    selectPhone(0);
    expect(getState().ui.lastAnswer).not.toBe("second");
    expect(counter().n).toBe(5);
    expect(() => selectPhone(second + 1)).toThrow(/no phone 2 in this page; it holds phones 0 to 1/);
  });
});
