// Shared-plan links: the payload carried in /shared-plan?data=… (charging-plan-and-guides.md §3
// "Shared plan payload", §4 Sharing, §5 "Shared-link parsing", §8).
//
// This module builds and encodes payloads and holds no zod, so the wizard, the dashboard and the
// shared page can use it without the schemas. Reading a link (untrusted input) is
// decodePlanShare in ./plan-payload-schema.ts, which the shared page imports when it reads one.
import type { UserInputs } from "../contracts/progress";
import { computeDashboardPlan, computeStep3Result, HOURS_PARKED_DEFAULT } from "../charging/plan";
import { encodeJsonParam } from "./base64url-encode";
import type { DashboardPlanSharePayload, FullPlanSharePayload, PlanSharePayload } from "./plan-payload-schema";

export type { DashboardPlanSharePayload, FullPlanSharePayload, PlanSharePayload };

export const NO_SHARED_PLAN_MESSAGE = "No shared plan data found.";
export const INVALID_SHARED_PLAN_MESSAGE = "Invalid shared plan data.";

/** A real full payload encodes to well under 1 KB; the cap leaves room for Unicode messages. */
export const MAX_SHARE_PARAM_LENGTH = 2048;
export const MAX_ZIP_LENGTH = 10;
export const MAX_MESSAGE_LENGTH = 200;

export type DecodedPlanShare =
  | { ok: true; plan: PlanSharePayload }
  | { ok: false; error: typeof NO_SHARED_PLAN_MESSAGE | typeof INVALID_SHARED_PLAN_MESSAGE };

export function encodePlanShare(payload: PlanSharePayload): string {
  return encodeJsonParam(payload);
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
    dealerSlug: plan.dealer ?? "",
  };
}

/** The dealer a share link carries, only when the plan has one (links without a dealer stay as they were). */
function dealerField(inputs: UserInputs): { dealer?: string } {
  return inputs.dealerSlug ? { dealer: inputs.dealerSlug } : {};
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
    ...dealerField(inputs),
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
    ...dealerField(inputs),
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
