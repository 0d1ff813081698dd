// What machines read, against the running app (issue 18): every page as the Worker serves it and
// as the browser builds it, valid under html-validate's standard preset (.htmlvalidate.json); the
// sign-in email, validated and parsed; link previews as an unfurler (open-graph-scraper) sees them,
// with the cards they name; the sitemap parsed as XML and each URL fetched; robots.txt parsed.
// Most checks read bytes from the server, which the viewport does not change: they run once, in
// the desktop project. The hydrated-DOM checks run at both sizes (phone layouts render other parts).
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import ogs from "open-graph-scraper";
import robotsParser from "robots-parser";
import { MAGIC_LINK_TTL_MINUTES } from "../domain/contracts/auth-limits";
import { SIGNED_IN_HINT_NAME } from "../domain/auth/signed-in-hint";
import { PRERENDER_DIR, PRERENDERED_ATTRIBUTE, PRERENDERED_PATHS, prerenderAssetPath } from "../domain/prerender";
import "../domain/route-details";
import { ROUTES } from "../domain/routes";
import { buildFullSharePayload, canonicalPlanShareData, encodePlanShare } from "../domain/share/plan-payload";
import { SAMPLE_BEV_INPUTS } from "../domain/share/test-fixtures";
import { magicLinkFacts, renderMagicLinkEmail } from "../worker/html/magic-link-email";
import { signIn, uniqueEmail } from "./auth-helpers";
import { expect, isPhone, test, waitForLivePage, stubPlugShare } from "./fixtures";
import { htmlProblems } from "./html-validity";

test.describe.configure({ timeout: 120_000 });

const port = process.env.PW_PORT ?? "8788";
const ORIGIN = `http://127.0.0.1:${port}`;
// The sample plan without home charging: its money is hand-worked below (every mile at public prices).
const PLAN = buildFullSharePayload({ ...SAMPLE_BEV_INPUTS, homeCharging: "no" });
const SHARED_PLAN = `/shared-plan?data=${encodePlanShare(PLAN)}`;
const seed = JSON.parse(readFileSync(join(process.cwd(), "domain", "dealers", "seed.json"), "utf8")) as { slug: string }[];
const DEALER_SLUGS = seed.map((dealer) => dealer.slug);
const PRIVATE_PREFIXES = ["/shared-plan", "/api", "/dev", "/dealer", "/account", "/login", "/auth"];

/** Every page a person or crawler can land on: the route table, the dealers, shared plans, 404s. */
const SERVED_PAGES = [
  ...ROUTES.map((route) => route.path),
  // Every page in Spanish too (issue 29): the same route table under /es.
  ...ROUTES.map((route) => (route.path === "/" ? "/es" : `/es${route.path}`)),
  ...DEALER_SLUGS.map((slug) => `/${slug}`),
  ...DEALER_SLUGS.map((slug) => `/es/${slug}`),
  SHARED_PLAN,
  `/es${SHARED_PLAN}`,
  "/shared-plan?data=bm90IGEgcGxhbg", // a link that does not decode: a noindex 404, the page says so
  "/shared-plan", // no data at all: the same
  `${SHARED_PLAN.slice(0, -9)}`, // a link cut short by a chat app: the same
  "/no-such-dealer", // an unregistered single segment: the generic dealer page, noindex
  "/no/such/page", // deeper paths are a real 404
  "/dev/mailbox",
];

const desktopOnly = (projectName: string) => test.skip(projectName !== "desktop", "bytes from the server: the same at every viewport");

async function html(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(path, { headers, maxRedirects: 0 });
  expect(response.headers()["content-type"], path).toContain("text/html");
  return { response, body: await response.text() };
}

/** The PNG signature and the IHDR chunk's width and height (the first chunk of every PNG). */
function pngSize(bytes: Buffer) {
  const signature = bytes.subarray(0, 8).toString("hex");
  const chunkType = bytes.subarray(12, 16).toString("latin1");
  return { signature, chunkType, width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
const PNG_SIGNATURE = "89504e470d0a1a0a";

async function expectCard(response: APIResponse, embeddable: boolean) {
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  if (embeddable) expect(response.headers()["cross-origin-resource-policy"]).toBe("cross-origin");
  expect(pngSize(await response.body())).toEqual({ signature: PNG_SIGNATURE, chunkType: "IHDR", width: 1200, height: 630 });
}

test.describe("valid HTML (html-validate, standard preset)", () => {
  test("every page as the Worker serves it, to a first-time visitor and to a signed-in one, has no validator error", async ({ request }, testInfo) => {
    desktopOnly(testInfo.project.name);
    const problems: string[] = [];
    for (const path of SERVED_PAGES) {
      // No cookie: the prerendered first screen. The sign-in hint: the shell only (decision 0004).
      for (const [visitor, headers] of [
        ["first visit", {}],
        ["signed in", { cookie: `${SIGNED_IN_HINT_NAME}=1` }],
      ] as const) {
        const { body } = await html(request, path, headers);
        // The first visit carries the build's prerendered first screen, so the build output is checked.
        if (visitor === "first visit" && PRERENDERED_PATHS.includes(path)) expect(body, path).toContain(PRERENDERED_ATTRIBUTE);
        problems.push(...(await htmlProblems(body, `${path} (${visitor})`)));
      }
    }
    expect(problems).toEqual([]);
  });

  test("the pages above cover every prerendered file the build wrote", async ({}, testInfo) => {
    desktopOnly(testInfo.project.name);
    // The build the e2e server serves: npm test's one build (E2E_ASSETS_DIR), else scripts/e2e-server.mjs
    // builds into dist/e2e-<port>; the dealer template is filled per dealer and the shared-plan
    // template per link (SHARED_PLAN above is validated as the Worker fills it).
    const served = process.env.E2E_ASSETS_DIR ?? join(process.cwd(), "dist", `e2e-${port}`);
    const written = readdirSync(join(served, PRERENDER_DIR)).sort();
    const templates = ["dealer-first-screen", "shared-plan-first-screen"].flatMap((name) => [`${name}.json`, `${name}.es.json`]);
    const validated = [...PRERENDERED_PATHS.map((path) => prerenderAssetPath(path)!.split("/").pop()!), ...templates].sort();
    expect(written).toEqual(validated);
    expect(PRERENDERED_PATHS.every((path) => SERVED_PAGES.includes(path))).toBe(true);
  });

  test("the checks see what was served: the prerendered body, the 404 status, a dealer's own first screen", async ({ request }, testInfo) => {
    desktopOnly(testInfo.project.name);
    const guide = await html(request, "/automate-ev-charging-schedule");
    expect(guide.body).toContain("<figcaption");
    const notFound = await html(request, "/no/such/page");
    expect(notFound.response.status()).toBe(404);
    const dealer = await html(request, "/galpinhonda");
    expect(dealer.body).toContain("Galpin Honda");
    // And the validator does fail on the error this issue found: the time-of-use figure's old shape,
    // its caption between the bar and the legend (a figcaption must be a figure's first or last child).
    const broken =
      '<!doctype html><html lang="en"><head><title>t</title></head><body><figure><div>bar</div><figcaption><ul><li>12am to 6am: Off-peak</li></ul></figcaption><ul aria-hidden="true"><li>Peak</li></ul></figure></body></html>';
    expect((await htmlProblems(broken, "broken")).join("\n")).toContain("element-permitted-order");
  });

  test("pages as the browser builds them after hydration are valid too", async ({ page, browser }) => {
    test.setTimeout(300_000); // some 45 page loads, each to network idle
    // Every page of the table and the edge pages, once live and once its lazy parts have loaded
    // (network idle): sections that render only in the browser are checked too.
    const paths = SERVED_PAGES.filter((path) => path !== "/dev/mailbox");
    const problems: string[] = [];
    await stubPlugShare(page);
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      problems.push(...(await htmlProblems(await page.content(), `${path} (hydrated)`)));
    }

    // A guest with a saved plan: the dashboard and the plan's tasks show the plan's own parts.
    const guestContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const guest = waitForLivePage(await guestContext.newPage());
    await stubPlugShare(guest);
    await guest.addInitScript((inputs) => {
      if (window !== window.top) return; // init scripts also run in the station-map frame
      localStorage.setItem("plugplan.userInputs.v1", JSON.stringify(inputs));
      localStorage.setItem("plugplan.taskProgress.v1", JSON.stringify({ chargingBasics: true }));
    }, SAMPLE_BEV_INPUTS);
    for (const path of ROUTES.map((route) => route.path).filter((path) => path.startsWith("/charging-plan"))) {
      await guest.goto(path);
      await guest.waitForLoadState("networkidle");
      // The saved plan really is on screen (not the empty plan): the dashboard shows its money.
      if (path === "/charging-plan") await expect(guest.getByRole("heading", { name: "Your plan in dollars" })).toBeVisible();
      problems.push(...(await htmlProblems(await guest.content(), `${path} (hydrated, with a saved plan)`)));
    }
    // The wizard's later steps render only in the browser: step 2 and the results of step 3.
    await guest.goto("/charging-plan/basics");
    await guest.getByRole("button", { name: "Next: EV information", exact: true }).click();
    await expect(guest.getByRole("radio", { name: /^BEV\b/ })).toBeChecked();
    problems.push(...(await htmlProblems(await guest.content(), "/charging-plan/basics step 2 (hydrated)")));
    await guest.getByRole("button", { name: isPhone(guest) ? "Get your plan" : "View My Plan", exact: true }).click();
    await expect(guest.getByRole("heading", { level: 1, name: "Your Charging Plan" })).toBeVisible();
    // Not network idle here (on desktop the results page did not reach it within five minutes):
    // the check waits for the results' lazily loaded money section instead.
    await expect(guest.getByRole("heading", { name: "Your plan in dollars" })).toBeVisible();
    problems.push(...(await htmlProblems(await guest.content(), "/charging-plan/basics results (hydrated)")));
    await guestContext.close();

    // Signed in as Galpin Honda's staff: the account page and the dealer staff page.
    const email = uniqueEmail("machines-staff", test.info().project.name);
    const granted = spawnSync(
      process.execPath,
      ["scripts/dealers.mjs", "grant", email, "galpinhonda", "--persist-to", join(process.cwd(), ".wrangler", `e2e-state-${port}`)],
      { encoding: "utf8" },
    );
    expect(granted.status, `${granted.stdout}${granted.stderr}`).toBe(0);
    const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const staff = await context.newPage();
    await signIn(staff, email, "/account");
    problems.push(...(await htmlProblems(await staff.content(), "/account (signed in)")));
    await staff.goto("/dealer");
    await expect(staff.getByRole("heading", { level: 1, name: "Your dealer page" })).toBeVisible();
    problems.push(...(await htmlProblems(await staff.content(), "/dealer (dealer staff)")));
    await context.close();
    expect(problems).toEqual([]);
  });
});

test.describe("the sign-in email", () => {
  test("is valid HTML with a title, one absolute link on APP_ORIGIN, inline styles and no styles on <body>; its text part carries the same link and facts", async ({ page, request }, testInfo) => {
    desktopOnly(testInfo.project.name);
    // A real link from the running Worker: requested through the API, read from the dev outbox.
    const to = uniqueEmail("machines-mail", testInfo.project.name);
    const requested = await request.post("/api/auth/request-magic-link", {
      headers: { origin: ORIGIN },
      data: { email: to },
    });
    expect(requested.status()).toBe(200);
    const mailbox = await request.get(`/dev/mailbox?to=${encodeURIComponent(to)}`);
    const link = /href="([^"]+)" data-to=/.exec(await mailbox.text())?.[1]?.replace(/&amp;/g, "&");
    expect(link).toMatch(new RegExp(`^${ORIGIN.replace(/[.]/g, "\\.")}/auth/confirm\\?token=[A-Za-z0-9_-]{43}$`));

    // The same render the Worker hands to Resend (worker/services/email.test.ts checks they are equal).
    const email = renderMagicLinkEmail({ to, link: link!, expiresInMinutes: MAGIC_LINK_TTL_MINUTES });
    expect(await htmlProblems(email.html, "sign-in email")).toEqual([]);

    // Parsed by a browser's HTML parser, as a webmail client would.
    await page.setContent(email.html);
    expect(await page.title()).toBe("Your PlugPlan sign-in link");
    expect(email.subject).toBe("Your PlugPlan sign-in link");
    const parsed = await page.evaluate(() => ({
      bodyStyle: document.body.getAttribute("style"),
      styleElements: document.querySelectorAll("style").length,
      links: [...document.querySelectorAll("a")].map((a) => ({ href: a.getAttribute("href"), text: a.textContent?.trim() })),
      unstyledText: [...document.querySelectorAll("h1, p, a")].filter((element) => !element.closest("[style]")).length,
      text: document.body.textContent?.replace(/\s+/g, " ") ?? "",
      firstTable: document.body.firstElementChild?.getAttribute("role"),
    }));
    expect(parsed.bodyStyle).toBeNull();
    expect(parsed.styleElements).toBe(0);
    expect(parsed.unstyledText).toBe(0);
    expect(parsed.firstTable).toBe("presentation");
    expect(parsed.links).toEqual([{ href: link, text: "Sign in to PlugPlan" }]);

    // Both parts: the link once each, and the same facts word for word.
    const facts = magicLinkFacts(MAGIC_LINK_TTL_MINUTES);
    expect(facts.expiry).toBe("The link works once and expires in 15 minutes.");
    expect(email.text.split(link!).length - 1).toBe(1);
    expect(parsed.text.split(link!).length - 1).toBe(1); // the address to copy, as text
    for (const fact of Object.values(facts)) {
      expect(email.text).toContain(fact);
      expect(parsed.text).toContain(fact);
    }
  });
});

test.describe("link previews as an unfurler reads them (open-graph-scraper)", () => {
  async function unfurl(request: APIRequestContext, path: string) {
    const { response, body } = await html(request, path);
    expect(response.status(), path).toBe(200);
    const { error, result } = await ogs({ html: body });
    expect(error, path).toBe(false);
    return result;
  }

  function expectFullImage(result: Awaited<ReturnType<typeof unfurl>>, url: string, alt: string) {
    // open-graph-scraper hands width and height over as the strings it read (its types say number).
    const images = result.ogImage?.map((image) => ({ ...image, width: Number(image.width), height: Number(image.height) }));
    expect(images).toEqual([{ url, type: "image/png", width: 1200, height: 630, alt }]);
    expect(result.twitterImage?.[0]).toMatchObject({ url, alt });
    expect(result.twitterCard).toBe("summary_large_image");
    expect(result.ogSiteName).toBe("PlugPlan");
    expect(result.ogLocale).toBe("en_US");
  }

  test("a shared plan previews as itself, with the page's own dollar figures and its card", async ({ page, request }, testInfo) => {
    desktopOnly(testInfo.project.name);
    const result = await unfurl(request, SHARED_PLAN);
    const canonical = `${ORIGIN}/shared-plan?data=${canonicalPlanShareData(PLAN)}`;
    expect(result.ogTitle).toBe("EV charging plan: 40 miles a day in 94110 | PlugPlan");
    expect(result.twitterTitle).toBe(result.ogTitle);
    expect(result.ogUrl).toBe(canonical);

    // The figures the page shows, read from the page in a browser (the same plan function).
    await page.goto(SHARED_PLAN);
    await expect(page.getByRole("heading", { name: "Your plan in dollars" })).toBeVisible();
    const shown = {
      ev: (await page.getByTestId("money-ev-monthly").textContent())?.trim(),
      gas: (await page.getByTestId("money-gas-monthly").textContent())?.trim(),
      difference: (await page.getByTestId("money-difference-monthly").textContent())?.trim(),
    };
    // Hand-worked for 94110 (PG&E area, no home charging, no California station prices yet): 10,000 mi
    // ÷ 2.7 mi/kWh (the typical 2025–26 model) × $0.48 US average = $1,777.78 a year, $148 a month;
    // a 29 mpg gas car: 10,000 ÷ 29 × $5.602 = $1,931.72, $161.
    expect(shown).toEqual({ ev: "$148", gas: "$161", difference: "$13" });
    const summary = "40 miles a day in 94110 · 16% battery per day · public charging every 3 days";
    const money = `${shown.ev} a month electric vs ${shown.gas} in a gas car: ${shown.difference} less`;
    expect(result.ogDescription).toBe(`${summary}. ${money}. See the whole plan.`);
    expect(result.ogDescription!.length).toBeLessThanOrEqual(160);
    expect(result.twitterDescription).toBe(result.ogDescription);
    // What a reader (or a crawler) without JavaScript gets: the same figures in the served first
    // screen (issue 30), read by a browser with JavaScript off.
    const noJs = await page.context().browser()!.newContext({ javaScriptEnabled: false });
    const reader = await noJs.newPage();
    await reader.goto(SHARED_PLAN);
    await expect(reader.getByTestId("shared-plan-money")).toContainText(money);
    await expect(reader.getByTestId("shared-plan-basis")).toHaveText("Based on 40 miles daily driving in 94110");
    await noJs.close();

    // The card is this plan's, versioned by the data's as-of dates (worker/routes/og-image.ts
    // planCardPath; its worker test checks the dates), so a data update never shows old dollars.
    const card = result.ogImage?.[0]?.url ?? "";
    const cardUrl = new URL(card);
    expect(`${cardUrl.origin}${cardUrl.pathname}`).toBe(`${ORIGIN}/og/plan.png`);
    expect(cardUrl.searchParams.get("data")).toBe(canonicalPlanShareData(PLAN));
    expect(cardUrl.searchParams.get("v")).toMatch(/^\d+_\d{4}-\d{2}-\d{2}_/);
    expectFullImage(result, card, `Shared EV charging plan: ${summary}`);
    await expectCard(await request.get(card), true);
  });

  test("a shared link that names no plan is a noindex 404 with the generic preview", async ({ request }, testInfo) => {
    desktopOnly(testInfo.project.name);
    for (const path of ["/shared-plan", "/shared-plan?data=bm90IGEgcGxhbg", SHARED_PLAN.slice(0, -9), `${SHARED_PLAN}&data=x`]) {
      const { response, body } = await html(request, path);
      expect(response.status(), path).toBe(404);
      const { error, result } = await ogs({ html: body });
      expect(error, path).toBe(false);
      expect(result.ogTitle, path).toBe("Shared EV Charging Plan | PlugPlan");
      expect(result.ogUrl, path).toBeUndefined();
      expect(body, path).toContain('<meta name="robots" content="noindex, follow"');
    }
  });

  test("a dealer page and the home page preview with their own title, text, URL and the brand card", async ({ request }, testInfo) => {
    desktopOnly(testInfo.project.name);
    const dealer = await unfurl(request, "/galpinhonda");
    expect(dealer.ogTitle).toBe("Your EV charging plan from Galpin Honda | PlugPlan");
    expect(dealer.ogDescription).toBe(
      "Get a free personal EV charging plan from Galpin Honda and PlugPlan in about 5 minutes. No personal information required.",
    );
    expect(dealer.ogUrl).toBe(`${ORIGIN}/galpinhonda`);

    const home = await unfurl(request, "/");
    const homeRoute = ROUTES.find((route) => route.id === "home")!;
    expect(home.ogTitle).toBe(homeRoute.title);
    expect(home.ogDescription).toBe(homeRoute.description);
    expect(home.ogUrl).toBe(`${ORIGIN}/`);

    const brandCard = `${ORIGIN}/og-default.png`;
    for (const result of [dealer, home]) expectFullImage(result, brandCard, "PlugPlan: EV charging plans, savings and guides");
    await expectCard(await request.get(brandCard), true);
  });
});

test.describe("the sitemap and robots.txt as crawlers read them", () => {
  test("every <loc> is absolute on this origin, answers 200, is indexable and its own canonical; nothing private is listed", async ({ page, request }, testInfo) => {
    desktopOnly(testInfo.project.name);
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("xml");
    const xml = await response.text();

    // Parsed by the browser's XML parser (a well-formedness error is a <parsererror> document).
    const parsed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      const root = doc.documentElement;
      return {
        error: doc.getElementsByTagName("parsererror").length > 0,
        root: root.localName,
        namespace: root.namespaceURI,
        urls: [...root.children].map((url) => ({
          element: url.localName,
          loc: url.getElementsByTagNameNS(root.namespaceURI, "loc")[0]?.textContent ?? "",
          lastmod: url.getElementsByTagNameNS(root.namespaceURI, "lastmod")[0]?.textContent ?? null,
        })),
      };
    }, xml);
    expect(parsed.error).toBe(false);
    expect(parsed.root).toBe("urlset");
    expect(parsed.namespace).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    expect(parsed.urls.length).toBeGreaterThan(DEALER_SLUGS.length);

    const locs = parsed.urls.map((url) => url.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const slug of DEALER_SLUGS) expect(locs).toContain(`${ORIGIN}/${slug}`);
    expect(locs).toContain(`${ORIGIN}/`);

    for (const { element, loc, lastmod } of parsed.urls) {
      expect(element).toBe("url");
      const url = new URL(loc);
      expect(url.origin, loc).toBe(ORIGIN);
      expect(url.search + url.hash, loc).toBe("");
      expect(PRIVATE_PREFIXES.filter((prefix) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`)), loc).toEqual([]);
      if (lastmod !== null) expect(lastmod, loc).toMatch(/^\d{4}-\d{2}-\d{2}$/);

      const page = await request.get(url.pathname, { maxRedirects: 0 });
      expect(page.status(), loc).toBe(200);
      expect(page.headers()["x-robots-tag"] ?? "", loc).not.toMatch(/noindex/i);
      const body = await page.text();
      const robots = /<meta name="robots" content="([^"]*)"/.exec(body)?.[1];
      expect(robots, loc).toBe("index, follow");
      expect(/<link rel="canonical" href="([^"]*)"/.exec(body)?.[1], loc).toBe(loc);
    }
  });

  test("robots.txt, read by robots-parser, names the sitemap and lets crawlers reach every listed page", async ({ request }, testInfo) => {
    desktopOnly(testInfo.project.name);
    const robotsResponse = await request.get("/robots.txt");
    expect(robotsResponse.status()).toBe(200);
    const robots = robotsParser(`${ORIGIN}/robots.txt`, await robotsResponse.text());
    expect(robots.getSitemaps()).toEqual([`${ORIGIN}/sitemap.xml`]);
    expect(robots.isAllowed(`${ORIGIN}/`, "Googlebot")).toBe(true);
    expect(robots.isAllowed(`${ORIGIN}/galpinhonda`, "Googlebot")).toBe(true);
    expect(robots.isAllowed(`${ORIGIN}/ev-gas-savings-calculator`, "Googlebot")).toBe(true);
    expect(robots.isDisallowed(`${ORIGIN}/api/health`, "Googlebot")).toBe(true);
    expect(robots.isDisallowed(`${ORIGIN}/dev/mailbox`, "Googlebot")).toBe(true);
    // Private pages stay crawlable so their noindex is read (a Disallow would hide it).
    expect(robots.isAllowed(`${ORIGIN}/account`, "Googlebot")).toBe(true);
  });
});
