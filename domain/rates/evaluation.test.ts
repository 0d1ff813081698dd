import { describe, expect, it } from "vitest";
import {
  annualChargingCost,
  EV_MILES_PER_KWH,
  cheapestWindow,
  comparePlans,
  coverage,
  hoursOf,
  planYearlyCost,
  typicalPrice,
  typicalYearlyCost,
} from "./evaluation";
import { type RatePlan, TARIFF_UTILITY_KEYS, defaultPlan, evPlan, utilityTariffs } from "./tariffs";

// 12,250 miles / 3.5 mi/kWh = exactly 3,500 kWh, which keeps the hand arithmetic readable. The
// efficiency is passed explicitly: these tests are about tariffs, not the default car.
const MILES = 12_250;
const MI_PER_KWH = 3.5;

function syntheticPlan(overrides: Partial<RatePlan>): RatePlan {
  return {
    ...evPlan("PG&E"),
    id: "test",
    name: "Test plan",
    ...overrides,
  };
}

describe("coverage", () => {
  it("every plan prices all 24 hours on weekdays and weekends, except BWP's EV plan whose windows are unknown", () => {
    for (const key of TARIFF_UTILITY_KEYS) {
      for (const plan of utilityTariffs(key).plans) {
        const report = coverage(plan);
        if (plan.id === "bwp-residential-ev-tou") expect(report.complete).toBe(false);
        else expect(report, plan.id).toEqual({ complete: true, problems: [] });
      }
    }
  });

  it("reports a gap and an overlap", () => {
    const plan = syntheticPlan({
      seasons: [
        {
          name: "all",
          months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
          periods: [
            { label: "a", days: "all", startHour: 0, endHour: 12, usdPerKwh: 0.2 },
            { label: "b", days: "all", startHour: 11, endHour: 23, usdPerKwh: 0.3 },
          ],
        },
      ],
    });
    const report = coverage(plan);
    expect(report.complete).toBe(false);
    expect(report.problems).toContain("all weekday hour 11: priced 2 times");
    expect(report.problems).toContain("all weekend hour 23: priced 0 times");
  });

  it("hoursOf wraps past midnight", () => {
    expect(hoursOf(21, 2)).toEqual([21, 22, 23, 0, 1]);
  });
});

describe("cheapestWindow", () => {
  it("SDG&E EV-TOU-5 summer: weekday super off-peak is midnight–6 a.m., weekend midnight–2 p.m.", () => {
    const summer = evPlan("SDGE").seasons[0]!;
    expect(cheapestWindow(summer, "weekday")).toEqual({ label: "super off-peak", startHour: 0, endHour: 6, usdPerKwh: 0.124 });
    expect(cheapestWindow(summer, "weekend")).toEqual({ label: "super off-peak", startHour: 0, endHour: 14, usdPerKwh: 0.124 });
  });

  it("SCE TOU-D-PRIME winter: equal prices go to the longer window", () => {
    const winter = evPlan("SCE").seasons[1]!;
    expect(cheapestWindow(winter, "weekday")).toMatchObject({ startHour: 21, endHour: 8, usdPerKwh: 0.24 });
  });
});

describe("typicalPrice (the price for the most hours of a week)", () => {
  it("PG&E E-TOU-C: off-peak in both seasons", () => {
    const [summer, winter] = defaultPlan("PG&E").seasons;
    expect(typicalPrice(summer!)).toBe(0.3994);
    expect(typicalPrice(winter!)).toBe(0.36757);
  });
  it("SDG&E TOU-DR1 summer since 2026-05-01: super off-peak (weekdays 0-6 and 10-14, weekends 0-14: 78 h) beats off-peak (55 h) and on-peak (35 h)", () => {
    // 5 × (6 + 4) + 2 × 14 = 78; 5 × (4 + 2) + 7 × 3 + 2 × 2 = 55; 7 × 5 = 35; 78 + 55 + 35 = 168.
    expect(typicalPrice(defaultPlan("SDGE").seasons[0]!)).toBe(0.388);
  });
  it("LADWP R-1A: the flat figure", () => {
    expect(typicalPrice(defaultPlan("LADWP").seasons[0]!)).toBe(0.29);
  });
});

describe("yearly costs", () => {
  it("annualChargingCost = miles ÷ the typical EV's 2.7 mi/kWh × rate", () => {
    expect(EV_MILES_PER_KWH).toBe(2.7);
    expect(annualChargingCost(12_000, 0.15)).toBeCloseTo(666.67, 2); // 12,000 ÷ 2.7 × $0.15
  });

  it("PG&E EV2-A in its cheapest window: 3,500 kWh × $0.22558 = $789.53, shown per season", () => {
    const cost = planYearlyCost(evPlan("PG&E"), MILES, MI_PER_KWH);
    expect(cost.cheapestYearlyUsd).toBeCloseTo(789.53, 2);
    expect(cost.seasons.map((s) => s.season)).toEqual(["summer", "winter"]);
    expect(cost.seasons[0]!.cheapestCostUsd).toBeCloseTo((3500 * 4) / 12 * 0.22558, 6);
  });

  it("SDG&E EV-TOU-5: summer and winter prices are weighted by their months, not averaged", () => {
    const cost = planYearlyCost(evPlan("SDGE"), MILES, MI_PER_KWH);
    // 3,500 × (5/12 × 0.124 + 7/12 × 0.117) = 180.83 + 238.88 = 419.71
    expect(cost.seasons[0]!.cheapestCostUsd).toBeCloseTo(180.83, 2);
    expect(cost.seasons[1]!.cheapestCostUsd).toBeCloseTo(238.88, 2);
    expect(cost.cheapestYearlyUsd).toBeCloseTo(419.71, 2);
  });

  it("weekdays and weekends are weighted 5:2 when their cheapest prices differ", () => {
    const plan = syntheticPlan({
      seasons: [
        {
          name: "all",
          months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
          periods: [
            { label: "weekday", days: "weekday", startHour: 0, endHour: 24, usdPerKwh: 0.3 },
            { label: "weekend", days: "weekend", startHour: 0, endHour: 24, usdPerKwh: 0.2 },
          ],
        },
      ],
    });
    const cost = planYearlyCost(plan, MILES, MI_PER_KWH);
    expect(cost.seasons[0]!.blendedCheapestUsdPerKwh).toBeCloseTo(1.9 / 7, 10);
    expect(cost.cheapestYearlyUsd).toBeCloseTo(950, 6);
  });

  it("PG&E typical price: 3,500 × (4/12 × 0.3994 + 8/12 × 0.36757) = $1,323.63", () => {
    expect(typicalYearlyCost(defaultPlan("PG&E"), MILES, MI_PER_KWH).yearlyUsd).toBeCloseTo(1323.63, 2);
  });

  it("a plan without known windows cannot be costed", () => {
    expect(planYearlyCost(evPlan("BWP"), MILES, MI_PER_KWH)).toMatchObject({ evaluable: false });
    expect(planYearlyCost(evPlan("BWP"), MILES, MI_PER_KWH).cheapestYearlyUsd).toBeNaN();
  });
});

describe("comparePlans", () => {
  it("PG&E: EV2-A saves $534.10 a year against E-TOU-C's typical price", () => {
    const comparison = comparePlans(utilityTariffs("PG&E").plans, MILES, MI_PER_KWH);
    expect(comparison.annualKwh).toBe(3500);
    const ev = comparison.plans.find((p) => p.kind === "ev")!;
    expect(ev.yearlySavingsVsTypicalUsd).toBeCloseTo(534.1, 2);
  });

  it("shows the fixed monthly charge on the bill but never counts it in the savings", () => {
    const plans = utilityTariffs("PG&E").plans;
    const withFixed = comparePlans(plans, MILES, MI_PER_KWH).plans[1]!;
    expect(withFixed.fixedMonthlyUsd).toBe(24.13);
    expect(withFixed.fixedYearlyUsd).toBeCloseTo(289.56, 2);
    const doubled = comparePlans(
      plans.map((p) => ({ ...p, fixedMonthlyUsd: 100 })),
      MILES,
      MI_PER_KWH,
    ).plans[1]!;
    expect(doubled.yearlySavingsVsTypicalUsd).toBe(withFixed.yearlySavingsVsTypicalUsd);
    expect(doubled.cheapestYearlyUsd).toBe(withFixed.cheapestYearlyUsd);
  });
});
