// Prerendered first screens (domain/prerender.ts, docs/decisions/0004): what a first-time visitor
// sees before JavaScript runs, that the page does not move or flash when it comes alive, and that
// returning visitors never see the first-time page instead of their own.
import { expect, isPhone, test, stubPlugShare } from "./fixtures";

const PAGES = [
  { path: "/", heading: /charging plan/i },
  { path: "/charging-plan", heading: "Tell Us About Your Driving" },
  { path: "/charging-plan/incentives", heading: /Incentives/ },
  { path: "/maximize-ev-fuel-savings-calculator", heading: /Maximize/ },
  { path: "/charging-plan/home-charger", heading: "Home Charger Installation Guide" },
  { path: "/charging-plan/basics", heading: "Tell Us About Your Driving" },
  { path: "/charging-plan/public-charging", heading: "Guide to Public Charging" },
  { path: "/charging-plan/automate-charging", heading: "Automate Your Charging" },
  // Dealer pages are data (docs/decisions/0008): one template, filled in by the Worker per dealer.
  { path: "/galpinhonda", heading: /Galpin Honda/ },
] as const;

test("a first-time visitor reads the page before any JavaScript has run", async ({ browser, page }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() ?? undefined });
  const noScript = await context.newPage();
  for (const { path, heading } of PAGES) {
    await noScript.goto(path);
    await expect(noScript.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(noScript.getByRole("contentinfo")).toContainText("Privacy Policy");
  }
  // Incentive status depends on today's date, so the list itself waits for the live page.
  await noScript.goto("/charging-plan/incentives");
  await expect(noScript.getByText("Loading incentives…")).toBeVisible();
  await context.close();
});

test("prerendered pages come alive without moving or flashing", async ({ page }) => {
  // The public-charging guide's desktop station map: never the real PlugShare in tests.
  await stubPlugShare(page);
  await page.addInitScript(() => {
    const record = window as unknown as { shifts: string[]; fallbacks: number };
    record.shifts = [];
    record.fallbacks = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }[]) {
        if (!entry.hadRecentInput) record.shifts.push(`${entry.value.toFixed(3)} ${entry.sources.map((source) => (source.node as Element | undefined)?.className).join(", ")}`);
      }
    }).observe({ type: "layout-shift", buffered: true });
    // A "Loading…" placeholder appearing means React threw prerendered HTML away.
    new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of mutation.addedNodes) if (node instanceof Element && node.matches(".page-loading:not(:empty)") && !/incentives…/.test(node.textContent ?? "")) record.fallbacks++;
    }).observe(document, { childList: true, subtree: true });
  });
  for (const { path, heading } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const { shifts, fallbacks } = await page.evaluate(() => {
      const record = window as unknown as { shifts: string[]; fallbacks: number };
      return { shifts: record.shifts, fallbacks: record.fallbacks };
    });
    expect({ path, shifts, fallbacks }).toEqual({ path, shifts: [], fallbacks: 0 });
  }
});

test("the prerendered page answers the first click once it is ready", async ({ page }) => {
  await page.goto("/charging-plan");
  await page.getByRole("button", { name: "Next: EV information", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("Enter a 5-character zip code.");
});

test("a returning guest goes straight to their own plan, never the first-time page", async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      "plugplan.userInputs.v1",
      JSON.stringify({ zipCode: "94110", annualMiles: 9000, dailyMiles: 36, hoursParkedAtHome: 8, evType: "BEV", evRange: 250, homeCharging: "yes", homeSetup: "240v" }),
    );
    localStorage.setItem("plugplan.taskProgress.v1", JSON.stringify({ chargingBasics: true }));
    // Checked before every frame is painted: was the first-time wizard ever on screen?
    const seen = window as unknown as { sawWizard: boolean };
    seen.sawWizard = false;
    const check = () => {
      for (const heading of document.querySelectorAll("h1")) {
        if (heading.textContent === "Tell Us About Your Driving" && heading.getClientRects().length > 0) seen.sawWizard = true;
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  await page.goto("/charging-plan");
  // The Worker sent the first-time page; the head script recognised the returning guest.
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-returning-guest"))).toBe(true);
  await expect(page.getByTestId("dashboard-progress")).toHaveText("1/8");
  expect(await page.evaluate(() => (window as unknown as { sawWizard: boolean }).sawWizard)).toBe(false);
  // The header counts their progress from the first paint too.
  await expect(page.locator('[aria-label^="1 of 8 tasks complete"]')).toBeVisible();
  if (isPhone(page)) await expect(page.getByRole("button", { name: "Share your plan" })).toBeVisible();
});
