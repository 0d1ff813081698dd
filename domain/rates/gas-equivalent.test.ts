import { describe, expect, it } from "vitest";
import { gasEquivalentColor, gasEquivalentUsdPerGallon, rateTable } from "./gas-equivalent";

describe("gasEquivalentUsdPerGallon", () => {
  it("is rate ÷ 2.7 (the typical 2025–26 battery EV) × 29 mpg", () => {
    expect(gasEquivalentUsdPerGallon(0.35)).toBeCloseTo(3.759259, 6);
    expect(gasEquivalentUsdPerGallon(0.7)).toBeCloseTo(7.518519, 6);
    expect(gasEquivalentUsdPerGallon(0.22558)).toBeCloseTo(2.422896, 6);
    // A plan with its own car: 0.35 ÷ 3.5 × 29 = $2.90.
    expect(gasEquivalentUsdPerGallon(0.35, 3.5)).toBeCloseTo(2.9, 10);
  });
});

describe("gasEquivalentColor", () => {
  it("is green up to and including $3.50", () => {
    expect(gasEquivalentColor(0)).toBe("green");
    expect(gasEquivalentColor(3.5)).toBe("green");
  });
  it("is orange above $3.50 up to and including $5.00", () => {
    expect(gasEquivalentColor(3.5001)).toBe("orange");
    expect(gasEquivalentColor(5)).toBe("orange");
  });
  it("is red above $5.00", () => {
    expect(gasEquivalentColor(5.0001)).toBe("red");
  });
});

describe("rateTable", () => {
  it("public table: $0.20 to $0.70 in $0.10 steps with hand-computed gas equivalents and colours", () => {
    const rows = rateTable(0.2);
    expect(rows.map((r) => r.usdPerKwh)).toEqual([0.2, 0.3, 0.4, 0.5, 0.6, 0.7]);
    expect(rows.map((r) => r.gasEquivalentUsdPerGallon.toFixed(2))).toEqual(["2.15", "3.22", "4.30", "5.37", "6.44", "7.52"]);
    expect(rows.map((r) => r.color)).toEqual(["green", "green", "orange", "red", "red", "red"]);
  });
  it("for the plan's own car: $0.20 ÷ 3.5 × 29 = $1.66", () => {
    expect(rateTable(0.2, 3.5)[0]!.gasEquivalentUsdPerGallon.toFixed(2)).toBe("1.66");
  });
  it("generic table starts at $0.10", () => {
    const rows = rateTable(0.1);
    expect(rows).toHaveLength(7);
    expect(rows[0]).toMatchObject({ usdPerKwh: 0.1, color: "green" });
    expect(rows[0]!.gasEquivalentUsdPerGallon.toFixed(2)).toBe("1.07");
  });
});
