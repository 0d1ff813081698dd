import { describe, expect, it } from "vitest";
import { DEFAULT_USER_INPUTS, type UserInputs } from "../contracts/progress.schema";
import {
  BEV_RANGE_DEFAULT,
  DASHBOARD_MILES_PER_HOUR,
  FALLBACK_RANGE,
  HOURS_PARKED_DEFAULT,
  MAX_DAYS_BETWEEN_CHARGING,
  OVER_RANGE_MESSAGE,
  PHEV_RANGE_DEFAULT,
  STEP3_MILES_PER_HOUR,
  batteryPercentDisplay,
  computeDashboardPlan,
  computeStep3Result,
  daysBarWidthPercent,
  defaultRangeFor,
  drivingFigures,
  effectiveDailyMiles,
  effectiveRange,
  hasPublicChargingCadence,
} from "./range-figures";

const plan = (overrides: Partial<UserInputs>): UserInputs => ({
  ...DEFAULT_USER_INPUTS,
  zipCode: "94110",
  evType: "BEV",
  homeCharging: "yes",
  ...overrides,
});

describe("constants (§9)", () => {
  it("has the spec's defaults and rates", () => {
    expect(HOURS_PARKED_DEFAULT).toBe(8);
    expect(MAX_DAYS_BETWEEN_CHARGING).toBe(365);
    expect([PHEV_RANGE_DEFAULT, BEV_RANGE_DEFAULT, FALLBACK_RANGE]).toEqual([35, 250, 250]);
    expect(STEP3_MILES_PER_HOUR).toEqual({ level1: 3, "240v": 20, level2: 30 });
    expect(DASHBOARD_MILES_PER_HOUR).toEqual({ level1: 3.5, "240v": 20, level2: 30 });
    expect(OVER_RANGE_MESSAGE.BEV).toBe("You will need to charge to complete this drive.");
    expect(OVER_RANGE_MESSAGE.PHEV).toBe("You will need to use the gas engine to complete this drive.");
  });
});

describe("drivingFigures", () => {
  it.each([
    [20, 5, 40, 10_000],
    [0, 5, 0, 0],
    [20, 0, 40, 0],
    [100, 7, 200, 70_000],
    [1, 1, 2, 100],
    [12.5, 3, 25, 3_750],
    [-5, 5, 0, 0],
    [Number.NaN, 5, 0, 0],
    [10, Number.POSITIVE_INFINITY, 20, 0],
  ])("one way %s, %s days/week → daily %s, annual %s", (oneWay, days, daily, annual) => {
    expect(drivingFigures(oneWay, days)).toEqual({ dailyMiles: daily, annualMiles: annual });
  });
});

describe("effectiveDailyMiles", () => {
  it.each([
    [{ dailyMiles: 40, annualMiles: 0 }, 40],
    [{ dailyMiles: 40, annualMiles: 3650 }, 40],
    [{ dailyMiles: 0, annualMiles: 3650 }, 10],
    [{ dailyMiles: 0, annualMiles: 0 }, 0],
    [{ dailyMiles: -3, annualMiles: 730 }, 2],
    [{ dailyMiles: Number.NaN, annualMiles: 365 }, 1],
  ])("%o → %s", (inputs, expected) => {
    expect(effectiveDailyMiles(inputs)).toBe(expected);
  });
});

describe("defaultRangeFor / effectiveRange", () => {
  it.each([
    ["PHEV", 35],
    ["BEV", 250],
    ["", 250],
    [undefined, 250],
  ] as const)("%s → %s", (type, expected) => {
    expect(defaultRangeFor(type)).toBe(expected);
  });
  it("uses the entered range, falling back to the type default when it is 0", () => {
    expect(effectiveRange({ evType: "BEV", evRange: 300 })).toBe(300);
    expect(effectiveRange({ evType: "PHEV", evRange: 0 })).toBe(35);
    expect(effectiveRange({ evType: "", evRange: 0 })).toBe(250);
  });
});

describe("computeStep3Result (§9, step 3 rates: level1 3 mi/h)", () => {
  it.each<[string, Partial<UserInputs>, Partial<ReturnType<typeof computeStep3Result>>]>([
    [
      "BEV, level2, night covers the day",
      { dailyMiles: 40, evRange: 250, homeSetup: "level2", hoursParkedAtHome: 8 },
      {
        percentBatteryUsedDaily: 16,
        milesRechargedDaily: 40,
        level1PercentRechargedDaily: 100,
        daysBetweenPublicCharging: 0,
        isFullyCharged: true,
        mainMessage: "Your home charging covers your daily driving",
      },
    ],
    [
      "BEV, level1 8 h = 24 mi of 40: 0.8×250/(40−24) = 12.5 → 12 days",
      { dailyMiles: 40, evRange: 250, homeSetup: "level1", hoursParkedAtHome: 8 },
      {
        percentBatteryUsedDaily: 16,
        milesRechargedDaily: 24,
        level1PercentRechargedDaily: 60,
        daysBetweenPublicCharging: 12,
        isFullyCharged: false,
        mainMessage: "Public charge every 12 days",
      },
    ],
    [
      "BEV, level1 exactly covers the day (8 h × 3 = 24)",
      { dailyMiles: 24, evRange: 250, homeSetup: "level1", hoursParkedAtHome: 8 },
      { milesRechargedDaily: 24, level1PercentRechargedDaily: 100, daysBetweenPublicCharging: 0, isFullyCharged: true },
    ],
    [
      "BEV, level1 4 h = 12 of 200 mi: 0.8×250/188 = 1.06 → 1 day",
      { dailyMiles: 200, evRange: 250, homeSetup: "level1", hoursParkedAtHome: 4 },
      { percentBatteryUsedDaily: 80, milesRechargedDaily: 12, level1PercentRechargedDaily: 6, daysBetweenPublicCharging: 1, mainMessage: "Public charge every day" },
    ],
    [
      "BEV, 240v 4 h = 80 of 200 mi, range 100: over 100%, min 1 day",
      { dailyMiles: 200, evRange: 100, homeSetup: "240v", hoursParkedAtHome: 4 },
      { percentBatteryUsedDaily: 200, milesRechargedDaily: 80, level1PercentRechargedDaily: 40, daysBetweenPublicCharging: 1, mainMessage: "You will need to charge to complete this drive." },
    ],
    [
      "BEV, level2 covers a day longer than the range: still the over-range message",
      { dailyMiles: 200, evRange: 150, homeSetup: "level2", hoursParkedAtHome: 8 },
      { percentBatteryUsedDaily: 133.3, isFullyCharged: true, daysBetweenPublicCharging: 0, mainMessage: "You will need to charge to complete this drive." },
    ],
    [
      "BEV, no home: 0.6×250/40 = 3.75 → 3 days",
      { homeCharging: "no", dailyMiles: 40, evRange: 250 },
      { percentBatteryUsedDaily: 16, milesRechargedDaily: 0, level1PercentRechargedDaily: 0, daysBetweenPublicCharging: 3, isFullyCharged: false, mainMessage: "Public charge every 3 days" },
    ],
    [
      "BEV, no home, long drive: minimum 1 day",
      { homeCharging: "no", dailyMiles: 200, evRange: 150 },
      { daysBetweenPublicCharging: 1, mainMessage: "You will need to charge to complete this drive." },
    ],
    [
      "BEV, no home, 0.6×300/10 = 18 days",
      { homeCharging: "no", dailyMiles: 10, evRange: 300 },
      { daysBetweenPublicCharging: 18, mainMessage: "Public charge every 18 days" },
    ],
    [
      "BEV, no home, 1 mile a day: 0.6×1000/1 = 600 → capped at 365 days",
      { homeCharging: "no", dailyMiles: 1, evRange: 1000 },
      { daysBetweenPublicCharging: 365, mainMessage: "Public charge every 365 days" },
    ],
    [
      "BEV, level1 leaves a vanishing gap: capped at 365, never Infinity",
      { dailyMiles: 24.000001, homeSetup: "level1", hoursParkedAtHome: 8 },
      { daysBetweenPublicCharging: 365, isFullyCharged: false },
    ],
    [
      "PHEV over its range without home charging",
      { evType: "PHEV", homeCharging: "no", dailyMiles: 60, evRange: 35 },
      { percentBatteryUsedDaily: 171.4, daysBetweenPublicCharging: 1, mainMessage: "You will need to use the gas engine to complete this drive." },
    ],
    [
      "PHEV with level1 not covering: gas covers the gap, no public cadence",
      { evType: "PHEV", dailyMiles: 30, evRange: 35, homeSetup: "level1", hoursParkedAtHome: 8 },
      { percentBatteryUsedDaily: 85.7, milesRechargedDaily: 24, level1PercentRechargedDaily: 80, daysBetweenPublicCharging: 0, isFullyCharged: false, mainMessage: "Home charging covers 80% of your daily driving" },
    ],
    [
      "PHEV over range with home charging not covering",
      { evType: "PHEV", dailyMiles: 80, evRange: 35, homeSetup: "level1", hoursParkedAtHome: 10 },
      { percentBatteryUsedDaily: 228.6, milesRechargedDaily: 30, daysBetweenPublicCharging: 0, mainMessage: "You will need to use the gas engine to complete this drive." },
    ],
    [
      "PHEV with 240v covering the day",
      { evType: "PHEV", dailyMiles: 30, evRange: 35, homeSetup: "240v", hoursParkedAtHome: 4 },
      { milesRechargedDaily: 30, isFullyCharged: true, level1PercentRechargedDaily: 100, mainMessage: "Your home charging covers your daily driving" },
    ],
    [
      "zero miles with home charging",
      { dailyMiles: 0, annualMiles: 0 },
      { percentBatteryUsedDaily: 0, milesRechargedDaily: 0, level1PercentRechargedDaily: 100, daysBetweenPublicCharging: 0, isFullyCharged: true, mainMessage: "Charge when needed" },
    ],
    [
      "zero miles without home charging",
      { homeCharging: "no", dailyMiles: 0, annualMiles: 0 },
      { percentBatteryUsedDaily: 0, level1PercentRechargedDaily: 0, daysBetweenPublicCharging: 0, isFullyCharged: false },
    ],
    [
      "daily missing: annual/365 (7300/365 = 20 mi), no home: 0.6×250/20 = 7.5 → 7",
      { homeCharging: "no", dailyMiles: 0, annualMiles: 7300 },
      { percentBatteryUsedDaily: 8, daysBetweenPublicCharging: 7 },
    ],
    [
      "unknown home answer is treated like no home charging",
      { homeCharging: "", dailyMiles: 40, evRange: 250 },
      { milesRechargedDaily: 0, daysBetweenPublicCharging: 3 },
    ],
    [
      "range 0 falls back to the BEV default 250",
      { homeCharging: "no", dailyMiles: 50, evRange: 0 },
      { percentBatteryUsedDaily: 20, daysBetweenPublicCharging: 3 },
    ],
    [
      "hours parked 0 falls back to 8 (level2 → 240 mi)",
      { dailyMiles: 100, hoursParkedAtHome: 0, homeSetup: "level2" },
      { milesRechargedDaily: 100, isFullyCharged: true },
    ],
    [
      "server-fed empty homeSetup counts as level1",
      { dailyMiles: 40, homeSetup: "", hoursParkedAtHome: 8 },
      { milesRechargedDaily: 24, daysBetweenPublicCharging: 12 },
    ],
    [
      "exactly 100%: not over the range",
      { homeCharging: "no", dailyMiles: 250, evRange: 250 },
      { percentBatteryUsedDaily: 100, mainMessage: "Public charge every day" },
    ],
  ])("%s", (_name, overrides, expected) => {
    expect(computeStep3Result(plan(overrides))).toMatchObject(expected);
  });

  it("writes plain sub-texts that name the figures", () => {
    expect(computeStep3Result(plan({ dailyMiles: 40, homeSetup: "level1" })).subText).toBe(
      "A night at home puts back 24 miles of your 40 miles, so the battery runs down slowly.",
    );
    expect(computeStep3Result(plan({ homeCharging: "no", dailyMiles: 40 })).subText).toBe(
      "Charging between 20% and 80% gives you 150 miles of driving between stops.",
    );
    expect(computeStep3Result(plan({ evType: "PHEV", evRange: 35, homeCharging: "no", dailyMiles: 20 })).subText).toBe(
      "Charging between 20% and 80% gives you 21 miles of electric driving; after that the gas engine takes over.",
    );
  });

  it("never recharges a plug-in hybrid past its battery: 56 mi/day on a 40-mile battery puts back 40, not 56", () => {
    // Level 2 for 8 hours could add 240 miles; the battery holds 40 (issue 23).
    const result = computeStep3Result(plan({ evType: "PHEV", evRange: 40, dailyMiles: 56, homeSetup: "level2", hoursParkedAtHome: 8 }));
    expect(result).toMatchObject({
      milesRechargedDaily: 40,
      level1PercentRechargedDaily: 71,
      isFullyCharged: false,
      daysBetweenPublicCharging: 0,
      mainMessage: OVER_RANGE_MESSAGE.PHEV,
      subText: "A night at home puts back 40 miles of your 56 miles; the gas engine covers the rest.",
    });
    expect(result.subText).not.toContain("puts it all back");
    // Within its range the same car still gets the whole day back.
    expect(computeStep3Result(plan({ evType: "PHEV", evRange: 40, dailyMiles: 30, homeSetup: "level2", hoursParkedAtHome: 8 }))).toMatchObject({
      milesRechargedDaily: 30,
      isFullyCharged: true,
    });
    // A battery car is not capped by this rule (its night is limited by hours, as before).
    expect(computeStep3Result(plan({ evType: "BEV", evRange: 40, dailyMiles: 56, homeSetup: "level2", hoursParkedAtHome: 8 })).milesRechargedDaily).toBe(56);
  });

  it("is finite and JSON-safe for every reachable slider input", () => {
    for (const evType of ["BEV", "PHEV"] as const)
      for (const homeCharging of ["yes", "no", ""] as const)
        for (const homeSetup of ["level1", "240v", "level2"] as const)
          for (let daily = 0; daily <= 200; daily += 10)
            for (const evRange of [10, 35, 50, 300])
              for (const hoursParkedAtHome of [4, 16]) {
                const result = computeStep3Result(plan({ evType, homeCharging, homeSetup, dailyMiles: daily, evRange, hoursParkedAtHome }));
                for (const value of Object.values(result)) if (typeof value === "number") expect(Number.isFinite(value)).toBe(true);
                expect(result.level1PercentRechargedDaily).toBeGreaterThanOrEqual(0);
                expect(result.level1PercentRechargedDaily).toBeLessThanOrEqual(100);
                expect(result.milesRechargedDaily).toBeLessThanOrEqual(daily);
                expect(result.daysBetweenPublicCharging === 0 || result.daysBetweenPublicCharging >= 1).toBe(true);
                expect(result.mainMessage.length).toBeGreaterThan(0);
              }
  });
});

describe("computeDashboardPlan (§9, dashboard rates: level1 3.5 mi/h)", () => {
  it.each<[string, Partial<UserInputs>, Required<Record<string, unknown>>]>([
    [
      "level1 8 h = 28 of 40 mi: 0.8×250/12 = 16.7 → 16 days",
      { dailyMiles: 40, evRange: 250, homeSetup: "level1", hoursParkedAtHome: 8 },
      {
        daysBetweenCharging: 16,
        dailyChargePercent: 16,
        overnightRecovery: 28,
        percentRechargedDaily: 70,
        homeChargingFrequency: "Charge at home every night (it covers part of your day)",
        publicFrequencyText: "Public charging every 16 days",
      },
    ],
    [
      "240v covers the day → 14 days",
      { dailyMiles: 40, evRange: 250, homeSetup: "240v", hoursParkedAtHome: 8 },
      {
        daysBetweenCharging: 14,
        dailyChargePercent: 16,
        overnightRecovery: 160,
        percentRechargedDaily: 100,
        homeChargingFrequency: "Charge at home every night",
        publicFrequencyText: "Public charging about every 14 days, mostly on longer trips",
      },
    ],
    [
      "level2 covers the day → 14 days",
      { dailyMiles: 100, evRange: 300, homeSetup: "level2", hoursParkedAtHome: 4 },
      { daysBetweenCharging: 14, dailyChargePercent: 33.3, overnightRecovery: 120, percentRechargedDaily: 100 },
    ],
    [
      "level1 covering a short day also gets 14 days (no divide by zero)",
      { dailyMiles: 28, homeSetup: "level1", hoursParkedAtHome: 8 },
      { daysBetweenCharging: 14, overnightRecovery: 28, percentRechargedDaily: 100 },
    ],
    [
      "240v not covering a long day: 0.8×250/(200−80) = 1.67 → 1",
      { dailyMiles: 200, evRange: 250, homeSetup: "240v", hoursParkedAtHome: 4 },
      { daysBetweenCharging: 1, overnightRecovery: 80, percentRechargedDaily: 40, dailyChargePercent: 80 },
    ],
    [
      "no home: 0.6×250/40 = 3.75 → 3 days",
      { homeCharging: "no", dailyMiles: 40, evRange: 250 },
      { daysBetweenCharging: 3, overnightRecovery: 0, percentRechargedDaily: 0, homeChargingFrequency: "No home charging", publicFrequencyText: "Public charging every 3 days" },
    ],
    [
      "no home, over range: minimum 1 day",
      { homeCharging: "no", evType: "PHEV", evRange: 35, dailyMiles: 80 },
      { daysBetweenCharging: 1, dailyChargePercent: 228.6, publicFrequencyText: "Public charging every day" },
    ],
    [
      "no home, no driving: finite 14",
      { homeCharging: "no", dailyMiles: 0, annualMiles: 0 },
      { daysBetweenCharging: 14, dailyChargePercent: 0 },
    ],
    [
      "no home, tiny daily miles: capped at 365 days",
      { homeCharging: "no", dailyMiles: 0.01, evRange: 250 },
      { daysBetweenCharging: 365 },
    ],
    [
      "level1 leaving a vanishing gap: capped at 365",
      { dailyMiles: 28.000001, homeSetup: "level1", hoursParkedAtHome: 8 },
      { daysBetweenCharging: 365 },
    ],
    [
      "unknown home answer → 2 days",
      { homeCharging: "", dailyMiles: 40 },
      { daysBetweenCharging: 2, overnightRecovery: 0, percentRechargedDaily: 0, publicFrequencyText: "Public charging every 2 days" },
    ],
    [
      "daily missing → annual/365 (14600/365 = 40)",
      { homeCharging: "no", dailyMiles: 0, annualMiles: 14_600 },
      { daysBetweenCharging: 3, dailyChargePercent: 16 },
    ],
    [
      "range 0 with PHEV → 35 default",
      { homeCharging: "no", evType: "PHEV", evRange: 0, dailyMiles: 7 },
      { daysBetweenCharging: 3, dailyChargePercent: 20 },
    ],
  ])("%s", (_name, overrides, expected) => {
    expect(computeDashboardPlan(plan(overrides))).toMatchObject(expected);
  });

  it("differs from step 3 on purpose for level1 (3.5 vs 3 mi/h)", () => {
    const inputs = plan({ dailyMiles: 40, homeSetup: "level1", hoursParkedAtHome: 8 });
    expect(computeDashboardPlan(inputs).overnightRecovery).toBe(28);
    expect(computeStep3Result(inputs).milesRechargedDaily).toBe(24);
  });
});

describe("batteryPercentDisplay", () => {
  it.each([
    [16, { shown: 16, atCap: false, over100: false }],
    [0, { shown: 0, atCap: false, over100: false }],
    [99.4, { shown: 99, atCap: false, over100: false }],
    [99.6, { shown: 100, atCap: true, over100: false }],
    [100, { shown: 100, atCap: true, over100: false }],
    [100.4, { shown: 100, atCap: true, over100: true }],
    [171.4, { shown: 100, atCap: true, over100: true }],
    [-5, { shown: 0, atCap: false, over100: false }],
    [Number.NaN, { shown: 0, atCap: false, over100: false }],
    [Number.POSITIVE_INFINITY, { shown: 0, atCap: false, over100: false }],
  ])("%s → %o", (percent, expected) => {
    expect(batteryPercentDisplay(percent)).toEqual(expected);
  });
});

describe("daysBarWidthPercent", () => {
  it.each([
    [7, 100],
    [3.5, 50],
    [1, (1 / 7) * 100],
    [14, 100],
    [0, 100],
    [-2, 100],
    [Number.POSITIVE_INFINITY, 100],
    [Number.NaN, 100],
  ])("%s days → %s%", (days, width) => {
    expect(daysBarWidthPercent(days)).toBeCloseTo(width, 10);
  });
});

describe("hasPublicChargingCadence", () => {
  it("is false for the 'Public Charge When Needed' case", () => {
    expect(hasPublicChargingCadence({ daysBetweenPublicCharging: 0 })).toBe(false);
    expect(hasPublicChargingCadence({ daysBetweenPublicCharging: 3 })).toBe(true);
  });
});
