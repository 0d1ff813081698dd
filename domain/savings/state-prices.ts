// State fuel prices for the EV vs gas calculator (50 states + DC), validated at import.
import * as z from "zod/mini";
import raw from "../data/state-prices.json";

const SourceSchema = z.strictObject({
  source: z.string().check(z.minLength(1)),
  period: z.string().check(z.minLength(1)),
  asOf: z.string().check(z.minLength(4)),
  url: z.string().check(z.regex(/^https:\/\//)),
});

export const StatePriceSchema = z.strictObject({
  name: z.string().check(z.minLength(1)),
  abbr: z.string().check(z.regex(/^[A-Z]{2}$/)),
  /** EIA average residential ¢/kWh; null where the source has no figure (Wyoming). */
  electricityCentsPerKwh: z.nullable(z.number().check(z.positive(), z.maximum(100))),
  gasUsdPerGallon: z.number().check(z.positive(), z.maximum(20)),
});
export type StatePrice = z.infer<typeof StatePriceSchema>;

export const StatePricesFileSchema = z.strictObject({
  generatedFrom: z.string(),
  electricity: SourceSchema,
  gas: SourceSchema,
  states: z.array(StatePriceSchema).check(z.length(51)),
});
export type StatePricesFile = z.infer<typeof StatePricesFileSchema>;

export const statePrices: StatePricesFile = StatePricesFileSchema.parse(raw);

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
