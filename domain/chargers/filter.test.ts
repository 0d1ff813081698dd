import { describe, expect, it } from "vitest";
import { compatibilityKeyForOutlet, compatibilityKeysFor, recommendedChargers } from "./filter";
import { NOT_SURE, OUTLET_TYPES, type OutletChoice } from "./outlets";
import { getChargerProducts, type ChargerProduct } from "./products";
import type { HomeSetup } from "../contracts/progress.schema";

const products = getChargerProducts();
const ids = (setup: HomeSetup, outlet: OutletChoice = null) => recommendedChargers(products, setup, outlet).map((p) => p.id);

describe("charger filter (spec §5)", () => {
  it("Household Outlet: the chargers compatible with a household outlet, cheapest first", () => {
    expect(ids("level1")).toEqual(["entry-level2-9-6kw", "wifi-level2-11kw", "wifi-panel-saver-11kw"]);
  });

  it("Existing Level 2: the chargers compatible with an existing Level 2", () => {
    expect(ids("level2")).toEqual(["entry-level2-9-6kw", "wifi-level2-11kw"]);
  });

  it("240V with no outlet, or not sure: compatible with 14-50, 14-30 or 10-30", () => {
    const expected = ["portable-10-30", "portable-14-30", "portable-14-50", "entry-level2-9-6kw", "wifi-level2-11kw"];
    expect(ids("240v", null)).toEqual(expected);
    expect(ids("240v", NOT_SURE)).toEqual(expected);
  });

  it.each([
    ["NEMA 10-30", ["portable-10-30"]],
    ["NEMA 14-30", ["portable-14-30"]],
    ["NEMA 14-50", ["portable-14-50", "entry-level2-9-6kw", "wifi-level2-11kw"]],
    ["NEMA 6-30A", ["charger-6-30"]],
    ["NEMA 6-50", ["entry-level2-9-6kw", "wifi-level2-11kw"]],
    ["NEMA 10-50", ["adapter-10-50r-14-50", "portable-14-50"]],
  ] as const)("240V with %s", (outlet, expected) => {
    expect(ids("240v", outlet)).toEqual(expected);
  });

  it("6-30A maps to the products' 6-30 key", () => {
    expect(compatibilityKeyForOutlet("NEMA 6-30A")).toBe("6-30");
    expect(compatibilityKeysFor("240v", "NEMA 6-30A")).toEqual(["6-30"]);
  });

  it("the outlet only matters on the 240V setup", () => {
    expect(ids("level1", "NEMA 10-30")).toEqual(ids("level1"));
    expect(ids("level2", "NEMA 6-30A")).toEqual(ids("level2"));
  });

  it("every list is in ascending price order, whatever order the data is in", () => {
    const reversed = [...products].reverse();
    for (const setup of ["level1", "level2", "240v"] as const) {
      for (const outlet of [null, NOT_SURE, ...OUTLET_TYPES] as OutletChoice[]) {
        const prices = recommendedChargers(reversed, setup, outlet).map((p) => p.priceNumber);
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
        expect(prices.length).toBeGreaterThan(0);
      }
    }
  });

  it("filters on the compatibility map, not on ids", () => {
    // The entry charger's id with another compatibility map (ids are only those the catalogue names).
    const fake: ChargerProduct = {
      ...products[0]!,
      priceNumber: 1,
      compatibility: { ...products[0]!.compatibility, householdOutlet: "N", "6-30": "Y" },
    };
    const for630 = recommendedChargers([...products, fake], "240v", "NEMA 6-30A");
    expect(for630.map((p) => p.id)).toEqual(["entry-level2-9-6kw", "charger-6-30"]);
    expect(for630[0]).toBe(fake);
    expect(recommendedChargers([...products, fake], "level1", null)).not.toContain(fake);
  });
});
