// What we can say about the rate plans of a person's utility outside California's tariff table
// (Maximize Savings, Automate Charging): its verified plan's cheapest hours where
// research/utility-ev-rates-2026 has one (PSEG Long Island, Seattle City Light), else plainly that
// its EV plan is not in our data, naming the utility.
import * as m from "../i18n/messages";
import { windowLength } from "../rates/tariff-keys";
import type { OffPeakWindow } from "../rates/tariffs";
import type { RatePlan } from "../rates/tariffs.schema";
import type { PlaceElectricUtility } from "./types";
import { usTariffsFor } from "./us-tariffs";

/** A verified plan's cheapest window outside California: the same window California's plans name, with its source. */
export interface VerifiedWindow extends Pick<OffPeakWindow, "planName" | "label" | "startHour" | "endHour" | "usdPerKwh" | "days" | "season"> {
  planKind: RatePlan["kind"];
  /** "effective 2026-01-01" / "published 2025-09-05". */
  asOf: string;
  sourceLabel: string;
  switchInstructions: string;
}

export type UtilityPlans =
  | { kind: "none" }
  | { kind: "verified"; utilityName: string; window: VerifiedWindow }
  | { kind: "not-in-data"; utilityName: string; sentence: string };

/** The cheapest window with known hours that works for everyday charging (every day or weekdays); ties to the longer. */
function cheapestWindow(plan: RatePlan): Omit<VerifiedWindow, "asOf" | "sourceLabel" | "switchInstructions" | "planName" | "planKind"> | null {
  let best: ReturnType<typeof cheapestWindow> = null;
  for (const season of plan.seasons) {
    for (const p of season.periods) {
      if (p.startHour === null || p.endHour === null || p.days === "weekend") continue;
      const better =
        !best || p.usdPerKwh < best.usdPerKwh || (p.usdPerKwh === best.usdPerKwh && windowLength(p.startHour, p.endHour) > windowLength(best.startHour, best.endHour));
      if (better) best = { label: p.label, startHour: p.startHour, endHour: p.endHour, usdPerKwh: p.usdPerKwh, days: p.days, season: season.name };
    }
  }
  return best;
}

export function utilityPlans(utility: PlaceElectricUtility | null): UtilityPlans {
  if (!utility) return { kind: "none" };
  const tariffs = usTariffsFor(utility.tariffKey);
  // An EV plan first; a time-of-use default plan (PSEG Long Island's Rate 194) when there is none.
  const plan = tariffs?.plans.find((p) => p.kind === "ev") ?? tariffs?.plans[0];
  const window = plan ? cheapestWindow(plan) : null;
  if (tariffs && plan && window) {
    const asOf = plan.effectiveDate
      ? m.place_as_of_effective({ date: plan.effectiveDate })
      : plan.sourceDate
        ? plan.sourceDateKind === "checked"
          ? m.place_as_of_checked({ date: plan.sourceDate })
          : plan.sourceDateKind === "published"
            ? m.place_as_of_published({ date: plan.sourceDate })
            : m.place_as_of_dated({ date: plan.sourceDate })
        : m.place_as_of_unpublished();
    return {
      kind: "verified",
      utilityName: tariffs.displayName,
      window: { ...window, planName: plan.name, planKind: plan.kind, asOf, sourceLabel: plan.sourceLabel, switchInstructions: tariffs.switchInstructions },
    };
  }
  return {
    kind: "not-in-data",
    utilityName: utility.name,
    sentence: m.place_plan_not_in_data({ utility: utility.name }),
  };
}
