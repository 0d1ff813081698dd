// `npx vitest bench --project domain domain/plan`: one whole plan (range, rhythm, calculations,
// money, incentives) must take well under 1 ms; plan-model.property.test.ts enforces the bound.
import { SAN_DIEGO_LEVEL2_INPUTS } from "./test-fixtures";
import { bench, describe } from "vitest";
import { computePlan } from "./model";

const SAN_DIEGO = { state: "CA", utilities: ["SDGE" as const] };
const INPUTS = SAN_DIEGO_LEVEL2_INPUTS;

describe("computePlan", () => {
  bench("ZIP 92101, BEV, Level 2 on SDG&E", () => {
    computePlan(INPUTS, SAN_DIEGO, "2026-11-23");
  });
  bench("ZIP 10025, no tariff", () => {
    computePlan({ ...INPUTS, zipCode: "10025" }, { state: "NY", utilities: [] }, "2026-11-23");
  });
  bench("ZIP 94110, no home charging", () => {
    computePlan({ ...INPUTS, zipCode: "94110", homeCharging: "no" }, { state: "CA", utilities: ["PG&E"] }, "2026-11-23");
  });
});
