// Maximize Your EV Range copy (savings-tools-and-pages.md §2, §9).
// Every word is read from the message catalogue (./i18n) when shown, in the reader's language.
import * as m from "../i18n/messages";
import { tipCard, tipsAsSteps, type HowToStep, type TipCard } from "./types";

// Titles live in ./titles.ts so the registry can name every guide without loading its content.
export { drivingTipsTitle } from "./titles";

export const drivingTipsLead = (): string => m.guide_driving_lead();

/** §9 range figures. */
export const COLD_RANGE_LOSS = { min: 20, max: 40 } as const;
export const PHEV_ELECTRIC_RANGE = { min: 20, max: 50 } as const;

/** §9 figures: heated seats use up to 75% less energy; smooth driving gives up to 20% better range. */
export const RANGE_TIP_CARDS: readonly TipCard[] = [
  tipCard("regen", m.guide_driving_regen_title, m.guide_driving_regen_body, m.guide_driving_regen_figure),
  tipCard("seat-heat", m.guide_driving_seat_title, m.guide_driving_seat_body, m.guide_driving_seat_figure),
  tipCard("smooth", m.guide_driving_smooth_title, m.guide_driving_smooth_body, m.guide_driving_smooth_figure),
  tipCard("cold", m.guide_driving_cold_title, m.guide_driving_cold_body, m.guide_driving_cold_figure),
];

/** Short tips, in the reader's language when called. */
export const quickTips = (): string[] => [
  m.guide_driving_quick_tyres(),
  m.guide_driving_quick_racks(),
  m.guide_driving_quick_eco(),
  m.guide_driving_quick_highway(),
  m.guide_driving_quick_weight(),
];

/** The miles a cold day could leave you: range × (1 − 40%) to range × (1 − 20%), rounded. */
export function coldWeatherRange(rangeMiles: number): { low: number; high: number } | undefined {
  if (!Number.isFinite(rangeMiles) || rangeMiles <= 0) return undefined;
  return {
    low: Math.round(rangeMiles * (1 - COLD_RANGE_LOSS.max / 100)),
    high: Math.round(rangeMiles * (1 - COLD_RANGE_LOSS.min / 100)),
  };
}

/** HowTo steps: the "Four ways to go further" cards, as the page shows them. */
export const DRIVING_TIPS_STEPS: readonly HowToStep[] = tipsAsSteps(RANGE_TIP_CARDS);
