// What search engines read against what people see (issue 18 item 4), on the page a first-time
// visitor gets with JavaScript off (the prerendered HTML the Worker serves): every HowTo step's
// name is a visible heading of the page (its number in front, where the page numbers its steps),
// every BreadcrumbList is the trail shown above the heading, and the home page names the site and
// who runs it with their URL. JSON-LD is read from the served <script> tags and parsed as JSON.
import type { Browser, Page } from "@playwright/test";
import { ROUTES } from "../domain/routes";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";

type JsonLd = Record<string, unknown> & { "@type": string };

const HOWTO_PATHS = ROUTES.filter((route) => route.structuredData === "HowTo").map((route) => route.path);

async function noScriptPage(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() ?? undefined });
  return context.newPage();
}

async function jsonLdOf(page: Page): Promise<JsonLd[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as JsonLd);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("every HowTo step is a heading a person sees on the page", async ({ browser, page }) => {
  // Five guides, each as a plan task and standalone, and the incentives finder (spec: "How-to type").
  expect(HOWTO_PATHS).toHaveLength(11);
  const noScript = await noScriptPage(browser, page);
  for (const path of HOWTO_PATHS) {
    await noScript.goto(path);
    const howTo = (await jsonLdOf(noScript)).find((entity) => entity["@type"] === "HowTo");
    const steps = (howTo?.step ?? []) as { name: string; position: number }[];
    expect(steps.length, path).toBeGreaterThanOrEqual(3);
    for (const step of steps) {
      // "Get three quotes" or, where the page numbers its steps, "3. Get three quotes".
      const heading = noScript.getByRole("heading", { name: new RegExp(`^(${step.position}\\. )?${escapeRegExp(step.name)}$`) });
      await expect(heading, `${path}: step ${step.position} "${step.name}"`).toBeVisible();
    }
  }
  await noScript.context().close();
});

test("a guide's or tool's BreadcrumbList is the trail above its heading", async ({ browser, page }) => {
  const noScript = await noScriptPage(browser, page);
  for (const [path, expected] of [
    ["/charging-plan/home-charger", ["Home", "Charging plan", "Home Charging"]],
    ["/home-ev-charger-installation-guide", ["Home", "Home Charging"]],
    ["/charging-plan/incentives", ["Home", "Charging plan", "Incentives"]],
    ["/ev-gas-savings-calculator", ["Home", "EV vs Gas Savings Calculator"]],
  ] as const) {
    await noScript.goto(path);
    const trail = noScript.getByRole("navigation", { name: "Breadcrumb" });
    await expect(trail.getByRole("listitem")).toHaveText([...expected]);
    const list = (await jsonLdOf(noScript)).find((entity) => entity["@type"] === "BreadcrumbList");
    const items = (list?.itemListElement ?? []) as { name: string; item?: string }[];
    expect(items.map((item) => item.name), path).toEqual([...expected]);
    // Each linked crumb's URL is the link a person can follow.
    for (const item of items.slice(0, -1)) {
      const href = await trail.getByRole("link", { name: item.name, exact: true }).getAttribute("href");
      expect(new URL(item.item!).pathname, `${path}: ${item.name}`).toBe(href);
    }
    await expect(trail.getByText(expected.at(-1)!, { exact: true })).toHaveAttribute("aria-current", "page");
  }
  await noScript.context().close();
  // axe needs JavaScript: the live page, trail included, at this size.
  await page.goto("/charging-plan/home-charger");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("the home page names the site and its publisher with their URL; no trail there", async ({ browser, page, baseURL }) => {
  const noScript = await noScriptPage(browser, page);
  await noScript.goto("/");
  const entities = await jsonLdOf(noScript);
  const home = new URL("/", baseURL).href;
  expect(entities.map((entity) => entity["@type"])).toEqual(["WebPage", "Organization", "WebSite"]);
  expect(entities.find((entity) => entity["@type"] === "Organization")).toMatchObject({ name: "PlugPlan", url: home });
  expect(entities.find((entity) => entity["@type"] === "WebSite")).toMatchObject({ name: "PlugPlan", url: home });
  await expect(noScript.getByRole("navigation", { name: "Breadcrumb" })).toHaveCount(0);
  await noScript.context().close();
});

test("moving between pages in the app replaces the structured data with the new page's", async ({ page }) => {
  await page.goto("/");
  await page.goto("/home-ev-charger-installation-guide");
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(async () => (await jsonLdOf(page)).map((entity) => entity["@type"])).toEqual(["WebPage", "Organization", "WebSite"]);
});
