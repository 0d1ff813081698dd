// The shapes of domain/data/ev-models.json and domain/data/ev-efficiency.json
// (scripts/data/ev-models.mjs). The tests parse the files with them; the app imports only the types.
import * as z from "zod/mini";

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "Expected YYYY-MM-DD"));
const feId = z.string().check(z.regex(/^\d{1,12}$/));
const miPerKwh = z.number().check(z.positive(), z.maximum(10));

export const EvModelSchema = z.strictObject({
  /** The lowest fueleconomy.gov id of the configurations rated alike. */
  id: feId,
  /** The other fueleconomy.gov ids of the same entry (a stored one still resolves). */
  alsoIds: z.optional(z.array(feId).check(z.minLength(1))),
  year: z.number().check(z.int(), z.minimum(2000), z.maximum(2100)),
  make: z.string().check(z.minLength(1)),
  /** fueleconomy.gov's base model ("Model 3", "Ioniq 5"). */
  model: z.string().check(z.minLength(1)),
  /** The configuration names rated alike, joined with " / ". */
  version: z.string().check(z.minLength(1)),
  type: z.enum(["BEV", "PHEV"]),
  /** EPA range (BEV) or EPA all-electric range (PHEV), miles. */
  rangeMi: z.number().check(z.positive(), z.maximum(1000)),
  /** EPA combined, city and highway efficiency (PHEV: charge-depleting), one decimal. */
  miPerKwh,
  cityMiPerKwh: miPerKwh,
  hwyMiPerKwh: miPerKwh,
});
export type EvModel = z.infer<typeof EvModelSchema>;

export const EvModelsFileSchema = z.strictObject({
  generatedFrom: z.string(),
  source: z.string().check(z.minLength(1)),
  sourceUrl: z.string().check(z.regex(/^https:\/\//)),
  /** The date of fueleconomy.gov's file. */
  asOf: isoDate,
  note: z.string().check(z.minLength(1)),
  models: z.array(EvModelSchema).check(z.minLength(1)),
});
export type EvModelsFile = z.infer<typeof EvModelsFileSchema>;

const TypicalSchema = z.strictObject({
  median: miPerKwh,
  low: miPerKwh,
  high: miPerKwh,
  /** Base models counted. */
  count: z.number().check(z.int(), z.positive()),
});

export const EvEfficiencyFileSchema = z.strictObject({
  generatedFrom: z.string(),
  source: z.string().check(z.minLength(1)),
  sourceUrl: z.string().check(z.regex(/^https:\/\//)),
  asOf: isoDate,
  note: z.string().check(z.minLength(1)),
  modelYears: z.array(z.number().check(z.int())).check(z.minLength(1)),
  basis: z.string().check(z.minLength(1)),
  BEV: TypicalSchema,
  PHEV: TypicalSchema,
  phevGasMpgBasis: z.string().check(z.minLength(1)),
  /** A plug-in hybrid on gas: EPA gasoline-only combined mpg of 2025–26 base models. */
  phevGasMpg: z.strictObject({
    median: z.number().check(z.positive(), z.maximum(100)),
    low: z.number().check(z.positive(), z.maximum(100)),
    high: z.number().check(z.positive(), z.maximum(100)),
    count: z.number().check(z.int(), z.positive()),
  }),
});
export type EvEfficiencyFile = z.infer<typeof EvEfficiencyFileSchema>;

/** domain/data/phev-gas-mpg.json: each plug-in hybrid configuration's EPA gasoline-only combined mpg. */
export const PhevGasMpgFileSchema = z.strictObject({
  generatedFrom: z.string(),
  source: z.string().check(z.minLength(1)),
  sourceUrl: z.string().check(z.regex(/^https:\/\//)),
  asOf: isoDate,
  basis: z.string().check(z.minLength(1)),
  byId: z.record(feId, z.number().check(z.positive(), z.maximum(100))),
});
export type PhevGasMpgFile = z.infer<typeof PhevGasMpgFileSchema>;
