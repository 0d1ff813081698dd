// The shape of domain/data/utility-rates.json (scripts/data/tariffs.mjs). The tests parse the file
// with it, so a malformed rebuild fails loudly there; the app imports only the inferred types.
import * as z from "zod/mini";
import { TARIFF_UTILITY_KEYS } from "./tariff-keys";

const hour = z.int().check(z.minimum(0), z.maximum(24));
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "Expected YYYY-MM-DD"));

export const DaysSchema = z.enum(["all", "weekday", "weekend"]);
export type Days = z.infer<typeof DaysSchema>;

export const PeriodSchema = z.strictObject({
  label: z.string().check(z.minLength(1)),
  days: DaysSchema,
  /** Clock hours, start inclusive, end exclusive, 24 = midnight; start > end wraps past midnight.
   * null when the source has the price but not the window (BWP EV). */
  startHour: z.nullable(hour),
  endHour: z.nullable(hour),
  usdPerKwh: z.number().check(z.positive(), z.maximum(2)),
});
export type Period = z.infer<typeof PeriodSchema>;

export const SeasonSchema = z.strictObject({
  name: z.string().check(z.minLength(1)),
  months: z.array(z.int().check(z.minimum(1), z.maximum(12))).check(z.minLength(1)),
  periods: z.array(PeriodSchema).check(z.minLength(1)),
});
export type Season = z.infer<typeof SeasonSchema>;

export const RatePlanSchema = z.strictObject({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  kind: z.enum(["default", "ev"]),
  /** Paid every month whatever the plan or the car: part of the bill, never part of EV savings. */
  fixedMonthlyUsd: z.nullable(z.number().check(z.minimum(0))),
  fixedCharge: z.nullable(z.record(z.string(), z.unknown())),
  seasons: z.array(SeasonSchema).check(z.minLength(1)),
  effectiveDate: z.nullable(isoDate),
  /** When the (secondary) source was checked or published; the "as of" date when no effective date. */
  sourceDate: z.nullable(isoDate),
  sourceDateKind: z.nullable(z.enum(["checked", "published"])),
  source: z.string().check(z.minLength(1)),
  sourceLabel: z.string().check(z.minLength(1)),
  /** True when the only figures are our tool specification's simplified ones (BWP). */
  isSpecFallbackOnly: z.boolean(),
  specFallback: z.record(z.string(), z.unknown()),
  note: z.nullable(z.string()),
  /** When the time windows last changed (SDG&E: 10 a.m.–2 p.m. super off-peak all year from 2026-05-01). */
  periodsEffective: z.nullable(isoDate),
  periodsSource: z.nullable(z.string().check(z.minLength(1))),
  extras: z.record(z.string(), z.unknown()),
});
export type RatePlan = z.infer<typeof RatePlanSchema>;

export const UtilityTariffsSchema = z.strictObject({
  key: z.enum(TARIFF_UTILITY_KEYS),
  name: z.string().check(z.minLength(1)),
  displayName: z.string().check(z.minLength(1)),
  plans: z.array(RatePlanSchema).check(z.minLength(2)),
  switchInstructions: z.string().check(z.minLength(1)),
});
export type UtilityTariffs = z.infer<typeof UtilityTariffsSchema>;

export const UtilityRatesFileSchema = z.strictObject({
  generatedFrom: z.string(),
  /** The day the researched file was gathered: the dataset's "as of". */
  asOf: isoDate,
  dataGathered: isoDate,
  changes: z.array(z.string()),
  units: z.string(),
  caveats: z.array(z.string()),
  utilities: z.array(UtilityTariffsSchema),
});
export type UtilityRatesFile = z.infer<typeof UtilityRatesFileSchema>;
