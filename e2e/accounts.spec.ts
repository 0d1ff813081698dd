// Accounts in a real browser against wrangler dev (ENVIRONMENT=development, no Resend key, so
// sign-in links land in /dev/mailbox): sign in, complete tasks, sign out, sign in again in a
// fresh browser and find them; a failed progress write is retried until it lands; axe on the
// sign-in pages.
import type { BrowserContext, Page } from "@playwright/test";
import { signIn, uniqueEmail } from "./auth-helpers";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";

/** Opens a task page once the signed-in progress store is connected (its GET has answered). */
async function completeTask(page: Page, path: string) {
  const loaded = page.waitForResponse((r) => r.url().endsWith("/api/user/progress") && r.request().method() === "GET");
  await page.goto(path);
  await loaded;
  await page.getByRole("button", { name: "Next section →" }).first().click();
  // The next unfinished task opens (Charging Basics while it is not done).
  await expect(page).toHaveURL(/\/charging-plan\/[a-z-]+$/);
  await expect(page).not.toHaveURL(path);
}

async function serverProgress(context: BrowserContext) {
  const response = await context.request.get("/api/user/progress");
  expect(response.status()).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

test("sign in, complete two tasks, sign out, and find them again in a fresh browser", async ({ page, browser, consoleErrors }, testInfo) => {
  const email = uniqueEmail("journey", testInfo.project.name);
  await signIn(page, email);

  await completeTask(page, "/charging-plan/driving-tips");
  await completeTask(page, "/charging-plan/battery-health");
  await expect(page.locator('[aria-label^="2 of 8 tasks complete"]')).toBeVisible();
  await expect.poll(async () => {
    const progress = await serverProgress(page.context());
    return [progress.drivingTips, progress.batteryHealth];
  }).toEqual([true, true]);

  // Sign out from the header menu: the page reloads signed out, the server session is gone.
  await page.getByRole("button", { name: `Account menu for ${email}` }).click();
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  expect((await page.context().request.get("/api/auth/user")).status()).toBe(401);
  expect(consoleErrors).toEqual([]);

  // Another browser (no shared storage or cookies): sign in again and see both tasks done.
  const fresh = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: testInfo.project.use.viewport });
  const other = await fresh.newPage();
  await signIn(other, email);
  await expect(other.locator('[aria-label^="2 of 8 tasks complete"]')).toBeVisible();
  const progress = await serverProgress(fresh);
  expect(progress.drivingTips).toBe(true);
  expect(progress.batteryHealth).toBe(true);
  expect(progress.incentives).toBe(false);
  await fresh.close();
});

test("a progress write that fails is kept and retried until the server has it", async ({ page }, testInfo) => {
  const email = uniqueEmail("retry", testInfo.project.name);
  await signIn(page, email);

  let failures = 0;
  await page.route("**/api/user/progress", async (route) => {
    if (route.request().method() === "POST" && failures === 0) {
      failures += 1;
      await route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ message: "Temporarily unavailable" }) });
      return;
    }
    await route.fallback();
  });

  await completeTask(page, "/charging-plan/driving-tips");
  // Writes go out when the short coalescing window closes (web/lib/progress/server-backend.ts).
  await expect.poll(() => failures).toBe(1);
  // The write waits on this device…
  const queued = await page.evaluate(() => window.localStorage.getItem("plugplan.progressSync.v1"));
  expect(queued).toContain("drivingTips");
  // …and lands on the automatic retry, after which the queue is empty.
  await expect.poll(async () => (await serverProgress(page.context())).drivingTips, { timeout: 15_000 }).toBe(true);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem("plugplan.progressSync.v1"))).toBeNull();
  await expect(page.locator('[aria-label^="1 of 8 tasks complete"]')).toBeVisible();
});

test("a progress write lost to a dropped connection still lands (retry or next load)", async ({ page }, testInfo) => {
  const email = uniqueEmail("offline", testInfo.project.name);
  await signIn(page, email);
  let dropped = 0;
  await page.route("**/api/user/progress", (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    dropped += 1;
    return route.abort("internetdisconnected");
  });
  await completeTask(page, "/charging-plan/battery-health");
  // The write was tried (after the coalescing window) and lost.
  await expect.poll(() => dropped).toBeGreaterThan(0);
  await page.unrouteAll({ behavior: "ignoreErrors" });
  // Next load: the bootstrap sends what is queued before reading the record.
  await page.reload();
  await expect.poll(async () => (await serverProgress(page.context())).batteryHealth, { timeout: 15_000 }).toBe(true);
});

test("/login and the confirm page are axe clean", async ({ page, consoleErrors }) => {
  await page.goto("/login?next=%2Fcharging-plan");
  await expect(page.getByRole("heading", { name: "Welcome to PlugPlan" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue without account" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A token that was never issued: the page says so at once (it looks the link up before any tap).
  // The confirm page with a real link is checked in e2e/sign-in-confirm.spec.ts.
  await page.goto(`/auth/confirm?token=${"A".repeat(43)}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(page.getByRole("heading", { name: "This sign-in link isn't valid" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Get a new sign-in link" })).toHaveAttribute("href", "/login");
  await expectNoSeriousA11yViolations(page);
  // The 400 from the refused token is the only console noise expected here.
  expect(consoleErrors.filter((e) => !e.includes("400"))).toEqual([]);
});
