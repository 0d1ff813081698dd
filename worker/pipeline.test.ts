// The Worker pipeline as a browser or crawler sees it: JSON errors, body limits, security headers,
// edge meta for every page, dealer routing and real 404s.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { canonicalPathOf, ROUTES } from "../domain/routes";
import { SPEC_NAMED_DEALERS } from "../domain/dealers/test-records";

const BASE = "http://localhost";

async function html(path: string) {
  const response = await SELF.fetch(`${BASE}${path}`);
  return { response, body: await response.text() };
}

function metaContent(body: string, attr: "name" | "property", key: string): string | undefined {
  const pattern = new RegExp(`<meta ${attr}="${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}" content="([^"]*)"`);
  return pattern.exec(body)?.[1];
}

function jsonLd(body: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(body);
  if (!match?.[1]) throw new Error("no JSON-LD");
  return JSON.parse(match[1]) as Record<string, unknown>;
}

const unescape = (value: string | undefined) =>
  value?.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

describe("API errors", () => {
  it("unknown /api paths are a JSON 404 with the request id", async () => {
    const response = await SELF.fetch(`${BASE}/api/does-not-exist`, { method: "POST" });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    const body = await response.json<{ message: string; requestId: string }>();
    expect(body).toEqual({ message: "Not found", requestId: response.headers.get("x-request-id") });
  });

  it("/api itself is a JSON 404 too", async () => {
    const response = await SELF.fetch(`${BASE}/api`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: "Not found" });
  });

  it("refuses bodies over 32 KB with 413 before parsing", async () => {
    const response = await SELF.fetch(`${BASE}/api/feedback`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ page: "x", helpful: false, comment: "a".repeat(40 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ message: "Request body is too large" });
  });

  it("malformed JSON is a 400 with a message, never a stack trace", async () => {
    const response = await SELF.fetch(`${BASE}/api/feedback`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
    const body = await response.text();
    expect(JSON.parse(body)).toMatchObject({ message: "Request body must be valid JSON" });
    expect(body).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});

describe("CSRF", () => {
  it("refuses a state change from a foreign Origin", async () => {
    const response = await SELF.fetch(`${BASE}/api/feedback`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body: JSON.stringify({ page: "Home", helpful: true }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ message: "Cross-site request refused" });
  });

  it("refuses cross-site fetch metadata and form-encoded bodies", async () => {
    const crossSite = await SELF.fetch(`${BASE}/api/feedback`, {
      method: "POST",
      headers: { "content-type": "application/json", "sec-fetch-site": "cross-site" },
      body: JSON.stringify({ page: "Home", helpful: true }),
    });
    expect(crossSite.status).toBe(403);
    const form = await SELF.fetch(`${BASE}/api/feedback`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({ page: "Home", helpful: true }),
    });
    expect(form.status).toBe(415);
  });

  it("accepts our own origin (APP_ORIGIN, http://localhost:8787 in the tests)", async () => {
    const response = await SELF.fetch(`${BASE}/api/feedback`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:8787", "sec-fetch-site": "same-origin" },
      body: JSON.stringify({ page: "Home", helpful: true }),
    });
    expect(response.status).toBe(201);
  });
});

describe("security headers", () => {
  it.each(["/", "/about", "/api/health", "/no/such/page"])("are on %s", async (path) => {
    const response = await SELF.fetch(`${BASE}${path}`);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline");
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("permissions-policy")).toContain("geolocation=()");
    expect(response.headers.get("x-request-id")).toMatch(/^[\w-]{8,}$/);
  });
});

describe("edge meta injection", () => {
  const expectedType = (route: (typeof ROUTES)[number]) => route.structuredData;

  // The bare /shared-plan names no plan: a noindex 404 (worker/html/shared-plan-meta.test.ts, with a plan's own tags).
  it.each(ROUTES.filter((route) => route.id !== "shared-plan").map((route) => [route.path, route] as const))("%s has its title, tags and JSON-LD", async (path, route) => {
    const { response, body } = await html(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(body).toContain(`<title>${route.title.replace(/&/g, "&amp;")}</title>`);
    expect(unescape(metaContent(body, "name", "description"))).toBe(route.description);
    expect(unescape(metaContent(body, "name", "keywords"))).toBe(route.keywords.join(", "));
    expect(metaContent(body, "name", "robots")).toBe(route.robots ?? "index, follow");
    // A guide's task page names its standalone page (decision 0007); every other page itself.
    expect(body).toContain(`<link rel="canonical" href="http://localhost:8787${canonicalPathOf(route)}"`);
    expect(unescape(metaContent(body, "property", "og:title"))).toBe(route.title);
    expect(unescape(metaContent(body, "property", "og:description"))).toBe(route.description);
    expect(metaContent(body, "property", "og:url")).toBe(`http://localhost:8787${canonicalPathOf(route)}`);
    expect(metaContent(body, "property", "og:image")).toMatch(/^http:\/\/localhost:8787\//);
    expect(metaContent(body, "name", "twitter:card")).toBe("summary_large_image");
    expect(unescape(metaContent(body, "name", "twitter:title"))).toBe(route.title);
    expect(jsonLd(body)["@type"]).toBe(expectedType(route));
  });

  it("the About page carries its FAQ as FAQPage data", async () => {
    const data = jsonLd((await html("/about")).body) as { mainEntity: { "@type": string; name: string }[] };
    expect(data.mainEntity).toHaveLength(7);
    expect(data.mainEntity.every((entry) => entry["@type"] === "Question" && entry.name.length > 0)).toBe(true);
  });

  // One address per page (issue 25): was 200 for `/about/` and a 307 for `/index.html`.
  it.each([
    ["/about/", "/about"],
    ["/charging-plan/", "/charging-plan"],
    ["/charging-plan/home-charger/", "/charging-plan/home-charger"],
    ["/about//?ref=mail", "/about?ref=mail"],
    ["/index.html", "/"],
    ["/index.html?utm_source=x", "/?utm_source=x"],
    ["/GalpinHonda/", "/galpinhonda"],
    ["/some-unknown-dealer/", "/some-unknown-dealer"],
  ])("%s answers one 301 to %s", async (path, location) => {
    const response = await SELF.fetch(`${BASE}${path}`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(location);
    const target = await SELF.fetch(`${BASE}${location}`, { redirect: "manual" });
    expect(target.status).toBe(200);
  });

  it("a deep unknown path with a trailing slash stays a 404 (no redirect to another 404)", async () => {
    const response = await SELF.fetch(`${BASE}/no/such/page/`, { redirect: "manual" });
    expect(response.status).toBe(404);
  });
});


describe("dealer routing at the edge", () => {
  it.each(SPEC_NAMED_DEALERS)("/%s is %s's page, from the seeded registry", async (slug, name) => {
    const { response, body } = await html(`/${slug}`);
    expect(response.status).toBe(200);
    expect(body).toContain(`<title>Your EV charging plan from ${name} | PlugPlan</title>`);
    expect(metaContent(body, "name", "robots")).toBe("index, follow");
    expect(body).toContain(`<link rel="canonical" href="http://localhost:8787/${slug}" data-head="1">`);
    expect(jsonLd(body)["@type"]).toBe("FAQPage");
  });

  it("an unknown slug gets the generic page: 200, noindex nofollow, canonical /, generic tags", async () => {
    for (const path of ["/free-iphone-call-555-0100", "/Tesla-Scam-Motors", "/bay-area-toyota"]) {
      const { response, body } = await html(path);
      expect(response.status).toBe(200);
      expect(metaContent(body, "name", "robots")).toBe("noindex, nofollow");
      expect(body).toContain('<link rel="canonical" href="http://localhost:8787/" data-head="1">');
      expect(body).toContain("<title>Your EV charging plan from your dealer | PlugPlan</title>");
      expect(unescape(metaContent(body, "property", "og:title"))).toBe("Your EV charging plan from your dealer | PlugPlan");
      expect(metaContent(body, "property", "og:url")).toBe("http://localhost:8787/");
      // Nothing slug-derived in the tags: only the page body may show a business-like name.
      expect(body).not.toMatch(/Free Iphone|Tesla Scam Motors|Bay Area Toyota/);
    }
  });

  it.each(["/pricing", "/contact", "/help", "/search", "/admin", "/dealers"])("%s is reserved: a real 404, never a dealer", async (path) => {
    const { response } = await html(path);
    expect(response.status).toBe(404);
  });

  it.each([
    "/ev-something",
    "/home-depot",
    "/public-stations",
    "/maximize-everything",
    "/automate-it",
    "/dealer/two-segments",
    "/charging-plan/unknown-task",
    "/dev",
    "/weird.name",
    "/no/such/page",
  ])("%s is a real 404 page", async (path) => {
    const { response, body } = await html(path);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(body).toContain("<title>Page not found | PlugPlan</title>");
    expect(metaContent(body, "name", "robots")).toBe("noindex, follow");
  });

  it("static files are served as files", async () => {
    const response = await SELF.fetch(`${BASE}/favicon.svg`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<svg");
  });
});

describe("the page's scripts", () => {
  /** The scripts a prerendered page adds after its first paint (worker/html/deferred-scripts.ts). */
  function deferredScripts(body: string): { entry: string; preload: string[] } {
    const match = /<script type="application\/json" id="plugplan-scripts">(.*?)<\/script>/.exec(body);
    if (!match?.[1]) throw new Error("no deferred scripts");
    return JSON.parse(match[1]) as { entry: string; preload: string[] };
  }

  it("a prerendered page asks for no script before its first paint, then loads the entry with its page's own chunk", async () => {
    for (const [path, chunk] of [
      ["/", /^\/assets\/HomePage-[\w-]+\.js$/],
      ["/about", /^\/assets\/AboutPage-[\w-]+\.js$/],
      ["/galpinhonda", /^\/assets\/DealerOrNotFoundPage-[\w-]+\.js$/],
    ] as const) {
      const { body } = await html(path);
      expect(body).not.toContain('<link rel="modulepreload"');
      expect(body).not.toContain('<script type="module"');
      const scripts = deferredScripts(body);
      expect(scripts.entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
      expect(scripts.preload.filter((file) => chunk.test(file))).toHaveLength(1);
    }
  });

  it("a page the app renders from scratch (a 404, a link with a query) hints its chunks in <head>", async () => {
    const missing = (await html("/no/such/page")).body;
    expect(missing).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/);
    expect(missing).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/DealerOrNotFoundPage-[\w-]+\.js">/);
    expect(missing).not.toContain("plugplan-scripts");
    const about = (await html("/about?utm_source=x")).body;
    expect(about).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/AboutPage-[\w-]+\.js">/);
  });
});
