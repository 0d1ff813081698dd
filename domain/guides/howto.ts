// HowTo steps of the four guides for structured data (registered by topic in
// domain/structured-content.ts, so both pages of a guide carry them). Apart from the registry so
// guide pages don't load every guide's copy.
import { AUTOMATE_CHARGING_STEPS } from "./automate-charging";
import { BATTERY_HEALTH_STEPS } from "./battery-health";
import { DRIVING_TIPS_STEPS } from "./driving-tips";
import { PUBLIC_CHARGING_STEPS } from "./public-charging";
import type { GuideId } from "./registry";
import type { HowToStep } from "./types";

export const GUIDE_STEPS: Readonly<Record<GuideId, readonly HowToStep[]>> = {
  "public-charging": PUBLIC_CHARGING_STEPS,
  "automate-charging": AUTOMATE_CHARGING_STEPS,
  "driving-tips": DRIVING_TIPS_STEPS,
  "battery-health": BATTERY_HEALTH_STEPS,
};
