// Prerendered first screens as a browser receives them: the page's markup inside #root for a
// first-time visitor, never for signed-in people or query links, and a CSP that allows exactly the
// inline code that HTML carries.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PRERENDERED_PATHS } from "../../domain/prerender";
import { RETURNING_GUEST_SCRIPT } from "./prerendered";
import { SCRIPT_LOADER } from "./deferred-scripts";

const BASE = "http://localhost";

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await SELF.fetch(`${BASE}${path}`, { headers });
  return { response, body: await response.text(), csp: response.headers.get("content-security-policy") ?? "" };
}

/** What the browser sees inside #root (the shell has only <noscript> after it). */
function rootContent(body: string): string {
  const match = /<div id="root"[^>]*>([\s\S]*?)<\/div>\s*<noscript>/.exec(body);
  if (!match) throw new Error("no #root in the page");
  return match[1] ?? "";
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

function directive(csp: string, name: string): string {
  return csp.split(";").map((part) => part.trim()).find((part) => part.startsWith(`${name} `)) ?? "";
}

describe("prerendered pages", () => {
  it("a first-time visitor gets the page's content in the HTML, before any JavaScript", async () => {
    const about = rootContent((await page("/about")).body);
    expect(about).toContain("<h1");
    expect(about).toContain("Frequently asked questions");
    expect(about).toContain('class="app-footer"');
    const plan = rootContent((await page("/charging-plan")).body);
    expect(plan).toContain("Tell Us About Your Driving");
  });

  it.each([...PRERENDERED_PATHS, "/galpinhonda"].map((path) => [path]))("%s: its CSP allows its two inline scripts and every style attribute, nothing else", async (path) => {
    const { body, csp } = await page(path);
    expect(rootContent(body).length).toBeGreaterThan(500);
    expect(body).toContain('<div id="root" data-prerendered="">');
    // First in <head>, so no stylesheet delays it and it runs before #root is parsed.
    expect(body).toMatch(new RegExp(`<meta charset="utf-8" />\\s*<script>${RETURNING_GUEST_SCRIPT.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</script>`));
    // The returning-guest check, and the loader that adds the page's scripts after the first paint.
    expect(body).toContain(`<script>${SCRIPT_LOADER}</script></body>`);
    expect(directive(csp, "script-src")).toBe(`script-src 'self' 'sha256-${await sha256(RETURNING_GUEST_SCRIPT)}' 'sha256-${await sha256(SCRIPT_LOADER)}'`);
    const styles = [...new Set([...rootContent(body).matchAll(/ style="([^"]*)"/g)].map((match) => match[1] ?? ""))];
    // The page's stylesheets are inlined: one <style>, no stylesheet request before first paint.
    const inlined = [...body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? "");
    expect(inlined).toHaveLength(1);
    expect(inlined[0]).toContain("--space-6"); // base.css
    expect(body).not.toContain('rel="stylesheet"');
    const styleSrc = directive(csp, "style-src");
    for (const style of [...styles, inlined[0] ?? ""]) expect(styleSrc).toContain(`'sha256-${await sha256(style)}'`);
    expect(styleSrc.match(/'sha256-/g)?.length ?? 0).toBe(styles.length + 1);
    expect(csp).not.toContain("unsafe-inline");
  });

  it("each page inlines its own stylesheets: the incentives page has the incentive styles, the about page does not", async () => {
    const incentives = (await page("/charging-plan/incentives")).body;
    const about = (await page("/about")).body;
    expect(incentives).toContain(".incentives__zip");
    expect(about).not.toContain(".incentives__zip");
  });

  it("a registered dealer's first screen is the template filled in from the registry, with its record in the HTML; an unknown page has neither", async () => {
    const dealer = await page("/galpinhonda");
    const root = rootContent(dealer.body);
    expect(root).toContain('<h1>Your EV charging plan from<!-- --> <span class="dealer__name">Galpin Honda</span></h1>');
    expect(root).toContain("Honda Manufacturer Offers");
    expect([...root.matchAll(/class="collapsible dealer__offer dealer__offer--\d+"/g)]).toHaveLength(3);
    expect(root).toContain("<span>Portable Charging</span>");
    expect(root).toContain("What is this page from Galpin Honda?");
    expect(root).not.toMatch(/PPTOKEN|dealer__city|dealer__faq-extra/);
    expect(dealer.body).toContain('<script type="application/json" id="plugplan-dealer">{"slug":"galpinhonda","record":{"slug":"galpinhonda","name":"Galpin Honda"');
    // Signed-in people and links with a query get the client render, as for every page.
    expect(rootContent((await page("/galpinhonda?utm_source=x")).body)).toBe("");
    const missing = await page("/no/such/page");
    expect(missing.response.status).toBe(404);
    expect(rootContent(missing.body)).toBe("");
    expect(directive(missing.csp, "script-src")).toBe("script-src 'self'");
    expect(missing.body).not.toContain(RETURNING_GUEST_SCRIPT);
    expect(missing.body).not.toContain("<style>");
    expect(missing.body).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[\w-]+\.css">/);
    const generic = await page("/bay-area-toyota");
    expect(rootContent(generic.body)).toBe("");
  });

  it("signed-in people get the live app only (their page shows their saved plan)", async () => {
    const { body, csp } = await page("/charging-plan", { cookie: "theme=x; plugplan_signed_in=1" });
    expect(rootContent(body)).toBe("");
    expect(body).not.toContain(RETURNING_GUEST_SCRIPT);
    expect(directive(csp, "script-src")).toBe("script-src 'self'");
    expect(directive(csp, "style-src")).toBe("style-src 'self'");
  });

  it("links with a query string (shared lists, shared plans) are rendered by the app from the link", async () => {
    expect(rootContent((await page("/charging-plan/incentives?data=abc")).body)).toBe("");
    expect(rootContent((await page("/ev-phev-hybrid-recommender?utm_source=dealer")).body)).toBe("");
  });

  it("sign-in and shared-plan pages are never prerendered", async () => {
    for (const path of ["/login", "/auth/confirm", "/shared-plan"]) expect(rootContent((await page(path)).body)).toBe("");
  });

  it("the prerender files themselves are not served", async () => {
    const response = await SELF.fetch(`${BASE}/_prerender/about.json`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("text/html");
    await response.text();
  });

  it("the returning-guest script marks the page only when PlugPlan has something saved", () => {
    const run = (keys: string[]) => {
      const marks: string[] = [];
      const storage = Object.fromEntries(keys.map((key) => [key, "1"]));
      new Function("localStorage", "document", RETURNING_GUEST_SCRIPT)(storage, {
        documentElement: { setAttribute: (name: string) => marks.push(name) },
      });
      return marks.includes("data-returning-guest");
    };
    expect(run([])).toBe(false);
    expect(run(["other.site.key"])).toBe(false);
    expect(run(["plugplan.taskProgress.v1"])).toBe(true);
    expect(run(["plugplan.userInputs.v1"])).toBe(true);
    // Storage that throws (blocked in private modes) leaves the first-time page in place.
    expect(() => new Function("localStorage", "document", RETURNING_GUEST_SCRIPT)(null, {})).not.toThrow();
  });
});
