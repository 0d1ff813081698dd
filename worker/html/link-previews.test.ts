// What an unfurler reads from the served HTML (issue 18 item 1): every page's image size, type and
// alt, site name and locale; a shared plan's og:url and canonical are its own canonical share URL;
// the cards can be embedded by other sites (Cross-Origin-Resource-Policy: cross-origin).
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { OG_IMAGE_HEIGHT, OG_IMAGE_TYPE, OG_IMAGE_WIDTH } from "../../domain/meta";
import { ROUTES } from "../../domain/routes";
import { SAMPLE_BEV_INPUTS } from "../../domain/share/test-fixtures";
import { buildFullSharePayload, canonicalPlanShareData, encodePlanShare, type FullPlanSharePayload } from "../../domain/share/plan-payload";

const PLAN: FullPlanSharePayload = buildFullSharePayload({ ...SAMPLE_BEV_INPUTS, homeCharging: "no" });
const ORIGIN = "http://localhost:8787";

async function headOf(path: string): Promise<string> {
  const response = await SELF.fetch(`http://localhost${path}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  return html.slice(0, html.indexOf("</head>"));
}

/** Every content of <meta property|name="key">, so a duplicated tag is seen. */
function metaContents(head: string, key: string): string[] {
  const pattern = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`, "g");
  return [...head.matchAll(pattern)].map((match) => match[1] ?? "");
}

function canonicalOf(head: string): string[] {
  return [...head.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((match) => match[1] ?? "");
}

function jsonLdOf(head: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(head);
  if (!match?.[1]) throw new Error("no JSON-LD");
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe("image and site tags on every served page", () => {
  // The bare /shared-plan names no plan (a 404, shared-plan-meta.test.ts); a shared plan's own tags are below.
  it.each(ROUTES.filter((route) => route.id !== "shared-plan").map((route) => [route.path] as const))("%s", async (path) => {
    const head = await headOf(path);
    expect(metaContents(head, "og:image:width")).toEqual(["1200"]);
    expect(metaContents(head, "og:image:height")).toEqual(["630"]);
    expect(metaContents(head, "og:image:type")).toEqual(["image/png"]);
    expect(metaContents(head, "og:image:alt")).toEqual(["PlugPlan: EV charging plans, savings and guides"]);
    expect(metaContents(head, "twitter:image:alt")).toEqual(["PlugPlan: EV charging plans, savings and guides"]);
    expect(metaContents(head, "og:site_name")).toEqual(["PlugPlan"]);
    expect(metaContents(head, "og:locale")).toEqual(["en_US"]);
  });

  it("a registered dealer's page declares them too", async () => {
    const head = await headOf("/galpinhonda");
    expect(metaContents(head, "og:image:width")).toEqual(["1200"]);
    expect(metaContents(head, "og:image:height")).toEqual(["630"]);
    expect(metaContents(head, "twitter:image:alt")).toHaveLength(1);
  });
});

describe("a shared plan's own URL", () => {
  const canonicalShareUrl = `${ORIGIN}/shared-plan?data=${canonicalPlanShareData(PLAN)}`;

  it("og:url, the canonical link and the JSON-LD url are the plan's canonical share URL", async () => {
    const head = await headOf(`/shared-plan?data=${encodePlanShare(PLAN)}`);
    expect(metaContents(head, "og:url")).toEqual([canonicalShareUrl]);
    expect(canonicalOf(head)).toEqual([canonicalShareUrl]);
    const data = jsonLdOf(head);
    expect(data.url).toBe(canonicalShareUrl);
    expect(data.name).toBe("EV charging plan: 40 miles a day in 94110 | PlugPlan");
    // The plan card's alt names the plan; the size tags still describe a 1200×630 PNG.
    expect(metaContents(head, "og:image:alt")).toEqual(["Shared EV charging plan: 40 miles a day in 94110 · 16% battery per day · public charging every 3 days"]);
    expect(metaContents(head, "twitter:image:alt")).toEqual(metaContents(head, "og:image:alt"));
    expect(metaContents(head, "og:image:width")).toEqual(["1200"]);
  });

  it("two links of the same plan (one with forged results) are one URL", async () => {
    const forged = encodePlanShare({ ...PLAN, results: { ...PLAN.results, mainMessage: "forged", percentBatteryUsedDaily: 1 } });
    expect(forged).not.toBe(encodePlanShare(PLAN));
    const [first, second] = [await headOf(`/shared-plan?data=${encodePlanShare(PLAN)}`), await headOf(`/shared-plan?data=${forged}`)];
    expect(metaContents(second, "og:url")).toEqual(metaContents(first, "og:url"));
    expect(canonicalOf(second)).toEqual(canonicalOf(first));
  });

  it("the canonical share URL is a fixed point: it opens the same plan and names itself", async () => {
    const head = await headOf(new URL(canonicalShareUrl).pathname + new URL(canonicalShareUrl).search);
    expect(canonicalOf(head)).toEqual([canonicalShareUrl]);
    expect(metaContents(head, "og:title")).toEqual(["EV charging plan: 40 miles a day in 94110 | PlugPlan"]);
  });

  it("an invalid link is a 404 that claims no URL (nothing from the link is echoed)", async () => {
    const response = await SELF.fetch("http://localhost/shared-plan?data=nope");
    expect(response.status).toBe(404);
    const html = await response.text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(canonicalOf(head)).toEqual([]);
    expect(metaContents(head, "og:url")).toEqual([]);
  });
});

describe("Cross-Origin-Resource-Policy", () => {
  it("a plan card may be embedded by other sites", async () => {
    const response = await SELF.fetch(`http://localhost/og/plan.png?data=${encodePlanShare(PLAN)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    await response.arrayBuffer();
  }, 60_000);

  it("so may the brand card a broken plan link redirects to", async () => {
    const redirect = await SELF.fetch("http://localhost/og/plan.png?data=nope", { redirect: "manual" });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    const card = await SELF.fetch("http://localhost/og-default.png");
    expect(card.status).toBe(200);
    expect(card.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    // The size and type every page declares are the brand card's real ones (PNG signature, IHDR).
    expect(card.headers.get("content-type")).toBe(OG_IMAGE_TYPE);
    const bytes = new Uint8Array(await card.arrayBuffer());
    expect([...bytes.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([OG_IMAGE_WIDTH, OG_IMAGE_HEIGHT]);
  });

  it.each(["/", "/api/health", "/favicon.svg", "/shared-plan"])("everything else stays same-origin: %s", async (path) => {
    const response = await SELF.fetch(`http://localhost${path}`);
    expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    await response.arrayBuffer();
  });
});
