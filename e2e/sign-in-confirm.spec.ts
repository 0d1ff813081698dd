// Login CSRF through someone else's own sign-in link (issues 25 and 28), in a real browser at both
// sizes: an attacker requests a link for their own address and gets a person to open it. A link
// signs in only the browser that asked for it (decision 0017): elsewhere the confirm page names the
// account, signs in nobody, leaves the guest plan alone and offers a new link for this browser. In
// the browser that asked, it asks before adding that browser's guest plan to the account.
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

test("someone else's link names their account; opened in another browser it signs nobody in and takes no plan", async ({ page, browser }, testInfo) => {
  const attacker = uniqueEmail("attacker", testInfo.project.name);
  const link = await attackersLink(browser, attacker);
  await seedGuestPlan(page, GUEST_PLAN);
  await page.goto(new URL(link).pathname + new URL(link).search);

  await expect(page.getByRole("heading", { name: "Open this link where you asked for it" })).toBeVisible();
  await expect(page.getByTestId("other-browser")).toHaveText(
    `This link for ${attacker} was asked for in another browser, and it signs in only there. Open it in the browser where you asked for it.`,
  );
  await expect(page.getByText("If someone sent you this link, don't use it: it belongs to their account.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The long address fits the card at this size (no sideways scrolling).
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // Nothing to tap that signs in: not signed in, and the plan is still this browser's.
  await expect(page.getByRole("button", { name: /^Sign in/ })).toHaveCount(0);
  expect(await signedInAs(page.context().request)).toBeNull();
  await page.goto("/charging-plan");
  expect(await storedZip(page)).toBe("94110");
});

test("one's own link opened in another browser: a new link sent to this browser signs in here, and the plan can stay out", async ({ page, browser }, testInfo) => {
  const own = uniqueEmail("elsewhere", testInfo.project.name);
  // Asked for on another device (its own browser), opened here.
  const link = await attackersLink(browser, own);
  await seedGuestPlan(page, GUEST_PLAN);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByRole("button", { name: "Send a new link to this browser" }).click();
  await expect(page.getByRole("status")).toHaveText(`We sent a new sign-in link to ${own}. Open it in this browser.`);

  // The new link, opened here: this browser holds a guest plan, so it asks first.
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(own)}`);
  await page.getByRole("link", { name: `Open sign-in link for ${own}` }).first().click();
  await expect(page.getByTestId("confirm-account")).toHaveText(`You are signing in to PlugPlan as ${own}.`);
  await page.getByRole("button", { name: "Sign in without adding it" }).click();
  await expect(page).toHaveURL(/\/charging-plan$/);
  expect(await signedInAs(page.context().request)).toBe(own);

  // The account never received the plan, not even after another page load.
  await page.reload();
  const progress = (await (await page.context().request.get("/api/user/progress")).json()) as { userInputs: { zipCode: string } };
  expect(progress.userInputs.zipCode).toBe("");

  // Signed out again, the plan is this browser's as before.
  await page.getByRole("button", { name: `Account menu for ${own}` }).click();
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

test("one's own link in the browser that asked, with a guest plan: 'add this plan' puts it in the account", async ({ page }, testInfo) => {
  const own = uniqueEmail("own", testInfo.project.name);
  await seedGuestPlan(page, GUEST_PLAN);
  await page.goto("/login");
  await page.getByLabel("Email").fill(own);
  await page.getByRole("button", { name: "Send magic link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(own)}`);
  await page.getByRole("link", { name: `Open sign-in link for ${own}` }).first().click();
  await expect(page.getByTestId("confirm-account")).toContainText(own);
  await page.getByRole("button", { name: "Sign in and add this plan" }).click();
  await expect(page).toHaveURL(/\/charging-plan$/);
  await expect
    .poll(async () => ((await (await page.context().request.get("/api/user/progress")).json()) as { userInputs: { zipCode: string } }).userInputs.zipCode)
    .toBe("94110");
});
