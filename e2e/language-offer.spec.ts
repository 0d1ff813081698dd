// The offer of a page in the other language (issue 29 item 4): a browser that prefers Spanish, or a
// person who chose a language before, is offered the same page in it under the header's switch,
// after the page is live. Never a redirect, never in the served HTML, nothing on the page moves,
// and the wizard's bar and the first call to action stay usable at desktop and phone sizes.
import type { Locator, Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, isPhone, test } from "./fixtures";

const spanishOffer = (page: Page) => page.getByRole("region", { name: "Esta página en español" });
const englishOffer = (page: Page) => page.getByRole("region", { name: "This page in English" });
/** Either offer, whatever its words (the page has other named regions). */
const anyOffer = (page: Page) => page.locator(".language-offer");

/** Records every layout shift of the page from its start (the offer must cause none). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { shifts: string[] };
    record.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) record.shifts.push(entry.value.toFixed(4));
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}
const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);

/** Whether a tap at the middle of `target` reaches it (nothing lies over it). */
async function reachable(target: Locator) {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !!hit && element.contains(hit);
  });
}

async function noOverlap(a: Locator, b: Locator) {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  expect(one && two).toBeTruthy();
  const apart = one!.x + one!.width <= two!.x || two!.x + two!.width <= one!.x || one!.y + one!.height <= two!.y || two!.y + two!.height <= one!.y;
  expect(apart, `${JSON.stringify(one)} overlaps ${JSON.stringify(two)}`).toBe(true);
}

test.describe("a browser that prefers Spanish", () => {
  test.use({ locale: "es-US" });

  test("is offered the Spanish page on /about, in Spanish, without anything moving; following it lands on /es/about, and English pages keep offering Spanish", async ({ page, request }) => {
    // The served HTML is the same whatever the browser's languages: the offer is the browser's.
    const english = await request.get("/about", { headers: { "Accept-Language": "en-US,en;q=0.9" } });
    const spanish = await request.get("/about", { headers: { "Accept-Language": "es-US,es;q=0.9" } });
    expect(spanish.status()).toBe(200);
    const html = await spanish.text();
    expect(html).not.toContain("Prefiere");
    expect(html).not.toContain("language-offer");
    expect(await english.text()).toBe(html);

    await recordLayoutShifts(page);
    await page.goto("/about");
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    const offer = spanishOffer(page);
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute("lang", "es-US");
    await expect(offer).toContainText("¿Prefiere leer en español?");
    // Offered, not imposed: nothing took the focus.
    expect(await page.evaluate(() => document.activeElement === document.body || document.activeElement?.id === "main")).toBe(true);
    await page.waitForLoadState("networkidle");
    expect(await layoutShifts(page)).toEqual([]);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Reachable from the keyboard right after the header's switch.
    await page.getByRole("link", { name: "Read this page in Spanish" }).focus();
    await page.keyboard.press("Tab");
    await expect(offer.getByRole("link", { name: "Ver esta página en español" })).toBeFocused();

    await offer.getByRole("link", { name: "Ver esta página en español" }).click();
    await expect(page).toHaveURL(/\/es\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(anyOffer(page)).toHaveCount(0);

    // Later, an English page (here the plan's wizard) offers Spanish again: the choice was kept.
    await page.goto("/charging-plan");
    await expect(spanishOffer(page)).toBeVisible();
    await expect(spanishOffer(page).getByRole("link", { name: "Ver esta página en español" })).toHaveAttribute("href", "/es/charging-plan");
    await expect(page.getByLabel("Zip code")).toBeVisible();
    if (isPhone(page)) {
      // The wizard's fixed bottom bar stays clear and tappable.
      const bar = page.locator(".wizard-nav");
      await expect(bar).toBeVisible();
      await noOverlap(spanishOffer(page), bar);
      expect(await reachable(bar.getByRole("button").last())).toBe(true);
    }
    expect(await reachable(page.getByLabel("Zip code"))).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });

  test("closing the offer keeps the English page and stops the offer, on this page and the next", async ({ page }) => {
    await page.goto("/");
    const offer = spanishOffer(page);
    await expect(offer).toBeVisible();
    // A desktop header has room for it: the home page's heading stays uncovered.
    if (!isPhone(page)) await noOverlap(offer, page.getByRole("heading", { level: 1 }));
    // The home page's first call to action stays in reach beside the offer.
    const firstAction = page.locator(".home-card .button").first();
    await firstAction.scrollIntoViewIfNeeded();
    expect(await reachable(firstAction)).toBe(true);
    await offer.getByRole("button", { name: "No, gracias: seguir en inglés" }).click();
    await expect(offer).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");

    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("region", { name: "Esta página en español" })).toHaveCount(0);
    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("region", { name: "Esta página en español" })).toHaveCount(0);
  });

  test("a Spanish page reached without a choice offers nothing", async ({ page }) => {
    await page.goto("/es/about");
    await page.waitForLoadState("networkidle");
    await expect(anyOffer(page)).toHaveCount(0);
  });
});

test("an English browser sees no offer", async ({ page }) => {
  await page.goto("/about");
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => navigator.languages[0])).toBe("en-US");
  await expect(spanishOffer(page)).toHaveCount(0);
  await expect(anyOffer(page)).toHaveCount(0);
});

test("a remembered English on a Spanish page offers the English page, in English; following it keeps the query and lands in English", async ({ page }) => {
  await page.addInitScript(() => {
    if (window === window.top) localStorage.setItem("plugplan-language", "en");
  });
  await page.goto("/es/about?from=mail#about-faq-title");
  const offer = englishOffer(page);
  await expect(offer).toBeVisible();
  await expect(offer).toHaveAttribute("lang", "en-US");
  await expect(offer).toContainText("Prefer English?");
  await expectNoSeriousA11yViolations(page);
  await offer.getByRole("link", { name: "Read this page in English" }).click();
  await expect(page).toHaveURL(/\/about\?from=mail#about-faq-title$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await page.waitForLoadState("networkidle");
  await expect(anyOffer(page)).toHaveCount(0);
});
