import { describe, expect, it } from "vitest";
import { radiusMilesFor } from "./driving-area";

describe("radiusMilesFor", () => {
  it("is half the daily round trip", () => {
    expect(radiusMilesFor(36)).toBe(18);
    expect(radiusMilesFor(25)).toBe(12.5);
  });

  it("is 0 (no circle) without driving or with a value that is not a number", () => {
    expect(radiusMilesFor(0)).toBe(0);
    expect(radiusMilesFor(-10)).toBe(0);
    expect(radiusMilesFor(Number.NaN)).toBe(0);
    expect(radiusMilesFor(Number.POSITIVE_INFINITY)).toBe(0);
  });
});
