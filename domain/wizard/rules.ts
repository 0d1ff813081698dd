// The charging-basics wizard's rules (charging-plan-and-guides.md §4, §5, §9): slider bounds, the
// "300+" label, per-step validation, and the mapping between what the wizard asks (one-way miles,
// days per week) and what the plan stores (daily and annual miles).
import type { EvType, HomeSetup, UserInputs } from "../contracts/progress.schema";
import * as m from "../i18n/messages";
import { snapToSlider, type SliderBounds } from "../slider";
import { defaultRangeFor, drivingFigures, DRIVING_WEEKS_PER_YEAR, HOURS_PARKED_DEFAULT, setupOrDefault } from "../charging-plan/range-figures";

/** §5 slider bounds. */
export const SLIDER_BOUNDS = {
  oneWayMiles: { min: 0, max: 100, step: 1 },
  daysPerWeek: { min: 0, max: 7, step: 1 },
  hoursParkedAtHome: { min: 4, max: 16, step: 1 },
  PHEV: { min: 10, max: 100, step: 5 },
  BEV: { min: 50, max: 300, step: 5 },
} as const satisfies Record<string, SliderBounds>;

/** Where the days slider starts for a new plan (the spec gives no default; a work week is the common case). */
export const DEFAULT_DAYS_PER_WEEK = 5;

/** §9: the renters' right-to-charge note lists these states. */
export const RIGHT_TO_CHARGE_STATES = ["CA", "CO", "FL", "HI", "IL", "MD", "NJ", "NY", "OR", "VA"] as const;

/** What the wizard's controls hold. */
export interface WizardDraft {
  zipCode: string;
  oneWayMiles: number;
  daysPerWeek: number;
  hoursParkedAtHome: number;
  evType: EvType | "";
  evRange: number;
  /** The picked model's fueleconomy.gov id ("" or missing = none: the range is the person's own). */
  evModelId?: string;
  homeCharging: "yes" | "no" | "";
  homeSetup: HomeSetup;
  /** "Which one sends your bill" where the ZIP has several utilities (a Rewiring America key; missing = the predominant one). */
  electricUtility?: string;
}

export type WizardField = "zipCode" | "oneWayMiles" | "daysPerWeek" | "homeCharging" | "evType";

export interface WizardError {
  field: WizardField;
  message: string;
}

/** The wizard's validation messages in the reader's language (getters: each read is per render). */
export const WIZARD_MESSAGES = Object.freeze({
  get zip() {
    return m.wizardrules_zip();
  },
  get oneWay() {
    return m.wizardrules_one_way();
  },
  get days() {
    return m.wizardrules_days();
  },
  get home() {
    return m.wizardrules_home();
  },
  get evType() {
    return m.wizardrules_ev_type();
  },
  get homeStep2() {
    return m.wizardrules_home_step2();
  },
});

const finiteOr = (value: number, fallback: number) => (Number.isFinite(value) ? value : fallback);

export function rangeBounds(evType: EvType): SliderBounds {
  return SLIDER_BOUNDS[evType];
}

/** §5: the range label reads "300+" for a BEV at 300 or more. */
export function rangeLabel(evType: EvType | "", range: number): string {
  return evType === "BEV" && range >= SLIDER_BOUNDS.BEV.max ? `${SLIDER_BOUNDS.BEV.max}+` : String(range);
}

/** §4: choosing PHEV sets the range to 35, BEV to 250. */
export function rangeForNewType(evType: EvType): number {
  return defaultRangeFor(evType);
}

/** The wizard's starting values from the stored plan (slider values snapped into their bounds). */
export function draftFromInputs(inputs: UserInputs): WizardDraft {
  const dailyMiles = finiteOr(inputs.dailyMiles, 0);
  const oneWayMiles = snapToSlider(dailyMiles / 2, SLIDER_BOUNDS.oneWayMiles);
  // Days per week are not stored: annual = days × daily × 50 weeks gives them back.
  const daysPerWeek =
    dailyMiles > 0
      ? snapToSlider(finiteOr(inputs.annualMiles, 0) / (dailyMiles * DRIVING_WEEKS_PER_YEAR), SLIDER_BOUNDS.daysPerWeek)
      : DEFAULT_DAYS_PER_WEEK;
  const evType = inputs.evType;
  const evModelId = evType === "" ? "" : (inputs.evModelId ?? "");
  // A picked model's EPA range is kept exactly (a 363-mile car, a 26-mile PHEV), not snapped to the slider.
  const evRange =
    evType === "" ? defaultRangeFor("")
    : evModelId !== "" && inputs.evRange > 0 && Number.isFinite(inputs.evRange) ? inputs.evRange
    : snapToSlider(finiteOr(inputs.evRange, defaultRangeFor(evType)), rangeBounds(evType));
  return {
    zipCode: inputs.zipCode.slice(0, 5),
    oneWayMiles,
    daysPerWeek,
    hoursParkedAtHome: snapToSlider(finiteOr(inputs.hoursParkedAtHome, HOURS_PARKED_DEFAULT) || HOURS_PARKED_DEFAULT, SLIDER_BOUNDS.hoursParkedAtHome),
    evType,
    evRange,
    evModelId,
    homeCharging: inputs.homeCharging,
    homeSetup: setupOrDefault(inputs.homeSetup),
    ...(inputs.electricUtility ? { electricUtility: inputs.electricUtility } : {}),
  };
}

/** What the plan stores for a draft (§9 driving figures). */
/**
 * The wizard's own answers; it never touches the dealer the person arrived from or the money
 * assumptions (a picked model's efficiency is written by the picker itself, through the store, so
 * an efficiency changed later on step 3 is never overwritten by the draft).
 */
export function inputsFromDraft(
  draft: WizardDraft,
): Omit<UserInputs, "dealerSlug" | "milesPerKwh" | "mpg" | "publicUsdPerKwh" | "homeNightsPerWeek" | "purchase" | "incomeQualifies" | "homeOwnership"> {
  const { dailyMiles, annualMiles } = drivingFigures(draft.oneWayMiles, draft.daysPerWeek);
  return {
    zipCode: draft.zipCode,
    annualMiles,
    dailyMiles,
    hoursParkedAtHome: draft.hoursParkedAtHome,
    evType: draft.evType,
    evRange: draft.evRange,
    evModelId: draft.evModelId ?? "",
    homeCharging: draft.homeCharging,
    homeSetup: draft.homeSetup,
    ...(draft.electricUtility !== undefined ? { electricUtility: draft.electricUtility } : {}),
  };
}

/** §5 step 1: zip of exactly 5 characters (no other check), annual and daily miles > 0, home answered. */
export function validateStep1(draft: WizardDraft): WizardError[] {
  const { dailyMiles, annualMiles } = drivingFigures(draft.oneWayMiles, draft.daysPerWeek);
  const errors: WizardError[] = [];
  if (draft.zipCode.length !== 5) errors.push({ field: "zipCode", message: WIZARD_MESSAGES.zip });
  if (dailyMiles <= 0) errors.push({ field: "oneWayMiles", message: WIZARD_MESSAGES.oneWay });
  else if (annualMiles <= 0) errors.push({ field: "daysPerWeek", message: WIZARD_MESSAGES.days });
  if (draft.homeCharging === "") errors.push({ field: "homeCharging", message: WIZARD_MESSAGES.home });
  return errors;
}

/** §5 step 2: EV type and the home-charging answer are both set. */
export function validateStep2(draft: WizardDraft): WizardError[] {
  const errors: WizardError[] = [];
  if (draft.evType === "") errors.push({ field: "evType", message: WIZARD_MESSAGES.evType });
  if (draft.homeCharging === "") errors.push({ field: "homeCharging", message: WIZARD_MESSAGES.homeStep2 });
  return errors;
}

/** §4: step 3's phone forward button unlocks after scrolling past 600 px or beyond 30% of the page. */
export const UNLOCK_SCROLL_PX = 600;
export const UNLOCK_SCROLL_SHARE = 0.3;

export function scrolledFarEnough(scrollY: number, pageHeight: number, viewportHeight: number): boolean {
  const scrollable = pageHeight - viewportHeight;
  // A page too short to scroll can never reach either mark: nothing to read below, so unlock.
  if (scrollable <= 0) return true;
  return scrollY > UNLOCK_SCROLL_PX || scrollY / scrollable > UNLOCK_SCROLL_SHARE;
}
