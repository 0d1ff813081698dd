// Issue 16: "Sign out everywhere". One account signed in on two browsers (two contexts: no shared
// cookies or storage); from one, the user menu ends every session after a confirmation; the other
// browser is signed out on its very next request.
import { signIn, uniqueEmail } from "./auth-helpers";
import { expect, expectNoSeriousA11yViolations, test, waitForLivePage } from "./fixtures";

test("sign out everywhere from one browser signs the other out on its next request", async ({ page, browser, consoleErrors }, testInfo) => {
  const email = uniqueEmail("everywhere", testInfo.project.name);
  await signIn(page, email);

  const otherContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: testInfo.project.use.viewport });
  const other = waitForLivePage(await otherContext.newPage());
  await signIn(other, email);
  expect((await other.context().request.get("/api/auth/user")).status()).toBe(200);

  // The menu offers it next to "Sign out", and asks first (this device is included).
  await page.getByRole("button", { name: `Account menu for ${email}` }).click();
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  const confirmation = page.getByRole("group", { name: "Sign out on every device where you're signed in, including this one?" });
  await expect(confirmation).toBeVisible();
  await expect(page.getByRole("button", { name: "Yes, sign out everywhere" })).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  // Cancel first: nothing happens.
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(confirmation).toBeHidden();
  expect((await other.context().request.get("/api/auth/user")).status()).toBe(200);

  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await page.getByRole("button", { name: "Yes, sign out everywhere" }).click();
  // This browser reloads signed out…
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  expect((await page.context().request.get("/api/auth/user")).status()).toBe(401);

  // …and the other one is signed out on its next request: its page, reloaded, offers Sign in.
  await other.reload();
  await expect(other.getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(other.getByRole("button", { name: `Account menu for ${email}` })).toHaveCount(0);
  expect((await other.context().request.get("/api/auth/user")).status()).toBe(401);
  const progress = await other.context().request.get("/api/user/progress");
  expect(progress.status()).toBe(401);
  expect(await progress.json()).toMatchObject({ message: "You are not signed in" });

  await otherContext.close();
  // The 401 of the other browser's stale session check is the only console noise allowed.
  expect(consoleErrors.filter((error) => !error.includes("401"))).toEqual([]);
});
