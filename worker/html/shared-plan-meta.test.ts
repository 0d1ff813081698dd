import { SAMPLE_BEV_INPUTS } from "../../domain/share/test-fixtures";
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { base64UrlEncode } from "../../domain/share/base64url";
import { OG_CARD_VERSION, OG_GLOBAL_KEY, planCardPath } from "../routes/og-image";
import { MAX_DESCRIPTION_LENGTH, sharedPlanDescription } from "./shared-plan-meta";
import { planDataAsOf } from "../../domain/charging-plan/model";
import { utilityRates } from "../../domain/rates/tariffs";
import { statePrices } from "../../domain/savings/state-prices";
import { buildFullSharePayload, canonicalPlanShareData, encodePlanShare, sharedPlanInputs, type FullPlanSharePayload } from "../../domain/share/plan-payload";
import { chargingSummaryLines } from "../../domain/charging-plan/summary";
import { RETURNING_GUEST_SCRIPT } from "./prerendered";

const PLAN: FullPlanSharePayload = buildFullSharePayload({ ...SAMPLE_BEV_INPUTS, homeCharging: "no" });

async function head(path: string) {
  const response = await SELF.fetch(`http://localhost${path}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  return { html, headHtml: html.slice(0, html.indexOf("</head>")) };
}

/** The content of <meta property|name="key">, HTML entities left as they are. */
function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key.replace(/[:]/g, "\\:")}" content="([^"]*)"`).exec(html);
  return match?.[1];
}

describe("shared-plan link previews", () => {
  it("summarises a valid plan in og: and twitter: tags and points og:image at the card", async () => {
    const { headHtml } = await head(`/shared-plan?data=${encodePlanShare(PLAN)}`);
    const summary = "40 miles a day in 94110 · 16% battery per day · public charging every 3 days";
    // The page's monthly figures for 94110 (PG&E, California): 10,000 mi ÷ 2.7 (the typical 2025–26
    // model) × $0.48 = $1,777.78 a year in public ($148 a month); 10,000 ÷ 29 × $5.602 = $1,931.72 in a gas car ($161).
    const money = "$148 a month electric vs $161 in a gas car: $13 less";
    expect(metaContent(headHtml, "og:title")).toBe("EV charging plan: 40 miles a day in 94110 | PlugPlan");
    expect(metaContent(headHtml, "twitter:title")).toBe("EV charging plan: 40 miles a day in 94110 | PlugPlan");
    expect(metaContent(headHtml, "og:description")).toBe(`${summary}. ${money}. See the whole plan.`);
    expect(metaContent(headHtml, "twitter:description")).toBe(`${summary}. ${money}. See the whole plan.`);
    expect(metaContent(headHtml, "description")).toContain(summary);
    const image = metaContent(headHtml, "og:image");
    expect(image).toBe(`http://localhost:8787/og/plan.png?data=${canonicalPlanShareData(PLAN)}&amp;v=${OG_CARD_VERSION}_${planDataAsOf()}`);
    expect(metaContent(headHtml, "twitter:image")).toBe(image);
    expect(metaContent(headHtml, "twitter:card")).toBe("summary_large_image");
    expect(headHtml).toContain("<title>EV charging plan: 40 miles a day in 94110 | PlugPlan</title>");
  });

  // Search and unfurlers cut descriptions at about 160 characters (issue 25: ours were 180–198).
  const extremes = [
    { dailyMiles: 1, annualMiles: 0 },
    { dailyMiles: 40, annualMiles: 10_000 },
    { dailyMiles: 2_000, annualMiles: 200_000 },
  ].flatMap((miles) =>
    (["BEV", "PHEV"] as const).flatMap((evType) =>
      (["yes", "no"] as const).flatMap((homeCharging) =>
        ["94110", "10001", "82001"].map((zipCode) => ({ ...SAMPLE_BEV_INPUTS, ...miles, evType, homeCharging, zipCode, evRange: evType === "PHEV" ? 30 : 250 })),
      ),
    ),
  );
  it(`every description is at most ${MAX_DESCRIPTION_LENGTH} characters and carries the plan's dollars (${extremes.length} plans)`, async () => {
    for (const inputs of extremes) {
      const { headHtml } = await head(`/shared-plan?data=${encodePlanShare(buildFullSharePayload(inputs))}`);
      const description = metaContent(headHtml, "description")!.replace(/&amp;/g, "&");
      expect(description.length, description).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
      expect(description, description).toMatch(/\$[\d,]+ a month electric vs \$[\d,]+ in a gas car/);
      expect(metaContent(headHtml, "og:description")).toBe(metaContent(headHtml, "description"));
    }
  });

  it("a description that cannot fit drops the invitation, then the summary's details, then is cut at a word", () => {
    const summary = "2,000 miles a day in 94110 · more than a full battery per day · public charging every day";
    const short = "2,000 miles a day in 94110";
    const money = "$1,234 a month electric vs $2,345 in a gas car: $1,111 less";
    expect(sharedPlanDescription("40 miles a day in 94110", short, "$1 a month electric vs $2 in a gas car")).toBe(
      "40 miles a day in 94110. $1 a month electric vs $2 in a gas car. See the whole plan.",
    );
    expect(sharedPlanDescription(summary, short, money)).toBe(`${summary}. ${money}.`);
    const longer = `${money}, and a great deal more wording than any plan line has today, enough to pass the limit`;
    const result = sharedPlanDescription(summary, short, longer);
    expect(result.length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
    expect(result.startsWith(`${short}. $1,234 a month`)).toBe(true);
    expect(result.endsWith("…")).toBe(true);
  });

  it("uses the recomputed figures, not the link's results", async () => {
    const forged = { ...PLAN, results: { ...PLAN.results, percentBatteryUsedDaily: 1, daysBetweenPublicCharging: 30, mainMessage: "forged" } };
    const { headHtml } = await head(`/shared-plan?data=${encodePlanShare(forged)}`);
    expect(metaContent(headHtml, "og:description")).toContain("16% battery per day · public charging every 3 days");
    expect(headHtml).not.toContain("forged");
  });

  // A link that names no plan is a real 404 that search drops (issue 25: it was 200, index, follow).
  const truncated = encodePlanShare(PLAN).slice(0, -7);
  it.each([
    ["no data", "/shared-plan"],
    ["empty data", "/shared-plan?data="],
    ["garbage", "/shared-plan?data=%3Cscript%3E"],
    ["extra key", `/shared-plan?data=${base64UrlEncode(JSON.stringify({ ...PLAN, admin: true }))}`],
    ["a truncated link", `/shared-plan?data=${truncated}`],
    ["two plans in one link", `/shared-plan?data=${encodePlanShare(PLAN)}&data=${encodePlanShare(PLAN)}`],
  ])("%s: a noindex 404 with the generic tags, no canonical and nothing from the link", async (_name, path) => {
    const response = await SELF.fetch(`http://localhost${path}`);
    expect(response.status).toBe(404);
    const html = await response.text();
    const headHtml = html.slice(0, html.indexOf("</head>"));
    expect(metaContent(headHtml, "robots")).toBe("noindex, follow");
    expect(headHtml).not.toContain('rel="canonical"');
    expect(metaContent(headHtml, "og:url")).toBeUndefined();
    expect(headHtml).not.toContain("application/ld+json");
    expect(metaContent(headHtml, "og:title")).toBe("Shared EV Charging Plan | PlugPlan");
    expect(metaContent(headHtml, "og:image")).toBe("http://localhost:8787/og-default.png");
    expect(html).not.toContain("94110");
  });

  it("a valid plan stays indexable and names itself", async () => {
    const { headHtml } = await head(`/shared-plan?data=${encodePlanShare(PLAN)}`);
    expect(metaContent(headHtml, "robots")).toBe("index, follow");
    expect(headHtml).toContain(`<link rel="canonical" href="http://localhost:8787/shared-plan?data=${canonicalPlanShareData(PLAN)}"`);
  });

  it("a reader without JavaScript gets the plan's heading and dollars in #root and the summary in <noscript>", async () => {
    const { html } = await head(`/shared-plan?data=${encodePlanShare(PLAN)}`);
    // Issue 30: the first screen is the build's template filled with this request's priced plan.
    const root = /<div id="root" data-prerendered="">([\s\S]*?)<\/div>\s*<noscript>/.exec(html)?.[1] ?? "";
    expect(root).toContain("<h1>Shared EV Charging Plan</h1>");
    // One sentence from the catalogue (issue 29): the figures sit in one text node.
    expect(root).toMatch(/Based on 40 miles daily driving in 94110/);
    // The same figures as the description and the page: computePlan for 94110 (PG&E, California):
    // 10,000 mi ÷ 2.7 × $0.48 = $1,777.78 a year ($148 a month); 10,000 ÷ 29 × $5.602 = $1,931.72 ($161).
    expect(root).toContain("$148 a month electric vs $161 in a gas car: $13 less");
    expect(root).not.toContain("PPTOKEN");
    // The SPA gets the same figures as data, keyed by the link as the address spells it.
    const data = /<script type="application\/json" id="plugplan-shared-plan">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(data!)).toEqual({
      data: encodePlanShare(PLAN),
      dailyMiles: "40",
      zipCode: "94110",
      money: "$148 a month electric vs $161 in a gas car: $13 less",
    });
    const noscript = /<body>[\s\S]*?<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? "";
    // Nothing twice: the heading and dollars are on screen already.
    expect(noscript).not.toContain("<h1>");
    expect(noscript).toContain("<h2>Charging Summary</h2>");
    for (const line of chargingSummaryLines(sharedPlanInputs(PLAN))) expect(noscript).toContain(`<li>${line}</li>`);
    expect(noscript).toContain('<a href="/charging-plan">Create your own plan</a>');
    // Other pages keep the shell's generic line.
    const about = await (await SELF.fetch("http://localhost/about")).text();
    expect(about).toContain("<noscript>PlugPlan needs JavaScript for its calculators.");
  });

  it("a signed-in reader's page is rendered in the browser; <noscript> then holds the whole summary", async () => {
    const response = await SELF.fetch(`http://localhost/shared-plan?data=${encodePlanShare(PLAN)}`, { headers: { cookie: "plugplan_signed_in=1" } });
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    const noscript = /<body>[\s\S]*?<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? "";
    expect(noscript).toContain("<h1>Shared EV Charging Plan</h1>");
    expect(noscript).toContain("<p>Based on 40 miles daily driving in 94110</p>");
    expect(noscript).toContain("<p>$148 a month electric vs $161 in a gas car: $13 less.</p>");
  });

  it("escapes the link's text in the first screen", async () => {
    const { html } = await head(`/shared-plan?data=${encodePlanShare({ ...PLAN, zipCode: '"><script>' })}`);
    expect(html).toContain("miles daily driving in &quot;&gt;&lt;script&gt;</p>");
    expect(html).not.toContain('"><script>');
  });

  it("escapes hostile strings in every tag", async () => {
    const hostile = { ...PLAN, zipCode: '"><script>' };
    const { html, headHtml } = await head(`/shared-plan?data=${encodePlanShare(hostile)}`);
    expect(html).not.toContain('"><script>');
    // The one inline script is the Worker's own (the returning-guest check, allowed by hash).
    expect(headHtml.replace(`<script>${RETURNING_GUEST_SCRIPT}</script>`, "")).not.toMatch(/<script>/);
    expect(metaContent(headHtml, "og:title")).toBe("EV charging plan: 40 miles a day in &quot;&gt;&lt;script&gt; | PlugPlan");
    // In the title's text a quote is harmless; the angle brackets are what must not survive.
    expect(headHtml).toContain('<title>EV charging plan: 40 miles a day in "&gt;&lt;script&gt; | PlugPlan</title>');
  });

  it("leaves other pages' tags alone", async () => {
    const { headHtml } = await head(`/charging-plan?data=${encodePlanShare(PLAN)}`);
    expect(metaContent(headHtml, "og:image")).toBe("http://localhost:8787/og-default.png");
    expect(headHtml).not.toContain("miles a day in 94110");
  });
});

describe("the plan card's URL and cache key follow the data", () => {
  const data = canonicalPlanShareData(PLAN);

  it("name the card version and the as-of date of every data file the money figures read", () => {
    const path = planCardPath(data);
    expect(path.startsWith(`/og/plan.png?data=${data}&v=${OG_CARD_VERSION}_`)).toBe(true);
    expect(path).toContain(utilityRates.asOf);
    expect(path).toContain(statePrices.gas.asOf);
    expect(path).toContain(statePrices.electricity.asOf);
  });

  it("a newer as-of date (a data update) gives a new URL, so no cache serves the old dollars", () => {
    const before = planCardPath(data);
    const gasAsOf = statePrices.gas.asOf;
    try {
      statePrices.gas.asOf = "2099-01-01";
      expect(planCardPath(data)).not.toBe(before);
      expect(planCardPath(data)).toContain("2099-01-01");
    } finally {
      statePrices.gas.asOf = gasAsOf;
    }
    expect(planCardPath(data)).toBe(before);
  });
});

describe("GET /og/plan.png", () => {
  it("renders a 1200×630 PNG and serves the second request from the cache", async () => {
    // A plan no other test uses, so the first request is a guaranteed miss.
    const data = encodePlanShare({ ...PLAN, zipCode: "10001", dailyMiles: 37 });
    const first = await SELF.fetch(`http://localhost/og/plan.png?data=${data}`);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/png");
    expect(first.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    expect(first.headers.get("x-og-cache")).toBe("MISS");
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);

    const second = await SELF.fetch(`http://localhost/og/plan.png?data=${data}`);
    expect(second.status).toBe(200);
    expect(second.headers.get("x-og-cache")).toBe("HIT");
    expect(second.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(bytes);

    // Same plan, forged results: same canonical key, so still a hit.
    const forged = encodePlanShare({ ...PLAN, zipCode: "10001", dailyMiles: 37, results: { ...PLAN.results, mainMessage: "x" } });
    const third = await SELF.fetch(`http://localhost/og/plan.png?data=${forged}`);
    expect(third.headers.get("x-og-cache")).toBe("HIT");
    await third.arrayBuffer();
  }, 60_000);

  it("sends an invalid or missing plan to the default image", async () => {
    for (const path of ["/og/plan.png", "/og/plan.png?data=nope"]) {
      const response = await SELF.fetch(`http://localhost${path}`, { redirect: "manual" });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/og-default.png");
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("refuses a repeated data parameter with a 400 that says so", async () => {
    const data = encodePlanShare(PLAN);
    const response = await SELF.fetch(`http://localhost/og/plan.png?data=${data}&data=${data}`, { redirect: "manual" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: "data: Give data only once (this request has it 2 times)" });
  });

  /** Uses up a Rate Limiting binding's minute for `key` (instead of rendering that many images). */
  async function exhaust(limiter: RateLimit, key: string): Promise<number> {
    let allowed = 0;
    while ((await limiter.limit({ key })).success) allowed += 1;
    return allowed;
  }
  /**
   * `request` made right after using up the limiter. The binding's windows are fixed minutes, so
   * if one ends in between (a 302 was expected but a render happened), it is done once more.
   */
  async function whileExhausted(limiter: RateLimit, key: string, request: () => Promise<Response>): Promise<Response> {
    await exhaust(limiter, key);
    const response = await request();
    if (response.status === 302) return response;
    await response.arrayBuffer();
    await exhaust(limiter, key);
    return request();
  }
  const url = (i: number, zipCode = "60601") =>
    `http://localhost/og/plan.png?data=${encodePlanShare({ ...PLAN, zipCode, dailyMiles: i })}`;

  it("allows 20 renders a minute per client network (wrangler.toml)", async () => {
    const allowed = await exhaust(env.OG_RENDER_LIMITER, "v6:2001:db8:aa:9");
    // A fixed window may have just begun or be about to end: 20 in a fresh one.
    expect(allowed).toBeGreaterThan(0);
    expect(allowed).toBeLessThanOrEqual(20);
  });

  it("falls back to the default image when one /64 asks for too many renders; other clients still render", async () => {
    // Any address in the /64 counts against the same budget.
    for (const address of ["2001:db8:aa:1::1", "2001:db8:aa:1:ffff:1:2:3"]) {
      const limited = await whileExhausted(env.OG_RENDER_LIMITER, "v6:2001:db8:aa:1", () =>
        SELF.fetch(url(1), { headers: { "cf-connecting-ip": address }, redirect: "manual" }),
      );
      expect(limited.status).toBe(302);
      expect(limited.headers.get("location")).toBe("/og-default.png");
      expect(limited.headers.get("cache-control")).toBe("no-store");
    }
    const neighbour = await SELF.fetch(url(2), { headers: { "cf-connecting-ip": "2001:db8:aa:2::1" } });
    expect(neighbour.status).toBe(200);
    expect(neighbour.headers.get("content-type")).toBe("image/png");
    await neighbour.arrayBuffer();
  }, 60_000);

  // Last in this file: it uses up the global minute for everyone.
  it("falls back to the default image for everyone once the global render budget is spent, and cached cards still load", async () => {
    const cachedPlan = url(3, "73301");
    const rendered = await SELF.fetch(cachedPlan, { headers: { "cf-connecting-ip": "198.51.100.70" } });
    expect(rendered.headers.get("x-og-cache")).toBe("MISS");
    await rendered.arrayBuffer();
    const limited = await whileExhausted(env.OG_RENDER_GLOBAL_LIMITER, OG_GLOBAL_KEY, () =>
      SELF.fetch(url(4), { headers: { "cf-connecting-ip": "198.51.100.71" }, redirect: "manual" }),
    );
    expect(limited.status).toBe(302);
    expect(limited.headers.get("location")).toBe("/og-default.png");
    const hit = await SELF.fetch(cachedPlan, { headers: { "cf-connecting-ip": "198.51.100.72" } });
    expect(hit.status).toBe(200);
    expect(hit.headers.get("x-og-cache")).toBe("HIT");
    await hit.arrayBuffer();
  }, 60_000);
});
