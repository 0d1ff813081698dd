// The progress model without zod: task keys, input types, defaults, bounds and plain validators.
// It lives apart from domain/contracts/progress.schema.ts (the zod schemas) because the app shell reads
// guest storage on every page, and zod would add ~10 KB gzip to the entry bundle. The schemas are
// built from the same constants, and progress.test.ts checks both accept and reject the same values.

import { REGISTRY_SLUG_PATTERN } from "../dealers/reserved";

export const TASK_KEYS = [
  "chargingBasics",
  "homeCharger",
  "publicCharging",
  "maximizeSavings",
  "automateCharging",
  "drivingTips",
  "batteryHealth",
  "incentives",
] as const;

export type TaskKey = (typeof TASK_KEYS)[number];
export type TaskFlags = Record<TaskKey, boolean>;

export const EMPTY_FLAGS: TaskFlags = Object.freeze(
  Object.fromEntries(TASK_KEYS.map((key) => [key, false])) as TaskFlags,
);

export const EV_TYPES = ["PHEV", "BEV"] as const;
export const HOME_CHARGING_ANSWERS = ["yes", "no"] as const;
export const HOME_SETUPS = ["level1", "240v", "level2"] as const;
export type EvType = (typeof EV_TYPES)[number];
export type HomeChargingAnswer = (typeof HOME_CHARGING_ANSWERS)[number];
export type HomeSetup = (typeof HOME_SETUPS)[number];
export const PURCHASE_CONDITIONS = ["new", "used"] as const;
export type PurchaseCondition = (typeof PURCHASE_CONDITIONS)[number];
/** "yes": under the income-qualified programs' limits; "no": above them. */
export const INCOME_ANSWERS = ["yes", "no"] as const;
export type IncomeAnswer = (typeof INCOME_ANSWERS)[number];
/** Own or rent the home (issue 33): many charger, panel and wiring programs are for homeowners only. */
export const HOME_OWNERSHIP_ANSWERS = ["own", "rent"] as const;
export type HomeOwnership = (typeof HOME_OWNERSHIP_ANSWERS)[number];

export interface UserInputs {
  zipCode: string;
  annualMiles: number;
  dailyMiles: number;
  hoursParkedAtHome: number;
  evType: EvType | "";
  evRange: number;
  homeCharging: HomeChargingAnswer | "";
  /** "" only on the server-fed record (its text fields default to empty). */
  homeSetup: HomeSetup | "";
  // The money assumptions a person may change (issue 13). Missing or 0 = our default (3.5 mi/kWh,
  // 29 mpg, the dated DC fast average), the same "not set" convention as the server record.
  /** The EV's efficiency, miles per kWh. */
  milesPerKwh?: number;
  /** The gas car compared against (and a plug-in hybrid on gas), miles per gallon. */
  mpg?: number;
  /** What public charging costs the person, dollars per kWh. */
  publicUsdPerKwh?: number;
  /** The price per kWh on the person's own electricity bill, dollars (issue 33): every screen then prices home charging on it. */
  homeUsdPerKwh?: number;
  /** Which utility sends the person's bill (a Rewiring America territory key, "" = the ZIP's predominant one). */
  electricUtility?: string;
  /** The registered dealer whose page the person arrived from ("" = none): its offers follow the plan. */
  dealerSlug: string;
  // The person's own car, place and habits (issue 23). Optional, like the assumptions above: a
  // missing value or "" means "not answered", and old records and links still read.
  /** The picked model: a fueleconomy.gov vehicle id from domain/data/ev-models.json ("" = none picked). */
  evModelId?: string;
  /** Nights a week the car sleeps where it can charge (1–7; missing or 0 = every night, 7). */
  homeNightsPerWeek?: number;
  /** Buying new or used ("" = not answered: only programs open to both count). */
  purchase?: PurchaseCondition | "";
  /** Whether the household's income is under the income-qualified programs' limits ("" = not answered). */
  incomeQualifies?: IncomeAnswer | "";
  /** Own or rent the home ("" = not answered: homeowner-only programs are not counted). */
  homeOwnership?: HomeOwnership | "";
}
export type PartialUserInputs = Partial<UserInputs>;

/** Generous sanity bounds: anything outside is a bug or tampering, never a real plan. */
export const INPUT_LIMITS = {
  zipCodeMaxLength: 10,
  dealerSlugMaxLength: 40,
  annualMiles: 200_000,
  dailyMiles: 2_000,
  hoursParkedAtHome: 24,
  evRange: 1_000,
  /** fueleconomy.gov ids are at most 6 digits today; 12 leaves room. */
  evModelIdMaxLength: 12,
  homeNightsPerWeek: 7,
} as const;

/**
 * The money assumptions a person may set (0 = not set: the default applies). Bounds keep every
 * money figure believable: 1–6 mi/kWh spans today's EVs (EPA rates 2022–26 models from 1.2, a
 * large plug-in hybrid on battery, to 4.3 mi/kWh in ev-models.csv, so a picked model always fits),
 * 10–100 mpg a pickup to a hybrid, and public charging between 10¢ and $1.50 a kWh covers every US
 * price we have seen.
 */
export const ASSUMPTION_BOUNDS = {
  milesPerKwh: { min: 1, max: 6, step: 0.1 },
  mpg: { min: 10, max: 100, step: 1 },
  publicUsdPerKwh: { min: 0.1, max: 1.5, step: 0.01 },
  // A bill's price per kWh: Grid Atlas's 2024 averages run from 3.1¢ to 69.9¢ a kWh, so 2¢–$1 holds every real bill.
  homeUsdPerKwh: { min: 0.02, max: 1, step: 0.001 },
} as const;
export type AssumptionKey = keyof typeof ASSUMPTION_BOUNDS;

/** 0 (not set) or a value within the assumption's bounds. */
export function isValidAssumption(key: AssumptionKey, value: unknown): value is number {
  const { min, max } = ASSUMPTION_BOUNDS[key];
  return typeof value === "number" && Number.isFinite(value) && (value === 0 || (value >= min && value <= max));
}

/** Client defaults for a fresh guest (charging-plan-and-guides.md §3). */
export const DEFAULT_USER_INPUTS: UserInputs = Object.freeze({
  zipCode: "",
  annualMiles: 0,
  dailyMiles: 0,
  hoursParkedAtHome: 8,
  evType: "",
  evRange: 250,
  homeCharging: "",
  homeSetup: "level1",
  dealerSlug: "",
});

/** A registry slug (REGISTRY_SLUG_PATTERN, the same pattern made optional) or "" for none. */
export const DEALER_SLUG_INPUT = new RegExp(`^(?:${REGISTRY_SLUG_PATTERN.source.replace(/^\^|\$$/g, "")})?$`);

/** A Rewiring America territory key ("or-pacific-power") or "" for the ZIP's predominant utility. */
export const ELECTRIC_UTILITY_INPUT = /^(?:[a-z]{2}-[a-z0-9-]{1,100})?$/;

/** A fueleconomy.gov vehicle id (digits) or "" for none. */
export const EV_MODEL_ID_INPUT = new RegExp(`^\\d{0,${INPUT_LIMITS.evModelIdMaxLength}}$`);

const inRange = (max: number) => (value: unknown) =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= max;
const oneOf = (options: readonly string[]) => (value: unknown) =>
  typeof value === "string" && (value === "" || options.includes(value));

/** One validator per input field, mirroring UserInputsSchema. */
export const INPUT_FIELD_VALIDATORS: Readonly<Record<keyof Required<UserInputs>, (value: unknown) => boolean>> = {
  zipCode: (value) => typeof value === "string" && value.length <= INPUT_LIMITS.zipCodeMaxLength,
  annualMiles: inRange(INPUT_LIMITS.annualMiles),
  dailyMiles: inRange(INPUT_LIMITS.dailyMiles),
  hoursParkedAtHome: inRange(INPUT_LIMITS.hoursParkedAtHome),
  evType: oneOf(EV_TYPES),
  evRange: inRange(INPUT_LIMITS.evRange),
  homeCharging: oneOf(HOME_CHARGING_ANSWERS),
  homeSetup: oneOf(HOME_SETUPS),
  milesPerKwh: (value) => isValidAssumption("milesPerKwh", value),
  mpg: (value) => isValidAssumption("mpg", value),
  publicUsdPerKwh: (value) => isValidAssumption("publicUsdPerKwh", value),
  homeUsdPerKwh: (value) => isValidAssumption("homeUsdPerKwh", value),
  electricUtility: (value) => typeof value === "string" && ELECTRIC_UTILITY_INPUT.test(value),
  dealerSlug: (value) => typeof value === "string" && DEALER_SLUG_INPUT.test(value),
  evModelId: (value) => typeof value === "string" && EV_MODEL_ID_INPUT.test(value),
  homeNightsPerWeek: (value) => inRange(INPUT_LIMITS.homeNightsPerWeek)(value) && Number.isInteger(value),
  purchase: oneOf(PURCHASE_CONDITIONS),
  incomeQualifies: oneOf(INCOME_ANSWERS),
  homeOwnership: oneOf(HOME_OWNERSHIP_ANSWERS),
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Stored flags → flags. Anything that is not literally `true` counts as not done. */
export function sanitizeFlags(raw: unknown): TaskFlags {
  const flags = { ...EMPTY_FLAGS };
  if (isRecord(raw)) for (const key of TASK_KEYS) flags[key] = raw[key] === true;
  return flags;
}

/** Keeps only the valid, known fields of a stored or incoming partial; one bad field never discards the rest. */
export function sanitizePartialInputs(raw: unknown): PartialUserInputs {
  const partial: Record<string, unknown> = {};
  if (!isRecord(raw)) return {};
  for (const key of Object.keys(INPUT_FIELD_VALIDATORS) as (keyof Required<UserInputs>)[]) {
    if (key in raw && INPUT_FIELD_VALIDATORS[key](raw[key])) partial[key] = raw[key];
  }
  return partial as PartialUserInputs;
}

export function completedCount(flags: TaskFlags): number {
  return TASK_KEYS.filter((key) => flags[key]).length;
}
