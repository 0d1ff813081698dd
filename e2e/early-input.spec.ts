// Nothing a person does while a page loads is lost (docs/decisions/0005). A throttled phone
// (4x CPU, ~1.6 Mbit/s, 150 ms) shows the prerendered page well before its code runs; these
// journeys type and tap as soon as a control is visible, with the page's JavaScript held back
// until they have, then check that the live page holds what the screen shows: the value, the
// figures derived from it and the next step.
import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";

test.describe.configure({ timeout: 120_000 });

/** Throttles like a mid-range phone on a slow connection (Lighthouse's mobile settings). */
async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/**
 * Opens `path` as a first-time visitor whose scripts arrive only when `release()` is called, so
 * everything done before that happens on the prerendered, not yet interactive, page.
 */
async function openBeforeScripts(page: Page, path: string) {
  let release!: () => void;
  const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  await throttle(page);
  // The fixture's goto waits for the live page; this visitor acts before it, so use Playwright's own.
  await (Object.getPrototypeOf(page) as Page).goto.call(page, path, { waitUntil: "commit" });
  return {
    async goLive() {
      expect(await page.evaluate(() => document.documentElement.hasAttribute("data-page-ready"))).toBe(false);
      release();
      await page.waitForFunction(() => document.documentElement.hasAttribute("data-page-ready"), undefined, { timeout: 60_000 });
    },
  };
}

/** Moves a range input the way a drag does before any code runs: the DOM value and an input event. */
async function slide(page: Page, label: string, value: number) {
  await page.getByLabel(label).evaluate((element, next) => {
    const input = element as HTMLInputElement;
    input.value = String(next);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }, value);
}

test("wizard: a ZIP, sliders and a tapped answer made while it loads are kept", async ({ page }) => {
  const loading = await openBeforeScripts(page, "/charging-plan");
  const zip = page.getByLabel("Zip code");
  await expect(zip).toBeVisible({ timeout: 30_000 });
  await zip.fill("91601");
  await slide(page, "How far one way?", 18);
  await slide(page, "How many days per week?", 5);
  await page.getByRole("radio", { name: /^No\b/ }).check();
  await loading.goLive();

  // What the screen shows is what the app holds: the ZIP, the figures derived from the sliders
  // (18 mi × 2 = 36 mi a day; 36 × 5 days × 50 weeks = 9,000 a year, spec §4) and the choice.
  await expect(zip).toHaveValue("91601");
  await expect(page.getByTestId("daily-miles")).toHaveText("36 miles");
  await expect(page.getByTestId("annual-miles")).toHaveText("9,000 miles");
  await expect(page.getByRole("radio", { name: /^No\b/ })).toBeChecked();
  await expect(page.getByText("North Hollywood", { exact: false }).first()).toBeVisible({ timeout: 30_000 });
  // Without home charging the parked-hours question does not apply, and the step is complete.
  await expect(page.getByLabel("How many hours is your car parked at home?")).toHaveCount(0);
  await page.getByRole("button", { name: "Next: EV information" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Help us understand your EV's capabilities" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("home-charger guide: a setup tapped while it loads opens that setup", async ({ page }) => {
  const loading = await openBeforeScripts(page, "/charging-plan/home-charger");
  const outlet = page.getByRole("radio", { name: /240V Outlet Available/ });
  await expect(outlet).toBeVisible({ timeout: 30_000 });
  await outlet.check();
  await loading.goLive();

  await expect(outlet).toBeChecked();
  await expect(page.getByRole("heading", { level: 2, name: "Charging from a 240V outlet" })).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);
});

test("calculator: a state and a slider changed while it loads drive the results", async ({ page }) => {
  const loading = await openBeforeScripts(page, "/ev-gas-savings-calculator");
  const state = page.getByLabel("State");
  await expect(state).toBeVisible({ timeout: 30_000 });
  await state.selectOption("NY");
  await slide(page, "Gas car fuel economy", 40);
  await loading.goLive();

  await expect(state).toHaveValue("NY");
  await expect(page.getByTestId("electricity-source")).toContainText("New York");
  await expect(page.getByLabel("Gas car fuel economy")).toHaveValue("40");
  await expect(page.getByText("40 mpg").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("incentives finder: a ZIP typed while it loads narrows the list to its metro and utility", async ({ page }) => {
  const loading = await openBeforeScripts(page, "/charging-plan/incentives");
  const zip = page.getByLabel("ZIP code");
  await expect(zip).toBeVisible({ timeout: 30_000 });
  await zip.fill("90012");
  await loading.goLive();

  await expect(zip).toHaveValue("90012");
  await expect(page.getByText(/Showing programs for the Los Angeles area, your utility LADWP, plus federal and California programs/)).toBeVisible({
    timeout: 30_000,
  });
  await expectNoSeriousA11yViolations(page);
});

test("recommender: the first answer tapped while it loads opens the next question", async ({ page }) => {
  const loading = await openBeforeScripts(page, "/ev-phev-hybrid-recommender");
  const only = page.getByRole("group", { name: "Will this be your only vehicle?" }).getByRole("radio", { name: /Only vehicle/ });
  await expect(only).toBeVisible({ timeout: 30_000 });
  await only.check();
  await loading.goLive();

  await expect(only).toBeChecked();
  await expect(page.getByRole("group", { name: "What will you mostly use it for?" })).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);
});

test("maximize savings: a utility chosen while it loads is the one compared", async ({ page }) => {
  const loading = await openBeforeScripts(page, "/maximize-ev-fuel-savings-calculator");
  const utility = page.getByLabel("My utility", { exact: true });
  await expect(utility).toBeVisible({ timeout: 30_000 });
  await utility.selectOption("SCE");
  await loading.goLive();

  await expect(utility).toHaveValue("SCE");
  await expect(page.getByTestId("plan-comparison")).toContainText("SCE", { timeout: 30_000 });
  await expect(page.getByTestId("plan-comparison")).not.toContainText("PG&E");
  await expectNoSeriousA11yViolations(page);
});
