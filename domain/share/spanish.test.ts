// A shared plan in Spanish (issue 29): the link stays one link whichever language made it (its words
// are data, never shown), and a link that cannot be read is said so in Spanish.
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_USER_INPUTS } from "../contracts/progress.schema";
import { setLocaleSource } from "../i18n/runtime";
import { buildDashboardSharePayload, buildFullSharePayload, canonicalPlanShareData, encodePlanShare, sharedPlanProblem, type ShareableInputs } from "./plan-payload";

// 16 miles a day, no home charging, 250 miles of range: 150 ÷ 16 = 9.4 → public charging every 9 days.
const INPUTS: ShareableInputs = { ...DEFAULT_USER_INPUTS, zipCode: "11215", dailyMiles: 16, annualMiles: 4_000, evType: "BEV", evRange: 250, homeCharging: "no" };
afterEach(() => setLocaleSource(() => "en"));

describe("shared plan links in Spanish", () => {
  it("a Spanish page makes the same link as an English one", () => {
    const english = { full: encodePlanShare(buildFullSharePayload(INPUTS)), dashboard: encodePlanShare(buildDashboardSharePayload(INPUTS)) };
    setLocaleSource(() => "es");
    const full = buildFullSharePayload(INPUTS);
    expect(full.results.mainMessage).toBe("Public charge every 9 days");
    expect(buildDashboardSharePayload(INPUTS).results).toEqual({ message: "Public charging every 9 days" });
    expect(encodePlanShare(full)).toBe(english.full);
    expect(encodePlanShare(buildDashboardSharePayload(INPUTS))).toBe(english.dashboard);
    expect(canonicalPlanShareData(full)).toBe(english.full);
  });

  it("a missing or broken link is said in Spanish", () => {
    setLocaleSource(() => "es");
    expect(sharedPlanProblem({ status: "none" })).toBe("No se encontraron datos de un plan compartido.");
    expect(sharedPlanProblem({ status: "invalid" })).toBe("Los datos del plan compartido no son válidos.");
    setLocaleSource(() => "en");
    expect(sharedPlanProblem({ status: "invalid" })).toBe("Invalid shared plan data.");
  });
});
