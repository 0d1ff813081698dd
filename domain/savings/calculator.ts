// EV vs gas savings calculator formulas (savings-tools-and-pages.md §3-§5, §9). Pure and unit-free
// apart from the names: electricity in cents per kWh, gas in dollars per gallon.
import { snapToSlider, type SliderBounds } from "../slider";
import { type StateAverages } from "./state-prices";
import { EV_MILES_PER_KWH, GAS_CAR_MPG } from "../rates/evaluation";

export const DEFAULT_ANNUAL_MILES = 12_000;
/** The typical EV (EPA median, EV_MILES_PER_KWH) and the spec's gas car (§9): the plan's defaults too. */
export const DEFAULT_MILES_PER_KWH = EV_MILES_PER_KWH;
export const DEFAULT_MPG = GAS_CAR_MPG;
export const AFFORDABILITY_MIN_FIVE_YEAR_USD = 500;

export interface CalculatorInputs {
  electricityCentsPerKwh: number;
  gasUsdPerGallon: number;
  annualMiles: number;
  milesPerKwh: number;
  mpg: number;
}

export interface CalculatorResult {
  evCostPerMile: number;
  gasCostPerMile: number;
  evAnnualCost: number;
  gasAnnualCost: number;
  /** A month of each. The formula's is a twelfth of the year; a plan's is its own monthly figure (each part rounded once). */
  evMonthlyCost: number;
  gasMonthlyCost: number;
  annualSavings: number;
  /** Share of the gas cost saved, in percent (negative when the EV costs more). */
  savingsPercentage: number;
  /** What a gallon would cost to go as far as the gas car does on one, paying for electricity. */
  evEquivalentGallonPrice: number;
  fiveYearSavings: number;
  tenYearSavings: number;
  showAffordability: boolean;
}

/** Results exist only when electricity, gas and miles are all above 0 (§4). */
export function calculateSavings(inputs: CalculatorInputs): CalculatorResult | null {
  const { electricityCentsPerKwh, gasUsdPerGallon, annualMiles, milesPerKwh, mpg } = inputs;
  if (!(electricityCentsPerKwh > 0 && gasUsdPerGallon > 0 && annualMiles > 0)) return null;
  if (!(milesPerKwh > 0 && mpg > 0)) return null;
  const evCostPerMile = electricityCentsPerKwh / 100 / milesPerKwh;
  const gasCostPerMile = gasUsdPerGallon / mpg;
  const evAnnualCost = evCostPerMile * annualMiles;
  const gasAnnualCost = gasCostPerMile * annualMiles;
  const annualSavings = gasAnnualCost - evAnnualCost;
  const fiveYearSavings = annualSavings * 5;
  return {
    evCostPerMile,
    gasCostPerMile,
    evAnnualCost,
    gasAnnualCost,
    evMonthlyCost: evAnnualCost / 12,
    gasMonthlyCost: gasAnnualCost / 12,
    annualSavings,
    savingsPercentage: (annualSavings / gasAnnualCost) * 100,
    evEquivalentGallonPrice: evCostPerMile * mpg,
    fiveYearSavings,
    tenYearSavings: annualSavings * 10,
    showAffordability: showAffordabilityCard(annualSavings, fiveYearSavings),
  };
}

/** §5: only when annual savings ≥ 0 and five-year savings ≥ $500 (compared in whole cents so
 * float noise such as 499.99999999 does not hide the card at exactly $500). */
export function showAffordabilityCard(annualSavings: number, fiveYearSavings: number): boolean {
  const cents = (usd: number) => Math.round(usd * 100);
  return cents(annualSavings) >= 0 && cents(fiveYearSavings) >= AFFORDABILITY_MIN_FIVE_YEAR_USD * 100;
}

export type CostUnit = "gallon" | "mile" | "month" | "year";

/** The EV and gas figures the unit toggle shows. */
export function costsInUnit(result: CalculatorResult, gasUsdPerGallon: number, unit: CostUnit): { ev: number; gas: number } {
  switch (unit) {
    case "gallon":
      return { ev: result.evEquivalentGallonPrice, gas: gasUsdPerGallon };
    case "mile":
      return { ev: result.evCostPerMile, gas: result.gasCostPerMile };
    case "month":
      // A twelfth of the year, or the plan's own month when the calculator shows the plan.
      return { ev: result.evMonthlyCost, gas: result.gasMonthlyCost };
    case "year":
      return { ev: result.evAnnualCost, gas: result.gasAnnualCost };
  }
}

/** §5 slider table; the price sliders run up to double the state's average. */
export const MILES_SLIDER: SliderBounds = { min: 1_000, max: 25_000, step: 1_000 };
export const EFFICIENCY_SLIDER: SliderBounds = { min: 2, max: 5, step: 0.1 };
export const MPG_SLIDER: SliderBounds = { min: 15, max: 50, step: 1 };

/**
 * Up to double the state's average, or further when the person's plan pays more per kWh (a plan
 * without home charging pays public prices: Brooklyn's 54¢ against New York's 22.25¢ average).
 */
export function electricitySlider(averages: StateAverages, atLeastCents = 0): SliderBounds {
  return { min: 5, max: Math.max(roundTo(averages.electricityCentsPerKwh * 2, 1), Math.ceil(atLeastCents)), step: 0.1 };
}

export function gasSlider(averages: StateAverages): SliderBounds {
  return { min: 2, max: roundTo(averages.gasUsdPerGallon * 2, 2), step: 0.01 };
}

function roundTo(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

/**
 * The miles slider for a person: the spec's 1,000-mile steps, or 100-mile steps when their plan's
 * miles fall between two thousands. A plan's miles are days × 2 × one-way miles × 50 weeks, a whole
 * hundred, so the slider then holds them exactly and the calculator prices the plan's own miles
 * (Houston's 7,500, which the 1,000 steps made 8,000: issue 33).
 */
export function milesSlider(planAnnualMiles = 0): SliderBounds {
  return planAnnualMiles > 0 && planAnnualMiles % MILES_SLIDER.step !== 0 ? { ...MILES_SLIDER, step: 100 } : MILES_SLIDER;
}

/** A plan's annual miles snapped onto its miles slider (within its range). */
export function milesForSlider(annualMiles: number): number {
  return snapToSlider(annualMiles, milesSlider(annualMiles));
}
