// A shared plan is decoded once and priced once per request, whoever reads it (issue 33): the page's
// tags and <noscript> summary and the card share one computation.
import { describe, expect, it } from "vitest";
import { computePlan, planMoneyLine, type PlanPlace } from "../charging-plan/model";
import { buildFullSharePayload, canonicalPlanShareData, encodePlanShare } from "./plan-payload";
import { decodeSharedPlan, readSharedPlan } from "./shared-plan-reading";
import { SAMPLE_BEV_INPUTS } from "./test-fixtures";

const TODAY = "2026-11-26";
const PAYLOAD = buildFullSharePayload(SAMPLE_BEV_INPUTS);
const DATA = encodePlanShare(PAYLOAD);
const SAN_FRANCISCO: PlanPlace = { state: "CA", utilities: ["PG&E"] };

function counting() {
  const counts = { lookups: 0, computations: 0 };
  return {
    counts,
    deps: {
      today: TODAY,
      lookupPlace: async () => {
        counts.lookups += 1;
        return SAN_FRANCISCO;
      },
      compute: ((...args: Parameters<typeof computePlan>) => {
        counts.computations += 1;
        return computePlan(...args);
      }) as typeof computePlan,
    },
  };
}

describe("readSharedPlan", () => {
  it("one request: the tags, the summary and the card get one decode and one pricing", async () => {
    // The Worker passes its Request; any object alive for the request will do here.
    const request = { url: `https://plugplan.example/shared-plan?data=${DATA}` };
    const { counts, deps } = counting();
    const meta = readSharedPlan(request, DATA, deps);
    const card = readSharedPlan(request, DATA, deps);
    expect(card).toBe(meta);
    const [a, b, c] = await Promise.all([meta.priced(), card.priced(), meta.priced()]);
    expect(counts).toEqual({ lookups: 1, computations: 1 });
    expect(b.plan).toBe(a.plan);
    expect(c.plan).toBe(a.plan);
    // The figures are the plan's own: 40 miles a day on Level 1 in 94110 (PG&E), as computePlan says.
    expect(planMoneyLine(a.plan)).toBe(planMoneyLine(computePlan(a.inputs, SAN_FRANCISCO, TODAY)));
    expect(a.canonical).toBe(canonicalPlanShareData(PAYLOAD));
  });

  it("another request prices again (nothing outlives its request)", async () => {
    const { counts, deps } = counting();
    await readSharedPlan({ url: "https://plugplan.example/a" }, DATA, deps).priced();
    await readSharedPlan({ url: "https://plugplan.example/b" }, DATA, deps).priced();
    expect(counts).toEqual({ lookups: 2, computations: 2 });
  });

  it("decoding alone prices nothing (the card checks its cache first)", () => {
    const { counts, deps } = counting();
    const reading = readSharedPlan({}, DATA, deps);
    expect(reading.decoded?.inputs.zipCode).toBe("94110");
    expect(counts).toEqual({ lookups: 0, computations: 0 });
  });

  it("a broken or missing link names no plan, and pricing it is refused", async () => {
    const { counts, deps } = counting();
    for (const data of [null, "", "not-a-plan", `${DATA.slice(0, -4)}`]) {
      const reading = readSharedPlan({}, data, deps);
      expect(reading.decoded).toBeNull();
      await expect(reading.priced()).rejects.toThrow("No shared plan to price");
    }
    expect(decodeSharedPlan(undefined)).toBeNull();
    expect(counts).toEqual({ lookups: 0, computations: 0 });
  });
});
