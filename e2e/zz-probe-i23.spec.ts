import { seedGuestPlan, test } from "./fixtures";
test("shot", async ({ page }) => {
  await seedGuestPlan(page, { zipCode: "94110", annualMiles: 7500, dailyMiles: 30, hoursParkedAtHome: 8, evType: "BEV", evRange: 250, homeCharging: "yes", homeSetup: "level2" }, { chargingBasics: true });
  await page.goto("/charging-plan");
  const q = page.getByTestId("money-buyer-questions");
  await q.waitFor();
  await page.getByRole("group", { name: /new or used/ }).getByRole("button", { name: "Used" }).click();
  await page.waitForTimeout(500);
  await page.getByTestId("plan-incentives-root").screenshot({ path: `/tmp/i23probe/sf-${page.viewportSize()!.width}.png` });
});
