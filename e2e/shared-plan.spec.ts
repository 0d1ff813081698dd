// /shared-plan in a real browser (desktop and phone): a shared link shows the same numbers the
// domain functions compute, the two Invalid Link messages, and axe finds nothing serious.
import { SAMPLE_BEV_INPUTS } from "../domain/share/test-fixtures";
import { computeStep3Result } from "../domain/charging-plan/range-figures";
import { base64UrlEncode } from "../domain/share/base64url";
import { buildFullSharePayload, encodePlanShare, sharedPlanInputs } from "../domain/share/plan-payload";
import { expect, expectNoSeriousA11yViolations, isPageReady, isPhone, openWithScriptsHeld, test } from "./fixtures";

const BEV_LEVEL1 = buildFullSharePayload(SAMPLE_BEV_INPUTS);

test("a shared link shows the plan with the numbers the domain computes", async ({ page, consoleErrors }) => {
  const expected = computeStep3Result(sharedPlanInputs(BEV_LEVEL1));
  await page.goto(`/shared-plan?data=${encodePlanShare(BEV_LEVEL1)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Shared EV Charging Plan" })).toBeVisible();
  await expect(page.getByText("Based on 40 miles daily driving in 94110")).toBeVisible();
  await expect(page.getByTestId("battery-percent")).toHaveText(`${Math.round(expected.percentBatteryUsedDaily)}%`);
  await expect(page.getByTestId("miles-recharged")).toHaveText(String(expected.milesRechargedDaily));
  await expect(page.getByTestId("days-between")).toHaveText(String(expected.daysBetweenPublicCharging));
  await expect(page.getByRole("heading", { name: "Charging Summary" })).toBeVisible();
  await expect(page.getByText(expected.mainMessage, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("link", { name: "Create Your Own Plan" }).click();
  await expect(page).toHaveURL(/\/charging-plan$/);
  expect(consoleErrors).toEqual([]);
});

test("a plan over its range shows the warning note and no home card", async ({ page }) => {
  const phev = buildFullSharePayload({
    zipCode: "90210",
    annualMiles: 0,
    dailyMiles: 60,
    hoursParkedAtHome: 8,
    evType: "PHEV",
    evRange: 35,
    homeCharging: "no",
    homeSetup: "level1",
    dealerSlug: "",
  });
  await page.goto(`/shared-plan?data=${encodePlanShare(phev)}`);
  await expect(page.getByTestId("battery-percent")).toHaveText("100%");
  await expect(page.getByRole("note")).toHaveText("You will need to use the gas engine to complete this drive.");
  await expect(page.getByRole("heading", { name: "Miles Recharged at Home" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("the link preview tags summarise the plan without JavaScript", async ({ request }) => {
  const response = await request.get(`/shared-plan?data=${encodePlanShare(BEV_LEVEL1)}`);
  const html = await response.text();
  expect(html).toContain('property="og:description" content="40 miles a day in 94110 · 16% battery per day · public charging every 12 days.');
  const image = /property="og:image" content="([^"]+)"/.exec(html)?.[1];
  expect(image).toContain("/og/plan.png?data=");
  const png = await request.get(new URL(image!).pathname + new URL(image!).search);
  expect(png.status()).toBe(200);
  expect(png.headers()["content-type"]).toBe("image/png");
});

for (const [name, path, message] of [
  ["missing data", "/shared-plan", "No shared plan data found."],
  ["undecodable data", "/shared-plan?data=bm90IGEgcGxhbg", "Invalid shared plan data."],
  ["data with extra keys", `/shared-plan?data=${base64UrlEncode(JSON.stringify({ ...BEV_LEVEL1, admin: true }))}`, "Invalid shared plan data."],
] as const) {
  test(`Invalid Link card for ${name}`, async ({ page, consoleErrors }) => {
    // A link that names no plan is a real 404 (noindex), and the page still explains it.
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Invalid Link" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText(message);
    await expect(page.getByRole("link", { name: "Create Your Own Plan" })).toHaveAttribute("href", "/charging-plan");
    await expectNoSeriousA11yViolations(page);
    // The browser reports the document's 404 itself; nothing else may fail.
    expect(consoleErrors).toEqual(["Failed to load resource: the server responded with a status of 404 (Not Found)"]);
  });
}

test("without JavaScript a shared link still shows the plan's summary and dollars", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/shared-plan?data=${encodePlanShare(BEV_LEVEL1)}`);
  const inputs = sharedPlanInputs(BEV_LEVEL1);
  await expect(page.getByRole("heading", { level: 1, name: "Shared EV Charging Plan" })).toBeVisible();
  // The first screen in #root holds the heading and dollars (issue 30), the <noscript> the rest of
  // the summary. Playwright's getByText skips <noscript>, which is the point here: read its section's text.
  const firstScreen = page.locator("#root article");
  await expect(firstScreen).toContainText("Based on 40 miles daily driving in 94110");
  await expect(firstScreen).toContainText(/\$\d+ a month electric vs \$\d+ in a gas car/);
  const summary = page.locator("noscript section");
  await expect(summary).toBeVisible();
  await expect(summary).toContainText(computeStep3Result(inputs).mainMessage);
  await expect(page.getByRole("link", { name: "Create your own plan" })).toHaveAttribute("href", "/charging-plan");
  // (No axe run here: axe is a script, and this page has none.)
  await context.close();
});

// Issue 25: the shared page was the slowest to show its dollars, after 52 requests (41 scripts,
// mostly chunks of a few hundred bytes, and the ZIP's shard twice). Budget: 25, everything it
// fetches until its dollars and station counts are on screen and the network is quiet.
// 25 before issue 33; a plan's programs are its state's now, so the state's program file and its
// parser are two more requests (web/public/data/programs/<ST>.json, never a national file). 33 since
// issues 29 and 32: the language machinery (Paraglide's runtime, the route table's words, the number
// formats) are small chunks of their own, and parts a first-time visitor may not need are split
// from the page so other pages do not hint them (measured: 33 requests, 2026-11-27).
test("a shared plan loads in at most 33 requests, the ZIP's shard once", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(new URL(request.url()).pathname));
  await page.goto(`/shared-plan?data=${encodePlanShare(BEV_LEVEL1)}`);
  await expect(page.getByText(/\$\d+ a month/).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("plan-stations")).not.toContainText("Counting public stations");
  await page.waitForLoadState("networkidle");
  expect(requests.length, requests.join("\n")).toBeLessThanOrEqual(33);
  expect(requests.filter((path) => path.startsWith("/data/zip/"))).toHaveLength(1);
});

// Issue 30: on a throttled phone the first dollar figure appeared after 3.9–4.2 s, once the page's
// code, the link reader and the ZIP's shard had loaded, although the Worker had already priced the
// plan for the link preview. Now those figures are in the served HTML: budget 1.5 s from navigation.
// The page then comes alive on the same markup: nothing moves, no "Loading shared plan..." flashes.
test("a throttled phone shows a shared plan's first dollar within 1.5 s, and it stays put as the page comes alive", async ({ page, consoleErrors }, testInfo) => {
  await page.addInitScript(() => {
    const record = window as unknown as { firstDollar?: number; shifts: string[]; fallbacks: number };
    record.shifts = [];
    record.fallbacks = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }[]) {
        if (!entry.hadRecentInput) record.shifts.push(`${entry.value.toFixed(3)} ${entry.sources.map((source) => (source.node as Element | undefined)?.className).join(", ")}`);
      }
    }).observe({ type: "layout-shift", buffered: true });
    // A "Loading shared plan..." placeholder appearing means React threw the served first screen away.
    new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of mutation.addedNodes) if (node instanceof Element && /Loading shared plan/.test(node.textContent ?? "")) record.fallbacks++;
    }).observe(document, { childList: true, subtree: true });
    // The moment a dollar figure is in the document, then the next frame (it is painted by then).
    new MutationObserver((_mutations, observer) => {
      if (record.firstDollar === undefined && /\$\d/.test(document.getElementById("root")?.textContent ?? "")) {
        observer.disconnect();
        const found = performance.now();
        requestAnimationFrame(() => (record.firstDollar = Math.max(found, performance.now())));
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  test.setTimeout(90_000);
  // The page's JavaScript is held back until the first dollar has been seen: the figure must come
  // from the served HTML alone, whatever the machine's speed (issue 31), and the time measured is
  // the HTML's own (the figure the bench notes record).
  const release = await openWithScriptsHeld(page, `/shared-plan?data=${encodePlanShare(BEV_LEVEL1)}`);
  const money = page.getByTestId("shared-plan-money");
  // 94110 in the sample plan, priced by the Worker with the same computePlan as the page's own table.
  await expect(money).toHaveText(/^\$\d+ a month electric vs \$\d+ in a gas car/);
  expect(await isPageReady(page), "the dollars were shown before any script ran").toBe(false);
  await expect.poll(() => page.evaluate(() => (window as unknown as { firstDollar?: number }).firstDollar)).toBeDefined();
  const firstDollar = await page.evaluate(() => (window as unknown as { firstDollar?: number }).firstDollar);
  testInfo.annotations.push({ type: "shared plan first dollar", description: `${Math.round(firstDollar!)} ms (${isPhone(page) ? "phone" : "desktop"})` });
  console.log(`shared plan first dollar: ${Math.round(firstDollar!)} ms (${isPhone(page) ? "phone" : "desktop"})`);
  expect(firstDollar!).toBeLessThanOrEqual(1_500);
  // The live page's own table agrees with the first screen's figures, and the first screen stayed.
  const before = await money.boundingBox();
  release();
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-page-ready"), undefined, { timeout: 60_000 });
  await expect(page.getByTestId("battery-percent")).toBeVisible();
  await expect(page.getByText(/\$\d+ a month/).nth(1)).toBeVisible({ timeout: 20_000 });
  expect(await money.boundingBox()).toEqual(before);
  const { shifts, fallbacks } = await page.evaluate(() => {
    const record = window as unknown as { shifts: string[]; fallbacks: number };
    return { shifts: record.shifts, fallbacks: record.fallbacks };
  });
  expect(fallbacks).toBe(0);
  // Nothing of the served first screen moves. The parts that load below it (the plan's own table)
  // may settle their placeholder by a hair, never by a visible amount (CLS well under 0.01).
  expect(shifts.filter((shift) => /shared-plan|page-header/.test(shift))).toEqual([]);
  expect(shifts.reduce((sum, shift) => sum + Number(shift.split(" ")[0]), 0)).toBeLessThan(0.01);
  expect(consoleErrors).toEqual([]);
});
