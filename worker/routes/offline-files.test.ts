// The offline files (issue 30, docs/decisions/0018) as the Worker serves them: the service worker
// and the manifest are revalidated on every visit (their names never change, and a long-cached
// sw.js would keep an old build's worker in charge), and the offline shell is never indexed.
// Reads the build in dist/client (npm run build), as the other page tests do.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { webManifest, type WebManifest } from "../../domain/offline/web-manifest";
import { withOfflineFileHeaders } from "./pages";

describe("offline files", () => {
  it("serves sw.js as a script that is always revalidated", async () => {
    const response = await SELF.fetch("http://localhost/sw.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("javascript");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    // Never the year-long immutable caching of hashed assets.
    expect(response.headers.get("cache-control")).not.toContain("immutable");
    const script = await response.text();
    expect(script).toContain("SKIP_WAITING");
    // Each language's offline shell and manifest are precached with the build.
    expect(script).toContain('"/app-shell"');
    expect(script).toContain('"/es/app-shell"');
    expect(script).toContain('"manifest.webmanifest"');
    expect(script).toContain('"es/manifest.webmanifest"');
  });

  it("serves the manifest as application/manifest+json, revalidated", async () => {
    const response = await SELF.fetch("http://localhost/manifest.webmanifest");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/manifest+json");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.json()).toMatchObject({ lang: "en-US", id: "/", short_name: "PlugPlan", start_url: "/charging-plan", display: "standalone" });
  });

  it("serves the Spanish manifest the same way: a Spanish app of its own that opens on the Spanish plan", async () => {
    const response = await SELF.fetch("http://localhost/es/manifest.webmanifest");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/manifest+json");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const spanish = JSON.parse(await response.text()) as WebManifest;
    // What the build wrote is webManifest("es") with the English app's look (its fields are
    // domain/offline/web-manifest.test.ts's): one function, one look for both installs.
    const english = (await (await SELF.fetch("http://localhost/manifest.webmanifest")).json()) as WebManifest;
    const look = { icons: english.icons, themeColor: english.theme_color, backgroundColor: english.background_color };
    expect(spanish).toEqual(webManifest("es", look));
    expect(english).toEqual(webManifest("en", look));
  });

  it("serves the offline shell, marked for the SPA and never indexed", async () => {
    const response = await SELF.fetch("http://localhost/app-shell");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const html = await response.text();
    expect(html).toContain('<meta name="plugplan:offline-shell" content="1">');
    expect(html).toContain('<meta name="robots" content="noindex"');
    // No first screen: the SPA renders whichever page the person opened.
    expect(html).toContain('<div id="root"></div>');
  });

  it("serves the Spanish offline shell from the Spanish build, marked and never indexed", async () => {
    const english = await SELF.fetch("http://localhost/app-shell");
    const spanish = await SELF.fetch("http://localhost/es/app-shell");
    expect(spanish.status).toBe(200);
    expect(spanish.headers.get("x-robots-tag")).toBe("noindex");
    const html = await spanish.text();
    expect(html).toContain('<html lang="es-US"');
    expect(html).toContain('<meta name="plugplan:offline-shell" content="1">');
    expect(html).toContain('<div id="root"></div>');
    // The Spanish build's entry script (its messages are Spanish), not the English one.
    const entry = (page: string) => /<script type="module"[^>]*src="([^"]+)"/.exec(page)?.[1];
    const englishHtml = await english.text();
    expect(englishHtml).toContain('<html lang="en-US"');
    expect(entry(html)).toBeDefined();
    expect(entry(html)).not.toBe(entry(englishHtml));
  });

  it("leaves other files' headers alone", () => {
    const response = withOfflineFileHeaders("/favicon.svg", new Response("x", { headers: { "cache-control": "public, max-age=3600" } }));
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
  });
});
