// The four guides this module serves: routes, task keys, share titles, feedback names and the
// plan inputs each one personalises with (and so carries in its share link).
import type { TaskKey, UserInputs } from "../contracts/progress";
import { AUTOMATE_CHARGING_STEPS, AUTOMATE_CHARGING_TITLE } from "./automate-charging";
import { BATTERY_HEALTH_STEPS, BATTERY_HEALTH_TITLE } from "./battery-health";
import { DRIVING_TIPS_STEPS, DRIVING_TIPS_TITLE } from "./driving-tips";
import { PUBLIC_CHARGING_SHARE_TITLE, PUBLIC_CHARGING_STEPS, PUBLIC_CHARGING_TITLE } from "./public-charging";
import type { HowToStep } from "./types";

export const GUIDE_IDS = ["public-charging", "automate-charging", "driving-tips", "battery-health"] as const;
export type GuideId = (typeof GUIDE_IDS)[number];

export type GuideInputKey = keyof Pick<UserInputs, "zipCode" | "evType" | "evRange" | "dailyMiles">;

export interface GuideInfo {
  id: GuideId;
  task: TaskKey;
  /** /charging-plan/<task>: completing returns to the plan. */
  taskPath: string;
  /** The SEO page: completing returns home. Share links point here (anyone can open it). */
  standalonePath: string;
  title: string;
  shareTitle: string;
  /** Name the helpfulness widget reports. */
  feedbackPage: string;
  /** Plan inputs the guide uses; only these travel in its share link. */
  inputs: readonly GuideInputKey[];
  steps: readonly HowToStep[];
}

export const GUIDES: Readonly<Record<GuideId, GuideInfo>> = {
  "public-charging": {
    id: "public-charging",
    task: "publicCharging",
    taskPath: "/charging-plan/public-charging",
    standalonePath: "/public-ev-charging-stations-guide",
    title: PUBLIC_CHARGING_TITLE,
    shareTitle: PUBLIC_CHARGING_SHARE_TITLE,
    feedbackPage: "Public Charging",
    inputs: ["zipCode"],
    steps: PUBLIC_CHARGING_STEPS,
  },
  "automate-charging": {
    id: "automate-charging",
    task: "automateCharging",
    taskPath: "/charging-plan/automate-charging",
    standalonePath: "/automate-ev-charging-schedule",
    title: AUTOMATE_CHARGING_TITLE,
    shareTitle: AUTOMATE_CHARGING_TITLE,
    feedbackPage: "Automate Charging",
    inputs: ["zipCode"],
    steps: AUTOMATE_CHARGING_STEPS,
  },
  "driving-tips": {
    id: "driving-tips",
    task: "drivingTips",
    taskPath: "/charging-plan/driving-tips",
    standalonePath: "/ev-driving-tips-maximize-range",
    title: DRIVING_TIPS_TITLE,
    shareTitle: DRIVING_TIPS_TITLE,
    feedbackPage: "Driving Tips",
    inputs: ["evType", "evRange"],
    steps: DRIVING_TIPS_STEPS,
  },
  "battery-health": {
    id: "battery-health",
    task: "batteryHealth",
    taskPath: "/charging-plan/battery-health",
    standalonePath: "/ev-battery-health-maintenance-guide",
    title: BATTERY_HEALTH_TITLE,
    shareTitle: BATTERY_HEALTH_TITLE,
    feedbackPage: "Battery Health",
    inputs: ["evType", "evRange", "dailyMiles"],
    steps: BATTERY_HEALTH_STEPS,
  },
};

/** Both paths of every guide → its HowTo steps (registered in domain/structured-content.ts). */
export function guideHowToEntries(): [path: string, steps: readonly HowToStep[]][] {
  return GUIDE_IDS.flatMap((id) => {
    const guide = GUIDES[id];
    return [
      [guide.taskPath, guide.steps],
      [guide.standalonePath, guide.steps],
    ] as [string, readonly HowToStep[]][];
  });
}
