// The shape of domain/data/utility-rates-us.json: the California plan format (RatePlanSchema) per
// utility, keyed by our tariff key and its Rewiring America territory.
import * as z from "zod/mini";
import { RatePlanSchema } from "../rates/tariffs.schema";

export const UsUtilityTariffsSchema = z.strictObject({
  key: z.string().check(z.regex(/^[A-Z]+$/)),
  territory: z.string().check(z.regex(/^[a-z]{2}-[a-z0-9-]+$/)),
  name: z.string().check(z.minLength(1)),
  displayName: z.string().check(z.minLength(1)),
  plans: z.array(RatePlanSchema).check(z.minLength(1)),
  switchInstructions: z.string().check(z.minLength(1)),
});

export const UsRatesFileSchema = z.strictObject({
  generatedFrom: z.string().check(z.minLength(1)),
  asOf: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  caveats: z.array(z.string()),
  utilities: z.array(UsUtilityTariffsSchema),
});
