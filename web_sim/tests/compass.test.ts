import { describe, expect, it } from "vitest";
import { direction, dms, tilt, wholeDegrees } from "../src/apps/compass/format";

describe("compass formats", () => {
  it("names the 8-point direction of a heading, each point 45° wide", () => {
    expect([0, 22, 23, 90, 180, 202, 247, 292, 337, 359.6].map(direction)).toEqual(["N", "N", "NE", "E", "S", "S", "SW", "W", "NW", "N"]);
    expect(wholeDegrees(359.6)).toBe(0);
  });

  it("writes coordinates in degrees, minutes and rounded seconds", () => {
    expect(dms(39.979, "N", "S")).toBe("39°58′44″ N");
    expect(dms(116.332, "E", "W")).toBe("116°19′55″ E");
    expect(dms(-33.8688, "N", "S")).toBe("33°52′08″ S");
  });

  it("writes a tilt in whole degrees without a negative zero", () => {
    expect([tilt(2.4), tilt(-0.3), tilt(-1.6)]).toEqual(["2°", "0°", "-2°"]);
  });
});
