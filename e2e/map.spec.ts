// The driving-area map teaches, at both sizes: place names and county lines on the embedded
// basemap, the towns line under it, station dots where we have station data, one printed credit
// and no attribution box covering the map.
import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, test, setSlider } from "./fixtures";

async function step1(page: Page, zip: string, oneWay: number) {
  await page.goto("/charging-plan/basics");
  await expect(page.getByRole("heading", { level: 1, name: "Tell Us About Your Driving" })).toBeVisible();
  await page.getByLabel("Zip code").fill(zip);
  await setSlider(page.getByLabel("How far one way?"), oneWay);
}

test("91601: place names, county lines and the towns line; California says stations are not loaded", async ({ page }) => {
  await step1(page, "91601", 18);
  const map = page.getByTestId("driving-map");
  await expect(map).toHaveAttribute("data-circle-radius-miles", "18");
  await expect(page.getByTestId("towns-line")).toHaveText(/^Your 18-mile circle reaches Los Angeles, .+ and \d+ more places\.$/);
  await expect(map).toHaveAttribute("data-place-labels", "11"); // North Hollywood + the 10 biggest towns
  await expect(map.locator(".driving-map__label--home")).toHaveText("North Hollywood");
  await expect(map.locator(".driving-map__label").filter({ hasText: /^Los Angeles$/ })).toHaveCount(1);
  expect(Number(await map.getAttribute("data-county-lines"))).toBeGreaterThanOrEqual(5);
  await expect(page.getByText("Public stations: Station data for this area is not loaded yet.", { exact: false })).toBeVisible();
  // Credits printed once under the map; no attribution box on the map itself.
  await expect(page.getByText(/^Map: U\.S\. Census Bureau state and county lines/)).toHaveCount(1);
  await expect(map.locator(".maplibregl-ctrl-attrib")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("a New York ZIP shows station dots and says how many are in the circle", async ({ page }) => {
  await step1(page, "10036", 10);
  const map = page.getByTestId("driving-map");
  await expect(map).toHaveAttribute("data-station-dots", "100");
  await expect(page.getByTestId("station-legend")).toHaveText(/Level 2 public stations: the nearest 100 of [\d,]+ in the circle\.$/);
  await expect(page.getByTestId("towns-line")).toHaveText(/^Your 10-mile circle reaches /);
});
