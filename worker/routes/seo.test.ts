// What a crawler finds (issue 18 item 2): the sitemap lists only pages that answer 200, allow
// indexing and name themselves canonical; nothing private; robots.txt points at it.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const APP_ORIGIN = "http://localhost:8787";

async function sitemapLocs(): Promise<{ loc: string; lastmod?: string; alternates: string[] }[]> {
  const response = await SELF.fetch("http://localhost/sitemap.xml");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  const xml = await response.text();
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')).toBe(true);
  return [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*(?:<lastmod>([^<]+)<\/lastmod>\s*)?((?:<xhtml:link [^>]*\/>\s*)*)<\/url>/g)].map((match) => ({
    loc: match[1] ?? "",
    lastmod: match[2],
    alternates: [...(match[3] ?? "").matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((link) => `${link[1]} ${link[2]}`),
  }));
}

describe("GET /sitemap.xml", () => {
  it("lists absolute URLs on APP_ORIGIN: the table's indexable pages and the seeded dealers", async () => {
    const locs = (await sitemapLocs()).map((entry) => entry.loc);
    expect(locs.every((loc) => loc.startsWith(`${APP_ORIGIN}/`))).toBe(true);
    expect(locs).toContain(`${APP_ORIGIN}/`);
    expect(locs).toContain(`${APP_ORIGIN}/home-ev-charger-installation-guide`);
    for (const slug of ["galpinhonda", "genesisvannuys", "haywardkia", "sanjosemitsubishi", "sanleandrohyundai"]) {
      expect(locs).toContain(`${APP_ORIGIN}/${slug}`);
    }
    // Every page in English and in Spanish (issue 29).
    expect(locs).toHaveLength((15 + 5) * 2);
    expect(locs).toContain(`${APP_ORIGIN}/es`);
    expect(locs).toContain(`${APP_ORIGIN}/es/galpinhonda`);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("lists no private path and no guide's task page", async () => {
    for (const { loc } of await sitemapLocs()) {
      const path = loc.slice(APP_ORIGIN.length);
      expect(path).not.toMatch(/^(\/es)?\/(shared-plan|api|dev|dealer|account|login|auth)(\/|$|\?)/);
      expect(path).not.toMatch(/^(\/es)?\/charging-plan\/(basics|home-charger|public-charging|maximize-savings|automate-charging|driving-tips|battery-health)$/);
    }
  });

  it("every URL answers 200, allows indexing, is its own canonical and names the same alternates as the sitemap", async () => {
    for (const { loc, alternates } of await sitemapLocs()) {
      const path = loc.slice(APP_ORIGIN.length);
      const response = await SELF.fetch(`http://localhost${path}`);
      expect(response.status, path).toBe(200);
      const body = await response.text();
      expect(/<meta name="robots" content="([^"]*)"/.exec(body)?.[1], path).toBe("index, follow");
      expect(response.headers.get("x-robots-tag"), path).toBeNull();
      expect([...body.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((match) => match[1]), path).toEqual([loc]);
      expect([...body.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)"/g)].map((match) => `${match[1]} ${match[2]}`), path).toEqual(alternates);
      expect(/<html lang="([^"]*)"/.exec(body)?.[1], path).toBe(path === "/es" || path.startsWith("/es/") ? "es-US" : "en-US");
    }
  }, 60_000);

  it("dates dealers by their registry update and data pages by their data; others carry no lastmod", async () => {
    const entries = await sitemapLocs();
    const byPath = new Map(entries.map((entry) => [entry.loc.slice(APP_ORIGIN.length), entry.lastmod]));
    expect(byPath.get("/galpinhonda")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(byPath.get("/es/galpinhonda")).toBe(byPath.get("/galpinhonda"));
    expect(byPath.get("/charging-plan/incentives")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(byPath.get("/")).toBeUndefined();
  });
});

describe("GET /robots.txt", () => {
  it("names the sitemap by its absolute URL on APP_ORIGIN and keeps the API out", async () => {
    const response = await SELF.fetch("http://localhost/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    expect(text).toContain("User-agent: *\n");
    expect(text).toContain("Disallow: /api/\n");
    expect(text).toContain(`\nSitemap: ${APP_ORIGIN}/sitemap.xml\n`);
  });
});

describe("canonical URLs as served", () => {
  it("a guide's task page names its standalone page and stays index, follow", async () => {
    const response = await SELF.fetch("http://localhost/charging-plan/home-charger");
    expect(response.status).toBe(200);
    const body = await response.text();
    expect([...body.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((match) => match[1])).toEqual([
      `${APP_ORIGIN}/home-ev-charger-installation-guide`,
    ]);
    expect(/<meta name="robots" content="([^"]*)"/.exec(body)?.[1]).toBe("index, follow");
    const jsonLd = JSON.parse(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(body)?.[1] ?? "null") as { url: string };
    expect(jsonLd.url).toBe(`${APP_ORIGIN}/home-ev-charger-installation-guide`);
  });

  it.each(["/no/such/page", "/pricing"])("the 404 at %s carries no canonical, og:url or JSON-LD", async (path) => {
    const response = await SELF.fetch(`http://localhost${path}`);
    expect(response.status).toBe(404);
    const body = await response.text();
    expect(body).toContain("<title>Page not found | PlugPlan</title>");
    expect(body).not.toContain('rel="canonical"');
    expect(body).not.toContain('property="og:url"');
    expect(body).not.toContain("application/ld+json");
  });
});

describe("build-only files", () => {
  it.each(["/.vite/manifest.json", "/.vite/routes.json", "/.vite/", "/.vite", "/assets/../.vite/manifest.json", "/%2Evite/manifest.json"])(
    "%s is not served (a 404 page, not the file)",
    async (path) => {
      const response = await SELF.fetch(`http://localhost${path}`);
      expect(response.status).toBe(404);
      const body = await response.text();
      expect(body).not.toContain('"isEntry"');
      expect(body).not.toContain('"file":');
      expect(body).not.toContain("HomePage.tsx");
    },
  );

  it("files beside them are served", async () => {
    const favicon = await SELF.fetch("http://localhost/favicon.svg");
    expect(favicon.status).toBe(200);
    expect(await favicon.text()).toContain("<svg");
  });
});
