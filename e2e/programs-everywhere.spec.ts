// Programs for every state (issue 33), at desktop and phone sizes: Austin, Chicago, Denver, Portland
// and Long Island in the incentives finder and in the plan's "Money you may get". Figures worked by
// hand from the committed shards (domain/incentives/eligibility.test.ts has the arithmetic):
// - 78701 Austin Energy: TX-14, 50 % of a Level 2 charger up to $1,200, homeowners only;
// - 60601 ComEd: IL-7, up to $2,500 for a smart charger, income-limited (3 people: $74,100), homeowners;
// - 80202 Xcel Energy (Colorado): CO-651 $500 for a 240-volt circuit, CO-800 $2,300 income tier;
//   the Colorado Energy Office's new-EV credits (CO-316 $750, CO-317 $2,500: the larger counts);
// - 97201 Portland: PGE ($300) or Pacific Power ($500), by the utility the person picks;
// - 11747 Melville (PSEG Long Island): NYSERDA's panel and wiring programs only, nothing for a car or charger.
import { expect, expectNoSeriousA11yViolations, seedGuestPlan, test } from "./fixtures";

test.describe.configure({ timeout: 90_000 });

const INCENTIVES = "/charging-plan/incentives";
const PLAN = { annualMiles: 7500, dailyMiles: 30, hoursParkedAtHome: 10, evType: "BEV", evRange: 250, homeCharging: "yes", homeSetup: "level2" };

async function openFinder(page: import("@playwright/test").Page, zip: string) {
  await page.goto(INCENTIVES);
  await page.getByLabel("ZIP code").fill(zip);
  await expect(page.getByTestId("incentives-coverage")).toBeVisible({ timeout: 30_000 });
}

const ownOrRent = (page: import("@playwright/test").Page, option: "Own" | "Rent") =>
  page.getByRole("group", { name: "Do you own or rent your home?" }).getByRole("button", { name: option }).click();

test("Austin 78701: Austin Energy's $1,200 charger rebate, counted once the person says they own", async ({ page, consoleErrors }) => {
  await openFinder(page, "78701");
  await expect(page.getByTestId("incentives-place")).toContainText("for customers of Austin Energy");
  await expect(page.getByTestId("incentives-coverage")).toHaveText("Programs shown for Texas and Austin Energy customers: 1 utility program (Austin Energy).");
  await expect(page.getByTestId("incentives-counted")).toHaveText("Nothing is counted for your answers yet.");
  await ownOrRent(page, "Own");
  await expect(page.getByTestId("incentives-counted")).toHaveText("Counted for your answers: $1,200 toward a home charger.");
  await expect(page.getByRole("link", { name: /Program page for Austin Energy/ })).toHaveAttribute("href", "https://austinenergy.com/green-power/plug-in-austin/home-charging");
  await expect(page.getByTestId("incentives-credit")).toContainText("Incentive data: Rewiring America (Apache-2.0), data last changed Jul 13, 2026");
  await expect(page.locator("main")).not.toContainText("federal and California");
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("Chicago 60601: ComEd's $2,500 rebate waits for the income, then counts under the limit", async ({ page, consoleErrors }) => {
  await openFinder(page, "60601");
  await expect(page.getByTestId("incentives-coverage")).toHaveText("Programs shown for Illinois and Commonwealth Edison customers: 1 utility program (Commonwealth Edison).");
  await ownOrRent(page, "Own");
  await expect(page.getByTestId("incentives-counted")).toHaveText(
    "Nothing is counted for your answers yet. $2,500 more if your household income qualifies (not counted).",
  );
  await page.getByLabel("People in your household").selectOption("3");
  await page.getByLabel("Yearly household income before tax ($)").fill("70000");
  // il-comEd-ev-charger, 3 people: $74,100.
  await expect(page.getByTestId("incentives-counted")).toHaveText("Counted for your answers: $2,500 toward a home charger.");
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("Denver 80202: Xcel Energy's and the state's programs; the expired Denver rebates only under 'Recently ended'", async ({ page, consoleErrors }) => {
  await openFinder(page, "80202");
  await expect(page.getByTestId("incentives-coverage")).toContainText("Xcel Energy");
  await page.getByRole("group", { name: "New or used?" }).getByRole("button", { name: "New" }).click();
  await page.getByRole("group", { name: "Battery EV or plug-in hybrid?" }).getByRole("button", { name: "Battery EV" }).click();
  await ownOrRent(page, "Own");
  // CO-317 $2,500 (the larger of the Colorado Energy Office's two credits) and Xcel's CO-651 $500;
  // CO-318 $9,000 − 2,500 = 6,500 and CO-800 $2,300 − 500 = 1,800 if income qualifies.
  await expect(page.getByTestId("incentives-counted")).toHaveText(
    "Counted for your answers: $2,500 toward a car and $500 toward a home charger. $8,300 more if your household income qualifies (not counted).",
  );
  const ended = page.getByRole("button", { name: /Recently ended or paused/ });
  await ended.click();
  await expect(page.locator(".incentives__ended [data-program-id='CO-38']")).toBeVisible();
  await expect(page.locator(".incentives__results [data-program-id='CO-38']")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("Portland 97201: the utility the person picks decides the charger rebate", async ({ page, consoleErrors }) => {
  await openFinder(page, "97201");
  await ownOrRent(page, "Own");
  const utility = page.getByLabel("Which utility sends your electric bill?");
  await utility.selectOption({ label: "Portland General Electric" });
  await expect(page.getByTestId("incentives-counted")).toHaveText(
    "Counted for your answers: $300 toward a home charger. $700 more if your household income qualifies (not counted).",
  );
  await utility.selectOption({ label: "Pacific Power (PacifiCorp)" });
  await expect(page.getByTestId("incentives-counted")).toHaveText(
    "Counted for your answers: $500 toward a home charger. $1,000 more if your household income qualifies (not counted).",
  );
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("Long Island 11747: New York's panel and wiring programs, nothing for a car or charger", async ({ page, consoleErrors }) => {
  await openFinder(page, "11747");
  await expect(page.getByTestId("incentives-place")).toContainText("for customers of PSEG Long Island");
  await expect(page.getByTestId("incentives-coverage")).toHaveText(
    "Programs shown for New York and PSEG Long Island customers: 4 state programs (New York State Energy Research and Development Authority).",
  );
  await expect(page.getByTestId("incentives-counted")).toHaveText("Nothing is counted for your answers yet.");
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});

// "Money you may get" reads the same function: one plan per ZIP (a guest plan is seeded once per tab).
const PLAN_CASES: { zip: string; place: string; coverage: string; own: string }[] = [
  { zip: "78701", place: "Austin", coverage: "1 utility program (Austin Energy)", own: "Up to $1,200 toward a home charger from programs open now." },
  { zip: "60601", place: "Chicago", coverage: "1 utility program (Commonwealth Edison)", own: "Up to $2,500 if your household income qualifies." },
  // CO-651 $500 counted; CO-800's $2,300 adds 1,800 if income qualifies.
  { zip: "80202", place: "Denver", coverage: "Xcel Energy", own: "Up to $500 toward a home charger from programs open now. $1,800 more if your household income qualifies" },
  // 97201: the plan judges the place model's first utility; either one's programs are charger rebates.
  { zip: "97201", place: "Portland", coverage: "utility program", own: "toward a home charger from programs open now." },
  { zip: "11747", place: "Long Island", coverage: "4 state programs (New York State Energy Research and Development Authority)", own: "No program open now has a dollar amount we can count for the car here." },
];

for (const { zip, place, coverage, own } of PLAN_CASES) {
  test(`'Money you may get' in ${place}'s plan (${zip}) follows the finder's programs`, async ({ page, consoleErrors }) => {
    await seedGuestPlan(page, { zipCode: zip, ...PLAN }, { chargingBasics: true });
    await page.goto("/charging-plan");
    await expect(page.getByTestId("money-coverage")).toContainText(coverage, { timeout: 30_000 });
    await expect(page.getByTestId("money-credit")).toContainText("Incentive data: Rewiring America");
    await page.getByRole("group", { name: "Do you own or rent your home?" }).getByRole("button", { name: "Own" }).click();
    await expect(page.getByTestId("money-incentives")).toContainText(own);
    await expectNoSeriousA11yViolations(page);
    expect(consoleErrors).toEqual([]);
  });
}
