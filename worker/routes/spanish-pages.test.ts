// Spanish pages as the edge serves them (issue 29): the same route table under /es, with the
// language said everywhere a machine reads it, and links between the two languages both ways.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import * as m from "../../domain/i18n/messages";
import { escapeHtml } from "../html/escape";

const APP_ORIGIN = "http://localhost:8787";

async function page(path: string): Promise<{ status: number; body: string; headers: Headers }> {
  const response = await SELF.fetch(`http://localhost${path}`, { redirect: "manual" });
  return { status: response.status, body: await response.text(), headers: response.headers };
}

const attr = (body: string, pattern: RegExp) => pattern.exec(body)?.[1];

describe("a Spanish page", () => {
  it("says its language in <html lang>, og:locale, the title and description, and JSON-LD", async () => {
    const { status, body } = await page("/es/ev-gas-savings-calculator");
    expect(status).toBe(200);
    expect(attr(body, /<html lang="([^"]*)"/)).toBe("es-US");
    expect(attr(body, /<title>([^<]*)<\/title>/)).toBe("Calculadora de ahorro por estado: eléctrico o gasolina | PlugPlan");
    expect(attr(body, /<meta name="description" content="([^"]*)"/)).toMatch(/^Compare el costo de manejar un vehículo eléctrico/);
    expect(attr(body, /<meta property="og:locale" content="([^"]*)"/)).toBe("es_US");
    expect(attr(body, /<meta property="og:locale:alternate" content="([^"]*)"/)).toBe("en_US");
    expect(attr(body, /<link rel="canonical" href="([^"]*)"/)).toBe(`${APP_ORIGIN}/es/ev-gas-savings-calculator`);
    const jsonLd = JSON.parse(attr(body, /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/) ?? "null") as { inLanguage: string; url: string };
    expect(jsonLd).toMatchObject({ inLanguage: "es-US", url: `${APP_ORIGIN}/es/ev-gas-savings-calculator` });
  });

  it("tells a reader without JavaScript in Spanish too (the shell's generic <noscript> line)", async () => {
    for (const [path, locale] of [["/es/login", "es"], ["/es/charging-plan", "es"], ["/es/no/such/page", "es"], ["/login", "en"]] as const) {
      const { body } = await page(path);
      expect(attr(body, /<noscript>([^<]*)<\/noscript>/), path).toBe(escapeHtml(m.layout_noscript({}, { locale })));
    }
  });

  it("and its English twin name each other (hreflang both ways, x-default English)", async () => {
    const links = (body: string) => [...body.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)"/g)].map((m) => `${m[1]} ${m[2]}`);
    const expected = [`en-US ${APP_ORIGIN}/about`, `es-US ${APP_ORIGIN}/es/about`, `x-default ${APP_ORIGIN}/about`];
    expect(links((await page("/es/about")).body)).toEqual(expected);
    expect(links((await page("/about")).body)).toEqual(expected);
  });

  it("a guide's Spanish task page names the Spanish standalone guide as canonical", async () => {
    const { body } = await page("/es/charging-plan/home-charger");
    expect(attr(body, /<link rel="canonical" href="([^"]*)"/)).toBe(`${APP_ORIGIN}/es/home-ev-charger-installation-guide`);
  });

  it("a first-time visitor gets the Spanish page prerendered", async () => {
    const { body } = await page("/es/about");
    expect(body).toContain("data-prerendered");
    expect(body).toContain(">Ir al contenido<");
  });

  it("a dealer's Spanish page is the dealer's page, canonical to itself; another spelling is one 301 that keeps the language", async () => {
    const { status, body } = await page("/es/galpinhonda");
    expect(status).toBe(200);
    expect(attr(body, /<link rel="canonical" href="([^"]*)"/)).toBe(`${APP_ORIGIN}/es/galpinhonda`);
    expect(attr(body, /<html lang="([^"]*)"/)).toBe("es-US");
    const alias = await page("/es/GalpinHonda?utm=x");
    expect(alias.status).toBe(301);
    expect(alias.headers.get("location")).toBe("/es/galpinhonda?utm=x");
  });

  it("a trailing slash is one 301 to the Spanish page", async () => {
    const { status, headers } = await page("/es/about/");
    expect(status).toBe(301);
    expect(headers.get("location")).toBe("/es/about");
  });

  it("an unknown deep Spanish path is a 404 that claims no URL", async () => {
    const { status, body } = await page("/es/no/such/page");
    expect(status).toBe(404);
    expect(body).not.toContain('rel="canonical"');
    expect(attr(body, /<html lang="([^"]*)"/)).toBe("es-US");
  });

  it("nobody is redirected by Accept-Language: an English URL stays English", async () => {
    const response = await SELF.fetch("http://localhost/about", { headers: { "accept-language": "es-US,es;q=0.9" }, redirect: "manual" });
    expect(response.status).toBe(200);
    expect(attr(await response.text(), /<html lang="([^"]*)"/)).toBe("en-US");
  });
});
