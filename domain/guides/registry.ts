// The four guides this module serves: routes, task keys, share titles, feedback names and the
// plan inputs each one personalises with (and so carries in its share link). Every guide page
// loads this, so it holds no guide copy: each page imports only its own content module, and the
// HowTo steps are paired with the paths in ./howto.ts.
import type { TaskKey, UserInputs } from "../contracts/progress.schema";
import { routeFor } from "../routes";
import { automateChargingTitle, batteryHealthTitle, drivingTipsTitle, publicChargingShareTitle, publicChargingTitle } from "./titles";

export const GUIDE_IDS = ["public-charging", "automate-charging", "driving-tips", "battery-health"] as const;
export type GuideId = (typeof GUIDE_IDS)[number];

export type GuideInputKey = keyof Pick<UserInputs, "zipCode" | "evType" | "evRange" | "dailyMiles">;

/** A guide's two pages, from the route table. */
const pathsOf = (id: GuideId) => ({ taskPath: routeFor(id, "task").path, standalonePath: routeFor(id, "standalone").path });

export interface GuideInfo {
  id: GuideId;
  task: TaskKey;
  /** /charging-plan/<task>: completing returns to the plan. */
  taskPath: string;
  /** The SEO page: completing returns home. Share links point here (anyone can open it). */
  standalonePath: string;
  /** In the reader's language: a getter, read when shown. */
  readonly title: string;
  readonly shareTitle: string;
  /** Name the helpfulness widget reports. */
  feedbackPage: string;
  /** Plan inputs the guide uses; only these travel in its share link. */
  inputs: readonly GuideInputKey[];
}

export const GUIDES: Readonly<Record<GuideId, GuideInfo>> = {
  "public-charging": {
    id: "public-charging",
    ...pathsOf("public-charging"),
    task: "publicCharging",
    get title() {
      return publicChargingTitle();
    },
    get shareTitle() {
      return publicChargingShareTitle();
    },
    feedbackPage: "Public Charging",
    inputs: ["zipCode"],
  },
  "automate-charging": {
    id: "automate-charging",
    ...pathsOf("automate-charging"),
    task: "automateCharging",
    get title() {
      return automateChargingTitle();
    },
    get shareTitle() {
      return automateChargingTitle();
    },
    feedbackPage: "Automate Charging",
    inputs: ["zipCode"],
  },
  "driving-tips": {
    id: "driving-tips",
    ...pathsOf("driving-tips"),
    task: "drivingTips",
    get title() {
      return drivingTipsTitle();
    },
    get shareTitle() {
      return drivingTipsTitle();
    },
    feedbackPage: "Driving Tips",
    inputs: ["evType", "evRange"],
  },
  "battery-health": {
    id: "battery-health",
    ...pathsOf("battery-health"),
    task: "batteryHealth",
    get title() {
      return batteryHealthTitle();
    },
    get shareTitle() {
      return batteryHealthTitle();
    },
    feedbackPage: "Battery Health",
    inputs: ["evType", "evRange", "dailyMiles"],
  },
};
