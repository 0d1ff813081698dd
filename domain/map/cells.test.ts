import { describe, expect, it } from "vitest";
import { townsLine } from "./cells";

describe("townsLine", () => {
  const town = (name: string, zips = 1) => ({ name, state: "CA", lat: 0, lon: 0, zips, miles: 1 });
  it("names up to five places, then counts the rest", () => {
    expect(townsLine([town("Burbank")], 18)).toBe("Your 18-mile circle reaches Burbank.");
    expect(townsLine([town("Burbank"), town("Glendale")], 7.25)).toBe("Your 7.3-mile circle reaches Burbank and Glendale.");
    expect(townsLine(["A", "B", "C", "D", "E", "F"].map((name) => town(name)), 20)).toBe(
      "Your 20-mile circle reaches A, B, C, D, E and 1 more place.",
    );
    expect(townsLine([], 18)).toBeNull();
  });
});

describe("townsLine in Spanish", () => {
  it("says the same places and counts in Spanish, with es-US numbers", async () => {
    const { setLocaleSource } = await import("../i18n/runtime");
    const town = (name: string) => ({ name, state: "CA", lat: 0, lon: 0, zips: 1, miles: 1 });
    setLocaleSource(() => "es");
    try {
      expect(townsLine([town("Burbank"), town("Glendale")], 7.25)).toBe("Su círculo de 7.3 millas llega a Burbank y Glendale.");
      expect(townsLine(["A", "B", "C", "D", "E", "F"].map((name) => town(name)), 20)).toBe("Su círculo de 20 millas llega a A, B, C, D, E y 1 lugar más.");
      expect(townsLine(["A", "B", "C", "D", "E", "F", "G"].map((name) => town(name)), 20)).toBe("Su círculo de 20 millas llega a A, B, C, D, E y 2 lugares más.");
    } finally {
      setLocaleSource(() => "en");
    }
  });
});
