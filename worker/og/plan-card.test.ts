// The og:image card's text comes from the one plan model, with the ZIP's place read from the same
// shards as the browser, so the preview shows the shared page's monthly figures.
import { SAN_DIEGO_LEVEL2_INPUTS } from "../../domain/plan/test-fixtures";
import { describe, expect, it } from "vitest";
import { computePlan, planMoneyLine } from "../../domain/plan/plan-model";
import { planCard, type CardNode } from "./plan-card";
import { zipPlace } from "./zip-place";

const INPUTS = SAN_DIEGO_LEVEL2_INPUTS;

const texts = (node: CardNode | string): string[] =>
  typeof node === "string" ? [node] : [node.props.children ?? []].flat().flatMap((child) => texts(child as CardNode | string));

/** A stand-in for the ASSETS binding serving one real-format shard. */
const assets = (body: unknown, status = 200) =>
  ({ fetch: async () => new Response(JSON.stringify(body), { status }) }) as unknown as Fetcher;
const SHARD_921 = { v: 1, n: ["San Diego"], s: ["CA"], u: ["SDGE"], z: [["01", 0, 32.72, -117.16, 0, [0]]] };

describe("plan card", () => {
  it("ZIP 92101 on SDG&E: $28 a month electric vs $121 in a gas car (the page's figures)", async () => {
    const place = await zipPlace(assets(SHARD_921), "https://plugplan.example", "92101");
    expect(place).toEqual({ state: "CA", utilities: ["SDGE"] });
    const plan = computePlan(INPUTS, place, "2026-11-23");
    expect(planMoneyLine(plan)).toBe("$28 a month electric vs $121 in a gas car: $93 less");
    const card = texts(planCard(INPUTS, plan));
    expect(card).toContain("$28 a month electric vs $121 in a gas car: $93 less");
    expect(card).toContain("When needed");
  });

  it("a shard that fails or does not match gives no place: the card uses the US defaults like the page", async () => {
    expect(await zipPlace(assets({}, 500), "https://plugplan.example", "92101")).toBeNull();
    expect(await zipPlace(assets({ v: 9 }), "https://plugplan.example", "92101")).toBeNull();
    expect(await zipPlace(assets(SHARD_921), "https://plugplan.example", "not-a-zip")).toBeNull();
  });
});
