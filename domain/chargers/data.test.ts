import { describe, expect, it } from "vitest";
import outletsJson from "../data/outlets.json";
import chargersJson from "../data/chargers.json";
import { getOutlet, getOutlets, isOtherOutlet, NOT_SURE, notSureLabel } from "./outlets";
import { OutletsFileSchema } from "./outlets.schema";
import { getChargerProducts } from "./products";
import { ChargersFileSchema } from "./products.schema";
import { chargerWords, outletWords } from "./words";
import { INSTALLATION_PRICE_BANDS, quotesAdvice } from "./installation-costs";

describe("outlet data (spec §3)", () => {
  it("parses", () => {
    expect(OutletsFileSchema.safeParse(outletsJson).success).toBe(true);
  });

  it.each([
    ["NEMA 10-30", 30, "about 20 miles"],
    ["NEMA 14-30", 30, "about 20 miles"],
    ["NEMA 14-50", 50, "about 30 miles"],
    ["NEMA 6-30A", 30, "about 20 miles"],
    ["NEMA 6-50", 50, "about 30 miles"],
    ["NEMA 10-50", 50, "about 30 miles"],
  ] as const)("%s: %i amps, %s per hour", (type, amps, range) => {
    expect(getOutlet(type).amps).toBe(amps);
    expect(outletWords(getOutlet(type)).rangeText).toBe(range);
  });

  it("the spec's typical uses for the main outlets", () => {
    expect(outletWords(getOutlet("NEMA 10-30")).description).toMatch(/electric dryer/i);
    expect(outletWords(getOutlet("NEMA 14-30")).description).toMatch(/electric dryer/i);
    expect(outletWords(getOutlet("NEMA 14-50")).description).toMatch(/EV charger/);
  });

  it("6-30A, 6-50 and 10-50 are the other outlets", () => {
    expect(getOutlets().filter((o) => o.other).map((o) => o.type)).toEqual(["NEMA 6-30A", "NEMA 6-50", "NEMA 10-50"]);
    expect(isOtherOutlet("NEMA 6-50")).toBe(true);
    expect(isOtherOutlet("NEMA 14-50")).toBe(false);
    expect(isOtherOutlet(NOT_SURE)).toBe(false);
    expect(notSureLabel()).toBe("Not sure – We'll figure it out later");
  });

  it("rejects a file missing an outlet", () => {
    const broken = { ...outletsJson, outlets: outletsJson.outlets.slice(1) };
    expect(OutletsFileSchema.safeParse(broken).success).toBe(false);
  });

  it("refuses an outlet record that carries its own words: they live only in the catalogue", () => {
    const first = outletsJson.outlets[0]!;
    const broken = { ...outletsJson, outlets: [{ ...first, description: "Electric dryer (older homes)" }, ...outletsJson.outlets.slice(1)] };
    expect(OutletsFileSchema.safeParse(broken).success).toBe(false);
  });
});

describe("charger product data (spec §3)", () => {
  it("parses", () => {
    expect(ChargersFileSchema.safeParse(chargersJson).success).toBe(true);
  });

  it("holds the spec's products, prices and tags", () => {
    expect(getChargerProducts().map((p) => [chargerWords(p).title, p.priceNumber, chargerWords(p).tag])).toEqual([
      ["Entry Level 2 charger, 9.6 kW", 399, "Robust"],
      ["Wifi Level 2 charger with app control, 11 kW", 539, "Most Popular"],
      ["Wifi charger that avoids a panel upgrade, 11 kW", 599, "Older Panel"],
      ["Portable 10-30 charger, 5.5 kW, 24 amps", 359, "Compatible"],
      ["Portable 14-30 charger, 24 amps", 359, "Compatible"],
      ["Portable 14-50 charger, 7.7 kW, 40 amps", 359, "Portable"],
      ["6-30 charger, 3.3 kW, 16 amps", 229, "Compatible"],
      ["10-50R to 14-50 adapter", 65, "Adapter"],
    ]);
  });

  it("price text states the reference price honestly", () => {
    for (const p of getChargerProducts()) expect(chargerWords(p).priceText).toBe(`$${p.priceNumber} reference price`);
  });

  it("refuses a product we have no words for, and a record that carries its own words", () => {
    const first = chargersJson.products[0]!;
    expect(ChargersFileSchema.safeParse({ ...chargersJson, products: [{ ...first, id: "unnamed-charger" }] }).success).toBe(false);
    expect(ChargersFileSchema.safeParse({ ...chargersJson, products: [{ ...first, title: "Entry Level 2 charger, 9.6 kW" }] }).success).toBe(false);
    expect(ChargersFileSchema.safeParse({ ...chargersJson, products: [first, first] }).success).toBe(false);
  });

  it("installation price bands (spec §9)", () => {
    expect(INSTALLATION_PRICE_BANDS.map((b) => b.price)).toEqual(["Under $1,000", "Under $2,000", "$2,000 and up", "$250 and up"]);
    expect(quotesAdvice()).toBe("Get at least three quotes from licensed electricians.");
  });
});
