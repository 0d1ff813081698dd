// Shared-plan links: the payload carried in /shared-plan?data=… (charging-plan-and-guides.md §3
// "Shared plan payload", §4 Sharing, §5 "Shared-link parsing", §8).
//
// This module builds and encodes payloads and holds no zod, so the wizard, the dashboard and the
// shared page can use it without the schemas. Reading a link (untrusted input) is
// readPlanShare in ./plan-payload.schema.ts, which the shared page imports when it reads one.
import type { UserInputs } from "../contracts/progress.schema";
import { INPUT_LIMITS } from "../progress/model";
import type { ShareLink } from "./share-link";
import { computeStep3Result, HOURS_PARKED_DEFAULT } from "../charging-plan/range-figures";
import { BASE_LOCALE } from "../i18n/locale";
import * as m from "../i18n/messages";
import { publicChargingPhrase } from "../charging-plan/summary";
import { encodeJsonParam } from "./base64url";
import { absoluteUrl, href } from "../routes";
import type { EvType, HomeChargingAnswer, HomeSetup } from "../progress/model";

/**
 * The words a link carries are data, never shown (the page recomputes them): always English, so a
 * plan has one link and one canonical form (og:image cache key) whichever language shared it.
 */
const LINK_LOCALE = BASE_LOCALE;

const sentence = (phrase: string) => phrase.charAt(0).toUpperCase() + phrase.slice(1);

/** What every plan link carries (checked by ./plan-payload.schema.ts, which imports these types). */
interface SharedPlanFields {
  zipCode: string;
  annualMiles: number;
  dailyMiles: number;
  evType: EvType;
  /** 0 means "use the type's default". */
  evRange: number;
  homeCharging: HomeChargingAnswer;
  /** "" is what a server-fed record holds before the question was answered (treated as level1). */
  homeSetup: HomeSetup | "";
  /** The money assumptions the person changed; missing means "our default". */
  milesPerKwh?: number;
  mpg?: number;
  publicUsdPerKwh?: number;
  homeUsdPerKwh?: number;
  electricUtility?: string;
  /** The dealer whose page the plan started at (a registry slug). */
  dealer?: string;
}

/** Full form (the step 3 report share): every input plus the step 3 results. */
export interface FullPlanSharePayload extends SharedPlanFields {
  hoursParkedAtHome: number;
  results: { percentBatteryUsedDaily: number; level1PercentRechargedDaily: number; daysBetweenPublicCharging: number; mainMessage: string };
}

/** Dashboard variant: results with only a message; its first links had no hoursParkedAtHome. */
export interface DashboardPlanSharePayload extends SharedPlanFields {
  hoursParkedAtHome?: number;
  results: { message: string };
}

export type PlanSharePayload = FullPlanSharePayload | DashboardPlanSharePayload;

/** The §8 messages in English (the catalogue's en text; sharedPlanProblem speaks the reader's language). */
export const NO_SHARED_PLAN_MESSAGE = "No shared plan data found.";
export const INVALID_SHARED_PLAN_MESSAGE = "Invalid shared plan data.";

/** The §8 message for a plan link that cannot be shown: none given, or one that does not read. */
export function sharedPlanProblem(link: ShareLink<unknown>): string {
  return link.status === "none" ? m.share_no_plan() : m.share_invalid_plan();
}

/** Longest result message a link may carry (a real one is under 100 characters). */
export const MAX_MESSAGE_LENGTH = 200;

export function encodePlanShare(payload: PlanSharePayload): string {
  return encodeJsonParam(payload);
}

export function buildSharedPlanUrl(origin: string, payload: PlanSharePayload): string {
  return `${absoluteUrl(origin, href("shared-plan"))}?data=${encodePlanShare(payload)}`;
}

/** The inputs a shared plan describes (old dashboard links have no hours: the default 8). */
export function sharedPlanInputs(plan: PlanSharePayload): UserInputs {
  return {
    zipCode: plan.zipCode,
    annualMiles: plan.annualMiles,
    dailyMiles: plan.dailyMiles,
    hoursParkedAtHome: "hoursParkedAtHome" in plan && plan.hoursParkedAtHome !== undefined ? plan.hoursParkedAtHome : HOURS_PARKED_DEFAULT,
    evType: plan.evType,
    evRange: plan.evRange,
    homeCharging: plan.homeCharging,
    homeSetup: plan.homeSetup,
    ...assumptionsOf(plan),
    dealerSlug: plan.dealer ?? "",
  };
}

type Answered = Pick<
  UserInputs,
  "milesPerKwh" | "mpg" | "publicUsdPerKwh" | "homeUsdPerKwh" | "electricUtility" | "evModelId" | "homeNightsPerWeek" | "purchase" | "incomeQualifies" | "homeOwnership"
>;

/**
 * The money assumptions and the optional answers a person gave (never the unset zeros and empty
 * strings), so links stay short and old-shaped.
 */
type SharedAnswers = Omit<Answered, "purchase" | "incomeQualifies" | "homeOwnership"> & {
  homeOwnership?: Exclude<UserInputs["homeOwnership"], "">;
  purchase?: Exclude<UserInputs["purchase"], "">;
  incomeQualifies?: Exclude<UserInputs["incomeQualifies"], "">;
};
function assumptionsOf(inputs: Answered): SharedAnswers {
  const set: SharedAnswers = {};
  if (inputs.milesPerKwh) set.milesPerKwh = inputs.milesPerKwh;
  if (inputs.mpg) set.mpg = inputs.mpg;
  if (inputs.publicUsdPerKwh) set.publicUsdPerKwh = inputs.publicUsdPerKwh;
  if (inputs.homeUsdPerKwh) set.homeUsdPerKwh = inputs.homeUsdPerKwh;
  if (inputs.electricUtility) set.electricUtility = inputs.electricUtility;
  if (inputs.evModelId) set.evModelId = inputs.evModelId;
  if (inputs.homeNightsPerWeek) set.homeNightsPerWeek = inputs.homeNightsPerWeek;
  if (inputs.purchase) set.purchase = inputs.purchase;
  if (inputs.incomeQualifies) set.incomeQualifies = inputs.incomeQualifies;
  if (inputs.homeOwnership) set.homeOwnership = inputs.homeOwnership;
  return set;
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
  const result = computeStep3Result(inputs, LINK_LOCALE);
  return {
    zipCode: inputs.zipCode.slice(0, INPUT_LIMITS.zipCodeMaxLength),
    annualMiles: inputs.annualMiles,
    dailyMiles: inputs.dailyMiles,
    hoursParkedAtHome: inputs.hoursParkedAtHome,
    evType: inputs.evType,
    evRange: inputs.evRange,
    homeCharging: inputs.homeCharging,
    homeSetup: inputs.homeSetup,
    ...assumptionsOf(inputs),
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
    zipCode: inputs.zipCode.slice(0, INPUT_LIMITS.zipCodeMaxLength),
    annualMiles: inputs.annualMiles,
    dailyMiles: inputs.dailyMiles,
    evType: inputs.evType,
    evRange: inputs.evRange,
    homeCharging: inputs.homeCharging,
    homeSetup: inputs.homeSetup,
    hoursParkedAtHome: inputs.hoursParkedAtHome,
    ...assumptionsOf(inputs),
    ...dealerField(inputs),
    // The message is what every screen shows now (the plan model's rhythm), not the spec's
    // dashboard text, so the shared page and the link agree (docs/decisions/0006).
    results: { message: sentence(publicChargingPhrase(computeStep3Result(inputs, LINK_LOCALE), LINK_LOCALE)).slice(0, MAX_MESSAGE_LENGTH) },
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
