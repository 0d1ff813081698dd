import { describe, expect, it } from "vitest";
import type { UserInputs } from "../contracts/progress.schema";
import { comparePlans } from "../rates/evaluation";
import { formatUsdWhole } from "../rates/format";
import { utilityTariffs } from "../rates/tariffs";
import { homeChargingBasis } from "./home-charging-basis";
import { computePlan } from "./model";
import { SAN_DIEGO_LEVEL2_INPUTS } from "./test-fixtures";

const TODAY = "2026-11-23";
const SDGE = { state: "CA", utilities: ["SDGE"] } as const;

const CASES: [string, UserInputs][] = [
  ["all miles charged at home, the typical model's efficiency", SAN_DIEGO_LEVEL2_INPUTS],
  // 24 miles at Level 1 need 8 hours a night, 2 of them beyond EV-TOU-5's night window.
  ["long Level 1 nights beyond the cheapest window", { ...SAN_DIEGO_LEVEL2_INPUTS, dailyMiles: 24, annualMiles: 8_400, homeSetup: "level1" }],
  ["the person's own efficiency", { ...SAN_DIEGO_LEVEL2_INPUTS, milesPerKwh: 4.2 }],
  ["an efficiency out of bounds is clamped alike", { ...SAN_DIEGO_LEVEL2_INPUTS, milesPerKwh: 0.01 }],
  // 120 miles a day on Level 1: a night cannot put the day back, so only part is charged at home.
  ["part of the miles charged at home", { ...SAN_DIEGO_LEVEL2_INPUTS, dailyMiles: 120, annualMiles: 30_000, homeSetup: "level1" }],
  ["a hybrid whose battery runs out", { ...SAN_DIEGO_LEVEL2_INPUTS, evType: "PHEV", evRange: 20 }],
];

describe("homeChargingBasis: the miles and efficiency a home rate plan is priced on", () => {
  it.each(CASES)("%s: the same as the plan's money", (_name, inputs) => {
    const plan = computePlan(inputs, SDGE, TODAY);
    const basis = homeChargingBasis(inputs);
    expect(basis.miles).toBeCloseTo(plan.money.miles.home, 9);
    expect(basis.milesPerKwh).toBe(plan.money.assumptions.milesPerKwh.value);
    if (plan.money.schedule) expect(basis.night).toEqual({ fromHour: plan.money.schedule.fromHour, hoursParked: plan.money.schedule.hoursParked, hoursPerNight: plan.money.schedule.hoursPerNight });
  });

  it.each(CASES)("%s: Maximize Savings' comparison gives the plan's yearly home cost", (_name, inputs) => {
    const plan = computePlan(inputs, SDGE, TODAY);
    const basis = homeChargingBasis(inputs);
    const comparison = comparePlans(utilityTariffs("SDGE").plans, basis.miles, basis.milesPerKwh, basis.night);
    if (plan.money.home.kind !== "tariff") throw new Error("SDG&E has tariffs");
    const { ev, standard } = plan.money.home;
    // Both screens print whole dollars (formatUsdWhole); the plan model keeps yearly figures whole.
    const yearly = (planId: string) => formatUsdWhole(comparison.plans.find((p) => p.planId === planId)!.cheapestYearlyUsd);
    expect(yearly(standard.planId)).toBe(formatUsdWhole(standard.yearly));
    expect(yearly(ev!.planId)).toBe(formatUsdWhole(ev!.yearly));
  });

  it("partial home charging really is partial (the case above tests something)", () => {
    const inputs = CASES[4]![1];
    expect(homeChargingBasis(inputs).miles).toBeLessThan(30_000);
    expect(homeChargingBasis(inputs).miles).toBeGreaterThan(0);
  });

  it("without home charging the plans are compared on all the yearly miles", () => {
    expect(homeChargingBasis({ ...SAN_DIEGO_LEVEL2_INPUTS, homeCharging: "no" })).toEqual({ miles: 7_500, yearlyMiles: 7_500, milesPerKwh: 2.7 });
  });
});
