// Browser journeys for the recommender, the incentives finder and the dealer landing pages.
import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, isPhone, test } from "./fixtures";
import { SPEC_NAMED_DEALERS } from "../domain/dealers/test-records";

const RECOMMENDER = "/ev-phev-hybrid-recommender";

/** No share sheet in these runs: the page must fall back to copying the text. */
async function withoutShareSheet(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
  });
}

async function answer(page: Page, question: string, option: string) {
  await page.getByRole("group", { name: question }).getByRole("radio", { name: option }).check();
}

const slider = (page: Page) => page.getByRole("slider", { name: /Daily miles/ });
const cards = (page: Page) => page.getByRole("article");

test.describe("vehicle-type recommender", () => {
  test("a commuter with a 240 V outlet gets ranked cards, details and a copied share text", async ({ page, context, consoleErrors }) => {
    await withoutShareSheet(page);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(RECOMMENDER);
    await expect(page.getByRole("heading", { level: 1, name: "EV, Plug-in Hybrid or Hybrid?" })).toBeVisible();
    // Progressive: only the first question at first, no submit button until valid.
    await expect(page.getByRole("group")).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Get My Recommendation" })).toHaveCount(0);

    await answer(page, "Will this be your only vehicle?", "Only vehicle");
    await answer(page, "What will you mostly use it for?", "Commuting");
    const charging = page.getByRole("group", { name: "What can you use for charging at home today?" });
    for (const label of ["Existing Level 2 Charger", "240V Outlet Available", "Household Outlet", "No access to electricity"]) {
      await expect(charging.getByRole("radio", { name: new RegExp(label) })).toBeVisible();
    }
    await expect(charging).toContainText("3- or 4-prong NEMA outlet, fine if it's already in use.");
    await expect(charging).toContainText("Level 1: adds up to 3 miles of range per hour.");
    await charging.getByRole("radio", { name: /240V Outlet Available/ }).check();
    // No work question unless there is no access; miles default 40, range 5–200 step 5.
    await expect(page.getByRole("group", { name: /charging at work/ })).toHaveCount(0);
    await expect(slider(page)).toHaveValue("40");
    await expect(slider(page)).toHaveAttribute("min", "5");
    await expect(slider(page)).toHaveAttribute("max", "200");
    await expect(slider(page)).toHaveAttribute("step", "5");
    await expect(page.getByText("200+ miles")).toBeVisible();
    if (isPhone(page)) await expect(page.getByRole("group", { name: /How many miles/ })).toBeInViewport();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Get My Recommendation" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your Electrified Vehicle Recommendations" })).toBeVisible();
    await expect(cards(page)).toHaveCount(3);
    // §9: PHEV 80, BEV 75, Hybrid 10.
    await expect(cards(page).nth(0)).toContainText("Plug-in Hybrid (PHEV)");
    await expect(cards(page).nth(0)).toContainText("Practicality score: 80");
    await expect(cards(page).nth(1)).toContainText("Battery Electric Vehicle (BEV)");
    await expect(cards(page).nth(1)).toContainText("Practicality score: 75");
    await expect(cards(page).nth(2)).toContainText("Hybrid");
    await expect(cards(page).nth(2)).toContainText("Practicality score: 10");
    await expect(cards(page).nth(0)).toHaveCSS("border-top-color", "rgb(21, 128, 61)");
    await expect(cards(page).nth(1)).toHaveCSS("border-top-color", "rgb(202, 138, 4)");
    await expect(cards(page).nth(2)).toHaveCSS("border-top-color", "rgb(185, 28, 28)");
    // Top card open with the three lists and the plan link; others behind "See Details".
    for (const list of ["Advantages", "Considerations", "Best For"]) {
      await expect(cards(page).nth(0).getByRole("heading", { name: list })).toBeVisible();
    }
    await expect(cards(page).nth(0).getByRole("link", { name: "Get Your Charging Plan" })).toHaveAttribute("href", "/charging-plan");
    await expect(cards(page).nth(1).getByRole("heading", { name: "Advantages" })).toBeHidden();
    await cards(page).nth(1).getByRole("button", { name: "See Details" }).click();
    await expect(cards(page).nth(1).getByRole("heading", { name: "Advantages" })).toBeVisible();
    await expect(cards(page).nth(2).getByRole("heading", { name: "Advantages" })).toBeHidden();
    await expect(page).toHaveURL(/\?role=only&use=commuting&charging=240v&work=&miles=40&result=PHEV$/);
    await expect(page.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");

    await page.getByRole("button", { name: "Share your result" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Results copied to clipboard!" })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(
      `I found my ideal electrified vehicle! My top recommendation is a Plug-in Hybrid (PHEV). Check out the vehicle recommender: ${new URL(page.url()).origin}${RECOMMENDER}?role=only&use=commuting&charging=240v&work=&miles=40&result=PHEV`,
    );
    await expectNoSeriousA11yViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test("a road-tripper with no charging access is asked about work charging and gets a hybrid", async ({ page }) => {
    await page.goto(RECOMMENDER);
    await answer(page, "Will this be your only vehicle?", "Only vehicle");
    await answer(page, "What will you mostly use it for?", "Road trips");
    await answer(page, "What can you use for charging at home today?", "No access to electricity");
    const work = page.getByRole("group", { name: "Is there convenient EV charging at work, school or in your community?" });
    await expect(work).toBeVisible();
    await expect(page.getByRole("button", { name: "Get My Recommendation" })).toHaveCount(0);
    await work.getByRole("radio", { name: "No" }).check();
    await slider(page).focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(slider(page)).toHaveValue("50");
    await expect(page.locator("output")).toHaveText("50 miles");
    await page.getByRole("button", { name: "Get My Recommendation" }).click();
    // §9 at 50 miles: Hybrid 50+20+10 = 80, PHEV 25+15 = 40, BEV 15 (under 100 miles).
    await expect(cards(page).nth(0)).toContainText("Hybrid");
    await expect(cards(page).nth(0)).toContainText("Practicality score: 80");
    await expect(cards(page).nth(0)).toContainText("With nowhere to charge, a hybrid saves fuel without ever plugging in.");
    await expect(cards(page).nth(1)).toContainText("Practicality score: 40");
    await expect(cards(page).nth(2)).toContainText("Battery Electric Vehicle (BEV)");
    await expect(cards(page).nth(2)).toContainText("Practicality score: 15");
    await expect(page.getByRole("link", { name: "Get Your Charging Plan" })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test("Start Over clears every answer, puts miles back to 40 and hides the results", async ({ page }) => {
    await page.goto(RECOMMENDER);
    await answer(page, "Will this be your only vehicle?", "2nd+ vehicle");
    await answer(page, "What will you mostly use it for?", "Driving around town");
    await answer(page, "What can you use for charging at home today?", "Existing Level 2 Charger");
    await slider(page).fill("200");
    await expect(page.locator("output")).toHaveText("200+ miles");
    await page.getByRole("button", { name: "Get My Recommendation" }).click();
    await expect(cards(page).nth(0)).toContainText("Caution: at 200+ miles a day");
    await cards(page).nth(1).getByRole("button", { name: "See Details" }).click();
    await page.getByRole("button", { name: "Start Over" }).click();

    await expect(page.getByRole("heading", { name: "Your Electrified Vehicle Recommendations" })).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${RECOMMENDER}$`));
    await expect(page.getByRole("group")).toHaveCount(1);
    await expect(page.getByRole("radio", { name: "2nd+ vehicle" })).not.toBeChecked();
    await answer(page, "Will this be your only vehicle?", "Only vehicle");
    await answer(page, "What will you mostly use it for?", "Commuting");
    await answer(page, "What can you use for charging at home today?", "Household Outlet");
    await expect(slider(page)).toHaveValue("40");
    await page.getByRole("button", { name: "Get My Recommendation" }).click();
    // The expanded second card of the last run is closed again.
    await expect(cards(page).nth(1).getByRole("button", { name: "See Details" })).toHaveAttribute("aria-expanded", "false");
  });

  test("a share link pre-fills the answers and opens the results; bad parameters are ignored", async ({ page }) => {
    await page.goto(`${RECOMMENDER}?role=second&use=around-town&charging=level2-installed&work=&miles=30&result=BEV`);
    await expect(page.getByRole("heading", { name: "Your Electrified Vehicle Recommendations" })).toBeVisible();
    await expect(cards(page).nth(0)).toContainText("Battery Electric Vehicle (BEV)");
    await expect(cards(page).nth(0)).toContainText("Practicality score: 105");
    await page.getByRole("button", { name: "Start Over" }).click();
    await expect(page.getByRole("group")).toHaveCount(1);

    await page.goto(`${RECOMMENDER}?role=boss&use=commuting&charging=240v&miles=41&result=Tank`);
    await expect(page.getByRole("heading", { name: "Your Electrified Vehicle Recommendations" })).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${RECOMMENDER}$`));
    await answer(page, "Will this be your only vehicle?", "Only vehicle");
    // The valid answers from the link were kept.
    await expect(page.getByRole("radio", { name: "Commuting" })).toBeChecked();
    await expect(page.getByRole("radio", { name: /240V Outlet Available/ })).toBeChecked();
    await expect(slider(page)).toHaveValue("40");
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("incentives finder", () => {
  const INCENTIVES = "/charging-plan/incentives";
  const available = (page: Page) => page.getByRole("region", { name: /Available and possibly available/ }).getByRole("article");

  test("filters start on; none of the types gives the empty state; income off hides income-qualified", async ({ page, consoleErrors }) => {
    await page.goto(INCENTIVES);
    await expect(page.getByRole("heading", { level: 1, name: "EV Incentives & Rebates" })).toBeVisible();
    await expect(page.getByText(/new EVs \(up to \$7,500\) and used EVs \(up to \$4,000\) ended for vehicles acquired after Sep 30, 2025/)).toBeVisible();
    await expect(page.getByText(/charger credit ended for chargers placed in service after Jun 30, 2026/)).toBeVisible();
    for (const name of ["New vehicle", "Used vehicle", "Charger", "Income restricted"]) {
      await expect(page.getByRole("switch", { name })).toBeChecked();
    }
    // Programs are per place (the state's shard, never a national list): a ZIP first.
    await expect(page.getByText(/Add your ZIP code to see the programs where you live/)).toBeVisible();
    await page.getByLabel("ZIP code").fill("90012");
    await expect(available(page).first()).toBeVisible();
    // Ended federal credits never appear as available.
    await expect(available(page).filter({ hasText: "IRS (U.S. Treasury)" })).toHaveCount(0);
    // Placeholders are hidden.
    await expect(page.getByText("Ava Community Energy")).toHaveCount(0);
    const first = available(page).first();
    await expect(first.getByRole("link", { name: /opens in a new tab/ })).toHaveAttribute("target", "_blank");
    await expect(first).toContainText("Source:");
    await expectNoSeriousA11yViolations(page);

    await expect(available(page).locator(".badge", { hasText: /^Income-qualified$/ }).first()).toBeVisible();
    await page.getByRole("switch", { name: "Income restricted" }).uncheck();
    await expect(available(page).locator(".badge", { hasText: /^Income-qualified$/ })).toHaveCount(0);
    await expect(available(page).first()).toBeVisible();

    await page.getByRole("switch", { name: "New vehicle" }).uncheck();
    await page.getByRole("switch", { name: "Used vehicle" }).uncheck();
    await page.getByRole("switch", { name: "Charger" }).uncheck();
    await expect(page.getByRole("heading", { name: "No program open here" })).toBeVisible();
    await expect(page.getByText("Try adjusting your filters to see more results.")).toBeVisible();
    await expect(available(page)).toHaveCount(0);

    await page.getByRole("switch", { name: "Charger" }).check();
    await expect(available(page).first()).toBeVisible();
    const types = await available(page).evaluateAll((nodes) => nodes.map((node) => node.querySelectorAll(".badge")[1]?.textContent));
    for (const type of types) expect(["Home charger", "Panel upgrade", "Wiring", "Electric service upgrade", "Charging credit"]).toContain(type);

    // The panel collapses.
    await page.getByRole("button", { name: "Filter incentives" }).click();
    await expect(page.getByRole("switch", { name: "Charger" })).toBeHidden();
    await expectNoSeriousA11yViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test("a Los Angeles ZIP narrows to its state, utility and county; ended programs sit collapsed with dates", async ({ page }) => {
    await page.goto(INCENTIVES);
    await page.getByLabel("ZIP code").fill("90012");
    await expect(page.getByTestId("incentives-place")).toContainText(/Showing programs for .*90012, for customers of Los Angeles Department of Water and Power/);
    await expect(available(page).filter({ hasText: "Los Angeles Department of Water and Power (LADWP)" }).first()).toBeVisible();
    await expect(available(page).filter({ hasText: "Southern California Edison (SCE)" })).toHaveCount(0);
    await expect(available(page).filter({ hasText: "PG&E" })).toHaveCount(0);
    await expect(available(page).filter({ hasText: "San Diego Gas & Electric" })).toHaveCount(0);
    await expect(available(page).filter({ hasText: "Check availability" }).first()).toBeVisible();

    const ended = page.getByRole("button", { name: /Recently ended or paused/ });
    await expect(ended).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText("Ended Sep 30, 2025").first()).toBeHidden();
    await ended.click();
    await expect(page.getByText("Ended Jun 30, 2026")).toBeVisible();
    await expect(page.getByText("Ended Sep 30, 2025").first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel("ZIP code").fill("9001");
    await expect(page.getByText("Enter a 5-digit ZIP code, like 94110.")).toBeVisible();
    await page.getByLabel("ZIP code").fill("93401");
    // San Luis Obispo: PG&E's own programs apply; the CCA (3CE: no ZIP reaches it) and the Bay Area's
    // air district are not guessed.
    await expect(page.getByTestId("incentives-place")).toContainText(/93401, for customers of Pacific Gas & Electric/);
    await expect(available(page).filter({ hasText: "Central Coast Community Energy" })).toHaveCount(0);
    await expect(available(page).filter({ hasText: "Bay Area Air Quality Management District" })).toHaveCount(0);
    await expect(available(page).filter({ hasText: "PG&E" }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to plan" })).toHaveAttribute("href", "/charging-plan");
    await expect(page.getByRole("button", { name: "Share this guide" })).toBeVisible();
  });
});

test.describe("dealer landing pages", () => {
  for (const [slug, name] of SPEC_NAMED_DEALERS) {
    test(`/${slug} shows ${name}, the plan promise, a 7-question FAQ and Get Started`, async ({ page, consoleErrors }) => {
      await page.goto(`/${slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Your EV charging plan from ${name}`);
      await expect(page).toHaveTitle(`Your EV charging plan from ${name} | PlugPlan`);
      await expect(page.getByRole("link", { name: "Get your plan" })).toHaveAttribute("href", "/charging-plan");
      await expect(page.getByText("No personal information required", { exact: true })).toBeVisible();
      await expect(page.getByText("Takes about 5 minutes", { exact: true })).toBeVisible();
      const faq = page.getByRole("region", { name: "Frequently asked questions" });
      const questions = faq.getByRole("button");
      await expect(questions).toHaveCount(7);
      await questions.nth(0).click();
      await questions.nth(2).click();
      await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "true");
      await expect(questions.nth(2)).toHaveAttribute("aria-expanded", "true");
      await expect(faq.getByText("About 5 minutes.", { exact: false })).toBeVisible();
      await expect(page.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/charging-plan");
      await expect(page.getByRole("heading", { name: "Honda Manufacturer Offers" })).toHaveCount(slug === "galpinhonda" ? 1 : 0);
      await expect(page.getByRole("heading", { name: "Pro Tip" })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      expect(consoleErrors).toEqual([]);
    });
  }

  test("Galpin Honda's three offers toggle independently", async ({ page }) => {
    await page.goto("/galpinhonda");
    const offers = page.getByRole("region", { name: "Honda Manufacturer Offers" });
    await expect(offers).toContainText("These are the offers as provided to us");
    const home = offers.getByRole("button", { name: "Home Charging" });
    const portable = offers.getByRole("button", { name: "Portable Charging" });
    const publicOffer = offers.getByRole("button", { name: "Public Charging" });
    await home.click();
    await publicOffer.click();
    await expect(home).toHaveAttribute("aria-expanded", "true");
    await expect(publicOffer).toHaveAttribute("aria-expanded", "true");
    await expect(portable).toHaveAttribute("aria-expanded", "false");
    await expect(offers.getByText("$500 installation credit + $100 public charging credits")).toBeVisible();
    await expect(offers.getByText("$750 of public charging credits (about 5,250 miles).")).toBeVisible();
    await home.click();
    await expect(home).toHaveAttribute("aria-expanded", "false");
    await expect(publicOffer).toHaveAttribute("aria-expanded", "true");
    await portable.click();
    await expect(offers.getByText(/about 2,100 miles/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("an unregistered slug gets the generic page: never the slug as a name, the offer and pro tip, generic noindex meta", async ({ page }) => {
    const response = await page.request.get("/bay-area-toyota");
    expect(response.status()).toBe(200);
    const html = await response.text();
    // Not in the registry: nothing slug-derived in the tags, and never indexed (issue 15).
    expect(html).toContain("<title>Your EV charging plan from your dealer | PlugPlan</title>");
    expect(html).toContain('property="og:title" content="Your EV charging plan from your dealer | PlugPlan"');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" data-head="1">');
    expect(html).toContain('"@type":"FAQPage"');
    expect(html).toContain("What is this page from your dealer?");

    await page.goto("/bay-area-toyota");
    // Not in the registry: the slug is never shown as a dealer's name (issue 25).
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your EV charging plan");
    await expect(page.locator("main")).not.toContainText("Bay Area Toyota");
    await expect(page.getByRole("link", { name: "Get your plan" })).toHaveAttribute("href", "/charging-plan");
    await expect(page.getByText("No personal information required", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "What your plan gives you" })).toBeVisible();
    const offer = page.getByRole("region", { name: "Manufacturer Offer" });
    await expect(offer).toContainText("one complimentary home charger");
    await expect(offer).toContainText("American EV");
    await expect(offer).toContainText("Charging Market");
    await expect(offer).toContainText("Limited to one charger manufacturer");
    await expect(page.getByRole("region", { name: "Pro Tip" })).toContainText("Also get quotes from local electricians");
    await expect(page.getByRole("region", { name: "Frequently asked questions" }).getByRole("button")).toHaveCount(7);
    await expectNoSeriousA11yViolations(page);
  });
});
