// The recommender opens with what the person's charging plan already says (issue 23): their daily
// miles and where they can charge. Only answers the plan really holds are filled in; the rest
// (only car or not, what they drive for, charging at work) is asked as before.
import { formatInteger } from "../i18n/format";
import * as m from "../i18n/messages";
import { effectiveDailyMiles } from "../charging-plan/range-figures";
import type { UserInputs } from "../progress/model";
import { MILES, type Charging, type RecommenderAnswers } from "./answers";
import { snapToSlider } from "../slider";

export interface PlanPrefill {
  /** Answers taken from the plan (miles on the slider's own steps). */
  answers: Partial<Pick<RecommenderAnswers, "charging" | "miles">>;
  /** The plan's own daily miles, when the slider can only show them rounded (16 → 15). */
  planMiles?: number;
  /**
   * The plan says "Level 2 charger" (the wizard asks what the person will plug into): it may be
   * installed or planned, so the recommender asks which instead of guessing.
   */
  level2Unknown: boolean;
}

const SETUP_TO_CHARGING = { level1: "110v", "240v": "240v" } as const satisfies Record<string, Charging>;

/** The slider's value nearest to the plan's miles (steps of 5 from 5 to 200). */
export function milesOnSlider(miles: number): number {
  return snapToSlider(miles, MILES);
}

export function prefillFromPlan(inputs: Pick<UserInputs, "dailyMiles" | "annualMiles" | "homeCharging" | "homeSetup">): PlanPrefill {
  const answers: PlanPrefill["answers"] = {};
  let planMiles: number | undefined;
  const daily = effectiveDailyMiles(inputs);
  if (daily > 0) {
    answers.miles = milesOnSlider(daily);
    if (answers.miles !== Math.round(daily)) planMiles = Math.round(daily);
  }
  let level2Unknown = false;
  if (inputs.homeCharging === "no") answers.charging = "no-access";
  else if (inputs.homeCharging === "yes") {
    if (inputs.homeSetup === "level2") level2Unknown = true;
    else if (inputs.homeSetup === "level1" || inputs.homeSetup === "240v") answers.charging = SETUP_TO_CHARGING[inputs.homeSetup];
  }
  return { answers, ...(planMiles !== undefined ? { planMiles } : {}), level2Unknown };
}

const CHARGING_WORDS: Partial<Record<Charging, () => string>> = {
  "no-access": () => m.recommender_prefill_no_access(),
  "110v": () => m.recommender_prefill_110v(),
  "240v": () => m.recommender_prefill_240v(),
};

/** "From your charging plan: no electricity where you park and 16 miles a day." (undefined: nothing filled) */
export function prefillSummary(prefill: PlanPrefill): string | undefined {
  const parts: string[] = [];
  const charging = prefill.answers.charging ? CHARGING_WORDS[prefill.answers.charging]?.() : prefill.level2Unknown ? m.recommender_prefill_level2() : undefined;
  if (charging) parts.push(charging);
  const miles = prefill.planMiles ?? prefill.answers.miles;
  if (miles !== undefined) parts.push(m.recommender_prefill_miles({ count: miles, countText: formatInteger(miles) }));
  if (parts.length === 0) return undefined;
  const list = parts.length === 2 ? m.recommender_prefill_and({ first: parts[0]!, last: parts[1]! }) : parts[0]!;
  return m.recommender_prefill_summary({ parts: list });
}

/** The charging question's line when the plan says "Level 2 charger" without saying whether it is in. */
export const level2QuestionHint = () => m.recommender_level2_hint();
/** The same line in English (the catalogue's base text), for code that runs outside a render. */
export const LEVEL2_QUESTION_HINT = "Your plan says you'll plug into a Level 2 charger. Is it installed already, or are you planning one?";

/** The miles question's line when the slider rounds the plan's miles. */
export function planMilesHint(planMiles: number): string {
  return m.recommender_plan_miles_hint({ count: planMiles, countText: formatInteger(planMiles) });
}
