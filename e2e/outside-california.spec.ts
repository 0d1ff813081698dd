// Outside California (issues 23 and 33), at desktop and phone sizes: a Brooklyn plan (11215) opens
// the incentives finder and Automate Charging, and neither page shows a California utility, plan or
// rate, nor tells the person to adjust filters that cannot help; the finder and the plan's money
// section name New York's own programs (NYSERDA's panel and wiring rebates) and whose they are. San Diego's plan counts SDG&E's used-car rebate
// only once the person says "used".
import { expect, expectNoSeriousA11yViolations, seedGuestPlan, test } from "./fixtures";

test.describe.configure({ timeout: 90_000 });

const BROOKLYN = {
  zipCode: "11215",
  annualMiles: 4000,
  dailyMiles: 16,
  hoursParkedAtHome: 10,
  evType: "BEV",
  evRange: 250,
  homeCharging: "no",
  homeSetup: "level1",
};

const CALIFORNIA_ONLY = ["PG&E", "SCE", "SDG&E", "EV2-A", "adjust your filters"];

async function expectNoCaliforniaWords(text: string) {
  for (const word of CALIFORNIA_ONLY) expect(text, word).not.toContain(word);
}

test("Brooklyn's incentives page: New York's programs and whose they are, no California program", async ({ page, consoleErrors }) => {
  await seedGuestPlan(page, BROOKLYN, { chargingBasics: true });
  await page.goto("/charging-plan/incentives");
  await expect(page.getByTestId("incentives-coverage")).toHaveText(
    "Programs shown for New York and Con Edison customers: 4 state programs (New York State Energy Research and Development Authority).",
  );
  await expect(page.getByTestId("incentives-credit")).toContainText("Incentive data: Rewiring America");
  // "Recently ended" holds the federal credits only; open it so its text is read too.
  await page.getByRole("button", { name: /Recently ended or paused/ }).click();
  await expect(page.getByText("Federal tax credit for a new qualifying EV", { exact: false }).last()).toBeVisible();
  await expectNoCaliforniaWords(await page.locator("main").innerText());
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("Brooklyn's Automate Charging: check your utility's hours, no California plan or hours", async ({ page, consoleErrors }) => {
  await seedGuestPlan(page, BROOKLYN, { chargingBasics: true });
  await page.goto("/charging-plan/automate-charging");
  await expect(page.getByTestId("outside-california-offpeak")).toContainText("Con Edison's EV or time-of-use plan is not in our data");
  await expect(page.getByText(/^Example day/)).toHaveCount(0);
  await expectNoCaliforniaWords(await page.locator("main").innerText());
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("Brooklyn's plan: the money section names New York's programs it looked at and no California program", async ({ page, consoleErrors }) => {
  await seedGuestPlan(page, BROOKLYN, { chargingBasics: true });
  await page.goto("/charging-plan");
  await expect(page.getByTestId("money-coverage")).toContainText("4 state programs (New York State Energy Research and Development Authority)");
  await expect(page.getByTestId("money-incentives")).toHaveText("No program open now has a dollar amount we can count for the car here.");
  expect(consoleErrors).toEqual([]);
});

test("San Diego's plan: 'Used' counts SDG&E's $1,000 and offers $3,000 more, kept after a reload", async ({ page, consoleErrors }) => {
  await seedGuestPlan(
    page,
    { zipCode: "92101", annualMiles: 7500, dailyMiles: 30, hoursParkedAtHome: 8, evType: "BEV", evRange: 250, homeCharging: "yes", homeSetup: "level2" },
    { chargingBasics: true },
  );
  await page.goto("/charging-plan");
  await expect(page.getByTestId("money-incentives")).toHaveText("Nothing is counted yet: the programs open here depend on an answer below.");
  await page.getByRole("group", { name: /new or used/ }).getByRole("button", { name: "Used" }).click();
  await expect(page.getByTestId("money-incentives")).toHaveText(
    "Up to $1,000 toward a used car from programs open now. $3,000 more if your household income qualifies (it replaces the $1,000).",
  );
  await page.reload();
  await expect(page.getByTestId("money-incentives")).toContainText("Up to $1,000 toward a used car");
  await page.getByRole("group", { name: /new or used/ }).getByRole("button", { name: "New" }).click();
  await expect(page.getByTestId("money-incentives")).toHaveText("No program open now has a dollar amount we can count for a new car here.");
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});
