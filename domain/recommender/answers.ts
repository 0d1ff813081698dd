// The recommender's answers (savings-tools-and-pages.md §3), their options and validation (§5).
import { formatInteger } from "../i18n/format";
import * as m from "../i18n/messages";
export const ROLES = ["only", "second"] as const;
export const USES = ["around-town", "commuting", "road-trips", "rideshare"] as const;
// "level2-planned" (issue 23): a person who plans to install a Level 2 charger is not told they
// already have one; they score like any other home charging, without the installed charger's points.
export const CHARGING = ["level2-installed", "level2-planned", "240v", "110v", "no-access"] as const;
export const WORK = ["yes", "no"] as const;

export type Role = (typeof ROLES)[number];
export type Use = (typeof USES)[number];
export type Charging = (typeof CHARGING)[number];
export type WorkCharging = (typeof WORK)[number];

export interface RecommenderAnswers {
  role: Role | "";
  use: Use | "";
  charging: Charging | "";
  /** Asked only when charging is "no-access"; kept (but ignored) if charging changes later. */
  work: WorkCharging | "";
  miles: number;
}

/** Daily miles slider (spec §5, §9). */
export const MILES = { min: 5, max: 200, step: 5, default: 40 } as const;

export const EMPTY_ANSWERS: RecommenderAnswers = Object.freeze({ role: "", use: "", charging: "", work: "", miles: MILES.default });

export type CompleteAnswers = { role: Role; use: Use; charging: Charging; work: WorkCharging | ""; miles: number };

/** Spec §5: role, use and charging set, miles > 0 and, for no access, the work question answered. */
export function isComplete(answers: RecommenderAnswers): answers is CompleteAnswers {
  if (!answers.role || !answers.use || !answers.charging) return false;
  if (!(answers.miles > 0)) return false;
  return answers.charging !== "no-access" || answers.work !== "";
}

export function isValidMiles(value: number): boolean {
  return Number.isInteger(value) && value >= MILES.min && value <= MILES.max && value % MILES.step === 0;
}

/** "40 miles", and "200+ miles" at the top of the slider. */
export function milesLabel(miles: number): string {
  return miles >= MILES.max ? m.recommender_miles_max({ miles: formatInteger(MILES.max) }) : m.recommender_miles({ miles: formatInteger(miles) });
}

/** Somewhere to plug in where the car is parked, now or once the planned charger is in. */
export function hasHomeCharging(answers: Pick<RecommenderAnswers, "charging">): boolean {
  return answers.charging !== "no-access" && answers.charging !== "";
}

/** Charging counts as accessible when there is any home option, or charging at work/school/community. */
export function hasChargingAccess(answers: Pick<RecommenderAnswers, "charging" | "work">): boolean {
  return answers.charging !== "no-access" || answers.work === "yes";
}
