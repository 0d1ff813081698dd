import { describe, expect, it } from "vitest";
import { regionForZip } from "./region";

describe("regionForZip (spec §5)", () => {
  it.each([
    ["90210", "Los Angeles"],
    ["91101", "Los Angeles"],
    ["92101", "San Diego"],
    ["91910", "San Diego"],
    ["91801", "Los Angeles"],
    ["94110", "Bay Area"],
    ["95814", "Bay Area"],
    ["96150", "California"],
    ["10001", "California"],
  ])("%s → %s", (zip, region) => {
    expect(regionForZip(zip)).toBe(region);
  });
});
