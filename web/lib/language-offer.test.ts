import { describe, expect, it } from "vitest";
import { browserPreference, languageToOffer } from "./language-offer";

describe("browserPreference", () => {
  it("takes the first of Spanish or English, whatever the region, skipping other languages", () => {
    expect(browserPreference(["es-US", "en-US"])).toBe("es");
    expect(browserPreference(["es-MX"])).toBe("es");
    expect(browserPreference(["ES"])).toBe("es");
    expect(browserPreference(["fr-FR", "es", "en"])).toBe("es");
    expect(browserPreference(["en-US", "es-US"])).toBe("en");
    expect(browserPreference(["en-GB", "es"])).toBe("en");
  });

  it("names neither for a browser without Spanish or English (or without languages)", () => {
    expect(browserPreference(["fr-FR", "de"])).toBeUndefined();
    expect(browserPreference([])).toBeUndefined();
    // "est" (Estonian's three-letter tag) is not Spanish, and "eng" is not English's tag in browsers.
    expect(browserPreference(["et", "est"])).toBeUndefined();
  });
});

describe("languageToOffer", () => {
  it("a Spanish browser on an English page, with no choice made yet, is offered Spanish", () => {
    expect(languageToOffer("en", undefined, ["es-US", "en-US"])).toBe("es");
    expect(languageToOffer("en", undefined, ["es"])).toBe("es");
  });

  it("an English browser, or one that names neither language, is offered nothing on an English page", () => {
    expect(languageToOffer("en", undefined, ["en-US", "es-US"])).toBeUndefined();
    expect(languageToOffer("en", undefined, ["fr-FR"])).toBeUndefined();
    expect(languageToOffer("en", undefined, [])).toBeUndefined();
  });

  it("a Spanish page with no choice made offers nothing, even to an English browser", () => {
    expect(languageToOffer("es", undefined, ["en-US"])).toBeUndefined();
    expect(languageToOffer("es", undefined, ["es-US"])).toBeUndefined();
  });

  it("a remembered choice of the other language is offered, whatever the browser says", () => {
    expect(languageToOffer("en", "es", ["en-US"])).toBe("es");
    expect(languageToOffer("es", "en", ["es-US"])).toBe("en");
  });

  it("a remembered choice of this page's language offers nothing, even to a browser that prefers the other", () => {
    expect(languageToOffer("en", "en", ["es-US", "en-US"])).toBeUndefined();
    expect(languageToOffer("es", "es", ["en-US"])).toBeUndefined();
  });
});
