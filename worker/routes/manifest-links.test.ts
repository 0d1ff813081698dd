// Installing PlugPlan installs the app of the page's language (issue 29): every page the Worker
// renders links its own language's manifest, whether it is prerendered for a first visit, rendered
// for a signed-in person, a dealer's or a shared plan's first screen, a 404 or the offline shell.
// Reads the build in dist/client (npm run build): each language's shell is its build's index.html.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SIGNED_IN_HINT_NAME } from "../../domain/auth/signed-in-hint";
import { localizePath, LOCALES } from "../../domain/i18n/locale";
import { buildFullSharePayload, encodePlanShare } from "../../domain/share/plan-payload";
import { SAMPLE_BEV_INPUTS } from "../../domain/share/test-fixtures";

const SHARED_PLAN = `/shared-plan?data=${encodePlanShare(buildFullSharePayload(SAMPLE_BEV_INPUTS))}`;
const PAGES = ["/", "/charging-plan", "/home-ev-charger-installation-guide", "/galpinhonda", SHARED_PLAN, "/no/such/page", "/app-shell"];
const EXPECTED = { en: "/manifest.webmanifest", es: "/es/manifest.webmanifest" };

/** Every <link rel="manifest"> href in the page, so a second (English) one would show. */
async function manifestLinks(path: string, cookie?: string): Promise<string[]> {
  const response = await SELF.fetch(`http://localhost${path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  expect(response.status, path).toBeLessThan(500);
  const html = await response.text();
  expect(html, path).toContain("<html");
  return [...html.matchAll(/<link rel="manifest" href="([^"]*)"/g)].map((match) => match[1] ?? "");
}

describe("the manifest a page links", () => {
  for (const locale of LOCALES) {
    it(`is the ${locale} one on every ${locale} page, for first visits and signed-in people`, async () => {
      for (const page of PAGES) {
        const path = localizePath(page, locale);
        expect(await manifestLinks(path), path).toEqual([EXPECTED[locale]]);
        expect(await manifestLinks(path, `${SIGNED_IN_HINT_NAME}=1`), `${path} signed in`).toEqual([EXPECTED[locale]]);
      }
    });
  }

  it("is served where the link points, in the page's language", async () => {
    for (const locale of LOCALES) {
      const [href] = await manifestLinks(localizePath("/charging-plan", locale));
      const manifest = (await (await SELF.fetch(`http://localhost${href}`)).json()) as { lang: string; start_url: string };
      expect(manifest.lang).toBe(locale === "es" ? "es-US" : "en-US");
      expect(manifest.start_url).toBe(localizePath("/charging-plan", locale));
    }
  });
});
