// The charging plan end to end: wizard (three journeys), map, ZIP lookup states, dashboard locks,
// task completion, guest persistence, corrupt storage and accessibility. Expected numbers are
// worked out here from the spec's formulas (§9), not read from the app's code.
import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, fillStep1, isPhone, test, setSlider } from "./fixtures";

// Whole journeys with a software-rendered WebGL map on a 2-core machine: give them room.
test.describe.configure({ timeout: 120_000 });

const TASK_TITLES = [
  "Charging Basics",
  "Home Charging",
  "Public Charging",
  "Maximize Savings",
  "Automate Charging",
  "Driving Tips",
  "Battery Health",
  "Rebates",
];

const forwardButton = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

async function goToResults(page: Page) {
  await forwardButton(page, isPhone(page) ? "Get your plan" : "View My Plan").click();
  await expect(page.getByRole("heading", { level: 1, name: "Your Charging Plan" })).toBeVisible();
}

/** Phones gate "Next steps" behind scrolling (600 px or 30% of the page); desktop does not. */
async function clickNextSteps(page: Page) {
  const next = forwardButton(page, "Next steps");
  if (isPhone(page)) {
    await expect(next).toBeDisabled();
    // The reason is on screen beside the button, not only for screen readers.
    await expect(page.getByText("Scroll through your plan to continue.")).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  }
  await expect(next).toBeEnabled();
  await expect(page.getByText("Scroll through your plan to continue.")).toHaveCount(0);
  await next.click();
}

test.describe("charging-basics wizard", () => {
  test("BEV with home Level 2: map, every step, results and the dashboard", async ({ page, consoleErrors }) => {
    await page.goto("/charging-plan");
    await expect(page.getByText("Enter your zip code to see your driving area")).toBeVisible();
    await expect(page.getByRole("list", { name: "Charging basics steps" }).getByRole("listitem")).toHaveText([/Driving Info/, /EV Details/, /Results/]);
    await expectNoSeriousA11yViolations(page);

    // Step 1 validation: nothing entered yet.
    await forwardButton(page, "Next: EV information").click();
    await expect(page.getByRole("alert")).toContainText("Enter a 5-character zip code.");
    await expect(page.getByRole("alert")).toContainText("Set how far you drive one way (more than 0 miles).");
    await expect(page.getByRole("alert")).toContainText("Tell us whether you can charge at home.");

    await fillStep1(page, { zip: "94110", oneWay: 20, days: 5, home: "Yes" });
    // §9: daily = 2 × 20 = 40; annual = 5 × 40 × 50 = 10,000.
    await expect(page.getByTestId("daily-miles")).toHaveText("40 miles");
    await expect(page.getByTestId("annual-miles")).toHaveText("10,000 miles");

    // The map: marker at the ZIP centroid (GeoNames 94110), circle of radius 40 / 2 = 20 miles, 64 steps.
    const map = page.getByTestId("driving-map");
    await expect(map).toHaveAttribute("data-marker-lng", "-122.4153");
    await expect(map).toHaveAttribute("data-marker-lat", "37.7509");
    await expect(map).toHaveAttribute("data-circle-radius-miles", "20");
    await expect(map).toHaveAttribute("data-circle-points", "65");
    await expect(map).toHaveAttribute("data-map-style", "embedded");
    await expect(page.getByText("San Francisco, CA 94110")).toBeVisible();

    // Hours parked: shown on yes, bounds 4–16, default 8.
    const hours = page.getByLabel("How many hours is your car parked at home?");
    await expect(hours).toHaveAttribute("min", "4");
    await expect(hours).toHaveAttribute("max", "16");
    await expect(hours).toHaveValue("8");
    await expectNoSeriousA11yViolations(page);
    await forwardButton(page, "Next: EV information").click();

    // Step 2.
    await expect(page.getByRole("heading", { level: 1, name: "Help us understand your EV's capabilities" })).toBeVisible();
    await goToResultsExpectingError(page);
    await page.getByRole("radio", { name: /^BEV\b/ }).check();
    const range = page.getByLabel("All-electric range");
    await expect(range).toHaveValue("250");
    await expect(range).toHaveAttribute("min", "50");
    await expect(range).toHaveAttribute("max", "300");
    await expect(range).toHaveAttribute("step", "5");
    await setSlider(range, 300);
    await expect(page.getByTestId("evRange-value")).toHaveText("300+ miles");
    await setSlider(range, 250);
    await expect(page.getByTestId("evRange-value")).toHaveText("250 miles");
    await page.getByRole("radio", { name: /^Level 2 charger\b/ }).check();
    await expectNoSeriousA11yViolations(page);
    await goToResults(page);

    // Step 3: 40 / 250 = 16% a day; Level 2 adds 8 h × 30 = 240 ≥ 40 miles: all 40 back overnight,
    // no scheduled public charging.
    await expect(page.getByTestId("battery-percent")).toHaveText("16%");
    await expect(page.getByRole("heading", { name: "Miles Recharged at Home" })).toBeVisible();
    await expect(page.getByTestId("miles-recharged")).toHaveText("40");
    await expect(page.getByRole("heading", { name: "Public Charge When Needed" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Get Set Up with Home Charging" })).toHaveAttribute("href", "/charging-plan/home-charger");
    await expect(page.getByRole("link", { name: "Figure Out Public Charging" })).toHaveAttribute("href", "/charging-plan/public-charging");
    await expect(page.getByText("right-to-charge")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Was this helpful?" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await clickNextSteps(page);
    await expect(page).toHaveURL(/\/charging-plan$/);
    await expect(page.getByRole("heading", { level: 1, name: "PlugPlan" })).toBeVisible();
    await expect(page.getByTestId("dashboard-progress")).toHaveText("1/8");
    await expect(page.locator(".task-card__title")).toHaveText(TASK_TITLES.map((title, index) => new RegExp(`^${title}${index === 0 ? "Done" : ""}$`)));
    await expect(page.locator('[data-task="chargingBasics"]').getByRole("link", { name: "Review" })).toHaveAttribute("href", "/charging-plan/basics");
    await expect(page.locator('[data-state="locked"]')).toHaveCount(0);
    await expect(page.locator('[data-muted="true"]')).toHaveCount(0);
    // The dashboard shows step 3's figures (docs/decisions/0006): all 40 miles back overnight,
    // public charging only when needed (the spec's stored 14 days is never shown).
    await expect(page.getByTestId("summary-daily-percent")).toHaveText("16%");
    await expect(page.getByTestId("summary-home")).toHaveText("Charge at home every night, about 40 miles back (100% of your day)");
    await expect(page.getByTestId("summary-public")).toHaveText("Public charging only when needed");
    await expectNoSeriousA11yViolations(page);

    // Reload keeps guest progress and the plan.
    await page.reload();
    await expect(page.getByTestId("dashboard-progress")).toHaveText("1/8");
    await expect(page.getByTestId("summary-daily-miles")).toHaveText("40 miles");

    // Reviewing the basics starts from the saved answers.
    await page.locator('[data-task="chargingBasics"]').getByRole("link", { name: "Review" }).click();
    await expect(page).toHaveURL(/\/charging-plan\/basics$/);
    await expect(page.getByLabel("Zip code")).toHaveValue("94110");
    await expect(page.getByLabel("How far one way?")).toHaveValue("20");
    await expect(page.getByLabel("How many days per week?")).toHaveValue("5");
    expect(consoleErrors).toEqual([]);
  });

  test("BEV without home charging: public charging every 2 days, renters' note, muted home tasks", async ({ page, consoleErrors }) => {
    await page.goto("/charging-plan");
    await fillStep1(page, { zip: "90001", oneWay: 30, days: 5, home: "No" });
    await expect(page.getByTestId("daily-miles")).toHaveText("60 miles");
    await expect(page.getByTestId("annual-miles")).toHaveText("15,000 miles");
    await expect(page.getByLabel("How many hours is your car parked at home?")).toHaveCount(0);
    await forwardButton(page, "Next: EV information").click();

    await page.getByRole("radio", { name: /^BEV\b/ }).check();
    await expect(page.getByRole("group", { name: "What will you plug into at home?" })).toHaveCount(0);
    await goToResults(page);

    // 60 / 250 = 24%; no home charging: floor(0.6 × 250 / 60) = 2 days between public charging.
    await expect(page.getByTestId("battery-percent")).toHaveText("24%");
    await expect(page.getByRole("heading", { name: "Miles Recharged at Home" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Days Between Public Charging" })).toBeVisible();
    await expect(page.getByTestId("days-between")).toHaveText("2");
    await expect(page.getByTestId("main-message")).toHaveText("Public charge every 2 days");
    await expect(page.getByTestId("right-to-charge-states")).toHaveText("CA, CO, FL, HI, IL, MD, NJ, NY, OR, VA");
    await expect(page.getByRole("link", { name: "Get Set Up with Home Charging" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Figure Out Public Charging" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await clickNextSteps(page);
    await expect(page.getByRole("heading", { level: 1, name: "PlugPlan" })).toBeVisible();
    await expect(page.locator('[data-muted="true"]')).toHaveCount(2);
    await expect(page.locator('[data-task="homeCharger"]')).toHaveAttribute("data-muted", "true");
    await expect(page.locator('[data-task="automateCharging"]')).toHaveAttribute("data-muted", "true");
    await expect(page.getByTestId("summary-public")).toHaveText("Public charging every 2 days");
    expect(consoleErrors).toEqual([]);
  });

  test("PHEV over its range: capped at 100% with the gas-engine warning", async ({ page, consoleErrors }) => {
    await page.goto("/charging-plan");
    await fillStep1(page, { zip: "95814", oneWay: 25, days: 4, home: "Yes" });
    await expect(page.getByTestId("daily-miles")).toHaveText("50 miles");
    await expect(page.getByTestId("annual-miles")).toHaveText("10,000 miles");
    await forwardButton(page, "Next: EV information").click();

    await page.getByRole("radio", { name: /^BEV\b/ }).check();
    await page.getByRole("radio", { name: /^PHEV\b/ }).check();
    const range = page.getByLabel("All-electric range");
    await expect(range).toHaveValue("35");
    await expect(range).toHaveAttribute("min", "10");
    await expect(range).toHaveAttribute("max", "100");
    await setSlider(range, 100);
    await expect(page.getByTestId("evRange-value")).toHaveText("100 miles"); // "300+" is for BEVs only
    await setSlider(range, 35);
    await expect(page.getByRole("radio", { name: /^Level 1\b/ })).toBeChecked(); // default setup
    await goToResults(page);

    // 50 / 35 = 142.9% → shown as 100% with the over-range note. Level 1 adds 8 h × 3 = 24 miles.
    await expect(page.getByTestId("battery-percent")).toHaveText("100%");
    await expect(page.getByText("You will need to use the gas engine to complete this drive.").first()).toBeVisible();
    await expect(page.getByTestId("miles-recharged")).toHaveText("24");
    await expect(page.getByText("48% of your daily driving, back overnight")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Public Charge When Needed" })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("Back walks down the steps and keeps the answers", async ({ page }) => {
    await page.goto("/charging-plan");
    await fillStep1(page, { zip: "94110", oneWay: 12, days: 3, home: "Yes" });
    await forwardButton(page, "Next: EV information").click();
    await page.getByRole("radio", { name: /^BEV\b/ }).check();
    await goToResults(page);
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await expect(page.getByRole("radio", { name: /^BEV\b/ })).toBeChecked();
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await expect(page.getByLabel("How far one way?")).toHaveValue("12");
    await expect(page.getByTestId("annual-miles")).toHaveText("3,600 miles");
  });
});

/** Step 2 without an EV type: the forward button explains instead of moving on. */
async function goToResultsExpectingError(page: Page) {
  await forwardButton(page, isPhone(page) ? "Get your plan" : "View My Plan").click();
  await expect(page.getByRole("alert")).toContainText("Choose PHEV or BEV.");
}

test.describe("ZIP lookup on the map", () => {
  test("an unknown ZIP shows the red Location not found badge", async ({ page, consoleErrors }) => {
    await page.goto("/charging-plan");
    await page.getByLabel("Zip code").fill("00000");
    const badge = page.getByText("Location not found");
    await expect(badge).toBeVisible();
    await expect(badge).toHaveClass(/badge--danger/);
    await expect(page.getByTestId("driving-map")).not.toHaveAttribute("data-marker-lng", /.+/);
    // A real ZIP afterwards clears the badge and places the marker.
    await page.getByLabel("Zip code").fill("10001");
    await expect(page.getByTestId("driving-map")).toHaveAttribute("data-marker-lng", /^-73\.9/);
    await expect(badge).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test("with no daily miles the map flies to the ZIP without a circle", async ({ page }) => {
    await page.goto("/charging-plan");
    await page.getByLabel("Zip code").fill("94110");
    const map = page.getByTestId("driving-map");
    await expect(map).toHaveAttribute("data-marker-lng", "-122.4153");
    await expect(map).not.toHaveAttribute("data-circle-radius-miles", /.+/);
    await setSlider(page.getByLabel("How far one way?"), 5);
    await expect(map).toHaveAttribute("data-circle-radius-miles", "5");
  });

  test("a failed lookup says Unable to find location", async ({ page }) => {
    await page.route("**/data/zip/941.json", (route) => route.fulfill({ status: 500, body: "boom" }));
    await page.goto("/charging-plan");
    await page.getByLabel("Zip code").fill("94110");
    await expect(page.getByText("Unable to find location")).toBeVisible();
  });
});

test.describe("dashboard", () => {
  test("locks every task but Charging Basics until it is done, then unlocks them", async ({ page, consoleErrors }) => {
    await page.goto("/charging-plan");
    // Back on the first step shows the plan overview.
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "PlugPlan" })).toBeVisible();
    await expect(page.getByTestId("dashboard-progress")).toHaveText("0/8");
    await expect(page.locator('[data-state="locked"]')).toHaveCount(7);
    await expect(page.locator(".task-card a")).toHaveCount(1);
    await expect(page.locator('[data-task="chargingBasics"]').getByRole("link", { name: "Get Started" })).toBeVisible();
    await expect(page.locator('[data-task="homeCharger"]')).toContainText("finish Charging Basics to unlock Home Charging");
    const share = page.getByRole("button", { name: /Share (plan|your plan)/ });
    await expect(share).toHaveAttribute("aria-disabled", "true");
    await expect(share).toHaveAttribute("title", "Complete the charging basics to share your plan");
    await expectNoSeriousA11yViolations(page);
    // The top-bar progress is not an action until basics are done with a ZIP, miles and an EV type.
    await expect(page.getByRole("img", { name: "0 of 8 tasks complete" })).toBeVisible();

    await page.locator('[data-task="chargingBasics"]').getByRole("link", { name: "Get Started" }).click();
    await expect(page).toHaveURL(/\/charging-plan\/basics$/);
    await fillStep1(page, { zip: "94110", oneWay: 10, days: 5, home: "Yes" });
    await forwardButton(page, "Next: EV information").click();
    await page.getByRole("radio", { name: /^BEV\b/ }).check();
    await goToResults(page);
    await clickNextSteps(page);

    await expect(page).toHaveURL(/\/charging-plan$/);
    await expect(page.locator('[data-state="locked"]')).toHaveCount(0);
    await expect(page.locator(".task-card").getByRole("link", { name: "Get Started" })).toHaveCount(7);
    await expect(page.getByRole("link", { name: "1 of 8 tasks complete: open your plan" })).toHaveAttribute("href", "/charging-plan");
    const readyShare = page.getByRole("button", { name: /Share (plan|your plan)/ });
    await expect(readyShare).toBeEnabled();
    await expect(readyShare).toHaveAttribute("title", "Share your charging plan");
    if (isPhone(page)) await expect(page.getByRole("region", { name: "Share your plan" })).toBeVisible();

    // Completing a task from its task page opens the next unfinished one; the plan has the task done.
    await page.locator('[data-task="drivingTips"]').getByRole("link", { name: "Get Started" }).click();
    await expect(page).toHaveURL(/\/charging-plan\/driving-tips$/);
    await page.getByRole("button", { name: "Next section →" }).click();
    await expect(page).toHaveURL(/\/charging-plan\/battery-health$/);
    await page.getByRole("link", { name: "Return to plan" }).click();
    await expect(page).toHaveURL(/\/charging-plan$/);
    await expect(page.getByTestId("dashboard-progress")).toHaveText("2/8");
    await expect(page.locator('[data-task="drivingTips"]').getByRole("link", { name: "Review" })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("the report and dashboard shares copy links that open the same numbers", async ({ page, context, browser, browserName }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "clipboard permissions are granted on the desktop project only");
    expect(browserName).toBe("chromium");
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/charging-plan");
    await fillStep1(page, { zip: "94110", oneWay: 20, days: 5, home: "Yes" });
    await forwardButton(page, "Next: EV information").click();
    await page.getByRole("radio", { name: /^BEV\b/ }).check();
    await goToResults(page);
    await page.getByRole("button", { name: "Share this report" }).click();
    await expect(page.getByRole("button", { name: "Link copied to clipboard!" })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/\/shared-plan\?data=[A-Za-z0-9_-]+/);
    await expect(page.getByRole("button", { name: "Share this report" })).toBeVisible({ timeout: 4000 });

    // A fresh browser (no local plan) opening the link sees the same figures. Level 1 (the default
    // setup) adds 8 h × 3 = 24 of the 40 miles: floor(0.8 × 250 / (40 − 24)) = 12 days.
    await expect(page.getByTestId("days-between")).toHaveText("12");
    const fresh = await browser.newContext();
    const shared = await fresh.newPage();
    await shared.goto(copied);
    await expect(shared.getByTestId("battery-percent")).toHaveText("16%");
    await expect(shared.getByTestId("days-between")).toHaveText("12");

    // The dashboard share (no share sheet in desktop Chromium: it copies).
    await clickNextSteps(page);
    await page.getByRole("button", { name: "Share plan" }).click();
    await expect(page.getByRole("button", { name: "Link copied to clipboard!" })).toBeVisible();
    const dashboardLink = await page.evaluate(() => navigator.clipboard.readText());
    expect(dashboardLink).not.toBe(copied);
    await shared.goto(dashboardLink);
    await expect(shared.getByTestId("battery-percent")).toHaveText("16%");
    await fresh.close();
  });
});

test.describe("guest storage", () => {
  test("garbage in the plugplan.* keys does not break the page", async ({ page, consoleErrors }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem("seeded")) return;
      sessionStorage.setItem("seeded", "1");
      localStorage.setItem("plugplan.taskProgress.v1", "{not json");
      localStorage.setItem("plugplan.userInputs.v1", JSON.stringify({ zipCode: 94110, dailyMiles: "lots", evType: "TRUCK", evRange: 1e9, hoursParkedAtHome: 6 }));
      localStorage.setItem("other.app.key", "keep me");
    });
    await page.goto("/charging-plan");
    await expect(page.getByRole("heading", { level: 1, name: "Tell Us About Your Driving" })).toBeVisible();
    await expect(page.getByLabel("Zip code")).toHaveValue("");
    await fillStep1(page, { zip: "94110", oneWay: 20, days: 5, home: "Yes" });
    // The one valid stored field (6 hours) survived.
    await expect(page.getByLabel("How many hours is your car parked at home?")).toHaveValue("6");
    await forwardButton(page, "Next: EV information").click();
    await page.getByRole("radio", { name: /^BEV\b/ }).check();
    await goToResults(page);
    await clickNextSteps(page);
    await expect(page.getByTestId("dashboard-progress")).toHaveText("1/8");
    expect(await page.evaluate(() => localStorage.getItem("other.app.key"))).toBe("keep me");
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("plugplan.taskProgress.v1"))) ?? "{}")).toMatchObject({ chargingBasics: true });
    expect(consoleErrors).toEqual([]);
  });
});

test("the standalone calculator finishes on / and keeps nothing for guests", async ({ page, consoleErrors }) => {
  await page.goto("/ev-charging-basics-calculator");
  await fillStep1(page, { zip: "94110", oneWay: 20, days: 5, home: "No" });
  await forwardButton(page, "Next: EV information").click();
  await page.getByRole("radio", { name: /^PHEV\b/ }).check();
  await goToResults(page);
  // 40 / 35 = 114% → 100%; no home charging: floor(0.6 × 35 / 40) = 0 → at least 1 day.
  await expect(page.getByTestId("battery-percent")).toHaveText("100%");
  await expect(page.getByTestId("days-between")).toHaveText("1");
  await clickNextSteps(page);
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => [localStorage.getItem("plugplan.taskProgress.v1"), localStorage.getItem("plugplan.userInputs.v1")])).toEqual([null, null]);
  await page.goto("/charging-plan");
  await expect(page.getByRole("heading", { level: 1, name: "Tell Us About Your Driving" })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
