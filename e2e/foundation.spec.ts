// The foundation in a real browser, at desktop and phone sizes: every route of the table renders
// with its title and no console errors, content pages are axe clean, the About FAQ works from the
// keyboard alone, unknown paths are real 404s, and the header and footer links work.
import { aboutFaq } from "../domain/content/about-faq";
import { notFoundRoute } from "../domain/page-resolution";
import { ROUTES } from "../domain/routes";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import type { Page } from "@playwright/test";

const titleOf = (path: string) => ROUTES.find((route) => route.path === path)!.title;

/** The page's own heading: waits for the lazy chunk to replace the loading message. */
const pageHeading = (page: Page) => page.locator("#main h1").first();

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Pages only for signed-in people: a guest is sent to sign in (e2e/account.spec.ts covers it). */
const SIGNED_IN_ONLY = new Set(["/account"]);
/** Pages that are a link's data, not an address: the bare /shared-plan is a 404 (e2e/shared-plan.spec.ts). */
const DATA_PAGES = new Set(["/shared-plan"]);

test.describe("every route in the table", () => {
  for (const route of ROUTES.filter((r) => !SIGNED_IN_ONLY.has(r.path) && !DATA_PAGES.has(r.path))) {
    test(`${route.path} renders with its title and no console errors`, async ({ page, consoleErrors }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(pageHeading(page)).toBeVisible();
      await expect(page).toHaveTitle(route.title);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe("content pages", () => {
  const pages = [
    { path: "/", heading: "What's your charging plan?" },
    { path: "/about", heading: "About PlugPlan" },
    { path: "/terms-of-service", heading: "Terms of Service" },
    { path: "/privacy-policy", heading: "Privacy Policy" },
  ];
  for (const { path, heading } of pages) {
    test(`${path} is axe clean and fits the screen`, async ({ page, consoleErrors }) => {
      await page.goto(path);
      await expect(pageHeading(page)).toHaveText(heading);
      await expectNoSeriousA11yViolations(page);
      await expectNoHorizontalScroll(page);
      expect(consoleErrors).toEqual([]);
    });
  }

  test("the 404 page is a real 404, axe clean, with ways back", async ({ page, consoleErrors }) => {
    const notFound: string[] = [];
    page.on("response", (res) => {
      if (res.status() === 404) notFound.push(new URL(res.url()).pathname);
    });
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(pageHeading(page)).toHaveText("Page not found");
    await expect(page).toHaveTitle(notFoundRoute().title);
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalScroll(page);
    await page.getByRole("link", { name: "Build your charging plan" }).click();
    await expect(page).toHaveURL(/\/charging-plan$/);
    await expect(page).toHaveTitle(titleOf("/charging-plan"));
    // Chromium reports the document's own 404 as a console error; that must be the only one.
    expect(notFound).toEqual(["/no/such/page"]);
    expect(consoleErrors).toEqual(["Failed to load resource: the server responded with a status of 404 (Not Found)"]);
  });

  test("home cards lead to the plan, the calculator and the recommender", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "See your savings" })).toHaveAttribute("href", "/ev-gas-savings-calculator");
    await expect(page.getByRole("link", { name: "Get your match" })).toHaveAttribute("href", "/ev-phev-hybrid-recommender");
    await page.getByRole("link", { name: "Get plugged in" }).click();
    await expect(page).toHaveURL(/\/charging-plan$/);
    await expect(page).toHaveTitle(titleOf("/charging-plan"));
  });

  test("legal pages show the last-updated date and the support contact", async ({ page }) => {
    for (const path of ["/terms-of-service", "/privacy-policy"]) {
      await page.goto(path);
      await expect(page.getByText("Last updated: November 23, 2026")).toBeVisible();
      const mail = page.locator('#main a[href^="mailto:"]').first();
      await expect(mail).toHaveAttribute("href", "mailto:support@plugplan.app");
      await expect(page.locator("#main")).not.toContainText("{email}");
    }
  });

  test("About's FAQPage structured data carries the seven questions at the edge", async ({ request }) => {
    const html = await (await request.get("/about")).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as { "@type"?: string; mainEntity?: { name: string }[] },
    );
    const faq = blocks.find((block) => block["@type"] === "FAQPage");
    expect(faq?.mainEntity?.map((entry) => entry.name)).toEqual(aboutFaq().map((entry) => entry.question));
  });
});

test("the About FAQ works with the keyboard alone, several answers open at once", async ({ page, consoleErrors }) => {
  await page.goto("/about");
  await expect(pageHeading(page)).toBeVisible();
  const [first, second] = [aboutFaq()[0]!, aboutFaq()[1]!];
  const firstToggle = page.getByRole("button", { name: first.question });
  const secondToggle = page.getByRole("button", { name: second.question });

  // Tab from the top of the page until the first question has focus (skip link, header, …).
  for (let presses = 0; presses < 15; presses++) {
    await page.keyboard.press("Tab");
    if (await firstToggle.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(firstToggle).toBeFocused();
  await expect(firstToggle).toHaveAttribute("aria-expanded", "false");

  await page.keyboard.press("Enter");
  await expect(firstToggle).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText(first.answer)).toBeVisible();

  // The open answer holds no links, so the next Tab reaches the next question.
  await page.keyboard.press("Tab");
  await expect(secondToggle).toBeFocused();
  await page.keyboard.press("Space");
  await expect(secondToggle).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText(first.answer)).toBeVisible();
  await expect(page.getByText(second.answer)).toBeVisible();

  // Closing one leaves the other open.
  await page.keyboard.press("Space");
  await expect(secondToggle).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByText(second.answer)).toBeHidden();
  await expect(firstToggle).toHaveAttribute("aria-expanded", "true");

  await expect(page.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/charging-plan");
  expect(consoleErrors).toEqual([]);
});

test("the header logo links home", async ({ page }) => {
  await page.goto("/privacy-policy");
  await expect(pageHeading(page)).toBeVisible();
  await page.getByRole("link", { name: "PlugPlan home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(titleOf("/"));
  await expect(pageHeading(page)).toHaveText("What's your charging plan?");
});

test("the footer links reach About, Terms of Service and Privacy Policy", async ({ page, consoleErrors }) => {
  await page.goto("/");
  const footer = page.getByRole("navigation", { name: "Footer" });
  for (const [name, path, heading] of [
    ["About", "/about", "About PlugPlan"],
    ["Terms of Service", "/terms-of-service", "Terms of Service"],
    ["Privacy Policy", "/privacy-policy", "Privacy Policy"],
  ] as const) {
    await footer.getByRole("link", { name }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(pageHeading(page)).toHaveText(heading);
    await expect(page).toHaveTitle(titleOf(path));
  }
  expect(consoleErrors).toEqual([]);
});
