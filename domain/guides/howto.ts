// HowTo steps of the four guides for structured data (registered in domain/structured-content.ts):
// both paths of each guide carry its steps. Apart from the registry so guide pages don't load
// every guide's copy.
import { AUTOMATE_CHARGING_STEPS } from "./automate-charging";
import { BATTERY_HEALTH_STEPS } from "./battery-health";
import { DRIVING_TIPS_STEPS } from "./driving-tips";
import { PUBLIC_CHARGING_STEPS } from "./public-charging";
import { GUIDE_IDS, GUIDES, type GuideId } from "./registry";
import type { HowToStep } from "./types";

export const GUIDE_STEPS: Readonly<Record<GuideId, readonly HowToStep[]>> = {
  "public-charging": PUBLIC_CHARGING_STEPS,
  "automate-charging": AUTOMATE_CHARGING_STEPS,
  "driving-tips": DRIVING_TIPS_STEPS,
  "battery-health": BATTERY_HEALTH_STEPS,
};

/** Both paths of every guide → its HowTo steps. */
export function guideHowToEntries(): [path: string, steps: readonly HowToStep[]][] {
  return GUIDE_IDS.flatMap((id) => {
    const guide = GUIDES[id];
    return [
      [guide.taskPath, GUIDE_STEPS[id]],
      [guide.standalonePath, GUIDE_STEPS[id]],
    ] as [string, readonly HowToStep[]][];
  });
}
