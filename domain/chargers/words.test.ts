// The charger cards and outlet choices read the catalogue's words with the records' figures: in
// English as the spec writes them, in Spanish with every figure of the English words.
import { afterEach, describe, expect, it } from "vitest";
import { setLocaleSource } from "../i18n/runtime";
import { getOutlet, getOutlets } from "./outlets";
import { getChargerProducts, getChargersFile } from "./products";
import { chargersPriceNote, chargersSourceName, chargerWords, outletsNote, outletWords } from "./words";

afterEach(() => setLocaleSource(() => "en"));

const figures = (text: string) => (text.match(/\d+(\.\d+)?/g) ?? []).join(" ");

describe("charger and outlet words", () => {
  it("English: every product has a tag, a title, its reference price and three bullets", () => {
    for (const product of getChargerProducts()) {
      const words = chargerWords(product);
      expect(words.priceText, product.id).toBe(`$${product.priceNumber} reference price`);
      expect(words.bullets, product.id).toHaveLength(3);
      for (const text of [words.tag, words.title, ...words.bullets]) expect(text.trim(), product.id).not.toBe("");
    }
    expect(chargerWords(getChargerProducts()[1]!)).toEqual({
      tag: "Most Popular",
      title: "Wifi Level 2 charger with app control, 11 kW",
      priceText: "$539 reference price",
      bullets: [
        "Up to 11 kW when hardwired on a suitable circuit; on a 50-amp outlet it runs at 40 amps",
        "Phone app to schedule charging for cheaper off-peak hours",
        "Tracks how much energy each session used",
      ],
    });
    expect(chargersPriceNote()).toBe("Reference prices from our product specification, not live quotes. Check the seller's current price before you buy.");
    // The name shown is the data file's source, without its section reference.
    expect(getChargersFile().source.startsWith(`${chargersSourceName()}, `)).toBe(true);
  });

  it("English: every outlet's typical use and the range it adds per hour", () => {
    expect(getOutlets().map((outlet) => [outlet.type, outletWords(outlet)])).toEqual([
      ["NEMA 10-30", { description: "Electric dryer (older homes)", rangeText: "about 20 miles" }],
      ["NEMA 14-30", { description: "Electric dryer", rangeText: "about 20 miles" }],
      ["NEMA 14-50", { description: "EV charger", rangeText: "about 30 miles" }],
      ["NEMA 6-30A", { description: "Less common; often workshop equipment", rangeText: "about 20 miles" }],
      ["NEMA 6-50", { description: "Welders and some EV chargers", rangeText: "about 30 miles" }],
      ["NEMA 10-50", { description: "Older electric ranges (stoves)", rangeText: "about 30 miles" }],
    ]);
    expect(outletsNote()).toBe("Miles of range added per hour are rough figures for a typical EV; the real number depends on the car, the charger and the weather.");
  });

  it("Spanish: the same figures in every title and bullet, prices from the record ($399, precio de referencia)", () => {
    const english = getChargerProducts().map((product) => chargerWords(product));
    setLocaleSource(() => "es");
    getChargerProducts().forEach((product, index) => {
      const words = chargerWords(product);
      expect(figures(words.title), product.id).toBe(figures(english[index]!.title));
      expect(words.bullets.map(figures), product.id).toEqual(english[index]!.bullets.map(figures));
      expect(words.priceText).toBe(`$${product.priceNumber}, precio de referencia`);
      expect(words.title).not.toBe(english[index]!.title);
    });
    expect(outletWords(getOutlet("NEMA 14-50"))).toEqual({ description: "Cargador para vehículos eléctricos", rangeText: "unas 30 millas" });
  });
});
