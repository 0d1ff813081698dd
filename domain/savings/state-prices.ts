// State fuel prices for the EV vs gas calculator (50 states + DC). The file (scripts/data/
// state-prices.mjs) is checked against StatePricesFileSchema (./state-prices.schema.ts) in the
// tests; here it is only typed, so the calculator pages don't ship zod.
import raw from "../data/state-prices.json";
import type { StatePrice, StatePricesFile } from "./state-prices.schema";

export type { StatePrice, StatePricesFile };


export const statePrices = raw as StatePricesFile;

/** National defaults from our tool specification (§3), used where a state figure is missing. */
export const NATIONAL_DEFAULT_ELECTRICITY_CENTS = 17.11;
export const NATIONAL_DEFAULT_GAS_USD = 3.11;
export const DEFAULT_STATE = "CA";

export function findState(abbr: string): StatePrice | undefined {
  return statePrices.states.find((s) => s.abbr === abbr);
}

export interface StateAverages {
  electricityCentsPerKwh: number;
  gasUsdPerGallon: number;
  /** True when the state's electricity figure is missing and the national default stands in. */
  electricityIsNationalDefault: boolean;
}

export function stateAverages(abbr: string): StateAverages {
  const state = findState(abbr);
  const electricity = state?.electricityCentsPerKwh ?? null;
  return {
    electricityCentsPerKwh: electricity ?? NATIONAL_DEFAULT_ELECTRICITY_CENTS,
    gasUsdPerGallon: state?.gasUsdPerGallon ?? NATIONAL_DEFAULT_GAS_USD,
    electricityIsNationalDefault: electricity === null,
  };
}
