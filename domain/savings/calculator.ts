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
      // A twelfth of the year: the plan's "Your plan in dollars" uses the same month.
      return { ev: result.evAnnualCost / 12, gas: result.gasAnnualCost / 12 };
    case "year":
      return { ev: result.evAnnualCost, gas: result.gasAnnualCost };
  }
}

/** §5 slider table; the price sliders run up to double the state's average. */
export const MILES_SLIDER: SliderBounds = { min: 1_000, max: 25_000, step: 1_000 };
export const EFFICIENCY_SLIDER: SliderBounds = { min: 2, max: 5, step: 0.1 };
export const MPG_SLIDER: SliderBounds = { min: 15, max: 50, step: 1 };

export function electricitySlider(averages: StateAverages): SliderBounds {
  return { min: 5, max: roundTo(averages.electricityCentsPerKwh * 2, 1), step: 0.1 };
}

export function gasSlider(averages: StateAverages): SliderBounds {
  return { min: 2, max: roundTo(averages.gasUsdPerGallon * 2, 2), step: 0.01 };
}

function roundTo(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

/** A plan's annual miles snapped onto the miles slider (1,000-mile steps within its range). */
export function milesForSlider(annualMiles: number): number {
  return snapToSlider(annualMiles, MILES_SLIDER);
}
