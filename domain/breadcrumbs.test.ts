import { describe, expect, it } from "vitest";
import { breadcrumbsFor } from "./breadcrumbs";
import { PAGE_CONTENT } from "./page-content";
import { resolvePage } from "./page-resolution";
import { findRoute, ROUTES } from "./routes";

const ORIGIN = "https://plugplan.test";
const trail = (path: string) => breadcrumbsFor(findRoute(path)!)?.map((crumb) => `${crumb.name} ${crumb.path}`);

describe("breadcrumbs: the trail a guide or tool shows", () => {
  it("a standalone guide or tool: Home, then the page", () => {
    expect(trail("/home-ev-charger-installation-guide")).toEqual(["Home /", "Home Charging /home-ev-charger-installation-guide"]);
    expect(trail("/ev-gas-savings-calculator")).toEqual(["Home /", "EV vs Gas Savings Calculator /ev-gas-savings-calculator"]);
  });

  it("a page of the plan: Home, the plan, then the page; the plan itself: Home, the plan", () => {
    expect(trail("/charging-plan/home-charger")).toEqual(["Home /", "Charging plan /charging-plan", "Home Charging /charging-plan/home-charger"]);
    expect(trail("/charging-plan/incentives")).toEqual(["Home /", "Charging plan /charging-plan", "Incentives /charging-plan/incentives"]);
    expect(trail("/charging-plan")).toEqual(["Home /", "Charging plan /charging-plan"]);
  });

  it("home, legal, account, sign-in and shared pages carry none", () => {
    for (const path of ["/", "/about", "/terms-of-service", "/privacy-policy", "/login", "/account", "/dealer", "/shared-plan", "/auth/confirm"]) {
      expect(trail(path), path).toBeUndefined();
    }
  });

  it("every guide and tool has one, and every trail ends at its own page", () => {
    const withTrail = ROUTES.filter((route) => breadcrumbsFor(route));
    expect(withTrail.map((route) => route.path).sort()).toEqual(
      ROUTES.filter((route) => route.path !== "/" && route.prerender !== false && (route.structuredData === "HowTo" || route.structuredData === "WebApplication"))
        .map((route) => route.path)
        .sort(),
    );
    expect(withTrail.length).toBeGreaterThanOrEqual(17);
    for (const route of withTrail) expect(breadcrumbsFor(route)!.at(-1)!.path).toBe(route.path);
  });
});

describe("structured data beyond the page's own entity", () => {
  it("a guide carries its BreadcrumbList: absolute URLs, positions from 1, the last crumb (this page) without a URL", () => {
    const entities = resolvePage("/charging-plan/public-charging", ORIGIN, PAGE_CONTENT).meta.structuredData!;
    expect(entities.map((entity) => entity["@type"])).toEqual(["HowTo", "BreadcrumbList"]);
    expect(entities[1]).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${ORIGIN}/` },
        { "@type": "ListItem", position: 2, name: "Charging plan", item: `${ORIGIN}/charging-plan` },
        { "@type": "ListItem", position: 3, name: "Public Charging" },
      ],
    });
  });

  it("the home page says who runs the site and what the site is, each with its url", () => {
    const entities = resolvePage("/", ORIGIN, PAGE_CONTENT).meta.structuredData!;
    expect(entities.map((entity) => entity["@type"])).toEqual(["WebPage", "Organization", "WebSite"]);
    expect(entities[0]).toMatchObject({ url: `${ORIGIN}/`, isPartOf: { "@type": "WebSite", name: "PlugPlan", url: `${ORIGIN}/` } });
    expect(entities[1]).toEqual({ "@context": "https://schema.org", "@type": "Organization", "@id": `${ORIGIN}/#organization`, name: "PlugPlan", url: `${ORIGIN}/` });
    expect(entities[2]).toMatchObject({ "@type": "WebSite", "@id": `${ORIGIN}/#website`, name: "PlugPlan", url: `${ORIGIN}/`, publisher: { "@id": `${ORIGIN}/#organization` } });
  });

  it("other pages name the site they belong to with its url, and a 404 claims nothing", () => {
    const about = resolvePage("/about", ORIGIN, PAGE_CONTENT).meta.structuredData!;
    expect(about).toHaveLength(1);
    expect(about[0]).toMatchObject({ "@type": "FAQPage", isPartOf: { url: `${ORIGIN}/` } });
    expect(resolvePage("/no/such/page", ORIGIN, PAGE_CONTENT).meta.structuredData).toBeNull();
  });
});
