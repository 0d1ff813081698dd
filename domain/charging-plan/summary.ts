// Plain-words summaries of a plan, shared by the /shared-plan page, the link preview tags the
// Worker injects and the og:image card, so all three always say the same thing.
import type { UserInputs } from "../contracts/progress.schema";
import {
  batteryPercentDisplay,
  computeStep3Result,
  effectiveDailyMiles,
  effectiveRange,
  hasPublicChargingCadence,
  setupOrDefault,
  STEP3_MILES_PER_HOUR,
  type Step3Result,
} from "./range-figures";

export const SETUP_LABELS = {
  level1: "a household outlet (Level 1)",
  "240v": "a 240V outlet",
  level2: "a Level 2 charger",
} as const;

const formatNumber = (value: number) => Math.round(value).toLocaleString("en-US");

/** Whole daily miles as shown in "Based on {miles} miles daily driving in {zip}". */
export function displayDailyMiles(inputs: Pick<UserInputs, "dailyMiles" | "annualMiles">): number {
  return Math.round(effectiveDailyMiles(inputs));
}

/** "Public charging every 5 days" / "every day" / "Public charging only when needed". */
export function publicChargingPhrase(result: Pick<Step3Result, "daysBetweenPublicCharging">): string {
  if (!hasPublicChargingCadence(result)) return "public charging only when needed";
  const days = result.daysBetweenPublicCharging;
  return days === 1 ? "public charging every day" : `public charging every ${days} days`;
}

/** One line for previews: "40 miles a day in 94110 · 16% battery per day · public charging every 5 days". */
export function planSummaryLine(inputs: UserInputs, result: Step3Result = computeStep3Result(inputs)): string {
  const battery = batteryPercentDisplay(result.percentBatteryUsedDaily);
  const batteryText = battery.over100 ? "more than a full battery per day" : `${battery.shown}% battery per day`;
  return [
    `${formatNumber(displayDailyMiles(inputs))} miles a day in ${inputs.zipCode}`,
    batteryText,
    publicChargingPhrase(result),
  ].join(" · ");
}

/** The "Charging Summary" lines of a plan, in reading order. */
export function chargingSummaryLines(inputs: UserInputs, result: Step3Result = computeStep3Result(inputs)): string[] {
  const range = formatNumber(effectiveRange(inputs));
  const vehicle =
    inputs.evType === "PHEV"
      ? `A plug-in hybrid (PHEV) with ${range} miles of electric range.`
      : `A battery electric car (BEV) with ${range} miles of range.`;
  const annual = inputs.annualMiles > 0 ? ` About ${formatNumber(inputs.annualMiles)} miles a year.` : "";
  const driving = `${formatNumber(displayDailyMiles(inputs))} miles of driving a day.${annual}`;
  let home: string;
  if (inputs.homeCharging === "yes") {
    const setup = setupOrDefault(inputs.homeSetup);
    home = `Charges at home on ${SETUP_LABELS[setup]}, adding about ${STEP3_MILES_PER_HOUR[setup]} miles per hour parked, ${formatNumber(inputs.hoursParkedAtHome)} hours a night.`;
  } else {
    home = "No home charging: relies on public chargers.";
  }
  const message = /[.!?]$/.test(result.mainMessage) ? result.mainMessage : `${result.mainMessage}.`;
  return [vehicle, driving, home, `${message} ${result.subText}`];
}
