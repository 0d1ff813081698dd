// The catalogue's English words for chargers and outlets are the records' words, so the English
// page reads exactly what domain/data says; the Spanish words keep every figure of the record.
import { afterEach, describe, expect, it } from "vitest";
import { setLocaleSource } from "../i18n/runtime";
import { getOutlets, getOutletsFile } from "./outlets";
import { getChargerProducts, getChargersFile } from "./products";
import { chargersPriceNote, chargersSourceName, chargerWords, outletsNote, outletWords } from "./words";

afterEach(() => setLocaleSource(() => "en"));

const figures = (text: string) => (text.match(/\d+(\.\d+)?/g) ?? []).join(" ");

describe("charger and outlet words", () => {
  it("English: every product's tag, title, price line and bullets equal the record", () => {
    for (const product of getChargerProducts()) {
      expect(chargerWords(product), product.id).toEqual({ tag: product.tag, title: product.title, priceText: product.priceText, bullets: product.bullets });
    }
    expect(chargersPriceNote()).toBe(getChargersFile().priceNote);
    expect(getChargersFile().source.startsWith(`${chargersSourceName()}, `)).toBe(true);
  });

  it("English: every outlet's use and range equal the record", () => {
    for (const outlet of getOutlets()) {
      expect(outletWords(outlet), outlet.type).toEqual({ description: outlet.description, rangeText: outlet.rangeText });
    }
    expect(outletsNote()).toBe(getOutletsFile().note);
  });

  it("Spanish: the same figures in every title and bullet, prices from the record ($399, precio de referencia)", () => {
    setLocaleSource(() => "es");
    for (const product of getChargerProducts()) {
      const words = chargerWords(product);
      expect(figures(words.title), product.id).toBe(figures(product.title));
      expect(words.bullets.map(figures), product.id).toEqual(product.bullets.map(figures));
      expect(words.priceText).toBe(`$${product.priceNumber}, precio de referencia`);
      expect(words.title).not.toBe(product.title);
    }
    const nema1450 = getOutlets().find((outlet) => outlet.type === "NEMA 14-50")!;
    expect(outletWords(nema1450)).toEqual({ description: "Cargador para vehículos eléctricos", rangeText: "unas 30 millas" });
  });
});
