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
 * On the confirm page: it names the account, then one tap signs in. With a guest plan in this
 * browser the page asks whether to add it; these journeys add it, as signing in did before.
 */
export async function confirmSignIn(page: Page, email: string) {
  await expect(page.getByTestId("confirm-account")).toHaveText(`You are signing in to PlugPlan as ${email}.`);
  const add = page.getByRole("button", { name: "Sign in and add this plan" });
  await ((await add.isVisible()) ? add : page.getByRole("button", { name: "Sign in to PlugPlan" })).click();
}
