// About, Terms and Privacy text in Spanish (issue 29): same structure, same sources, same periods.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { setLocaleSource } from "../i18n/runtime";
import { MAGIC_LINK_TTL_MINUTES, SESSION_TTL_DAYS } from "../contracts/auth-limits";
import { structuredContentFor } from "../structured-content";
import { aboutFaq } from "./about-faq";
import { EMAIL_PLACEHOLDER, type LegalSection } from "./legal";
import { privacySections } from "./privacy";
import { termsSections } from "./terms";

const textOf = (sections: readonly LegalSection[]) =>
  sections.flatMap((s) => [s.heading, ...s.blocks.flatMap((b) => (b.kind === "p" ? [b.text] : b.items))]).join("\n");

beforeEach(() => setLocaleSource(() => "es"));
afterEach(() => setLocaleSource(() => "en"));

describe("content in Spanish", () => {
  it("the About FAQ: seven Spanish questions, also the /es/about FAQPage data", () => {
    const faq = aboutFaq();
    expect(faq).toHaveLength(7);
    for (const entry of faq) expect(entry.question).toMatch(/^¿.*\?$/);
    const all = faq.map((e) => e.answer).join("\n");
    for (const source of ["EIA", "AAA", "fueleconomy.gov", "GeoNames"]) expect(all).toContain(source);
    expect(all).toContain("no está afiliado");
    expect(structuredContentFor("/es/about").faq).toEqual(faq);
  });

  it("the documents keep their sections, ids, support address and the code's periods", () => {
    const en = (() => {
      setLocaleSource(() => "en");
      const sections = [termsSections(), privacySections()];
      setLocaleSource(() => "es");
      return sections;
    })();
    const es = [termsSections(), privacySections()];
    expect(es.map((doc) => doc.map((s) => s.id))).toEqual(en.map((doc) => doc.map((s) => s.id)));
    expect(es.map((doc) => doc.map((s) => s.blocks.map((b) => (b.kind === "p" ? "p" : b.items.length))))).toEqual(
      en.map((doc) => doc.map((s) => s.blocks.map((b) => (b.kind === "p" ? "p" : b.items.length)))),
    );
    const [terms, privacy] = es.map(textOf) as [string, string];
    expect(terms).toContain(EMAIL_PLACEHOLDER);
    expect(privacy).toContain(EMAIL_PLACEHOLDER);
    expect(terms).toContain(`vence a los ${MAGIC_LINK_TTL_MINUTES} minutos`);
    expect(privacy).toContain(`vence a los ${MAGIC_LINK_TTL_MINUTES} minutos`);
    expect(privacy).toContain(`dura ${SESSION_TTL_DAYS} días`);
    expect(privacy).toContain("un día más");
    for (const name of ["Cloudflare D1", "Workers KV", "Resend", "Cloudflare Turnstile", "PlugShare", "HttpOnly"]) expect(privacy).toContain(name);
  });
});
