// The recommender's lines from the person's plan, in Spanish (issue 29): the same miles, plural by
// the count, in Spanish words.
import { afterEach, describe, expect, it } from "vitest";
import { setLocaleSource } from "../i18n/runtime";
import { DEFAULT_USER_INPUTS, type UserInputs } from "../progress/model";
import { planMilesHint, prefillFromPlan, prefillSummary } from "./prefill";

const plan = (overrides: Partial<UserInputs>): UserInputs => ({ ...DEFAULT_USER_INPUTS, zipCode: "11215", ...overrides });

afterEach(() => setLocaleSource(() => "en"));

describe("prefill lines in Spanish", () => {
  it("Brooklyn, no home charging, 16 miles a day: the same 16 miles, in Spanish", () => {
    const prefill = prefillFromPlan(plan({ dailyMiles: 16, annualMiles: 4_000, homeCharging: "no" }));
    expect(prefillSummary(prefill)).toBe(
      "From your charging plan: no electricity where you park and 16 miles a day. We've filled these in; change anything that's different.",
    );
    setLocaleSource(() => "es");
    expect(prefillSummary(prefill)).toBe(
      "Según su plan de carga: no hay electricidad donde se estaciona y 16 millas al día. Ya lo llenamos; cambie lo que no sea así.",
    );
    expect(planMilesHint(16)).toBe("Su plan dice 16 millas al día; el control se mueve de 5 en 5.");
    expect(planMilesHint(1)).toBe("Su plan dice 1 milla al día; el control se mueve de 5 en 5.");
  });
});
