// Sign-in steps shared by the account journeys: through /login, the dev mailbox (the e2e server
// runs with ENVIRONMENT=development and no Resend key) and the confirm page.
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

export function uniqueEmail(label: string, project: string) {
  return `${label}.${project}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** From /login to signed in, through the dev mailbox and the confirm page. */
export async function signIn(page: Page, email: string, next = "/charging-plan") {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await expect(page.getByRole("heading", { name: "Welcome to PlugPlan" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send magic link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByText("Didn't receive the email? Check your spam folder or try again.")).toBeVisible();

  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  await page.getByRole("link", { name: `Open sign-in link for ${email}` }).first().click();
  await expect(page).toHaveURL(/\/auth\/confirm\?token=/);
  await confirmSignIn(page, email);
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[/?]/g, "\\$&")}$`));
  await expect(page.getByRole("button", { name: `Account menu for ${email}` })).toBeVisible();
}

/**
 * On the confirm page, in the browser that asked for the link (decision 0017): it signs in at once,
 * unless this browser holds a guest plan; then it names the account and asks whether to add the
 * plan; these journeys add it, as signing in did before.
 */
export async function confirmSignIn(page: Page, email: string) {
  const add = page.getByRole("button", { name: "Sign in and add this plan" });
  const signedIn = page.getByRole("button", { name: `Account menu for ${email}` });
  await expect(add.or(signedIn)).toBeVisible();
  if (await add.isVisible()) {
    await expect(page.getByTestId("confirm-account")).toHaveText(`You are signing in to PlugPlan as ${email}.`);
    await add.click();
  }
}
