// The four tip guides (public charging, automate charging, driving tips, battery health) on both of
// their routes, at desktop and phone sizes: rendering, the desktop-only station map and its ZIP
// centroid, share links, where completing goes, and axe.
import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, isPhone, test, seedGuestPlan, stubPlugShare } from "./fixtures";

const GUIDES = [
  {
    id: "public-charging",
    heading: "Guide to Public Charging",
    task: "publicCharging",
    taskPath: "/charging-plan/public-charging",
    // "Next section →" with only Charging Basics done: the next unfinished task in plan order.
    nextTaskPath: "/charging-plan/maximize-savings",
    standalonePath: "/public-ev-charging-stations-guide",
    marker: "Time to add 100 miles",
  },
  {
    id: "automate-charging",
    heading: "Automate Your Charging",
    task: "automateCharging",
    taskPath: "/charging-plan/automate-charging",
    // "Next section →" with only Charging Basics done: the next unfinished task in plan order.
    nextTaskPath: "/charging-plan/driving-tips",
    standalonePath: "/automate-ev-charging-schedule",
    marker: "Schedule in 3 Easy Steps",
  },
  {
    id: "driving-tips",
    heading: "Maximize Your EV Range",
    task: "drivingTips",
    taskPath: "/charging-plan/driving-tips",
    // "Next section →" with only Charging Basics done: the next unfinished task in plan order.
    nextTaskPath: "/charging-plan/battery-health",
    standalonePath: "/ev-driving-tips-maximize-range",
    marker: "Quick tips",
  },
  {
    id: "battery-health",
    heading: "Battery Health Tips",
    task: "batteryHealth",
    taskPath: "/charging-plan/battery-health",
    // "Next section →" with only Charging Basics done: the next unfinished task in plan order.
    nextTaskPath: "/charging-plan/incentives",
    standalonePath: "/ev-battery-health-maintenance-guide",
    marker: "Additional tips",
  },
] as const;

/** A guest plan with charging basics done, as the guides expect. */
const seedPlan = (page: Page, inputs: Record<string, unknown>) => seedGuestPlan(page, inputs, { chargingBasics: true });

const PLAN = {
  zipCode: "94110",
  annualMiles: 9000,
  dailyMiles: 36,
  hoursParkedAtHome: 8,
  evType: "BEV",
  evRange: 250,
  homeCharging: "yes",
  homeSetup: "240v",
};

/** Captures what the share button copies; no share sheet, so the "copied" label shows. */
async function captureClipboard(page: Page) {
  await page.addInitScript(() => {
    if (window !== window.top) return;
    const store = window as unknown as { __copied?: string };
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: async (text: string) => void (store.__copied = text) },
    });
    Object.defineProperty(navigator, "share", { configurable: true, value: undefined });
  });
}

const copied = (page: Page) => page.evaluate(() => (window as unknown as { __copied?: string }).__copied ?? "");

for (const guide of GUIDES) {
  test.describe(guide.heading, () => {
    for (const path of [guide.taskPath, guide.standalonePath]) {
      test(`renders on ${path} and is axe clean`, async ({ page, consoleErrors }) => {
        await stubPlugShare(page);
        await seedPlan(page, PLAN);
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: guide.heading })).toBeVisible();
        await expect(page.getByRole("heading", { name: guide.marker })).toBeVisible();
        await expect(page.getByRole("button", { name: "Share this guide" })).toBeVisible();
        await expect(page.getByRole("heading", { name: "Was this helpful?" })).toBeVisible();
        const nav = page.getByRole("navigation", { name: "Guide navigation" });
        await expect(nav.getByRole("button", { name: "← Back" })).toBeVisible();
        await expect(nav.getByRole("button", { name: "Next section →" })).toBeVisible();
        await expect(nav.getByRole("link", { name: "Return to plan" })).toHaveAttribute("href", "/charging-plan");
        // HowTo structured data with real steps, then the trail (e2e/structured-data.spec.ts checks both against the page).
        const jsonLd = page.locator('script[type="application/ld+json"]');
        await expect(jsonLd).toHaveCount(2);
        await expect
          .poll(async () => JSON.parse((await jsonLd.first().textContent()) ?? "{}").step?.length ?? 0)
          .toBeGreaterThanOrEqual(3);
        expect(JSON.parse((await jsonLd.last().textContent()) ?? "{}")["@type"]).toBe("BreadcrumbList");
        if (guide.id === "public-charging" && !isPhone(page)) {
          await expect(page.locator("iframe.station-map__frame")).toBeVisible();
        }
        await expectNoSeriousA11yViolations(page);
        expect(consoleErrors).toEqual([]);
      });
    }

    test("completing from the task page opens the next unfinished task, at its top, and saves the task", async ({ page }) => {
      await stubPlugShare(page);
      await seedPlan(page, PLAN);
      await page.goto(guide.taskPath);
      await page.getByRole("button", { name: "Next section →" }).click();
      await expect(page).toHaveURL(new RegExp(`${guide.nextTaskPath}$`));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      const flags = await page.evaluate(() => JSON.parse(localStorage.getItem("plugplan.taskProgress.v1") ?? "{}"));
      expect(flags[guide.task]).toBe(true);
    });

    test("completing from the standalone page returns home without saving for a guest", async ({ page }) => {
      await stubPlugShare(page);
      await seedPlan(page, PLAN);
      await page.goto(guide.standalonePath);
      await page.getByRole("button", { name: "Next section →" }).click();
      await expect(page).toHaveURL(/\/$/);
      const flags = await page.evaluate(() => JSON.parse(localStorage.getItem("plugplan.taskProgress.v1") ?? "{}"));
      expect(flags[guide.task] ?? false).toBe(false);
    });
  });
}

test.describe("public charging station map", () => {
  test("uses the plan ZIP's centroid on desktop and is never loaded on phones", async ({ page }) => {
    const requested = await stubPlugShare(page);
    await seedPlan(page, PLAN);
    await page.goto("/public-ev-charging-stations-guide");
    await expect(page.getByRole("heading", { name: "Find stations near you" })).toBeVisible();
    if (isPhone(page)) {
      // Phones get the station list (California: "not loaded yet"), never the PlugShare widget.
      // That notice is drawn from the station answer, which waits for the plan ZIP's lookup: once
      // it shows, everything the lookup drives has happened, so no wall-clock wait is needed.
      await expect(page.getByTestId("stations-not-loaded")).toBeVisible();
      await page.getByRole("heading", { name: "Popular charging networks" }).scrollIntoViewIfNeeded();
      await expect(page.locator("iframe")).toHaveCount(0);
      expect(requested).toEqual([]);
      return;
    }
    const frame = page.locator("iframe.station-map__frame");
    // 94110's centroid (San Francisco), not the Los Angeles prefix approximation.
    await expect(frame).toHaveAttribute(
      "src",
      "https://www.plugshare.com/widget2.html?plugs=2,3,6,13,42&latitude=37.7509&longitude=-122.4153&zoom=12",
    );
    await expect(frame).toHaveAttribute("title", /charging stations/);
    await expect(frame).toHaveAttribute("loading", "lazy");
    await expect(page.getByText("Centred on ZIP 94110 (San Francisco, CA")).toBeVisible();
    // Viewport 800 px → 800 − 500 < 600, so the minimum height applies.
    expect(await frame.evaluate((element) => element.getBoundingClientRect().height)).toBe(600);
  });

  test("falls back to the prefix approximation, and to a default map for a short ZIP", async ({ page }) => {
    test.skip(isPhone(page), "the map is desktop only");
    await stubPlugShare(page);
    await seedPlan(page, { ...PLAN, zipCode: "941" });
    await page.goto("/public-ev-charging-stations-guide");
    const frame = page.locator("iframe.station-map__frame");
    await expect(frame).toHaveAttribute("src", "https://www.plugshare.com/widget2.html?plugs=2,3,6,13,42");

    const zip = page.getByLabel("Your ZIP code");
    await zip.fill("12ab");
    await page.getByRole("button", { name: "Show stations" }).click();
    await expect(page.getByRole("alert")).toHaveText("Enter a 5-digit ZIP code, like 94110.");
    await expect(zip).toHaveValue("12ab");

    // 60600 is in Chicago's prefix range but is not a real ZIP: the approximation is used.
    await zip.fill("60600");
    await page.getByRole("button", { name: "Show stations" }).click();
    await expect(frame).toHaveAttribute("src", /latitude=41\.8781&longitude=-87\.6298&zoom=12$/);
    await expect(page.getByText(/so the map starts near Chicago/)).toBeVisible();
  });
});

test.describe("share links", () => {
  test("public charging: the copied link reopens the guide with the same ZIP", async ({ page, browser }) => {
    await stubPlugShare(page);
    await captureClipboard(page);
    await seedPlan(page, { ...PLAN, zipCode: "10001" });
    await page.goto("/charging-plan/public-charging");
    await page.getByRole("button", { name: "Share this guide" }).click();
    await expect(page.getByRole("button", { name: "Link copied to clipboard!" })).toBeVisible();
    const link = await copied(page);
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/public-ev-charging-stations-guide\?data=[\w-]+$/);

    // A visitor with no plan at all opens it.
    const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const other = await context.newPage();
    await stubPlugShare(other);
    await other.goto(link);
    await expect(other.getByRole("status").filter({ hasText: "someone shared with you" })).toBeVisible();
    if (!isPhone(page)) {
      await expect(other.locator("iframe.station-map__frame")).toHaveAttribute("src", /latitude=40\.\d+&longitude=-73\.\d+/);
      await expect(other.getByText("Centred on ZIP 10001")).toBeVisible();
    }
    await context.close();
  });

  test("driving tips: the shared range shows for the recipient; bad data is ignored", async ({ page, browser }) => {
    await captureClipboard(page);
    await seedPlan(page, { ...PLAN, evType: "PHEV", evRange: 40 });
    await page.goto("/ev-driving-tips-maximize-range");
    await expect(page.getByTestId("cold-range")).toHaveText(/electric range of 40 miles.*24–32 miles/);
    await page.getByRole("button", { name: "Share this guide" }).click();
    const link = await copied(page);

    const context = await browser.newContext();
    const other = await context.newPage();
    await other.goto(link);
    await expect(other.getByTestId("cold-range")).toHaveText(/24–32 miles/);
    await other.goto("/ev-driving-tips-maximize-range?data=not-valid-data");
    await expect(other.getByText("This share link couldn't be read")).toBeVisible();
    await expect(other.getByTestId("cold-range")).toHaveCount(0);
    await context.close();
  });

  test("automate charging names the ZIP's utility off-peak window and keeps it in the link", async ({ page }) => {
    await captureClipboard(page);
    await seedPlan(page, PLAN);
    await page.goto("/automate-ev-charging-schedule");
    await expect(page.getByTestId("utility-offpeak")).toContainText("On PG&E's");
    await expect(page.getByTestId("utility-offpeak")).toContainText("the cheapest hours run");
    await expect(page.getByTestId("utility-offpeak")).toContainText(/Rates effective \d{4}-\d{2}-\d{2}; source:/);
    // The timeline is PG&E's own EV2-A day per season, not the spec's example split.
    await expect(page.getByText("PG&E Home Charging EV2-A, weekdays Jun–Sep")).toBeVisible();
    await expect(page.getByText("PG&E Home Charging EV2-A, weekdays Oct–May")).toBeVisible();
    await expect(page.getByText(/^Example day/)).toHaveCount(0);
    await page.getByRole("button", { name: "Share this guide" }).click();
    const link = await copied(page);
    await page.evaluate(() => localStorage.clear());
    await page.goto(link);
    await expect(page.getByTestId("utility-offpeak")).toContainText("On PG&E's");
  });

  test("automate charging without a ZIP shows the generic off-peak window", async ({ page }) => {
    await page.goto("/automate-ev-charging-schedule");
    await expect(page.getByText("Off-peak typically runs 9 PM to 6 AM")).toBeVisible();
    await expect(page.getByText(/^Example day \(a typical California time-of-use plan/)).toBeVisible();
  });
});
