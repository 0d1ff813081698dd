// "How to hire an installer" on the home-charger guide, desktop and phone: the license check (CSLB,
// C-10) and the spec's price bands for all three setups, a Sacramento ZIP's utility programs and
// region wording, the ENERGY STAR / NRTL note on charger kinds, axe.
import type { Page } from "@playwright/test";
import { INSTALLATION_PRICE_BANDS } from "../domain/chargers/installation-costs";
import { expect, expectNoSeriousA11yViolations, test, seedGuestPlan } from "./fixtures";

const GUIDE = "/home-ev-charger-installation-guide";
const setupRadio = (page: Page, name: string) => page.getByRole("radio", { name: new RegExp(`^${name}`) });

test("every setup shows the license check and the price bands", async ({ page }) => {
  await page.goto(GUIDE);
  for (const setup of ["Household Outlet", "240V Outlet Available", "Existing Level 2 Charger"]) {
    await setupRadio(page, setup).check();
    const hire = page.getByTestId("hire-an-installer");
    await expect(hire.getByRole("heading", { name: "How to hire an installer" })).toBeVisible();
    await expect(hire.getByText(/C-10, Electrical/)).toBeVisible();
    await expect(hire.getByRole("link", { name: /Contractors State License Board/ })).toHaveAttribute("href", "https://www.cslb.ca.gov/");
    await expect(hire.getByText("Get at least three quotes from licensed electricians.")).toBeVisible();
    // Household outlet: the bands are its "Installation price range" card; the others: in this section.
    const table = setup === "Household Outlet" ? page.locator("table.price-bands") : page.getByTestId("hire-price-bands");
    await expect(page.locator("table.price-bands")).toHaveCount(1);
    await expect(table.getByRole("row")).toHaveCount(INSTALLATION_PRICE_BANDS.length + 1);
    for (const [index, band] of INSTALLATION_PRICE_BANDS.entries()) {
      await expect(table.getByRole("row").nth(index + 1)).toHaveText(`${band.situation}${band.price}`);
    }
  }
  await expectNoSeriousA11yViolations(page);
});

test("a Sacramento ZIP: its utilities' charger programs with links, and which region it gets", async ({ page }) => {
  await seedGuestPlan(page, { zipCode: "95814", homeSetup: "level1" });
  await page.goto(GUIDE);
  const programs = page.getByTestId("utility-programs");
  await expect(programs).toContainText(
    "Open charger programs from Pacific Gas & Electric and Sacramento Municipal Utility District, the utilities that serve ZIP 95814",
  );
  await expect(programs.getByRole("link", { name: /SMUD|Sacramento/ }).first()).toHaveAttribute("href", /^https:\/\/www\.smud\.org\//);
  await expect(page.getByText("We don't have verified installer listings for the Bay Area yet", { exact: false })).toBeVisible();
  await expect(page.getByText(/Bay Area area/)).toHaveCount(0);
  await expect(page.getByText(/ZIPs that start with 95, Sacramento's among them, count as the Bay Area region/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("charger kinds point to ENERGY STAR's certified list and explain NRTL listing", async ({ page }) => {
  await page.goto(GUIDE);
  const cards = page.getByTestId("charger-card");
  await expect(cards.first()).toContainText("ENERGY STAR list of certified EV chargers");
  await expect(page.getByTestId("charger-certification")).toContainText("Nationally Recognized Testing Laboratory (NRTL)");
});
