// The Home Charger Installation guide in a real browser, desktop and phone: the right chargers for
// every setup, the notice, the charge-port dialog by keyboard, "Other outlets", the shared-outlet
// question, installers, the share link round trip, completion targets and axe on both routes.
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { californiaRegionMessage } from "../domain/installers/directory";
import { expect, expectNoSeriousA11yViolations, test, seedGuestPlan } from "./fixtures";

const installers: { region: string }[] = JSON.parse(readFileSync("domain/data/installers.json", "utf8"));

const TASK = "/charging-plan/home-charger";
const STANDALONE = "/home-ev-charger-installation-guide";

const T = {
  entry: "Entry Level 2 charger, 9.6 kW",
  wifi: "Wifi Level 2 charger with app control, 11 kW",
  panel: "Wifi charger that avoids a panel upgrade, 11 kW",
  p1030: "Portable 10-30 charger, 5.5 kW, 24 amps",
  p1430: "Portable 14-30 charger, 24 amps",
  p1450: "Portable 14-50 charger, 7.7 kW, 40 amps",
  c630: "6-30 charger, 3.3 kW, 16 amps",
  adapter: "10-50R to 14-50 adapter",
};

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Home Charger Installation Guide" })).toBeVisible({ timeout: 20_000 });
}

const chargerTitles = (page: Page) =>
  page.getByRole("list", { name: "Recommended chargers, lowest price first" }).getByRole("heading", { level: 3 });

const setupRadio = (page: Page, name: string) => page.getByRole("radio", { name: new RegExp(`^${name}`) });
const outletRadio = (page: Page, type: string) => page.getByRole("radio", { name: new RegExp(`^${type}\\b`) });
const sharedQuestion = (page: Page) => page.getByRole("group", { name: "Is this outlet shared with another appliance?" });

test("the setup is preset from the plan and each setup shows its chargers, cheapest first", async ({ page, consoleErrors }) => {
  await seedGuestPlan(page, { homeSetup: "level2", zipCode: "94110" });
  await open(page, TASK);
  await expect(setupRadio(page, "Existing Level 2 Charger")).toBeChecked();
  await expect(chargerTitles(page)).toHaveText([T.entry, T.wifi]);

  await setupRadio(page, "Household Outlet").check();
  await expect(chargerTitles(page)).toHaveText([T.entry, T.wifi, T.panel]);

  await setupRadio(page, "240V Outlet Available").check();
  await expect(chargerTitles(page)).toHaveText([T.p1030, T.p1430, T.p1450, T.entry, T.wifi]);
  await outletRadio(page, "NEMA 14-50").check();
  await expect(chargerTitles(page)).toHaveText([T.p1450, T.entry, T.wifi]);
  await outletRadio(page, "NEMA 10-30").check();
  await expect(chargerTitles(page)).toHaveText([T.p1030]);
  await outletRadio(page, "NEMA 14-30").check();
  await expect(chargerTitles(page)).toHaveText([T.p1430]);
  await page.getByRole("radio", { name: "Not sure – We'll figure it out later" }).check();
  await expect(chargerTitles(page)).toHaveText([T.p1030, T.p1430, T.p1450, T.entry, T.wifi]);

  await page.getByRole("button", { name: "Other outlets" }).click();
  await outletRadio(page, "NEMA 6-30A").check();
  await expect(chargerTitles(page)).toHaveText([T.c630]);
  await outletRadio(page, "NEMA 6-50").check();
  await expect(chargerTitles(page)).toHaveText([T.entry, T.wifi]);
  await outletRadio(page, "NEMA 10-50").check();
  await expect(chargerTitles(page)).toHaveText([T.adapter, T.p1450]);
  await expect(page.getByText("$65 reference price")).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("Household Outlet: the notice can be dismissed", async ({ page }) => {
  await open(page, STANDALONE);
  await expect(setupRadio(page, "Household Outlet")).toBeChecked(); // default with no plan
  const notice = page.getByRole("region", { name: "Important Notice" });
  await expect(notice).toContainText("ask your dealer to include one, or order one online");
  await notice.getByRole("button", { name: "Dismiss important notice" }).click();
  await expect(page.getByRole("heading", { name: "Important Notice" })).toHaveCount(0);
  await expect(page.getByText("Get at least three quotes from licensed electricians.").first()).toBeVisible();
  await expect(page.getByText("Under $1,000")).toBeVisible();
});

test("Household Outlet: the charge-port dialog opens and closes by keyboard, keeping focus inside", async ({ page }) => {
  await open(page, TASK);
  const opener = page.getByRole("button", { name: "Which charge port does my car have?" });
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Charge port types" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("SAE J3400");
  await expect(dialog).toContainText("J1772");
  await expect(dialog).toContainText("CCS");
  await expect(dialog.getByRole("button", { name: "Close charge port types" })).toBeFocused();
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Shift+Tab");
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Enter"); // the focused Close button
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("240V: Other outlets toggles, and the shared-outlet question appears only after an outlet", async ({ page }) => {
  await seedGuestPlan(page, { homeSetup: "240v" });
  await open(page, TASK);
  await expect(page.getByRole("group", { name: "What type of NEMA outlet do you have?" })).toBeVisible();
  const toggle = page.getByRole("button", { name: "Other outlets" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(outletRadio(page, "NEMA 6-50")).toBeHidden();
  await toggle.click();
  await expect(page.getByRole("button", { name: "Hide other outlets" })).toHaveAttribute("aria-expanded", "true");
  await expect(outletRadio(page, "NEMA 6-30A")).toBeVisible();
  await expect(outletRadio(page, "NEMA 10-50")).toBeVisible();
  await page.getByRole("button", { name: "Hide other outlets" }).click();
  await expect(outletRadio(page, "NEMA 6-50")).toBeHidden();

  await expect(sharedQuestion(page)).toHaveCount(0);
  await page.getByRole("radio", { name: "Not sure – We'll figure it out later" }).check();
  await expect(sharedQuestion(page)).toHaveCount(0);
  await outletRadio(page, "NEMA 14-30").check();
  await expect(page.getByText("Adds about 20 miles of range per hour").first()).toBeVisible();
  await expect(sharedQuestion(page)).toBeVisible();
  await sharedQuestion(page).getByRole("radio", { name: "Yes" }).check();
  await expect(page.getByText(/smart splitter/).first()).toBeVisible();
  await sharedQuestion(page).getByRole("radio", { name: "No" }).check();
  await expect(page.getByRole("heading", { name: "Share it safely with a smart splitter" })).toHaveCount(0);
});

test("installers: collapsible, region from the ZIP, honest when there are no listings", async ({ page }) => {
  await seedGuestPlan(page, { homeSetup: "240v", zipCode: "96150" });
  await open(page, TASK);
  const toggle = page.getByRole("button", { name: "Recommended Installers" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(page.getByText(californiaRegionMessage())).toBeVisible();
  const zip = page.getByLabel("ZIP code");
  await expect(zip).toHaveValue("96150");
  await zip.fill("90012");
  const laListings = installers.filter((i) => i.region === "Los Angeles");
  if (laListings.length === 0) {
    await expect(page.getByText("We don't have verified installer listings for the Los Angeles area yet")).toBeVisible();
  } else {
    await expect(page.getByLabel("Service area")).toHaveValue("all");
  }
  await expect(page.getByRole("link", { name: /Contractors State License Board/ })).toHaveAttribute("href", "https://www.cslb.ca.gov/");

  // The Level 2 card has its own open state: closed.
  await setupRadio(page, "Existing Level 2 Charger").check();
  await expect(page.getByRole("button", { name: "Recommended Installers" })).toHaveAttribute("aria-expanded", "false");
});

test("the hardwire comparison starts closed and opens", async ({ page }) => {
  await open(page, STANDALONE);
  const toggle = page.getByRole("button", { name: "Hardwire vs 240V outlet" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("heading", { name: "Hardwired charger" })).toBeHidden();
  await toggle.click();
  await expect(page.getByRole("heading", { name: "Hardwired charger" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Plug-in (NEMA 14-50 outlet)" })).toBeVisible();
});

test("the share link reopens the guide with the same selections", async ({ page, context }) => {
  await page.addInitScript(() => {
    const copied: string[] = [];
    (window as unknown as { __copied: string[] }).__copied = copied;
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    Object.defineProperty(navigator, "share", { configurable: true, value: undefined });
  });
  await open(page, STANDALONE);
  await setupRadio(page, "240V Outlet Available").check();
  await page.getByRole("button", { name: "Other outlets" }).click();
  await outletRadio(page, "NEMA 6-50").check();
  await sharedQuestion(page).getByRole("radio", { name: "Yes" }).check();
  await page.getByRole("button", { name: "Recommended Installers" }).click();
  await page.getByLabel("ZIP code").fill("94110");
  await page.getByRole("button", { name: "Share this guide" }).click();
  await expect(page.getByRole("button", { name: "Link copied to clipboard!" })).toBeVisible();
  const [link] = await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied);
  expect(link).toMatch(new RegExp(`${STANDALONE}\\?data=[A-Za-z0-9_-]+$`));

  const other = await context.newPage();
  await other.goto(link!);
  await expect(other.getByText("You opened a shared link")).toBeVisible();
  await expect(setupRadio(other, "240V Outlet Available")).toBeChecked();
  await expect(outletRadio(other, "NEMA 6-50")).toBeChecked();
  await expect(outletRadio(other, "NEMA 6-50")).toBeVisible();
  await expect(sharedQuestion(other).getByRole("radio", { name: "Yes" })).toBeChecked();
  await expect(chargerTitles(other)).toHaveText([T.entry, T.wifi]);
  await other.getByRole("button", { name: "Recommended Installers" }).click();
  await expect(other.getByLabel("ZIP code")).toHaveValue("94110");
});

test("bad share data is ignored without errors", async ({ page, consoleErrors }) => {
  await seedGuestPlan(page, { homeSetup: "240v" });
  await open(page, `${STANDALONE}?data=not%20valid%20data!`);
  await expect(setupRadio(page, "240V Outlet Available")).toBeChecked();
  await expect(page.getByText("You opened a shared link")).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test("completing from the task page opens the next unfinished task", async ({ page }) => {
  await open(page, TASK);
  await page.getByRole("button", { name: "Next section →" }).click();
  // Charging Basics is not done: it comes first, since it opens the rest of the plan.
  await expect(page).toHaveURL(/\/charging-plan\/basics$/);
  const flags = await page.evaluate(() => JSON.parse(window.localStorage.getItem("plugplan.taskProgress.v1") ?? "{}"));
  expect(flags.homeCharger).toBe(true);
});

test("completing from the standalone page returns home (not saved for guests)", async ({ page }) => {
  await open(page, STANDALONE);
  await page.getByRole("button", { name: "Next section →" }).click();
  await expect(page).toHaveURL(/\/$/);
  const flags = await page.evaluate(() => JSON.parse(window.localStorage.getItem("plugplan.taskProgress.v1") ?? "{}"));
  expect(flags.homeCharger).not.toBe(true);
});

// axe is slow on a shared 2-core machine: a few scans per test, with room to finish.
for (const path of [TASK, STANDALONE]) {
  test(`${path} is axe clean: household outlet with the dialog open, and existing Level 2`, async ({ page }) => {
    test.setTimeout(90_000);
    await open(page, path);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Which charge port does my car have?" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");
    await setupRadio(page, "Existing Level 2 Charger").check();
    await page.getByRole("button", { name: "Recommended Installers" }).click();
    await expectNoSeriousA11yViolations(page);
  });

  test(`${path} is axe clean: 240V with everything open`, async ({ page }) => {
    test.setTimeout(90_000);
    await seedGuestPlan(page, { homeSetup: "240v", zipCode: "90012" });
    await open(page, path);
    await page.getByRole("button", { name: "Other outlets" }).click();
    await outletRadio(page, "NEMA 14-50").check();
    await sharedQuestion(page).getByRole("radio", { name: "Yes" }).check();
    await page.getByRole("button", { name: "Recommended Installers" }).click();
    await page.getByRole("button", { name: "Hardwire vs 240V outlet" }).click();
    await expectNoSeriousA11yViolations(page);
  });
}
