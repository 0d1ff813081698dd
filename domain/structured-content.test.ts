// JSON-LD text is read per call (issue 29): a source that speaks the reader's language gives a
// Spanish page Spanish FAQ entries, never the English ones captured when the module loaded.
import { afterEach, describe, expect, it, vi } from "vitest";
import { getLocale, setLocaleSource } from "./i18n/runtime";
import { structuredContentFor } from "./structured-content";

vi.mock("./content/about-faq", () => ({
  get ABOUT_FAQ() {
    return getLocale() === "es"
      ? [{ question: "¿PlugPlan es gratis?", answer: "Sí." }]
      : [{ question: "Is PlugPlan free?", answer: "Yes." }];
  },
}));
afterEach(() => setLocaleSource(() => "en"));

describe("structuredContentFor", () => {
  it("reads the About FAQ in the language of the page being rendered", () => {
    expect(structuredContentFor("/about").faq?.[0]?.question).toBe("Is PlugPlan free?");
    setLocaleSource(() => "es");
    expect(structuredContentFor("/about").faq?.[0]?.question).toBe("¿PlugPlan es gratis?");
  });

  it("a page without FAQ or HowTo content has none", () => {
    expect(structuredContentFor("/no-such-page")).toEqual({});
  });
});
