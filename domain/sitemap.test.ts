import { describe, expect, it } from "vitest";
import { LEGAL_LAST_UPDATED } from "./content/legal";
import { INCENTIVE_DATA } from "./incentives/data";
import { publicChargingPrices } from "./public-charging/prices";
import { utilityRates } from "./rates/tariffs";
import { ROUTES, routeById } from "./routes";
import { statePrices } from "./savings/state-prices";
import { isIndexableRoute, isPrivatePath, latestDate, renderSitemapXml, robotsTxt, routeLastmod, sitemapEntries } from "./sitemap";

const ORIGIN = "https://plugplan.example";

describe("which pages the sitemap lists", () => {
  it("the indexable pages of the route table, in table order, each in English then Spanish: no task twins, nothing personal", () => {
    const english = sitemapEntries(ORIGIN, []).filter((_, index) => index % 2 === 0);
    const spanish = sitemapEntries(ORIGIN, []).filter((_, index) => index % 2 === 1);
    expect(spanish.map((entry) => entry.loc.slice(ORIGIN.length))).toEqual(english.map((entry) => (entry.loc === `${ORIGIN}/` ? "/es" : `/es${entry.loc.slice(ORIGIN.length)}`)));
    expect(english.map((entry) => entry.loc.slice(ORIGIN.length))).toEqual([
      "/",
      "/charging-plan",
      // The incentives page has no standalone twin: it is the only page about incentives.
      "/charging-plan/incentives",
      "/ev-charging-basics-calculator",
      "/home-ev-charger-installation-guide",
      "/public-ev-charging-stations-guide",
      "/maximize-ev-fuel-savings-calculator",
      "/automate-ev-charging-schedule",
      "/ev-driving-tips-maximize-range",
      "/ev-battery-health-maintenance-guide",
      "/ev-gas-savings-calculator",
      "/ev-phev-hybrid-recommender",
      "/about",
      "/terms-of-service",
      "/privacy-policy",
    ]);
  });

  it("a guide is listed by its standalone page, never its task page", () => {
    for (const route of ROUTES.filter((candidate) => candidate.mode === "task")) expect(isIndexableRoute(route)).toBe(false);
    for (const route of ROUTES.filter((candidate) => candidate.mode === "standalone")) expect(isIndexableRoute(route)).toBe(true);
  });

  it.each(["shared-plan", "login", "auth-confirm", "account", "dealer-admin"] as const)("%s is never listed", (id) => {
    expect(isIndexableRoute(routeById(id))).toBe(false);
  });

  it.each([
    ["/shared-plan", true],
    ["/api", true],
    ["/api/health", true],
    ["/dev/mailbox", true],
    ["/dealer", true],
    ["/account", true],
    ["/login", true],
    ["/auth/confirm", true],
    ["/dealers", false],
    ["/developer-tips", false],
    ["/galpinhonda", false],
    ["/es/account", true],
    ["/es/shared-plan", true],
    ["/es/about", false],
  ] as const)("%s private: %s", (path, expected) => {
    expect(isPrivatePath(path)).toBe(expected);
  });

  it("registered dealers follow, by slug, each dated by its last registry update (UTC day)", () => {
    const entries = sitemapEntries(ORIGIN, [
      { slug: "haywardkia", updatedAt: Date.UTC(2026, 10, 20, 23, 59) },
      { slug: "galpinhonda", updatedAt: Date.UTC(2026, 0, 2, 0, 0) },
    ]);
    const alternates = (slug: string) => [
      { hreflang: "en-US", href: `${ORIGIN}/${slug}` },
      { hreflang: "es-US", href: `${ORIGIN}/es/${slug}` },
      { hreflang: "x-default", href: `${ORIGIN}/${slug}` },
    ];
    expect(entries.slice(-4)).toEqual([
      { loc: `${ORIGIN}/galpinhonda`, lastmod: "2026-01-02", alternates: alternates("galpinhonda") },
      { loc: `${ORIGIN}/es/galpinhonda`, lastmod: "2026-01-02", alternates: alternates("galpinhonda") },
      { loc: `${ORIGIN}/haywardkia`, lastmod: "2026-11-20", alternates: alternates("haywardkia") },
      { loc: `${ORIGIN}/es/haywardkia`, lastmod: "2026-11-20", alternates: alternates("haywardkia") },
    ]);
  });
});

describe("lastmod", () => {
  it("is the newest full date; a bare year (the EIA electricity average) is not a date", () => {
    expect(latestDate(["2026-08-22", "2023", "2025-07-28"])).toBe("2026-08-22");
    expect(latestDate(["2023"])).toBeUndefined();
    expect(latestDate([undefined])).toBeUndefined();
  });

  it("comes from the data each page shows", () => {
    expect(routeLastmod(routeById("incentives"))).toBe(INCENTIVE_DATA.statusAsOf);
    expect(routeLastmod(routeById("maximize-savings-guide"))).toBe(utilityRates.asOf);
    expect(routeLastmod(routeById("public-charging-guide"))).toBe(publicChargingPrices.asOf);
    expect(routeLastmod(routeById("calculator"))).toBe(statePrices.gas.asOf);
    expect(routeLastmod(routeById("terms"))).toBe(LEGAL_LAST_UPDATED.iso);
    expect(routeLastmod(routeById("privacy"))).toBe(LEGAL_LAST_UPDATED.iso);
    expect(routeLastmod(routeById("charging-plan"))).toBe(
      [utilityRates.asOf, publicChargingPrices.asOf, statePrices.gas.asOf, INCENTIVE_DATA.statusAsOf].sort().at(-1),
    );
  });

  it("is left out where no dated source exists (never guessed)", () => {
    for (const id of ["home", "about", "recommender", "home-charger-guide", "driving-tips-guide"] as const) {
      expect(routeLastmod(routeById(id))).toBeUndefined();
    }
    const [home, casa] = sitemapEntries(ORIGIN, []);
    const alternates = [
      { hreflang: "en-US", href: `${ORIGIN}/` },
      { hreflang: "es-US", href: `${ORIGIN}/es` },
      { hreflang: "x-default", href: `${ORIGIN}/` },
    ];
    expect(home).toEqual({ loc: `${ORIGIN}/`, alternates });
    expect(casa).toEqual({ loc: `${ORIGIN}/es`, alternates });
  });
});

describe("the XML and robots.txt", () => {
  it("writes sitemaps.org XML, escaping each loc, lastmod only when known, with hreflang alternates", () => {
    const xml = renderSitemapXml([
      { loc: "https://x.example/a?b=1&c=2", alternates: [] },
      { loc: "https://x.example/d", lastmod: "2026-11-23", alternates: [{ hreflang: "es-US", href: "https://x.example/es/d" }] },
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
        "  <url>\n    <loc>https://x.example/a?b=1&amp;c=2</loc>\n  </url>\n" +
        '  <url>\n    <loc>https://x.example/d</loc>\n    <lastmod>2026-11-23</lastmod>\n    <xhtml:link rel="alternate" hreflang="es-US" href="https://x.example/es/d"/>\n  </url>\n</urlset>\n',
    );
  });

  it("robots.txt keeps the API and dev tools out and names the sitemap by absolute URL", () => {
    expect(robotsTxt(`${ORIGIN}/`)).toBe(
      `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /dev/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
    );
  });
});
