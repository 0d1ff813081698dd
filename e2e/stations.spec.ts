// Public charging stations at both sizes: the API on the built app (committed AFDC snapshot served
// as static shards), the public-charging guide's nearest-stations list with directions and the plug
// filter, California's plain "not loaded yet", and the plan's station counts.
import type { Page } from "@playwright/test";
import { buildFullSharePayload, encodePlanShare } from "../domain/share/plan-payload";
import { SAMPLE_BEV_INPUTS } from "../domain/share/test-fixtures";
import { expect, expectNoSeriousA11yViolations, isPhone, test, seedGuestPlan, stubPlugShare } from "./fixtures";

/** A guest plan with charging basics done; the desktop page keeps PlugShare's widget as an extra, never the real one. */
async function seedPlan(page: Page, inputs: Record<string, unknown>) {
  await seedGuestPlan(page, inputs, { chargingBasics: true });
  await stubPlugShare(page);
}

const NY_PLAN = {
  zipCode: "10036", // Times Square, New York
  annualMiles: 9000,
  dailyMiles: 36,
  hoursParkedAtHome: 8,
  evType: "BEV",
  evRange: 250,
  homeCharging: "yes",
  homeSetup: "240v",
};

test.describe("GET /api/stations on the built app", () => {
  test("answers from the committed snapshot, nearest first, and 400s bad input", async ({ request }) => {
    const ok = await request.get("/api/stations?lat=40.758&lon=-73.9855&radius_mi=25");
    expect(ok.status()).toBe(200);
    const body = await ok.json();
    expect(body.coverage.status).not.toBe("none");
    expect(body.stations).toHaveLength(50);
    const distances = body.stations.map((station: { distanceMiles: number }) => station.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(body.stations[0].id).toBe(115002);

    const california = await (await request.get("/api/stations?lat=34.1652&lon=-118.3751&radius_mi=25")).json();
    expect(california.coverage.status).toBe("none");

    const bad = await request.get("/api/stations?lat=40.7&lon=-73.9&radius_mi=500");
    expect(bad.status()).toBe(400);
    expect((await bad.json()).message).toBe("radius_mi: Radius must be from 0.5 to 100 miles");
  });
});

test.describe("nearest stations in the public-charging guide", () => {
  test("a New York ZIP lists stations by distance with working directions links and a plug filter", async ({ page }) => {
    await seedPlan(page, NY_PLAN);
    await page.goto("/public-ev-charging-stations-guide");
    const list = page.getByRole("list", { name: "Nearest public charging stations" });
    await expect(list).toBeVisible();
    const items = list.getByRole("listitem");
    await expect(items).toHaveCount(20);
    const distances = await items.evaluateAll((nodes) => nodes.map((node) => Number((node as HTMLElement).dataset.distance)));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeLessThan(1);

    const first = items.first();
    await expect(first.getByRole("heading")).toBeVisible();
    await expect(first.getByText(/ mi$/)).toBeVisible();
    const directions = first.getByRole("link", { name: /^Directions to / });
    const href = await directions.getAttribute("href");
    expect(href).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=40\.\d+%2C-73\.\d+$/);
    await expect(directions).toHaveAttribute("target", "_blank");
    await expect(first.getByRole("link", { name: /Open in my map app/ })).toHaveAttribute("href", /^geo:40\.\d+,-73\.\d+$/);
    // On a phone every station is reachable without a map: links are big enough to tap.
    if (isPhone(page)) {
      const box = await directions.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    await expect(page.getByText(/Station data: .*New York as of 2025-04-21/)).toBeVisible();

    await page.getByRole("group", { name: "Plug type" }).getByRole("button", { name: "CCS" }).click();
    await expect(page.getByRole("button", { name: "CCS" })).toHaveAttribute("aria-pressed", "true");
    await expect(list.getByRole("listitem").first().getByText(/CCS/)).toBeVisible();
    const plugLines = await list.locator(".station__facts div:nth-child(2) dd").allTextContents();
    expect(plugLines.length).toBeGreaterThan(0);
    expect(plugLines.every((line) => line.includes("CCS"))).toBe(true);

    if (!isPhone(page)) {
      // Desktop: the same stations as numbered markers on our map, and PlugShare's map as an extra.
      await expect(page.getByTestId("nearby-stations-map")).toHaveAttribute("data-station-markers", /^\d+$/);
      await expect(page.locator("iframe.station-map__frame")).toBeVisible();
    } else {
      await expect(page.getByTestId("nearby-stations-map")).toHaveCount(0);
    }
    await expectNoSeriousA11yViolations(page);
  });

  test("White Plains (10601): typical prices under the list, New York's figure for fast charging, and paid garages never read Free", async ({ page }) => {
    await seedPlan(page, { ...NY_PLAN, zipCode: "10601" });
    await page.goto("/public-ev-charging-stations-guide");
    const list = page.getByRole("list", { name: "Nearest public charging stations" });
    await expect(list.getByRole("listitem")).toHaveCount(20);
    // Within 10 miles, 14 Level 2 stations list a per-kWh price (median of 0.35 and 0.36 = 0.355 →
    // $0.36) but only 2 fast ones, so fast charging takes New York's snapshot median (39 stations).
    await expect(page.getByTestId("local-prices")).toHaveText(
      "Typical prices near you, from 14 stations: Level 2 $0.36/kWh; too few fast chargers near you list one, so across New York, from 39 stations: fast $0.52/kWh; 23 stations near you list charging as free (AFDC, as of 2025-04-21).",
    );
    // AFDC says "Free; $1.50 per hour parking rate" and "Free; parking fee" for these two garages.
    const lexington = list.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Lexington-Grove West Garage" }) });
    await expect(lexington.locator(".station__facts")).toContainText("Paid parking ($1.50 an hour); no separate charging fee listed");
    const chester = list.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Chester Maple Garage" }) });
    await expect(chester.locator(".station__facts")).toContainText("Paid parking; no separate charging fee listed");
    for (const garage of [lexington, chester]) expect(await garage.textContent()).not.toMatch(/free/i);
    if (isPhone(page)) {
      const box = await page.getByTestId("local-prices").boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    await expectNoSeriousA11yViolations(page);
  });

  test("ZIP 91601 says plainly that California's station data is not loaded yet", async ({ page }) => {
    await seedPlan(page, { ...NY_PLAN, zipCode: "91601" });
    await page.goto("/public-ev-charging-stations-guide");
    await expect(page.getByTestId("stations-not-loaded")).toContainText("Station data for this area is not loaded yet.");
    await expect(page.getByRole("list", { name: "Nearest public charging stations" })).toHaveCount(0);
    await expect(page.getByTestId("local-prices")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("station counts in the plan", () => {
  test("the dashboard states fast stations, ports and the nearest fast charger in the circle", async ({ page }) => {
    await seedPlan(page, NY_PLAN);
    await page.goto("/charging-plan");
    await expect(page.getByTestId("plan-stations-line")).toHaveText(
      /^Within your 18-mile circle: [\d,]+ fast-charging stations \([\d,]+ ports\), [\d,]+ Level 2 ports; nearest fast charger \d+\.\d miles\./,
    );
    await expectNoSeriousA11yViolations(page);
  });

  test("for 91601 the plan says the station data is not loaded yet", async ({ page }) => {
    await seedPlan(page, { ...NY_PLAN, zipCode: "91601" });
    await page.goto("/charging-plan");
    await expect(page.getByTestId("plan-stations-line")).toHaveText(
      /^Public stations within your 18-mile circle: Station data for this area is not loaded yet\./,
    );
  });
});

// Issue 25: "See the nearest stations" opened the guide at its top (the list starts ~1,800 px
// down on a phone), and from a shared plan without the plan's ZIP.
test.describe("See the nearest stations lands on the list", () => {
  /** The list is on screen: its top is inside the viewport. */
  async function expectListOnScreen(page: Page) {
    const list = page.getByRole("list", { name: "Nearest public charging stations" });
    await expect(list).toBeVisible({ timeout: 20_000 });
    await expect
      .poll(async () => {
        const box = await page.getByRole("heading", { level: 2, name: "Find stations near you" }).boundingBox();
        return box !== null && box.y >= -1 && box.y < page.viewportSize()!.height / 2;
      })
      .toBe(true);
  }

  test("from the plan: the task page's list, with the plan's ZIP", async ({ page }) => {
    await seedPlan(page, NY_PLAN);
    await page.goto("/charging-plan");
    await page.getByRole("link", { name: "See the nearest stations" }).click();
    await expect(page).toHaveURL(/\/charging-plan\/public-charging\?zip=10036#pc-map$/);
    await expect(page.getByLabel("Your ZIP code")).toHaveValue("10036");
    await expectListOnScreen(page);
  });

  test("from a shared plan: the guide's list with the shared plan's ZIP, for a visitor without a plan", async ({ page }) => {
    await stubPlugShare(page);
    const shared = buildFullSharePayload({ ...SAMPLE_BEV_INPUTS, zipCode: "10036" });
    await page.goto(`/shared-plan?data=${encodePlanShare(shared)}`);
    await page.getByRole("link", { name: "See the nearest stations" }).click();
    await expect(page).toHaveURL(/\/public-ev-charging-stations-guide\?zip=10036#pc-map$/);
    await expect(page.getByLabel("Your ZIP code")).toHaveValue("10036");
    await expectListOnScreen(page);
  });
});

test("the plug-type filter fits a 320 px screen on one row, inside its outline", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await seedPlan(page, NY_PLAN);
  await page.goto("/public-ev-charging-stations-guide");
  const filter = page.getByRole("group", { name: "Plug type" });
  await expect(filter).toBeVisible({ timeout: 20_000 });
  const buttons = filter.getByRole("button");
  await expect(buttons).toHaveCount(5);
  const boxes = await buttons.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON() as DOMRect));
  const outline = (await filter.boundingBox())!;
  // One row: every button on the same line and as tall as a touch target, not more.
  expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(1);
  for (const box of boxes) expect(box.height).toBeGreaterThanOrEqual(44);
  expect(outline.height).toBeLessThan(60);
  // Inside the screen and inside the outline, text included (no clipped labels).
  expect(outline.x + outline.width).toBeLessThanOrEqual(320);
  const clipped = await buttons.evaluateAll((nodes) => nodes.filter((node) => node.scrollWidth > node.clientWidth).length);
  expect(clipped).toBe(0);
  // Each keeps its full name for assistive technology.
  await expect(filter.getByRole("button", { name: "NACS / J3400" })).toBeVisible();
  await expect(filter.getByRole("button", { name: "All plugs" })).toHaveAttribute("aria-pressed", "true");
});
