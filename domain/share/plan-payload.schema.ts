// The shared-plan link decoder (charging-plan-and-guides.md §5 "Shared-link parsing", §8).
//
// The link is the only input the shared page and the edge preview get, and anyone can forge one.
// So the decoder is strict: exact keys, bounded finite numbers, short strings, a size cap on the
// encoded text. Whatever passes is still only ever rendered as text, never as HTML. The browser
// loads this module lazily (it carries zod); building links is in ./plan-payload.ts.
import * as z from "zod/mini";
import { EvTypeSchema, HomeChargingSchema, HomeSetupSchema } from "../contracts/progress.schema";
import { ELECTRIC_UTILITY_INPUT, EV_MODEL_ID_INPUT, HOME_OWNERSHIP_ANSWERS, INCOME_ANSWERS, INPUT_LIMITS, PURCHASE_CONDITIONS, isValidAssumption, type AssumptionKey } from "../progress/model";
import { readShareLink, type ShareLink } from "./share-link";
import type { Assert, Same } from "../type-checks";
import { MAX_MESSAGE_LENGTH, type DashboardPlanSharePayload, type FullPlanSharePayload, type PlanSharePayload } from "./plan-payload";

const bounded = (max: number) => z.number().check(z.minimum(0), z.maximum(max));
const assumption = (key: AssumptionKey) =>
  z.number().check(z.refine((value) => isValidAssumption(key, value), { message: `Invalid ${key}` }));

// The same sanity bounds as the stored user inputs: one set of limits (INPUT_LIMITS).
const sharedInputsShape = {
  zipCode: z.string().check(z.minLength(1), z.maxLength(INPUT_LIMITS.zipCodeMaxLength)),
  annualMiles: bounded(INPUT_LIMITS.annualMiles),
  dailyMiles: bounded(INPUT_LIMITS.dailyMiles),
  evType: EvTypeSchema,
  /** 0 means "use the type's default"; anything between 0 and 1 mile is nonsense (and would blow up the %). */
  evRange: bounded(INPUT_LIMITS.evRange).check(z.refine((range) => range === 0 || range >= 1, { message: "Range must be 0 or at least 1 mile" })),
  homeCharging: HomeChargingSchema,
  /** "" is what a server-fed record holds before the question was answered (treated as level1). */
  homeSetup: z.union([HomeSetupSchema, z.literal("")]),
  // The money assumptions the person changed (issue 13). Optional: links made before them still
  // open, and 0 or a missing key means "our default".
  milesPerKwh: z.optional(assumption("milesPerKwh")),
  mpg: z.optional(assumption("mpg")),
  publicUsdPerKwh: z.optional(assumption("publicUsdPerKwh")),
  // The price on the person's bill and the utility that sends it (issue 33); absent = our figure, the predominant utility.
  homeUsdPerKwh: z.optional(assumption("homeUsdPerKwh")),
  electricUtility: z.optional(z.string().check(z.minLength(1), z.regex(ELECTRIC_UTILITY_INPUT))),
  // The person's car, nights at home and buyer answers (issue 23); optional, absent = not answered.
  evModelId: z.optional(z.string().check(z.minLength(1), z.regex(EV_MODEL_ID_INPUT))),
  homeNightsPerWeek: z.optional(z.int().check(z.minimum(1), z.maximum(INPUT_LIMITS.homeNightsPerWeek))),
  purchase: z.optional(z.enum(PURCHASE_CONDITIONS)),
  incomeQualifies: z.optional(z.enum(INCOME_ANSWERS)),
  homeOwnership: z.optional(z.enum(HOME_OWNERSHIP_ANSWERS)),
  /** The dealer whose page the plan started at (a registry slug); the shared page looks it up. */
  dealer: z.optional(z.string().check(z.regex(/^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/))),
};

/** Full form (the step 3 report share): every input plus the step 3 results. */
export const FullPlanSharePayloadSchema = z.strictObject({
  ...sharedInputsShape,
  hoursParkedAtHome: bounded(INPUT_LIMITS.hoursParkedAtHome),
  results: z.strictObject({
    percentBatteryUsedDaily: bounded(1_000_000),
    level1PercentRechargedDaily: bounded(100),
    daysBetweenPublicCharging: bounded(1_000_000),
    mainMessage: z.string().check(z.maxLength(MAX_MESSAGE_LENGTH)),
  }),
});
type _FullCheck = Assert<Same<z.infer<typeof FullPlanSharePayloadSchema>, FullPlanSharePayload>>;

/**
 * Dashboard variant: results with only a message. Its first links had no hoursParkedAtHome (the
 * default 8 stands in); links made now carry it, so the shared page shows the dashboard's figures.
 */
export const DashboardPlanSharePayloadSchema = z.strictObject({
  ...sharedInputsShape,
  hoursParkedAtHome: z.optional(bounded(24)),
  results: z.strictObject({
    message: z.string().check(z.maxLength(MAX_MESSAGE_LENGTH)),
  }),
});
type _DashboardCheck = Assert<Same<z.infer<typeof DashboardPlanSharePayloadSchema>, DashboardPlanSharePayload>>;

export const PlanSharePayloadSchema = z.union([FullPlanSharePayloadSchema, DashboardPlanSharePayloadSchema]);
type _PlanCheck = Assert<Same<z.infer<typeof PlanSharePayloadSchema>, PlanSharePayload>>;

/**
 * The `data` parameter → a validated plan, or the §8 message. Never throws. Accepts base64url
 * and legacy standard base64; a "+" that a query string turned into a space is put back.
 */
export function readPlanShare(data: string | null | undefined): ShareLink<PlanSharePayload> {
  return readShareLink(data, (raw) => {
    const parsed = PlanSharePayloadSchema.safeParse(raw);
    return parsed.success ? parsed.data : undefined;
  });
}

