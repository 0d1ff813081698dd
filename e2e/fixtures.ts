// Shared Playwright fixtures: fails a test on any console error or uncaught page error, and
// offers an axe check limited to WCAG 2.x A/AA rules.
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";

/**
 * A first-time visitor's page arrives prerendered and is hydrated once its code has loaded; clicks
 * before that are lost, as they would be for a person. After goto/reload, wait until the app marks
 * the page ready (web/components/layout/AppLayout.tsx), so tests act on the live page. Non-HTML
 * responses (no #root) return at once.
 */
export function waitForLivePage(page: Page): Page {
  const ready = () =>
    page.waitForFunction(() => !document.getElementById("root") || document.documentElement.hasAttribute("data-page-ready"));
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
  return page;
}

export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page }, use) => {
    await use(waitForLivePage(page));
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(String(error)));
      await use(errors);
    },
    { auto: true },
  ],
});

export { expect };

/** Asserts axe finds no serious or critical WCAG 2.0/2.1/2.2 A/AA violation on the page. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 600;

/** Sets a range input the way a drag does: the value, then an input event (React's onChange). */
export async function setSlider(slider: Locator, value: number) {
  await slider.evaluate((element, next) => {
    const input = element as HTMLInputElement;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, String(next));
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }, value);
}

/**
 * Seeds a guest plan (and, if given, task progress) in browser storage before the app first boots
 * in this tab. Only once per tab: a reload keeps what the app saved since, as it would for a person.
 */
export async function seedGuestPlan(page: Page, inputs: Record<string, unknown>, progress?: Record<string, boolean>) {
  await page.addInitScript(
    ({ inputs, progress }) => {
      if (window !== window.top) return; // init scripts also run in the station-map iframe
      if (sessionStorage.getItem("seeded")) return;
      localStorage.setItem("plugplan.userInputs.v1", JSON.stringify(inputs));
      if (progress) localStorage.setItem("plugplan.taskProgress.v1", JSON.stringify(progress));
      sessionStorage.setItem("seeded", "1");
    },
    { inputs, progress },
  );
}

/** Never reach the real PlugShare: its station widget frame gets a blank page. Returns what was requested. */
export async function stubPlugShare(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route("https://www.plugshare.com/**", async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Stations</title><p>map</p>" });
  });
  return requested;
}

/** Throttles like a mid-range phone on a slow connection (Lighthouse's mobile settings: 4x CPU, ~1.6 Mbit/s, 150 ms). */
export async function throttle(page: Page) {
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

/** The wizard's step 1: ZIP, one-way miles, days a week and whether the car can charge at home. */
export async function fillStep1(page: Page, { zip, oneWay, days, home }: { zip: string; oneWay: number; days: number; home: "Yes" | "No" }) {
  await expect(page.getByRole("heading", { level: 1, name: "Tell Us About Your Driving" })).toBeVisible();
  await page.getByLabel("Zip code").fill(zip);
  await setSlider(page.getByLabel("How far one way?"), oneWay);
  await setSlider(page.getByLabel("How many days per week?"), days);
  await page.getByRole("radio", { name: new RegExp(`^${home}\\b`) }).check();
}

/**
 * Opens `path` throttled as a first-time visitor whose JavaScript is held back until `release()`
 * is called, and returns as soon as the server's HTML starts arriving. Until the release the page
 * cannot come alive however fast the machine is, so a journey decides itself which of its keys
 * and taps land before the code runs: the moment never depends on the machine's speed.
 */
export async function openWithScriptsHeld(page: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  await throttle(page);
  // The fixture's goto waits for the live page; this visitor acts before it, so use Playwright's own.
  await (Object.getPrototypeOf(page) as Page).goto.call(page, path, { waitUntil: "commit" });
  return release;
}

/** True once the app has marked the page live (web/components/layout/AppLayout.tsx). */
export const isPageReady = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute("data-page-ready"));

/**
 * Opens `path` as a first-time visitor whose scripts arrive only when `goLive()` is called, so
 * everything done before that happens on the prerendered, not yet interactive, page.
 */
export async function openBeforeScripts(page: Page, path: string) {
  const release = await openWithScriptsHeld(page, path);
  return {
    async goLive() {
      expect(await isPageReady(page)).toBe(false);
      release();
      await page.waitForFunction(() => document.documentElement.hasAttribute("data-page-ready"), undefined, { timeout: 60_000 });
    },
  };
}

/** Moves a range input the way a drag does before any code runs: the DOM value and an input event. */
export async function slide(page: Page, label: string, value: number) {
  await page.getByLabel(label).evaluate((element, next) => {
    const input = element as HTMLInputElement;
    input.value = String(next);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }, value);
}
