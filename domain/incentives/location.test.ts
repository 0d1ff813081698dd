import { describe, expect, it } from "vitest";
import { utilityNames } from "./location";

describe("utility names", () => {
  it("names utilities for people", () => {
    expect(utilityNames(["SDGE"])).toBe("SDG&E");
    expect(utilityNames(["LADWP", "SCE"])).toBe("LADWP and SCE");
    expect(utilityNames([])).toBe("");
  });
});
