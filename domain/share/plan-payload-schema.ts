// The shared-plan link decoder (charging-plan-and-guides.md §5 "Shared-link parsing", §8).
//
// The link is the only input the shared page and the edge preview get, and anyone can forge one.
// So the decoder is strict: exact keys, bounded finite numbers, short strings, a size cap on the
// encoded text. Whatever passes is still only ever rendered as text, never as HTML. The browser
// loads this module lazily (it carries zod); building links is in ./plan-payload.ts.
import * as z from "zod/mini";
import { EvTypeSchema, HomeChargingSchema, HomeSetupSchema } from "../contracts/progress";
import { decodeJsonParam } from "./base64url";
import {
  INVALID_SHARED_PLAN_MESSAGE,
  MAX_MESSAGE_LENGTH,
  MAX_SHARE_PARAM_LENGTH,
  MAX_ZIP_LENGTH,
  NO_SHARED_PLAN_MESSAGE,
  type DecodedPlanShare,
} from "./plan-payload";

const bounded = (max: number) => z.number().check(z.minimum(0), z.maximum(max));

// Same sanity bounds as the stored user inputs (domain/contracts/progress.ts).
const sharedInputsShape = {
  zipCode: z.string().check(z.minLength(1), z.maxLength(MAX_ZIP_LENGTH)),
  annualMiles: bounded(200_000),
  dailyMiles: bounded(2_000),
  evType: EvTypeSchema,
  /** 0 means "use the type's default"; anything between 0 and 1 mile is nonsense (and would blow up the %). */
  evRange: bounded(1_000).check(z.refine((range) => range === 0 || range >= 1, { message: "Range must be 0 or at least 1 mile" })),
  homeCharging: HomeChargingSchema,
  /** "" is what a server-fed record holds before the question was answered (treated as level1). */
  homeSetup: z.union([HomeSetupSchema, z.literal("")]),
  /** The dealer whose page the plan started at (a registry slug); the shared page looks it up. */
  dealer: z.optional(z.string().check(z.regex(/^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/))),
};

/** Full form (the step 3 report share): every input plus the step 3 results. */
export const FullPlanSharePayloadSchema = z.strictObject({
  ...sharedInputsShape,
  hoursParkedAtHome: bounded(24),
  results: z.strictObject({
    percentBatteryUsedDaily: bounded(1_000_000),
    level1PercentRechargedDaily: bounded(100),
    daysBetweenPublicCharging: bounded(1_000_000),
    mainMessage: z.string().check(z.maxLength(MAX_MESSAGE_LENGTH)),
  }),
});
export type FullPlanSharePayload = z.infer<typeof FullPlanSharePayloadSchema>;

/** Dashboard variant: inputs without hoursParkedAtHome, results with only a message. */
export const DashboardPlanSharePayloadSchema = z.strictObject({
  ...sharedInputsShape,
  results: z.strictObject({
    message: z.string().check(z.maxLength(MAX_MESSAGE_LENGTH)),
  }),
});
export type DashboardPlanSharePayload = z.infer<typeof DashboardPlanSharePayloadSchema>;

export const PlanSharePayloadSchema = z.union([FullPlanSharePayloadSchema, DashboardPlanSharePayloadSchema]);
export type PlanSharePayload = z.infer<typeof PlanSharePayloadSchema>;

/**
 * The `data` parameter → a validated plan, or the §8 message. Never throws. Accepts base64url
 * and legacy standard base64; a "+" that a query string turned into a space is put back.
 */
export function decodePlanShare(data: string | null | undefined): DecodedPlanShare {
  if (data === null || data === undefined || data.trim() === "") return { ok: false, error: NO_SHARED_PLAN_MESSAGE };
  try {
    const value = decodeJsonParam(data.trim().replace(/ /g, "+"), MAX_SHARE_PARAM_LENGTH);
    const parsed = PlanSharePayloadSchema.safeParse(value);
    if (parsed.success) return { ok: true, plan: parsed.data };
  } catch {
    // Malformed base64, bad UTF-8, bad JSON or too long: all the same message for the reader.
  }
  return { ok: false, error: INVALID_SHARED_PLAN_MESSAGE };
}

