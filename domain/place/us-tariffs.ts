// Rate plans verified outside California (domain/data/utility-rates-us.json, built by
// scripts/data/place-tariffs.mjs from research/utility-ev-rates-2026.json): PSEG Long Island's
// Rate 194 and Seattle City Light's time-of-use plan. The same plan format as California's, so the
// cost engine prices them with their hours. Typed here; the tests check the file against
// UsRatesFileSchema (./us-tariffs.schema.ts).
import rawRates from "../data/utility-rates-us.json";
import type { RatePlan } from "../rates/tariffs.schema";

export interface UsUtilityTariffs {
  /** Our key ("PSEGLI", "SCL"): PlaceElectricUtility.tariffKey. */
  key: string;
  /** The Rewiring America territory the plans belong to. */
  territory: string;
  name: string;
  displayName: string;
  plans: RatePlan[];
  switchInstructions: string;
}

export interface UsRatesFile {
  generatedFrom: string;
  asOf: string;
  caveats: string[];
  utilities: UsUtilityTariffs[];
}

export const usRates = rawRates as UsRatesFile;

/** The verified plans of a utility outside California, or undefined when we hold none. */
export function usTariffsFor(tariffKey: string | null | undefined): UsUtilityTariffs | undefined {
  return tariffKey ? usRates.utilities.find((u) => u.key === tariffKey) : undefined;
}
