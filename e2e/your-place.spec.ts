// Your own place (issue 33), at desktop and phone sizes: outside California the plan names the
// person's utility with its own price, source and year (Austin, Chicago, Denver), the person picks
// "which one sends your bill" where a ZIP has two (Portland), a verified time-of-use plan is priced
// with its hours (Long Island), and the price typed from their own bill changes the plan's dollars
// on every screen (the plan, after a reload, and the calculator).
//
// Every plan: 15 miles each way, 5 days (7,500 miles a year), BEV, Level 2, 8 hours parked: every
// mile charged at home, 7,500 ÷ 2.7 mi/kWh (the typical 2025–26 BEV) = 2,777.778 kWh a year.
// Prices: ../shared/data/raw/grid-atlas-2024/zips.json (NREL/OpenEI 2024 average residential price).
import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, fillStep1, isPhone, seedGuestPlan, test } from "./fixtures";

test.describe.configure({ timeout: 120_000 });

const PLAN = { annualMiles: 7500, dailyMiles: 30, hoursParkedAtHome: 8, evType: "BEV", evRange: 250, homeCharging: "yes", homeSetup: "level2" };

async function openPlan(page: Page, zipCode: string) {
  await seedGuestPlan(page, { ...PLAN, zipCode }, { chargingBasics: true });
  await page.goto("/charging-plan");
  await expect(page.getByRole("heading", { name: "Your plan in dollars" })).toBeVisible();
}

async function expectSource(page: Page, text: RegExp) {
  await page.getByText("Sources and dates").first().click();
  await expect(page.getByText(text)).toBeVisible();
}

const SOURCE_2024 = /Home electricity price:.*NREL\/OpenEI, U\.S\. Electric Utility Companies and Rates: Look-up by Zipcode \(2024\).*as of 2024/;

test.describe("outside California: the utility named, its own price, source and year", () => {
  for (const { city, zip, utility, cents, monthly } of [
    // 2,777.778 × $0.126 = $350.00 a year, $29.17 a month.
    { city: "Austin", zip: "78701", utility: "Austin Energy", cents: "12.6", monthly: "$29" },
    // 2,777.778 × $0.152 = $422.22 a year, $35.19 a month.
    { city: "Chicago", zip: "60601", utility: "Commonwealth Edison", cents: "15.2", monthly: "$35" },
    // 2,777.778 × $0.150 = $416.67 a year, $34.72 a month (EPA names it Public Service Co of Colorado).
    { city: "Denver", zip: "80202", utility: "Xcel Energy", cents: "15.0", monthly: "$35" },
  ]) {
    test(`${city} ${zip}: ${utility} at ${cents}¢ a kWh, 2024 (NREL/OpenEI)`, async ({ page, consoleErrors }) => {
      await openPlan(page, zip);
      await expect(page.getByTestId("money-utility")).toContainText(`Your electric utility: ${utility}`);
      await expect(page.getByText(`${cents}¢ a kWh, ${utility}, average residential price, 2024 (NREL/OpenEI)`)).toBeVisible();
      await expect(page.getByTestId("money-home-monthly")).toHaveText(monthly);
      await expect(page.getByTestId("money-home-price")).toContainText(`${utility}'s EV or time-of-use plan is not in our data`);
      await expectSource(page, SOURCE_2024);
      await expectNoSeriousA11yViolations(page);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test("Portland 97201: two utilities; the one picked in step 1 is priced, and changing it on the plan changes the dollars", async ({ page, consoleErrors }) => {
  await page.goto("/charging-plan");
  await fillStep1(page, { zip: "97201", oneWay: 15, days: 5, home: "Yes" });
  const picker = page.getByLabel("Which utility sends your electricity bill?");
  await expect(picker).toHaveValue("or-portland-general-electric");
  await expect(picker.locator("option")).toHaveText(["Portland General Electric (the main utility here)", "Pacific Power (PacifiCorp)"]);
  await picker.selectOption("or-pacific-power");
  await page.getByRole("button", { name: "Next: EV information", exact: true }).click();
  await page.getByRole("radio", { name: /^BEV\b/ }).check();
  await page.getByRole("radio", { name: /^Level 2 charger\b/ }).check();
  await page.getByRole("button", { name: isPhone(page) ? "Get your plan" : "View My Plan", exact: true }).click();

  // Pacific Power's own 14.0¢: 2,777.778 × $0.140 = $388.89 a year, $32.41 a month.
  await expect(page.getByTestId("money-utility")).toContainText("Your electric utility: Pacific Power (PacifiCorp)");
  await expect(page.getByText("14.0¢ a kWh, Pacific Power (PacifiCorp), average residential price, 2024 (NREL/OpenEI)")).toBeVisible();
  await expect(page.getByTestId("money-home-monthly")).toHaveText("$32");
  // Portland General Electric's 18.2¢: 2,777.778 × $0.182 = $505.56 a year, $42.13 a month.
  await page.getByTestId("money-utility").getByLabel("Which utility sends your electricity bill?").selectOption("or-portland-general-electric");
  await expect(page.getByTestId("money-home-monthly")).toHaveText("$42");
  await expect(page.getByText("18.2¢ a kWh, Portland General Electric, average residential price, 2024 (NREL/OpenEI)")).toBeVisible();
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("plugplan.userInputs.v1") ?? "{}").electricUtility)).toBe("or-portland-general-electric");
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("Long Island 11747: PSEG Long Island's Rate 194 with its hours, and plainly no EV plan in our data", async ({ page, consoleErrors }) => {
  await openPlan(page, "11747");
  await expect(page.getByTestId("money-utility")).toContainText("Your electric utility: PSEG Long Island");
  // Off-peak all night: 2,777.778 × (4/12 × $0.2330 + 8/12 × $0.2166) = $616.85 a year, $51.40 a month.
  await expect(page.getByTestId("money-home-standard-monthly")).toHaveText("$51");
  await expect(page.getByText(/Residential Time-of-Day Off-Peak Rate \(Rate 194\), cheapest hours: Jun–Sep 23\.3¢, Oct–May 21\.7¢/)).toBeVisible();
  await expect(
    page.getByText("PSEG Long Island's EV plan is not in our data (we found no prices we could verify), so only its Residential Time-of-Day Off-Peak Rate (Rate 194) is priced."),
  ).toBeVisible();
  await expectSource(page, /PSEG Long Island Residential Time-of-Day Off-Peak Rate \(Rate 194\):.*Arcadia tariff data.*as of Jan 1, 2026/);
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("Austin: the price typed from your own bill changes the plan's dollars, is kept, and Maximize Savings and the calculator use it", async ({ page, consoleErrors }) => {
  await openPlan(page, "78701");
  await expect(page.getByTestId("money-home-monthly")).toHaveText("$29");
  await page.getByText("Change the assumptions").click();
  const bill = page.getByLabel(/Price per kWh on your electricity bill/);
  await bill.fill("20");
  await bill.locator("xpath=ancestor::form").getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Enter a number from 0.02 to 1." })).toBeVisible();
  await bill.fill("0.2");
  await bill.locator("xpath=ancestor::form").getByRole("button", { name: "Apply" }).click();
  // 2,777.778 × $0.20 = $555.56 a year, $46.30 a month.
  await expect(page.getByTestId("money-home-monthly")).toHaveText("$46");
  await expect(page.getByText("20.0¢ a kWh, your bill")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("money-home-monthly")).toHaveText("$46");

  await page.goto("/charging-plan/maximize-savings");
  await expect(page.getByTestId("your-bill-price")).toContainText("your plan's home charging costs about $46 a month ($556 a year)");
  await expect(page.getByTestId("your-utility")).toContainText("Your electric utility: Austin Energy · 20.0¢ a kWh, your bill.");
  await expect(page.getByTestId("your-utility")).toContainText("Austin Energy's EV or time-of-use plan is not in our data");

  await page.goto("/ev-gas-savings-calculator");
  // The calculator opens on the plan (domain/charging-plan/calculator-vs-plan.ts): every mile at home, at the bill's price.
  await expect(page.getByTestId("electricity-source")).toHaveText("Your plan charges at home at 20.0¢ a kWh (your bill).");
  await expect(page.getByLabel("Electricity price")).toHaveAttribute("aria-valuetext", "20.00¢ per kWh");
  expect(consoleErrors).toEqual([]);
});
