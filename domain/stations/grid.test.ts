import { describe, expect, it } from "vitest";
import { cellKey, cellsInCircle, distanceMiles } from "./grid";

describe("distanceMiles (haversine, R = 3958.8 mi)", () => {
  it("matches the formula worked by hand", () => {
    // New York City Hall (40.7128, -74.0060) → Boston City Hall (42.3601, -71.0589):
    // Δφ = 1.6473°, Δλ = 2.9471°; h = sin²(Δφ/2) + cos φ1 cos φ2 sin²(Δλ/2) = 0.00020664 + 0.56010 × 0.00066129 = 0.00057702;
    // d = 2 R asin(√h) = 2 × 3958.8 × 0.024024 = 190.2 mi.
    expect(distanceMiles({ lat: 40.7128, lon: -74.006 }, { lat: 42.3601, lon: -71.0589 })).toBeCloseTo(190.2, 1);
    expect(distanceMiles({ lat: 40, lon: -74 }, { lat: 40, lon: -74 })).toBe(0);
    // One degree of latitude: 2π R / 360 = 69.09 mi.
    expect(distanceMiles({ lat: 40, lon: -74 }, { lat: 41, lon: -74 })).toBeCloseTo(69.09, 1);
  });
});

describe("cellsInCircle (0.5° cells)", () => {
  it("keys cells by floor(lat / 0.5) and floor(lon / 0.5)", () => {
    expect(cellKey(40.758, -73.9855)).toBe("81_-148");
    expect(cellKey(-0.1, 0.1)).toBe("-1_0");
  });
  it("a small circle inside one cell touches only that cell", () => {
    expect(cellsInCircle({ lat: 40.75, lon: -73.75 }, 1)).toEqual(["81_-148"]);
  });
  it("a 25-mile circle touches at most 3 × 3 cells, every one within reach", () => {
    const keys = cellsInCircle({ lat: 40.758, lon: -73.9855 }, 25);
    expect(keys.length).toBeGreaterThan(1);
    expect(keys.length).toBeLessThanOrEqual(9);
    expect(keys).toContain("81_-148");
    // 40.758 + 25 mi (0.362°) = 41.12 → row 82 is reached; 40.758 − 0.362 = 40.40 → row 80 is reached.
    expect(keys.some((key) => key.startsWith("82_"))).toBe(true);
    expect(keys.some((key) => key.startsWith("80_"))).toBe(true);
  });
});
