// Plain-words summaries of a plan, shared by the /shared-plan page, the link preview tags the
// Worker injects and the og:image card, so all three always say the same thing.
import type { HomeSetup, UserInputs } from "../contracts/progress.schema";
import { formatInteger } from "../i18n/format";
import type { Locale } from "../i18n/locale";
import * as m from "../i18n/messages";
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

/** The home setup in words, in the reader's language (getters: read per render). */
export const SETUP_LABELS: Readonly<Record<HomeSetup, string>> = Object.freeze({
  get level1() {
    return m.plan_setup_level1();
  },
  get "240v"() {
    return m.plan_setup_240v();
  },
  get level2() {
    return m.plan_setup_level2();
  },
});

const formatNumber = (value: number) => formatInteger(value);

/** Whole daily miles as shown in "Based on {miles} miles daily driving in {zip}". */
export function displayDailyMiles(inputs: Pick<UserInputs, "dailyMiles" | "annualMiles">): number {
  return Math.round(effectiveDailyMiles(inputs));
}

/** "Public charging every 5 days" / "every day" / "Public charging only when needed". */
export function publicChargingPhrase(result: Pick<Step3Result, "daysBetweenPublicCharging">, locale?: Locale): string {
  if (!hasPublicChargingCadence(result)) return m.plan_public_only_when_needed({}, { locale });
  return m.plan_public_charging_every({ count: result.daysBetweenPublicCharging }, { locale });
}

/** One line for previews: "40 miles a day in 94110 · 16% battery per day · public charging every 5 days". */
export function planSummaryLine(inputs: UserInputs, result: Step3Result = computeStep3Result(inputs)): string {
  const battery = batteryPercentDisplay(result.percentBatteryUsedDaily);
  const batteryText = battery.over100 ? m.plan_summary_battery_over() : m.plan_summary_battery_percent({ percent: String(battery.shown) });
  return [
    m.plan_summary_miles_in_zip({ miles: formatNumber(displayDailyMiles(inputs)), zip: inputs.zipCode }),
    batteryText,
    publicChargingPhrase(result),
  ].join(" · ");
}

/** The "Charging Summary" lines of a plan, in reading order. */
export function chargingSummaryLines(inputs: UserInputs, result: Step3Result = computeStep3Result(inputs)): string[] {
  const range = formatNumber(effectiveRange(inputs));
  const vehicle = inputs.evType === "PHEV" ? m.plan_summary_phev({ range }) : m.plan_summary_bev({ range });
  const daily = formatNumber(displayDailyMiles(inputs));
  const driving =
    inputs.annualMiles > 0
      ? m.plan_summary_driving_annual({ daily, annual: formatNumber(inputs.annualMiles) })
      : m.plan_summary_driving({ daily });
  let home: string;
  if (inputs.homeCharging === "yes") {
    const setup = setupOrDefault(inputs.homeSetup);
    home = m.plan_summary_home({
      setup: SETUP_LABELS[setup],
      mph: String(STEP3_MILES_PER_HOUR[setup]),
      hours: formatNumber(inputs.hoursParkedAtHome),
    });
  } else {
    home = m.plan_summary_no_home();
  }
  const message = /[.!?]$/.test(result.mainMessage) ? result.mainMessage : `${result.mainMessage}.`;
  return [vehicle, driving, home, `${message} ${result.subText}`];
}
