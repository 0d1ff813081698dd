// Shared-plan links: the payload carried in /shared-plan?data=… (charging-plan-and-guides.md §3
// "Shared plan payload", §4 Sharing, §5 "Shared-link parsing", §8).
//
// The link is the only input the shared page and the edge preview get, and anyone can forge one.
// So the decoder is strict: exact keys, bounded finite numbers, short strings, a size cap on the
// encoded text. Whatever passes is still only ever rendered as text, never as HTML.
import * as z from "zod/mini";
import { EvTypeSchema, HomeChargingSchema, HomeSetupSchema, type UserInputs } from "../contracts/progress";
import { computeDashboardPlan, computeStep3Result, HOURS_PARKED_DEFAULT } from "../charging/plan";
import { decodeJsonParam, encodeJsonParam } from "./base64url";

export const NO_SHARED_PLAN_MESSAGE = "No shared plan data found.";
export const INVALID_SHARED_PLAN_MESSAGE = "Invalid shared plan data.";

/** A real full payload encodes to well under 1 KB; the cap leaves room for Unicode messages. */
export const MAX_SHARE_PARAM_LENGTH = 2048;
export const MAX_ZIP_LENGTH = 10;
export const MAX_MESSAGE_LENGTH = 200;

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

export type DecodedPlanShare =
  | { ok: true; plan: PlanSharePayload }
  | { ok: false; error: typeof NO_SHARED_PLAN_MESSAGE | typeof INVALID_SHARED_PLAN_MESSAGE };

export function encodePlanShare(payload: PlanSharePayload): string {
  return encodeJsonParam(payload);
}

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

export function buildSharedPlanUrl(origin: string, payload: PlanSharePayload): string {
  return `${origin.replace(/\/+$/, "")}/shared-plan?data=${encodePlanShare(payload)}`;
}

/** The inputs a shared plan describes (the dashboard variant has no hours: the default 8). */
export function sharedPlanInputs(plan: PlanSharePayload): UserInputs {
  return {
    zipCode: plan.zipCode,
    annualMiles: plan.annualMiles,
    dailyMiles: plan.dailyMiles,
    hoursParkedAtHome: "hoursParkedAtHome" in plan ? plan.hoursParkedAtHome : HOURS_PARKED_DEFAULT,
    evType: plan.evType,
    evRange: plan.evRange,
    homeCharging: plan.homeCharging,
    homeSetup: plan.homeSetup,
  };
}

/** Inputs that can be shared: the type and the home answer must be set (basics done). */
export type ShareableInputs = UserInputs & {
  evType: FullPlanSharePayload["evType"];
  homeCharging: FullPlanSharePayload["homeCharging"];
};

export function isShareable(inputs: UserInputs): inputs is ShareableInputs {
  return inputs.evType !== "" && inputs.homeCharging !== "" && inputs.zipCode.trim() !== "";
}

/** The step 3 report share (full form), results computed from the inputs. */
export function buildFullSharePayload(inputs: ShareableInputs): FullPlanSharePayload {
  const result = computeStep3Result(inputs);
  return {
    zipCode: inputs.zipCode.slice(0, MAX_ZIP_LENGTH),
    annualMiles: inputs.annualMiles,
    dailyMiles: inputs.dailyMiles,
    hoursParkedAtHome: inputs.hoursParkedAtHome,
    evType: inputs.evType,
    evRange: inputs.evRange,
    homeCharging: inputs.homeCharging,
    homeSetup: inputs.homeSetup,
    results: {
      percentBatteryUsedDaily: result.percentBatteryUsedDaily,
      level1PercentRechargedDaily: result.level1PercentRechargedDaily,
      daysBetweenPublicCharging: result.daysBetweenPublicCharging,
      mainMessage: result.mainMessage.slice(0, MAX_MESSAGE_LENGTH),
    },
  };
}

/** The dashboard share (smaller variant): the message is the dashboard's public-charging text. */
export function buildDashboardSharePayload(inputs: ShareableInputs): DashboardPlanSharePayload {
  return {
    zipCode: inputs.zipCode.slice(0, MAX_ZIP_LENGTH),
    annualMiles: inputs.annualMiles,
    dailyMiles: inputs.dailyMiles,
    evType: inputs.evType,
    evRange: inputs.evRange,
    homeCharging: inputs.homeCharging,
    homeSetup: inputs.homeSetup,
    results: { message: computeDashboardPlan(inputs).publicFrequencyText.slice(0, MAX_MESSAGE_LENGTH) },
  };
}

/**
 * One canonical `data` string per plan: the full form rebuilt from the inputs, so links that
 * differ only in their (recomputed, never trusted) results share one og:image and one cache entry.
 */
export function canonicalPlanShareData(plan: PlanSharePayload): string {
  // The schema guarantees evType and homeCharging are set, which is all ShareableInputs adds.
  return encodePlanShare(buildFullSharePayload(sharedPlanInputs(plan) as ShareableInputs));
}
