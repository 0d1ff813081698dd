// Battery Health Tips copy (savings-tools-and-pages.md §2, §9).
// Every word is read from the message catalogue (./i18n) when shown, in the reader's language.
import * as m from "../i18n/messages";
import { howToStep, tipCard, tipsAsSteps, type HowToStep, type TipCard } from "./types";

// Titles live in ./titles.ts so the registry can name every guide without loading its content.
export { batteryHealthTitle } from "./titles";

export const batteryHealthLead = (): string => m.guide_battery_lead();

/** §9: the 20–80% sweet spot. */
export const SWEET_SPOT = { min: 20, max: 80 } as const;

export const sweetSpotTitle = (): string => m.guide_battery_sweet_title({ min: SWEET_SPOT.min, max: SWEET_SPOT.max });

export const sweetSpotBody = (): string => m.guide_battery_sweet_body();

export const BATTERY_SECTIONS: readonly TipCard[] = [
  tipCard("park", m.guide_battery_park_title, m.guide_battery_park_body),
  tipCard("precondition", m.guide_battery_precondition_title, m.guide_battery_precondition_body),
];

export const ADDITIONAL_TIPS: readonly TipCard[] = [
  tipCard("drive", m.guide_battery_drive_title, m.guide_battery_drive_body),
  tipCard("software", m.guide_battery_software_title, m.guide_battery_software_body),
  tipCard("monitor", m.guide_battery_monitor_title, m.guide_battery_monitor_body),
  tipCard("service", m.guide_battery_service_title, m.guide_battery_service_body),
];

/** Miles inside the 20–80% window for a given full range (what daily driving can use comfortably). */
export function sweetSpotMiles(rangeMiles: number): number | undefined {
  if (!Number.isFinite(rangeMiles) || rangeMiles <= 0) return undefined;
  return Math.round((rangeMiles * (SWEET_SPOT.max - SWEET_SPOT.min)) / 100);
}

/** HowTo steps: the page's three main sections (the sweet spot, parking, preconditioning), as shown. */
export const BATTERY_HEALTH_STEPS: readonly HowToStep[] = [howToStep(sweetSpotTitle, sweetSpotBody), ...tipsAsSteps(BATTERY_SECTIONS)];
