// The og:image card's text comes from the one plan model, with the ZIP's place read from the same
// shards as the browser, so the preview shows the shared page's monthly figures.
import { SAN_DIEGO_LEVEL2_INPUTS } from "../../domain/charging-plan/test-fixtures";
import { describe, expect, it } from "vitest";
import { computePlan, planMoneyLine } from "../../domain/charging-plan/model";
import { planCard, type CardNode } from "./plan-card";
import { env } from "cloudflare:test";
import { planPlace } from "./zip-place";
import { computePlan as plan } from "../../domain/charging-plan/model";

const INPUTS = SAN_DIEGO_LEVEL2_INPUTS;

const texts = (node: CardNode | string): string[] =>
  typeof node === "string" ? [node] : [node.props.children ?? []].flat().flatMap((child) => texts(child as CardNode | string));

/** A stand-in for the ASSETS binding serving one real-format shard. */
const assets = (body: unknown, status = 200) =>
  ({ fetch: async () => new Response(JSON.stringify(body), { status }) }) as unknown as Fetcher;
const SHARD_921 = {
  v: 2,
  n: ["San Diego"],
  s: ["CA"],
  u: ["SDGE"],
  c: [["San Diego", "06073"]],
  g: ["5", "280"],
  e: [["3544", "ca-san-diego-gas-and-electric", "San Diego Gas & Electric", 43.6, 0]],
  z: [["01", 0, 32.72, -117.16, 0, [0], 0, [0, 1], [[0, 1, null]]]],
};

describe("plan card", () => {
  it("ZIP 92101 on SDG&E: $28 a month electric vs $121 in a gas car (the page's figures)", async () => {
    const place = await planPlace({ DB: env.DB, ASSETS: assets(SHARD_921) }, "https://plugplan.example", INPUTS);
    // California's stations are not loaded yet: no local prices, as on the page.
    expect(place).toEqual({
      state: "CA",
      utilities: ["SDGE"],
      publicPrices: null,
      // Resolved by domain/place/plan-place.ts, as the browser does.
      electricUtilities: [
        {
          geographyId: "3544",
          key: "ca-san-diego-gas-and-electric",
          name: "San Diego Gas & Electric",
          predominant: true,
          price: { kind: "utility", centsPerKwh: 43.6, year: 2024 },
          retailChoice: false,
          tariffKey: "SDGE",
        },
      ],
    });
    const plan = computePlan(INPUTS, place, "2026-11-23");
    expect(planMoneyLine(plan)).toBe("$28 a month electric vs $121 in a gas car: $93 less");
    const card = texts(planCard(INPUTS, plan));
    expect(card).toContain("$28 a month electric vs $121 in a gas car: $93 less");
    expect(card).toContain("When needed");
  });

  it("a shard that fails or does not match gives no place: the card uses the US defaults like the page", async () => {
    const at = (body: unknown, status?: number) => ({ DB: env.DB, ASSETS: assets(body, status) });
    expect(await planPlace(at({}, 500), "https://plugplan.example", INPUTS)).toBeNull();
    expect(await planPlace(at({ v: 9 }), "https://plugplan.example", INPUTS)).toBeNull();
    expect(await planPlace(at(SHARD_921), "https://plugplan.example", { ...INPUTS, zipCode: "not-a-zip" })).toBeNull();
  });

  it("Brooklyn 11215, 16 miles a day, no home charging: the card prices public miles at the fast median near the person", async () => {
    // The real ZIP shard and station cells (the built assets). Fast chargers listing a per-kWh price
    // in the 8-mile circle: 0.39, 0.54, 0.54, 0.59, 2.00 → median $0.54 (domain/stations/pricing-brooklyn.test.ts).
    const inputs = { ...INPUTS, zipCode: "11215", dailyMiles: 16, annualMiles: 4_000, homeCharging: "no" as const };
    const place = await planPlace(env, "https://plugplan.example", inputs);
    expect(place?.publicPrices?.dcFast).toMatchObject({ scope: "circle", medianUsdPerKwh: 0.54, stations: 5 });
    const money = plan(inputs, place, "2026-11-23").money;
    // 4,000 ÷ 2.7 × $0.54 = $800 a year, $67 a month; gas 4,000 ÷ 29 × $4.162 = $574.07, $48.
    expect(money.publicCharging).toMatchObject({ yearly: 800, monthly: 67, usdPerKwh: 0.54 });
    expect(money.publicPrice.kind).toBe("near-you");
    expect(planMoneyLine(plan(inputs, place, "2026-11-23"))).toBe("$67 a month electric vs $48 in a gas car: $19 more");
  });
});
