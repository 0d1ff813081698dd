// The shape of domain/data/state-prices.json. The tests parse the file with it; the app imports
// only the inferred types.
import * as z from "zod/mini";

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
