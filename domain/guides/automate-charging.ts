// Automate Your Charging copy and the time-of-use illustration (savings-tools-and-pages.md §2, §9).
// Every word is read from the message catalogue (./i18n) when shown, in the reader's language.
import { getLocale } from "../i18n/runtime";
import * as m from "../i18n/messages";
import { howToStep, lazyText, tipCard, type HowToStep, type TipCard } from "./types";

// Titles live in ./titles.ts so the registry can name every guide without loading its content.
export { automateChargingTitle } from "./titles";

export const automateChargingLead = (): string => m.guide_auto_lead();

export type TouPeriod = "off-peak" | "part-peak" | "peak";

export interface TouSegment {
  period: TouPeriod;
  label: string;
  startHour: number;
  endHour: number;
}

/**
 * An illustrative day (§9): off-peak 50%, part-peak 16.67%, peak 20.83%, part-peak 12.5%, which
 * is 12 h, 4 h, 5 h and 3 h of a 24-hour day: the common California shape with the 4–9 PM peak.
 */
const PERIOD_LABEL: Record<TouPeriod, () => string> = {
  "off-peak": m.guide_auto_period_off_peak,
  "part-peak": m.guide_auto_period_part_peak,
  peak: m.guide_auto_period_peak,
};
const segment = (period: TouPeriod, startHour: number, endHour: number): TouSegment =>
  lazyText<TouSegment>({ period, startHour, endHour }, { label: PERIOD_LABEL[period] });

export const TOU_DAY: readonly TouSegment[] = [
  segment("off-peak", 0, 12),
  segment("part-peak", 12, 16),
  segment("peak", 16, 21),
  segment("part-peak", 21, 24),
];

/** Tick labels under the bar (§9). */
export const TOU_TICKS: readonly number[] = [0, 6, 12, 16, 21];

export const genericOffPeak = (): string => m.guide_auto_generic_off_peak();

/**
 * Outside California (issue 23): our rate data and the example day above are California's, so a
 * person elsewhere gets advice that holds anywhere, with no California plan, hour or price.
 */
export const OUTSIDE_CALIFORNIA_OFF_PEAK: { readonly title: string; readonly text: string } = lazyText<{ title: string; text: string }>(
  {},
  { title: m.guide_auto_outside_ca_title, text: m.guide_auto_outside_ca_text },
);

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Segment widths as percentages of the day, two decimals. */
export function touSegmentWidths(day: readonly TouSegment[] = TOU_DAY): number[] {
  return day.map((segment) => round2(((segment.endHour - segment.startHour) / 24) * 100));
}

/** Where a tick sits along the bar, as a percentage. */
export function tickPosition(hour: number): number {
  return round2((hour / 24) * 100);
}

/** 0 → "12am", 6 → "6am", 12 → "12pm", 16 → "4pm", 24 → "12am" (Spanish: "12 a. m.", "4 p. m."). */
export function hourLabel(hour: number): string {
  const h = ((hour % 24) + 24) % 24;
  const twelve = h % 12 === 0 ? 12 : h % 12;
  // US Spanish writes the hour as "4 p. m." (RAE and es-US Intl alike).
  if (getLocale() === "es") return `${twelve} ${h < 12 ? "a. m." : "p. m."}`;
  return `${twelve}${h < 12 ? "am" : "pm"}`;
}

/** "9 PM to 6 AM" ("9 p. m. a 6 a. m.") for a window that may wrap past midnight (end exclusive, as tariffs store it). */
export function formatHourWindow(startHour: number, endHour: number): string {
  const label = (hour: number) => hourLabel(hour).replace(/(am|pm)$/, (suffix) => ` ${suffix.toUpperCase()}`);
  return m.guide_auto_hour_window({ start: label(startHour), end: label(endHour) });
}

// Tariff period and season names as the rate data spells them (domain/data/utility-rates*.json),
// in the reader's language. English returns the utility's own word unchanged; a name we have no
// words for stays as the utility wrote it.
const TARIFF_WORDS: Readonly<Record<string, () => string>> = {
  "off-peak": m.guide_auto_tariff_off_peak,
  "super off-peak": m.guide_auto_tariff_super_off_peak,
  peak: m.guide_auto_tariff_peak,
  "on-peak": m.guide_auto_tariff_on_peak,
  "mid-peak": m.guide_auto_tariff_mid_peak,
  "partial-peak": m.guide_auto_tariff_partial_peak,
  "low peak": m.guide_auto_tariff_low_peak,
  "high peak": m.guide_auto_tariff_high_peak,
  base: m.guide_auto_tariff_base,
  standard: m.guide_auto_tariff_standard,
  summer: m.guide_auto_season_summer,
  winter: m.guide_auto_season_winter,
  "all-year": m.guide_auto_season_all_year,
};

/** "Super off-peak" → "Muy baja demanda" on a Spanish page (keeps a leading capital); unchanged in English. */
export function tariffWord(word: string): string {
  if (getLocale() === "en") return word;
  const words = TARIFF_WORDS[word.toLowerCase()];
  if (!words) return word;
  const translated = words();
  return word.charAt(0) === word.charAt(0).toUpperCase() ? translated.charAt(0).toUpperCase() + translated.slice(1) : translated;
}

export const SCHEDULE_STEPS: readonly HowToStep[] = [
  howToStep(m.guide_auto_step_find_name, m.guide_auto_step_find_text),
  howToStep(m.guide_auto_step_set_name, m.guide_auto_step_set_text),
  howToStep(m.guide_auto_step_plug_name, m.guide_auto_step_plug_text),
];

export const plugInAnytime = (): string => m.guide_auto_plug_in_anytime();

export const PRO_TIPS: readonly TipCard[] = [
  tipCard("one-schedule", m.guide_auto_pro_one_title, m.guide_auto_pro_one_body),
  tipCard("departure", m.guide_auto_pro_departure_title, m.guide_auto_pro_departure_body),
  tipCard("check-after-changes", m.guide_auto_pro_check_title, m.guide_auto_pro_check_body),
  tipCard("limit", m.guide_auto_pro_limit_title, m.guide_auto_pro_limit_body),
];

export const AUTOMATE_CHARGING_STEPS: readonly HowToStep[] = SCHEDULE_STEPS;

