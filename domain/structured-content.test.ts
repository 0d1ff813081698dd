// JSON-LD text is read per call (issue 29): a source that speaks the reader's language gives a
// Spanish page Spanish FAQ entries, never the English ones captured when the module loaded.
import { afterEach, describe, expect, it } from "vitest";
import { aboutFaq } from "./content/about-faq";
import { setLocaleSource } from "./i18n/runtime";
import { structuredContentFor } from "./structured-content";

afterEach(() => setLocaleSource(() => "en"));

describe("structuredContentFor", () => {
  it("reads the About FAQ in the language of the page being rendered", () => {
    const english = aboutFaq()[0]!.question;
    expect(structuredContentFor("/about").faq?.[0]?.question).toBe(english);
    setLocaleSource(() => "es");
    const spanish = structuredContentFor("/about").faq?.[0]?.question;
    expect(spanish).toBe(aboutFaq()[0]!.question);
    expect(spanish).not.toBe(english);
    expect(spanish).toMatch(/^¿/);
  });

  it("a page without FAQ or HowTo content has none", () => {
    expect(structuredContentFor("/no-such-page")).toEqual({});
  });
});
