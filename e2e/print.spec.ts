// A plan on paper (issue 30): the results and the dashboard print as a document of at most two
// Letter or A4 pages, with the plan's dollars, sources, next steps with their addresses and the
// plan's own link, and none of the site's navigation, share or feedback prompts. Chromium lays the
// page out for print (page.pdf) and pdf-lib, a real PDF parser, counts the pages.
import type { Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import type { ShareableInputs } from "../domain/share/plan-payload";
import { SAMPLE_BEV_INPUTS } from "../domain/share/test-fixtures";
import { expect, isPhone, seedGuestPlan, test } from "./fixtures";

test.describe.configure({ timeout: 90_000 });

/** San Diego 92101, 40 miles a day, Level 2 at home, a 250-mile battery EV: the plan issue 30 printed to four pages. */
const SAN_DIEGO = { ...SAMPLE_BEV_INPUTS, zipCode: "92101", dailyMiles: 40, annualMiles: 10_000, homeSetup: "level2" } satisfies ShareableInputs;

async function openResults(page: Page) {
  await seedGuestPlan(page, SAN_DIEGO);
  await page.goto("/charging-plan/basics");
  await page.getByRole("button", { name: "Next: EV information", exact: true }).click();
  await page.getByRole("button", { name: isPhone(page) ? "Get your plan" : "View My Plan", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your Charging Plan" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your plan in dollars" })).toBeVisible();
}

/** Pages of the printed document at each paper size (print media, as a browser's print dialog lays it out). */
async function printedPages(page: Page) {
  await page.emulateMedia({ media: "print" });
  const pages: Record<string, number> = {};
  for (const format of ["Letter", "A4"] as const) {
    const pdf = await page.pdf({ format, printBackground: false });
    pages[format] = (await PDFDocument.load(pdf)).getPageCount();
  }
  return pages;
}

/** What print leaves out, and what it adds: checked with print media emulated. */
async function expectPaperLayout(page: Page) {
  await page.emulateMedia({ media: "print" });
  for (const hidden of [
    page.locator(".app-header"),
    page.locator(".app-footer"),
    page.getByRole("button", { name: "Print or save as PDF" }),
    page.getByText("Was this helpful?"),
  ]) {
    await expect(hidden).toBeHidden();
  }
  const sheet = page.getByRole("region", { name: "Your plan on paper" });
  await expect(sheet).toBeVisible();
  const origin = new URL(page.url()).origin;
  await expect(sheet).toContainText(`Find public chargers and the apps to use them: ${origin}/public-ev-charging-stations-guide`);
  await expect(sheet).toContainText(`Choose and install a home charger: ${origin}/home-ev-charger-installation-guide`);
  await expect(sheet).toContainText(`This plan online (opens it with every answer and figure): ${origin}/shared-plan?data=`);
  // The dollars print with their sources and dates (open on paper, closed on screen).
  await expect(page.getByTestId("money-ev-monthly")).toBeVisible();
  await expect(page.getByTestId("money-gas-monthly")).toBeVisible();
  const sources = page.locator(".plan-money__sources");
  await expect(sources).toBeVisible();
  await expect(sources).toContainText("Gas price");
  await expect(page.getByText("Change the assumptions")).toBeHidden();
  await page.emulateMedia({ media: "screen" });
  await expect(sources).toBeHidden();
  // On screen the paper-only sheet is not shown.
  await expect(sheet).toBeHidden();
}

test("the results print as a plan of at most two pages: dollars, next steps written out, the plan's link, no site chrome", async ({ page }) => {
  await openResults(page);
  await expect(page.getByRole("button", { name: "Print or save as PDF" })).toBeVisible();
  await expectPaperLayout(page);
  const pages = await printedPages(page);
  expect(pages.Letter, "Letter pages").toBeLessThanOrEqual(2);
  expect(pages.A4, "A4 pages").toBeLessThanOrEqual(2);
});

test("the dashboard prints as the same plan on at most two pages", async ({ page }) => {
  await seedGuestPlan(page, SAN_DIEGO, { chargingBasics: true });
  await page.goto("/charging-plan");
  await expect(page.getByRole("heading", { name: "Your plan in dollars" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Print or save as PDF" })).toBeVisible();
  await expectPaperLayout(page);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { name: "Your tasks" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });
  const pages = await printedPages(page);
  expect(pages.Letter, "Letter pages").toBeLessThanOrEqual(2);
  expect(pages.A4, "A4 pages").toBeLessThanOrEqual(2);
});

test("the print button opens the browser's print dialog", async ({ page }) => {
  await seedGuestPlan(page, SAN_DIEGO, { chargingBasics: true });
  await page.goto("/charging-plan");
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await page.getByRole("button", { name: "Print or save as PDF" }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
});
