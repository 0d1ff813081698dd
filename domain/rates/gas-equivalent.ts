// Electricity price → "what gas would have to cost" for the same miles (spec §9):
// gas-equivalent $/gal = rate ÷ the typical EV's mi/kWh (EV_MILES_PER_KWH, 2.7) × 29 mpg, colour-coded
// green ≤ $3.50, orange ≤ $5, red above.
import { EV_MILES_PER_KWH, GAS_CAR_MPG } from "./evaluation";

export type GasEquivalentColor = "green" | "orange" | "red";

export const GREEN_MAX_USD_PER_GALLON = 3.5;
export const ORANGE_MAX_USD_PER_GALLON = 5;

/** For `milesPerKwh` (the person's plan when priced for it, else the typical EV) and a 29 mpg gas car. */
export function gasEquivalentUsdPerGallon(usdPerKwh: number, milesPerKwh = EV_MILES_PER_KWH): number {
  return (usdPerKwh / milesPerKwh) * GAS_CAR_MPG;
}

export function gasEquivalentColor(usdPerGallon: number): GasEquivalentColor {
  if (usdPerGallon <= GREEN_MAX_USD_PER_GALLON) return "green";
  if (usdPerGallon <= ORANGE_MAX_USD_PER_GALLON) return "orange";
  return "red";
}

export interface RateRow {
  usdPerKwh: number;
  gasEquivalentUsdPerGallon: number;
  color: GasEquivalentColor;
}

/**
 * Rows from `startUsd` to $0.70/kWh in $0.10 steps. The public charging table starts at $0.20, the
 * generic table (custom or unsupported utility) at $0.10. Built in whole cents to avoid float drift.
 */
export function rateTable(startUsd: 0.1 | 0.2, milesPerKwh = EV_MILES_PER_KWH, endUsd = 0.7, stepUsd = 0.1): RateRow[] {
  const rows: RateRow[] = [];
  const [start, end, step] = [startUsd, endUsd, stepUsd].map((v) => Math.round(v * 100)) as [number, number, number];
  for (let cents = start; cents <= end; cents += step) {
    const usdPerKwh = cents / 100;
    const gas = gasEquivalentUsdPerGallon(usdPerKwh, milesPerKwh);
    rows.push({ usdPerKwh, gasEquivalentUsdPerGallon: gas, color: gasEquivalentColor(gas) });
  }
  return rows;
}
