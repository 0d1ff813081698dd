// Issue 19: the account page in a real browser. Sign in, save progress, open /account, download
// the data (the file holds the email and the progress), delete the account, be signed out, and
// sign in again to an empty account. axe on /account.
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { SAMPLE_BEV_INPUTS } from "../domain/share/test-fixtures";
import { signIn, uniqueEmail } from "./auth-helpers";
import { expect, expectNoSeriousA11yViolations, seedGuestPlan, test } from "./fixtures";

test("download my data, delete my account, and start again empty", async ({ page, consoleErrors }, testInfo) => {
  const email = uniqueEmail("account", testInfo.project.name);
  await signIn(page, email);

  // Save progress: one task done.
  const loaded = page.waitForResponse((r) => r.url().endsWith("/api/user/progress") && r.request().method() === "GET");
  await page.goto("/charging-plan/driving-tips");
  await loaded;
  await page.getByRole("button", { name: "Next section →" }).first().click();
  await expect(page).toHaveURL(/\/charging-plan\/basics$/);
  await expect
    .poll(async () => ((await (await page.context().request.get("/api/user/progress")).json()) as { drivingTips: boolean }).drivingTips)
    .toBe(true);

  // The account page, from the user menu.
  await page.getByRole("button", { name: `Account menu for ${email}` }).click();
  await page.getByRole("link", { name: "Your account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible();
  await expect(page.getByRole("region", { name: "Devices signed in" }).getByText("This device")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Download: the file holds the email and the progress.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^plugplan-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, "utf8")) as { account: { email: string }; progress: { drivingTips: boolean } };
  expect(data.account.email).toBe(email);
  expect(data.progress.drivingTips).toBe(true);

  // Delete, after the confirmation.
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByRole("heading", { name: "Delete your account for good?" })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  // This browser is cleared too, so nothing of the old account can come back with a new sign-in.
  await page.getByLabel("Also clear this browser (progress saved on this device)").check();
  await page.getByRole("button", { name: "Delete my account permanently" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  expect((await page.context().request.get("/api/auth/user")).status()).toBe(401);

  // Signing in again starts an empty account.
  await signIn(page, email);
  const progress = (await (await page.context().request.get("/api/user/progress")).json()) as { drivingTips: boolean };
  expect(progress.drivingTips).toBe(false);
  expect(consoleErrors).toEqual([]);
});

test("a signed-out visitor to /account is sent to sign in and comes back", async ({ page }, testInfo) => {
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
  const email = uniqueEmail("account-back", testInfo.project.name);
  await signIn(page, email, "/account");
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
});

// Issue 25: a plan made as a guest, then the account. The download holds the plan's real answers
// (the 250-mile range and 8 hours the person kept were dropped as "defaults") and its figures (they
// were {}); deleting the account without "Also clear this browser" keeps the plan in this browser
// (it was wiped: 0/8, an empty wizard) and the home page confirms what was removed.
const GUEST_PLAN = { ...SAMPLE_BEV_INPUTS, dailyMiles: 30, annualMiles: 7500 };

async function signInWithGuestPlan(page: Page, label: string, project: string) {
  await seedGuestPlan(page, GUEST_PLAN, { chargingBasics: true });
  await page.goto("/charging-plan");
  await expect(page.getByRole("heading", { level: 2, name: "Your plan at a glance" })).toBeVisible();
  const email = uniqueEmail(label, project);
  await signIn(page, email);
  await expect(page.getByRole("heading", { level: 2, name: "Your plan at a glance" })).toBeVisible();
  return email;
}

async function openDeletion(page: Page, email: string) {
  await page.getByRole("button", { name: `Account menu for ${email}` }).click();
  await page.getByRole("link", { name: "Your account" }).click();
  await page.getByRole("button", { name: "Delete my account" }).click();
}

test("the download holds a guest-made plan's answers and figures; deleting keeps the plan in this browser and says what went", async ({ page }, testInfo) => {
  const email = await signInWithGuestPlan(page, "keep", testInfo.project.name);
  await page.getByRole("button", { name: `Account menu for ${email}` }).click();
  await page.getByRole("link", { name: "Your account" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download my data" }).click();
  const data = JSON.parse(await readFile((await (await downloading).path())!, "utf8")) as {
    progress: { chargingBasics: boolean; userInputs: Record<string, unknown>; calculations: Record<string, unknown> };
  };
  expect(data.progress.chargingBasics).toBe(true);
  expect(data.progress.userInputs).toMatchObject({ zipCode: "94110", evRange: 250, hoursParkedAtHome: 8, homeSetup: "level1", homeCharging: "yes" });
  expect(data.progress.calculations).toMatchObject({ dailyChargePercent: 12, overnightRecovery: 28 });

  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByLabel("Also clear this browser (progress saved on this device)")).not.toBeChecked();
  await page.getByRole("button", { name: "Delete my account permanently" }).click();
  await expect(page).toHaveURL(/\/$/);
  const note = page.getByRole("status").filter({ hasText: "Your account is deleted." });
  await expect(note).toContainText("We removed your email address, your plan answers, plan figures and task progress from our servers");
  await expect(note).toContainText("Your plan is still in this browser, as a guest plan.");
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();

  // The plan is this browser's again: 1 of 8 done, the same answers.
  await page.goto("/charging-plan");
  await expect(page.getByRole("heading", { level: 2, name: "Your plan at a glance" })).toBeVisible();
  await expect(page.getByRole("link", { name: "1 of 8 tasks complete: open your plan" })).toBeVisible();
  await expect(page.getByText("BEV with 250 miles of range, from 94110.")).toBeVisible();
  await page.reload();
  await expect(note).toHaveCount(0);
});

test('"Also clear this browser" ticked: the account and this browser\'s plan both go, and the note says so', async ({ page }, testInfo) => {
  const email = await signInWithGuestPlan(page, "clear", testInfo.project.name);
  await openDeletion(page, email);
  await page.getByLabel("Also clear this browser (progress saved on this device)").check();
  await page.getByRole("button", { name: "Delete my account permanently" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("status").filter({ hasText: "Your account is deleted." })).toContainText("PlugPlan's data in this browser was cleared too.");
  await page.goto("/charging-plan");
  await expect(page.getByRole("heading", { level: 1, name: "Tell Us About Your Driving" })).toBeVisible();
});
