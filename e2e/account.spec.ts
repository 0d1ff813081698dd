// Issue 19: the account page in a real browser. Sign in, save progress, open /account, download
// the data (the file holds the email and the progress), delete the account, be signed out, and
// sign in again to an empty account. axe on /account.
import { readFile } from "node:fs/promises";
import { signIn, uniqueEmail } from "./auth-helpers";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";

test("download my data, delete my account, and start again empty", async ({ page, consoleErrors }, testInfo) => {
  const email = uniqueEmail("account", testInfo.project.name);
  await signIn(page, email);

  // Save progress: one task done.
  const loaded = page.waitForResponse((r) => r.url().endsWith("/api/user/progress") && r.request().method() === "GET");
  await page.goto("/charging-plan/driving-tips");
  await loaded;
  await page.getByRole("button", { name: "Next section →" }).first().click();
  await expect(page).toHaveURL(/\/charging-plan$/);
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
