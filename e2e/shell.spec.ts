import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";

test("the app shell renders with header and footer links", async ({ page, consoleErrors }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "PlugPlan home" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "About" })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("unknown paths are a real 404", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expectNoSeriousA11yViolations(page);
});

test("a page whose code fails to download says so, keeps the header and footer, and recovers on Try again", async ({ page, consoleErrors }) => {
  let failing = true;
  await page.route(/\/assets\/AboutPage-[\w-]+\.js$/, (route) => (failing ? route.abort("internetdisconnected") : route.fallback()));
  // Both ways in: the prerendered page (hydration needs the code) and a client-side navigation.
  for (const open of [() => page.goto("/about"), async () => (await page.goto("/"), await page.getByRole("link", { name: "About" }).first().click())]) {
    await open();
    await expect(page.getByRole("heading", { level: 1, name: "This page didn't load" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("Check your internet connection, then try again.");
    await expect(page.getByRole("link", { name: "PlugPlan home" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Footer" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
  failing = false;
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "About PlugPlan" })).toBeVisible();
  consoleErrors.length = 0; // the aborted downloads and React's report of them are expected here
});
