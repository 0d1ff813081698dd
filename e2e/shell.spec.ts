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
