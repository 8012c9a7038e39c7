import { describe, expect, it } from "vitest";
import { sharing } from "../src/control/garbage";

describe("garbage budgets in dense mode", () => {
  it("reads the pages sharing the isolate and this page's turn from ?sharing=K&member=j", () => {
    expect(sharing("")).toEqual({ pages: 1, member: 0 });
    expect(sharing("?sharing=32&member=5")).toEqual({ pages: 32, member: 5 });
    expect(sharing("?x=1&sharing=3")).toEqual({ pages: 3, member: 0 });
  });
  it("takes a malformed value as one page, or as the first turn", () => {
    for (const bad of ["?sharing=0", "?sharing=-2", "?sharing=2.5", "?sharing=abc", "?sharing="]) expect(sharing(bad)).toEqual({ pages: 1, member: 0 });
    for (const bad of ["?sharing=4&member=4", "?sharing=4&member=-1", "?sharing=4&member=x"]) expect(sharing(bad)).toEqual({ pages: 4, member: 0 });
  });
});
