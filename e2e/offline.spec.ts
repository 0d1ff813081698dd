// Offline after one visit (issue 30, docs/decisions/0018): the service worker keeps this build's
// code, its shell and the person's ZIP data, so the plan and the guides open with no network; sign-in
// says it needs a connection. The manifest is what an install needs. Service workers are blocked in
// every other spec (playwright.config.ts); this one lets them run.
import type { Locator, Page } from "@playwright/test";
import type { ShareableInputs } from "../domain/share/plan-payload";
import { SAMPLE_BEV_INPUTS } from "../domain/share/test-fixtures";
import { expect, seedGuestPlan, test } from "./fixtures";

test.use({ serviceWorkers: "allow" });
test.describe.configure({ timeout: 90_000 });

/** San Diego 92101, 40 miles a day, Level 2 at home: a plan whose dollars need the ZIP's shard (/data/zip/921.json). */
const SAN_DIEGO = { ...SAMPLE_BEV_INPUTS, zipCode: "92101", dailyMiles: 40, annualMiles: 10_000, homeSetup: "level2" } satisfies ShareableInputs;

/**
 * One online visit to the San Diego plan at `path`: the worker registers after load, precaches the
 * build, takes charge of the page and keeps the shard the page read. Returns the plan's dollars.
 */
async function visitOnline(page: Page, path: string, dollars: Locator): Promise<string> {
  await seedGuestPlan(page, SAN_DIEGO, { chargingBasics: true });
  await page.goto(path);
  await expect(dollars).toBeVisible();
  const onlineMoney = await page.getByTestId("money-lead").innerText();
  expect(onlineMoney).toMatch(/\$\d+/);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(async () => (await (await caches.open("plugplan-zip-data")).keys()).some((request) => request.url.endsWith("/data/zip/921.json")));
  return onlineMoney;
}

test("after one visit the plan and a guide open with no network, and sign-in says it needs one", async ({ page, context }) => {
  const dollars = page.getByRole("heading", { name: "Your plan in dollars" });
  const onlineMoney = await visitOnline(page, "/charging-plan", dollars);

  await context.setOffline(true);
  await page.goto("/charging-plan");
  await expect(dollars).toBeVisible();
  // The same figures as online: the same build's code and the kept shard.
  await expect(page.getByTestId("money-lead")).toHaveText(onlineMoney);

  await page.goto("/home-ev-charger-installation-guide");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/not found|offline/i);

  await page.goto("/login");
  await expect(page.getByTestId("sign-in-offline")).toHaveText(/Signing in needs a connection/);
  await expect(page.getByRole("button", { name: "Send magic link" })).toBeDisabled();

  // A page that must be fresh is never a cached copy: offline it does not open.
  await expect(page.goto("/account")).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
  await context.setOffline(false);
});

// Each language is a build of its own (decision 0020): a Spanish page opened offline gets the
// Spanish shell and scripts, so the plan, the guide and sign-in read in Spanish, and English pages
// opened offline in the same browser stay English. Words from the Spanish catalogues
// (results/i18n, guides/home-charger/i18n, sign-in/i18n es.json).
test("after a visit in Spanish, Spanish pages open offline in Spanish and English ones in English", async ({ page, context }) => {
  const dollars = page.getByRole("heading", { name: "Su plan en dólares" });
  const onlineMoney = await visitOnline(page, "/es/charging-plan", dollars);

  await context.setOffline(true);
  await page.goto("/es/charging-plan");
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  await expect(dollars).toBeVisible();
  await expect(page.getByTestId("money-lead")).toHaveText(onlineMoney);

  await page.goto("/es/home-ev-charger-installation-guide");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Guía para instalar un cargador en casa");

  await page.goto("/es/login");
  await expect(page.getByTestId("sign-in-offline")).toHaveText(/Para iniciar sesión se necesita conexión/);
  await expect(page.getByRole("button", { name: "Enviar enlace de inicio de sesión" })).toBeDisabled();

  await page.goto("/charging-plan");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await expect(page.getByRole("heading", { name: "Your plan in dollars" })).toBeVisible();

  await expect(page.goto("/es/account")).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
  await context.setOffline(false);
});

/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

/**
 * Each language installs an app of its own (issue 29): the page links its language's manifest, the
 * app opens on that language's plan, and Chromium gives the two installs different app ids.
 * The Spanish words are the offline catalogue's (domain/offline/i18n/es.json).
 */
const INSTALLS = [
  {
    language: "English",
    page: "/",
    manifest: "/manifest.webmanifest",
    fields: { lang: "en-US", id: "/", name: "PlugPlan: your EV charging plan", short_name: "PlugPlan", start_url: "/charging-plan", display: "standalone" },
  },
  {
    language: "Spanish",
    page: "/es",
    manifest: "/es/manifest.webmanifest",
    fields: { lang: "es-US", id: "/es/", name: "PlugPlan: su plan de carga para vehículo eléctrico", short_name: "PlugPlan", start_url: "/es/charging-plan", display: "standalone" },
  },
] as const;

for (const install of INSTALLS) {
  test(`the ${install.language} web manifest has what an install needs`, async ({ page, request, baseURL }) => {
    await page.goto(install.page);
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe(install.manifest);
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/manifest+json");
    expect(response.headers()["cache-control"]).toBe("no-cache");
    const manifest = (await response.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; type: string; purpose: string }[] };
    // Lighthouse's installable-manifest checks: a name or short_name, a start_url, a standalone
    // (or fullscreen/minimal-ui) display, and a PNG icon of at least 144 px (plus the 512 px one stores ask for).
    expect(manifest).toMatchObject(install.fields);
    // The app's own colours (web/styles/base.css --color-primary and --color-bg), in every language.
    expect(manifest).toMatchObject({ theme_color: "#0b5f4a", background_color: "#f6f8f7" });
    for (const [size, purpose] of [[192, "any"], [512, "any"], [512, "maskable"]] as const) {
      const icon = manifest.icons.find((entry) => entry.sizes === `${size}x${size}` && entry.purpose === purpose);
      expect(icon, `${size} ${purpose}`).toBeDefined();
      const png = await request.get(icon!.src);
      expect(png.headers()["content-type"]).toBe("image/png");
      expect(pngSize(await png.body())).toEqual({ width: size, height: size });
    }
    // Chromium's own installability check (what Lighthouse's former installable-manifest audit ran),
    // once the worker is in charge. Playwright's contexts are incognito, which Chromium reports as its
    // own reason ("in-incognito"): not the site's to fix, so it is the one reason allowed.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors.filter((error) => error.errorId !== "in-incognito")).toEqual([]);
    // Chromium's manifest parser reads it without a complaint, and names the app by its own id.
    const { url, errors } = await cdp.send("Page.getAppManifest", {});
    expect(url).toBe(new URL(install.manifest, baseURL).href);
    expect(errors).toEqual([]);
    const { appId } = await cdp.send("Page.getAppId");
    expect(appId).toBe(new URL(install.fields.id, baseURL).href);
  });
}

test("the worker script is never cached long, and the offline shells are never indexed", async ({ request }) => {
  const worker = await request.get("/sw.js");
  expect(worker.status()).toBe(200);
  expect(worker.headers()["content-type"]).toContain("javascript");
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  // Each offline shell is its build's index.html as the Worker serves it, never indexed, linking its
  // language's manifest.
  for (const [path, manifest] of [["/app-shell", "/manifest.webmanifest"], ["/es/app-shell", "/es/manifest.webmanifest"]] as const) {
    const shell = await request.get(path);
    expect(shell.status()).toBe(200);
    expect(shell.headers()["x-robots-tag"]).toBe("noindex");
    const html = await shell.text();
    expect(html).toContain('<div id="root"></div>');
    expect([...html.matchAll(/<link rel="manifest" href="([^"]*)"/g)].map((match) => match[1])).toEqual([manifest]);
  }
});
