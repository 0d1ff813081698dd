import { describe, expect, it } from "vitest";
import { aboutFaq } from "./about-faq";
import { EMAIL_PLACEHOLDER, LEGAL_LAST_UPDATED, type LegalSection } from "./legal";
import { privacySections } from "./privacy";
import { termsSections } from "./terms";
import { MAGIC_LINK_TTL_MINUTES, SESSION_TTL_DAYS } from "../contracts/auth-limits";
import { DAY_MS, RETENTION } from "../contracts/retention";

const ABOUT_FAQ = aboutFaq();
const TERMS_SECTIONS = termsSections();
const PRIVACY_SECTIONS = privacySections();

const textOf = (sections: readonly LegalSection[]) =>
  sections
    .flatMap((section) => [section.heading, ...section.blocks.flatMap((b) => (b.kind === "p" ? [b.text] : b.items))])
    .join("\n");

describe("About FAQ", () => {
  it("has seven distinct questions with answers", () => {
    expect(ABOUT_FAQ).toHaveLength(7);
    expect(new Set(ABOUT_FAQ.map((e) => e.question)).size).toBe(7);
    for (const entry of ABOUT_FAQ) {
      expect(entry.question.endsWith("?")).toBe(true);
      expect(entry.answer.length).toBeGreaterThan(60);
    }
  });

  it("names every data source the app cites and the facts the brief requires", () => {
    const all = ABOUT_FAQ.map((e) => `${e.question} ${e.answer}`).join("\n");
    for (const source of ["EIA", "AAA", "tariffs", "fueleconomy.gov", "GeoNames"]) expect(all).toContain(source);
    expect(all).toMatch(/free/i);
    expect(all).toMatch(/without an account/i);
    expect(all).toMatch(/California/);
    expect(all).toMatch(/not affiliated/);
    expect(all).toMatch(/only to save your progress/i);
  });
});

describe("legal documents", () => {
  it("Terms of Service has 9 numbered sections and Privacy Policy has 8", () => {
    expect(TERMS_SECTIONS).toHaveLength(9);
    expect(PRIVACY_SECTIONS).toHaveLength(8);
    for (const sections of [TERMS_SECTIONS, PRIVACY_SECTIONS]) {
      sections.forEach((section, index) => expect(section.heading.startsWith(`${index + 1}. `)).toBe(true));
      expect(new Set(sections.map((s) => s.id)).size).toBe(sections.length);
    }
  });

  it("shows one true last-updated date", () => {
    expect(LEGAL_LAST_UPDATED).toEqual({ iso: "2026-11-23", label: "November 23, 2026" });
  });

  it("both documents give the support contact", () => {
    expect(textOf(TERMS_SECTIONS)).toContain(EMAIL_PLACEHOLDER);
    expect(textOf(PRIVACY_SECTIONS)).toContain(EMAIL_PLACEHOLDER);
  });

  it("the privacy policy covers what is stored, where, cookies and retention", () => {
    const text = textOf(PRIVACY_SECTIONS);
    for (const fact of [
      "email address",
      "one-way hash",
      "ZIP code, daily miles, EV type and range",
      "home-charging answers",
      "local storage",
      "Helpfulness feedback",
      "Utility requests",
      "Rate-limit counters",
      "Sign out everywhere",
      "Cloudflare Turnstile",
      "HttpOnly",
      "Cloudflare D1",
      "Workers KV",
      "Resend",
      "PlugShare",
      "no ads",
      "don't sell",
      "no third-party analytics",
      "delete your account",
    ]) {
      expect(text, fact).toContain(fact);
    }
  });

  it("states the periods the code enforces: link lifetime, session length, how long a used link is kept", () => {
    const text = textOf(PRIVACY_SECTIONS);
    expect(text).toContain(`A link works once and expires after ${MAGIC_LINK_TTL_MINUTES} minutes`);
    expect(text).toContain(`Sign-in links: unusable after ${MAGIC_LINK_TTL_MINUTES} minutes or after one use`);
    expect(text).toContain(`it lasts ${SESSION_TTL_DAYS} days`);
    expect(text).toContain(`or after ${SESSION_TTL_DAYS} days`);
    expect(RETENTION.signInLinksMs / DAY_MS).toBe(1);
    expect(text).toContain("We keep a link's record for one more day");
    // Sanity: today's values, as a reader sees them.
    expect(text).toContain("expires after 15 minutes");
    expect(text).toContain("it lasts 30 days");
  });
});
