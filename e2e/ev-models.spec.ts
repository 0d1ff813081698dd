// The person's car and the screens that remember the plan (issue 23): the model picker in EV
// Details (EPA figures from fueleconomy.gov), a plug-in hybrid that never recharges past its
// battery, the recommender opened from the plan, and the home charger guide for a plan's Level 2
// answer. Expected figures are read from ../shared/data/ev-models.csv by hand: 2025 Toyota Prius
// PHEV (fe_id 49014) 40 mi electric range, 29 kWh/100 mi → 3.4 mi/kWh; 2025 Tesla Model 3 Long
// Range RWD (48765) 363 mi, 24.64 kWh/100 mi → 4.1 mi/kWh.
import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, fillStep1, isPhone, openBeforeScripts, seedGuestPlan, setSlider, slide, test } from "./fixtures";

test.describe.configure({ timeout: 120_000 });

const storedInputs = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem("plugplan.userInputs.v1") ?? "null"));

async function pickModel(page: Page, make: string, model: string, year: string, version: RegExp) {
  await page.getByRole("button", { name: "Pick your model" }).click();
  const makeSelect = page.getByLabel("Make", { exact: true });
  await expect(makeSelect).toBeEnabled({ timeout: 30_000 });
  await makeSelect.selectOption(make);
  await page.getByLabel("Model", { exact: true }).selectOption(model);
  const yearSelect = page.getByLabel("Model year");
  if ((await yearSelect.inputValue()) !== year) await yearSelect.selectOption(year);
  const versionSelect = page.getByLabel("Version");
  const value = await versionSelect.locator("option").filter({ hasText: version }).first().getAttribute("value");
  await versionSelect.selectOption(value!);
}

test.describe("EV Details: pick your model", () => {
  test("a Prius PHEV driven 56 miles a day: EPA figures with their source, and 40 miles back a night, not 56", async ({ page, consoleErrors }) => {
    await page.goto("/charging-plan");
    await fillStep1(page, { zip: "95814", oneWay: 28, days: 5, home: "Yes" });
    await expect(page.getByTestId("daily-miles")).toHaveText("56 miles");
    await page.getByRole("button", { name: "Next: EV information", exact: true }).click();

    // Without a model: the efficiency the plan uses and what most 2025–26 EVs do.
    await expect(page.getByTestId("plan-efficiency")).toHaveText("Your plan uses 2.7 mi/kWh, the typical 2025–26 battery EV's, not your car's figure.");
    await expect(page.getByTestId("typical-efficiency")).toContainText("Most 2025–26 battery EVs do 2.1–3.3 mi/kWh");
    await expectNoSeriousA11yViolations(page);

    await pickModel(page, "Toyota", "Prius", "2025", /^Prius PHEV \(/);
    const chosen = page.getByTestId("ev-model-chosen");
    await expect(chosen.getByRole("heading", { name: "2025 Toyota Prius PHEV" })).toBeFocused();
    await expect(chosen).toContainText("EPA electric range40 miles");
    await expect(chosen).toContainText("3.4 mi/kWh combined");
    await expect(chosen).toContainText("EPA figures from fueleconomy.gov (DOE/EPA), file of Oct 29, 2025; model year 2026 is partial.");
    await expect(page.getByRole("radio", { name: /^PHEV\b/ })).toBeChecked();
    await expect(page.getByTestId("evRange-value")).toHaveText("40 miles (EPA)");
    // Nothing overflows a 390 px phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("radio", { name: /^Level 2 charger\b/ }).check();
    await page.getByRole("button", { name: isPhone(page) ? "Get your plan" : "View My Plan", exact: true }).click();

    // 8 h × 30 mi/h could add 240 miles; the battery holds 40.
    await expect(page.getByRole("heading", { level: 1, name: "Your Charging Plan" })).toBeVisible();
    await expect(page.getByTestId("miles-recharged")).toHaveText("40");
    await expect(page.getByText("You will need to use the gas engine to complete this drive.").first()).toBeVisible();
    await expect(page.getByText(/puts it all back/)).toHaveCount(0);
    await expect.poll(() => storedInputs(page)).toMatchObject({ evModelId: "49014", evType: "PHEV", evRange: 40, milesPerKwh: 3.4 });
    expect(consoleErrors).toEqual([]);
  });

  test("a hand-set range replaces the model; a reload keeps what was picked", async ({ page }) => {
    await page.goto("/charging-plan");
    await fillStep1(page, { zip: "92101", oneWay: 20, days: 5, home: "Yes" });
    await page.getByRole("button", { name: "Next: EV information", exact: true }).click();
    await pickModel(page, "Tesla", "Model 3", "2025", /^Model 3 Long Range RWD \(/);
    await expect(page.getByTestId("evRange-value")).toHaveText("363 miles (EPA)");
    await expect.poll(() => storedInputs(page)).toMatchObject({ evModelId: "48765", evRange: 363, milesPerKwh: 4.1 });

    await page.reload();
    await page.getByRole("button", { name: "Next: EV information", exact: true }).click();
    await expect(page.getByTestId("ev-model-chosen").getByRole("heading")).toHaveText("2025 Tesla Model 3 Long Range RWD");

    await setSlider(page.getByLabel("All-electric range"), 250);
    await expect(page.getByTestId("ev-model-chosen")).toHaveCount(0);
    await expect(page.getByTestId("evRange-value")).toHaveText("250 miles");
    await expect.poll(() => storedInputs(page)).toMatchObject({ evModelId: "", evRange: 250, milesPerKwh: 0 });
  });
});

test("throttled phone: answers given before the page is live and a model picked while its list loads are all kept", async ({ page }) => {
  test.skip(!isPhone(page), "a phone journey");
  const loading = await openBeforeScripts(page, "/charging-plan");

  // Before hydration: the prerendered step 1.
  const zip = page.getByLabel("Zip code");
  await expect(zip).toBeVisible({ timeout: 30_000 });
  await zip.fill("11215");
  await slide(page, "How far one way?", 8);
  await page.getByRole("radio", { name: /^Yes\b/ }).check();
  await loading.goLive();

  await expect(zip).toHaveValue("11215");
  await expect(page.getByTestId("daily-miles")).toHaveText("16 miles");
  await page.getByRole("button", { name: "Next: EV information", exact: true }).click();
  // After hydration, on the slow network: open the picker at once and pick as soon as it can.
  await page.getByRole("button", { name: "Pick your model" }).click({ timeout: 30_000 });
  await expect(page.getByLabel("Make", { exact: true })).toBeEnabled({ timeout: 60_000 });
  await page.getByLabel("Make", { exact: true }).selectOption("Hyundai");
  await page.getByLabel("Model", { exact: true }).selectOption("Ioniq 6");
  await page.getByLabel("Model year").selectOption("2025");
  const version = page.getByLabel("Version");
  await version.selectOption((await version.locator("option").filter({ hasText: /^Ioniq 6 RWD \(18 inch Wheels\)/ }).getAttribute("value"))!);
  await expect(page.getByTestId("ev-model-chosen").getByRole("heading")).toHaveText("2025 Hyundai Ioniq 6 RWD (18 inch Wheels)");
  // CSV row: 342 miles, 26 kWh/100 mi → 3.8 mi/kWh.
  await expect.poll(() => storedInputs(page)).toMatchObject({ zipCode: "11215", dailyMiles: 16, evType: "BEV", evRange: 342, milesPerKwh: 3.8 });
  await expectNoSeriousA11yViolations(page);
});

test.describe("the recommender opens from the plan", () => {
  test("Brooklyn, no home charging, 16 miles: prefilled, and never told to plug in at home", async ({ page, consoleErrors }) => {
    await seedGuestPlan(page, { zipCode: "11215", dailyMiles: 16, annualMiles: 4_000, hoursParkedAtHome: 8, evType: "BEV", evRange: 250, homeCharging: "no", homeSetup: "level1", dealerSlug: "" });
    await page.goto("/ev-phev-hybrid-recommender");
    await expect(page.getByTestId("recommender-prefill")).toHaveText(
      "From your charging plan: no electricity where you park and 16 miles a day. We've filled these in; change anything that's different.",
    );
    await page.getByRole("radio", { name: "Only vehicle" }).check();
    await page.getByRole("radio", { name: "Commuting" }).check();
    await expect(page.getByRole("radio", { name: /No access to electricity/ })).toBeChecked();
    await page.getByRole("group", { name: /work, school or in your community/ }).getByRole("radio", { name: "Yes" }).check();
    await expect(page.getByText("Your plan says 16 miles a day; the slider moves in steps of 5.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Get My Recommendation" }).click();

    const results = page.locator("section", { has: page.getByRole("heading", { name: "Your Electrified Vehicle Recommendations" }) });
    await expect(results.getByRole("heading", { name: "2025–26 plug-in hybrids that fit 16 miles a day" })).toBeAttached({ timeout: 30_000 });
    await expect(results).toContainText("2025 Toyota Prius PHEV SE: 45 mi electric range, 3.8 mi/kWh");
    await expect(results).not.toContainText("household outlet");
    await expect(results).not.toContainText("You can plug in");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoSeriousA11yViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test("a plan's Level 2 charger: asked whether it is in; a planner is not told it is, here or in the home charger guide", async ({ page }) => {
    await seedGuestPlan(page, { zipCode: "92101", dailyMiles: 40, annualMiles: 10_000, hoursParkedAtHome: 8, evType: "BEV", evRange: 250, homeCharging: "yes", homeSetup: "level2", dealerSlug: "" });
    await page.goto("/ev-phev-hybrid-recommender");
    await page.getByRole("radio", { name: "2nd+ vehicle" }).check();
    await page.getByRole("radio", { name: "Commuting" }).check();
    await expect(page.getByText("Your plan says you'll plug into a Level 2 charger. Is it installed already, or are you planning one?")).toBeVisible();
    await page.getByRole("radio", { name: /Planning a Level 2 Charger/ }).check();
    await page.getByRole("button", { name: "Get My Recommendation" }).click();
    const top = page.getByRole("article").first();
    await expect(top).toContainText("Once your Level 2 charger is in, you can charge where you park");
    await expect(top).toContainText("Until your Level 2 charger is installed, a household outlet adds up to 3 miles of range an hour.");
    await expect(top.getByRole("heading", { name: "2025–26 battery EVs that fit 40 miles a day" })).toBeVisible({ timeout: 30_000 });
    await expect(top.getByRole("listitem").filter({ hasText: /mi range, \d\.\d mi\/kWh$/ })).toHaveCount(4);
    await expect(page.getByText(/already set up/)).toHaveCount(0);

    await page.goto("/charging-plan/home-charger");
    await expect(page.getByRole("heading", { level: 2, name: "Charging with a Level 2 charger" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("You're already set up")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
