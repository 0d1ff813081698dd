// Login CSRF through someone else's own sign-in link (issue 25), in a real browser at both sizes:
// an attacker requests a link for their own address and gets a person to open it. The confirm page
// must name the attacker's account, must not use the link or touch the person's guest plan until
// they tap, and must ask before adding that plan to the account.
import type { APIRequestContext, Browser } from "@playwright/test";
import { SAMPLE_BEV_INPUTS } from "../domain/share/test-fixtures";
import { uniqueEmail } from "./auth-helpers";
import { expect, expectNoSeriousA11yViolations, seedGuestPlan, test } from "./fixtures";

const GUEST_PLAN = { ...SAMPLE_BEV_INPUTS, annualMiles: 0 };

/** The attacker's side: a sign-in link for their own address, from their own browser. */
async function attackersLink(browser: Browser, email: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send magic link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  const link = await page.getByRole("link", { name: `Open sign-in link for ${email}` }).first().getAttribute("href");
  await context.close();
  return link!;
}

const signedInAs = async (request: APIRequestContext) => {
  const response = await request.get("/api/auth/user");
  return response.status() === 200 ? ((await response.json()) as { email: string }).email : null;
};

const storedZip = (page: import("@playwright/test").Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem("plugplan.userInputs.v1") ?? "{}") as { zipCode?: string }).zipCode);

test("someone else's link names their account; opening it signs nobody in and takes no plan", async ({ page, browser }, testInfo) => {
  const attacker = uniqueEmail("attacker", testInfo.project.name);
  const link = await attackersLink(browser, attacker);
  await seedGuestPlan(page, GUEST_PLAN);
  await page.goto(new URL(link).pathname + new URL(link).search);

  await expect(page.getByTestId("confirm-account")).toHaveText(`You are signing in to PlugPlan as ${attacker}.`);
  await expect(page.getByText("If someone sent you this link, don't use it: it would sign you in to their account.")).toBeVisible();
  await expect(page.getByRole("group", { name: `This device has a plan you made without an account. Add it to ${attacker}?` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The long address fits the card at this size (no sideways scrolling).
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // Walking away: not signed in, and the plan is still this browser's.
  expect(await signedInAs(page.context().request)).toBeNull();
  await page.goto("/charging-plan");
  expect(await storedZip(page)).toBe("94110");
});

test("signing in through someone else's link without adding the plan keeps it out of their account and on this device", async ({ page, browser }, testInfo) => {
  const attacker = uniqueEmail("attacker2", testInfo.project.name);
  const link = await attackersLink(browser, attacker);
  await seedGuestPlan(page, GUEST_PLAN);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByTestId("confirm-account")).toContainText(attacker);
  await page.getByRole("button", { name: "Sign in without adding it" }).click();
  await expect(page).toHaveURL(/\/charging-plan$/);
  expect(await signedInAs(page.context().request)).toBe(attacker);

  // The attacker's account never received the plan, not even after another page load.
  await page.reload();
  const progress = (await (await page.context().request.get("/api/user/progress")).json()) as { userInputs: { zipCode: string } };
  expect(progress.userInputs.zipCode).toBe("");

  // Signed out again, the plan is this browser's as before.
  await page.getByRole("button", { name: `Account menu for ${attacker}` }).click();
  // Sign out posts the logout and then reloads the page itself; wait for that reload rather than
  // racing it with a navigation of our own.
  const reloaded = page.waitForEvent("load");
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await reloaded;
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  expect(await signedInAs(page.context().request)).toBeNull();
  await expect(page).toHaveURL(/\/charging-plan$/);
  expect(await storedZip(page)).toBe("94110");
});

test("one's own link with a guest plan: 'add this plan' puts it in the account", async ({ page, browser }, testInfo) => {
  const own = uniqueEmail("own", testInfo.project.name);
  const link = await attackersLink(browser, own);
  await seedGuestPlan(page, GUEST_PLAN);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByTestId("confirm-account")).toContainText(own);
  await page.getByRole("button", { name: "Sign in and add this plan" }).click();
  await expect(page).toHaveURL(/\/charging-plan$/);
  await expect
    .poll(async () => ((await (await page.context().request.get("/api/user/progress")).json()) as { userInputs: { zipCode: string } }).userInputs.zipCode)
    .toBe("94110");
});
