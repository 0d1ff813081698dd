import { describe, expect, it } from "vitest";
import rawStates from "../data/state-prices.json";
import {
  DEFAULT_ANNUAL_MILES,
  DEFAULT_MILES_PER_KWH,
  DEFAULT_MPG,
  EFFICIENCY_SLIDER,
  MILES_SLIDER,
  MPG_SLIDER,
  calculateSavings,
  costsInUnit,
  electricitySlider,
  gasSlider,
  milesForSlider,
  milesSlider,
  showAffordabilityCard,
} from "./calculator";
import { findState, stateAverages, statePrices } from "./state-prices";
import { snapToSlider } from "../slider";
import { StatePricesFileSchema } from "./state-prices.schema";

// The formula tests use 3.5 mi/kWh, which keeps the hand arithmetic in round cents; the defaults
// have their own test below.
const base = { annualMiles: DEFAULT_ANNUAL_MILES, milesPerKwh: 3.5, mpg: DEFAULT_MPG };

describe("state-prices.json", () => {
  it("parses: 50 states + DC, one row each", () => {
    expect(StatePricesFileSchema.safeParse(rawStates).success).toBe(true);
    expect(new Set(statePrices.states.map((s) => s.abbr)).size).toBe(51);
    expect(findState("DC")?.name).toBe("District of Columbia");
  });
  it("credits EIA 2023 for electricity and AAA 2026-08-22 for gas", () => {
    expect(statePrices.electricity.period).toContain("2023");
    expect(statePrices.gas.asOf).toBe("2026-08-22");
  });
  it("CA averages come from the data; Wyoming's missing electricity uses the 17.11¢ national default", () => {
    expect(stateAverages("CA")).toEqual({ electricityCentsPerKwh: 29.51, gasUsdPerGallon: 5.602, electricityIsNationalDefault: false });
    expect(stateAverages("WY")).toEqual({ electricityCentsPerKwh: 17.11, gasUsdPerGallon: 4.39, electricityIsNationalDefault: true });
    expect(statePrices.states.filter((s) => s.electricityCentsPerKwh === null).map((s) => s.abbr)).toEqual(["WY"]);
  });
});

describe("calculateSavings", () => {
  it("CA defaults (29.51¢, $5.602, 12,000 mi, 2.7 mi/kWh, 29 mpg), computed by hand", () => {
    // The typical 2025–26 battery EV, the plan's own default: one figure on every screen.
    expect(DEFAULT_MILES_PER_KWH).toBe(2.7);
    // EV: 0.2951 / 2.7 = $0.109296/mi → × 12,000 = $1,311.56; × 29 = $3.1696 per gallon-equivalent
    // Gas: 5.602 / 29 = $0.193172/mi → × 12,000 = $2,318.07
    // Savings: $1,006.51 a year = 43.42 %; 5 years $5,032.57; 10 years $10,065.13
    const r = calculateSavings({ ...base, milesPerKwh: DEFAULT_MILES_PER_KWH, electricityCentsPerKwh: 29.51, gasUsdPerGallon: 5.602 })!;
    expect(r.evCostPerMile).toBeCloseTo(0.109296, 6);
    expect(r.evAnnualCost).toBeCloseTo(1311.56, 2);
    expect(r.gasAnnualCost).toBeCloseTo(2318.07, 2);
    expect(r.annualSavings).toBeCloseTo(1006.51, 2);
    expect(r.savingsPercentage).toBeCloseTo(43.42, 2);
    expect(r.evEquivalentGallonPrice).toBeCloseTo(3.1696, 4);
    expect(r.fiveYearSavings).toBeCloseTo(5032.57, 2);
    expect(r.tenYearSavings).toBeCloseTo(10065.13, 2);
    expect(r.showAffordability).toBe(true);
  });

  it("CA prices at 3.5 mi/kWh, computed by hand", () => {
    // EV: 0.2951 / 3.5 = $0.084314/mi → × 12,000 = $1,011.77; × 29 = $2.445 per gallon-equivalent
    // Gas: 5.602 / 29 = $0.193172/mi → × 12,000 = $2,318.07
    // Savings: $1,306.30 a year = 56.35 %; 5 years $6,531.49; 10 years $13,062.98
    const r = calculateSavings({ ...base, electricityCentsPerKwh: 29.51, gasUsdPerGallon: 5.602 })!;
    expect(r.evCostPerMile).toBeCloseTo(0.084314, 6);
    expect(r.gasCostPerMile).toBeCloseTo(0.193172, 6);
    expect(r.evAnnualCost).toBeCloseTo(1011.77, 2);
    expect(r.gasAnnualCost).toBeCloseTo(2318.07, 2);
    expect(r.annualSavings).toBeCloseTo(1306.3, 2);
    expect(r.savingsPercentage).toBeCloseTo(56.35, 2);
    expect(r.evEquivalentGallonPrice).toBeCloseTo(2.4451, 4);
    expect(r.fiveYearSavings).toBeCloseTo(6531.49, 2);
    expect(r.tenYearSavings).toBeCloseTo(13062.98, 2);
    expect(r.showAffordability).toBe(true);
  });

  it("zero savings: 35¢/kWh at 3.5 mi/kWh and $2.90 at 29 mpg both cost 10¢ a mile", () => {
    const r = calculateSavings({ ...base, electricityCentsPerKwh: 35, gasUsdPerGallon: 2.9 })!;
    expect(r.annualSavings).toBeCloseTo(0, 9);
    expect(r.savingsPercentage).toBeCloseTo(0, 9);
    expect(r.evEquivalentGallonPrice).toBeCloseTo(2.9, 9);
    expect(r.showAffordability).toBe(false);
  });

  it("negative savings: 50¢/kWh against $2.90 gas loses $514.29 a year", () => {
    // EV 0.50 / 3.5 × 12,000 = $1,714.29; gas 2.90 / 29 × 12,000 = $1,200
    const r = calculateSavings({ ...base, electricityCentsPerKwh: 50, gasUsdPerGallon: 2.9 })!;
    expect(r.annualSavings).toBeCloseTo(-514.29, 2);
    expect(r.savingsPercentage).toBeCloseTo(-42.86, 2);
    expect(r.fiveYearSavings).toBeCloseTo(-2571.43, 2);
    expect(r.showAffordability).toBe(false);
  });

  it("affordability card at exactly $500 over five years ($100 a year) shows; a cent less does not", () => {
    // 10,000 mi: gas 2.90 / 29 = 10¢/mi → $1,000; EV 31.5¢ / 3.5 = 9¢/mi → $900; $100 × 5 = $500
    const r = calculateSavings({ ...base, annualMiles: 10_000, electricityCentsPerKwh: 31.5, gasUsdPerGallon: 2.9 })!;
    expect(r.fiveYearSavings).toBeCloseTo(500, 9);
    expect(r.showAffordability).toBe(true);
    expect(showAffordabilityCard(99.998, 499.99)).toBe(false);
    expect(showAffordabilityCard(-1, 600)).toBe(false);
  });

  it("gives no result unless electricity, gas and miles are all above 0", () => {
    expect(calculateSavings({ ...base, electricityCentsPerKwh: 0, gasUsdPerGallon: 3 })).toBeNull();
    expect(calculateSavings({ ...base, electricityCentsPerKwh: 20, gasUsdPerGallon: 0 })).toBeNull();
    expect(calculateSavings({ ...base, annualMiles: 0, electricityCentsPerKwh: 20, gasUsdPerGallon: 3 })).toBeNull();
  });
});

describe("costsInUnit", () => {
  it("gallon, mile and year figures", () => {
    const r = calculateSavings({ ...base, electricityCentsPerKwh: 35, gasUsdPerGallon: 5.8 })!;
    expect(costsInUnit(r, 5.8, "gallon")).toEqual({ ev: r.evEquivalentGallonPrice, gas: 5.8 });
    expect(costsInUnit(r, 5.8, "mile").gas).toBeCloseTo(0.2, 9);
    expect(costsInUnit(r, 5.8, "year").ev).toBeCloseTo(1200, 9);
    // A month is a twelfth of the year: $1,200 → $100.
    expect(costsInUnit(r, 5.8, "month").ev).toBeCloseTo(100, 9);
    expect(costsInUnit(r, 5.8, "month").gas).toBeCloseTo(costsInUnit(r, 5.8, "year").gas / 12, 9);
  });
});

describe("sliders (§5)", () => {
  it("fixed sliders", () => {
    expect(MILES_SLIDER).toEqual({ min: 1000, max: 25000, step: 1000 });
    expect(EFFICIENCY_SLIDER).toEqual({ min: 2, max: 5, step: 0.1 });
    expect(MPG_SLIDER).toEqual({ min: 15, max: 50, step: 1 });
  });
  it("price sliders run from 5¢ and $2 to double the state average", () => {
    expect(electricitySlider(stateAverages("CA"))).toEqual({ min: 5, max: 59, step: 0.1 });
    expect(gasSlider(stateAverages("CA"))).toEqual({ min: 2, max: 11.2, step: 0.01 });
  });
  it("a plan's efficiency and mpg snap to their sliders' steps and ranges, without float dust", () => {
    expect(snapToSlider(2.74, EFFICIENCY_SLIDER)).toBe(2.7);
    expect(snapToSlider(2.75, EFFICIENCY_SLIDER)).toBe(2.8);
    expect(snapToSlider(1.9, EFFICIENCY_SLIDER)).toBe(2); // a PHEV's figure: the slider starts at 2
    expect(snapToSlider(5.8, EFFICIENCY_SLIDER)).toBe(5);
    expect(snapToSlider(33.4, MPG_SLIDER)).toBe(33);
  });
  it("plan miles snap to the slider: 1,000-mile steps, or 100 when the plan's miles need them (a plan's miles are whole hundreds)", () => {
    expect(milesSlider(12_000)).toEqual(MILES_SLIDER);
    expect(milesSlider(7_500)).toEqual({ min: 1000, max: 25000, step: 100 });
    expect(milesForSlider(7_500)).toBe(7_500); // Houston's 15 miles each way, 5 days: 30 × 5 × 50
    expect(milesForSlider(11_750)).toBe(11_800);
    expect(milesForSlider(400)).toBe(1_000);
    expect(milesForSlider(40_000)).toBe(25_000);
  });
  it("the electricity slider reaches a plan's public price above double the state average", () => {
    // New York 22.25¢ → 44.5¢; Brooklyn's plan without home charging pays 54¢.
    expect(electricitySlider(stateAverages("NY"), 54)).toEqual({ min: 5, max: 54, step: 0.1 });
    expect(electricitySlider(stateAverages("NY"), 30)).toEqual({ min: 5, max: 44.5, step: 0.1 });
  });
});
