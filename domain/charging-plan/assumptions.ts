// The money assumptions a person may change (efficiency, mpg, public price) and their defaults,
// apart from the plan model's data so a light page (the calculator's prefill) can read the plan's
// efficiency without loading tariffs and incentives.
import type { UserInputs } from "../contracts/progress.schema";
import { ASSUMPTION_BOUNDS, type AssumptionKey } from "../progress/model";
import { typicalEfficiency as epaTypicalEfficiency, type TypicalEfficiency } from "../vehicles/ev-models";
import type { Assumption, Provenance } from "./money-types";
import { formatIsoDate } from "../rates/format";
import { numberFormat } from "../i18n/format";
import * as m from "../i18n/messages";

const oneDecimal = (value: number) => numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

const tenth = (value: number) => Math.round(value * 10) / 10;

/**
 * The typical 2025–26 model of a kind (EPA's median and its 10th–90th percentiles), to a tenth of a
 * mile per kWh: the figure the screen prints is the one the money uses.
 */
export function typicalEfficiency(type: "BEV" | "PHEV"): TypicalEfficiency {
  const typical = epaTypicalEfficiency(type);
  return { ...typical, median: tenth(typical.median), low: tenth(typical.low), high: tenth(typical.high) };
}

/** The typical battery EV's efficiency: every screen's default without a plan (calculator, gas equivalents, rate comparison). */
export const TYPICAL_BEV_MILES_PER_KWH = typicalEfficiency("BEV").median;

/** Where a default efficiency comes from, in words: "the median of 78 battery-electric 2025–26 models (EPA, fueleconomy.gov)". */
function typicalSourceText(type: "BEV" | "PHEV"): string {
  const count = String(typicalEfficiency(type).count);
  return type === "PHEV" ? m.plan_typical_source_phev({ count }) : m.plan_typical_source_bev({ count });
}

/** Where TYPICAL_BEV_MILES_PER_KWH comes from, in the reader's language. */
export function typicalEfficiencySource(): string {
  return typicalSourceText("BEV");
}

/** Where planMilesPerKwh(inputs) comes from, in words: "your plan's figure" or the typical model's source. */
export function efficiencySourceText(inputs: UserInputs): string {
  return efficiencyAssumption(inputs).isDefault ? typicalSourceText(typeOf(inputs)) : m.plan_your_plans_figure();
}

/** The calculator's hint under its efficiency slider: where its starting figure comes from and the usual spread. */
export function typicalEfficiencyText(type: "BEV" | "PHEV"): string {
  const typical = typicalEfficiency(type);
  const figures = {
    median: oneDecimal(typical.median),
    count: String(typical.count),
    date: formatIsoDate(typical.asOf),
    low: oneDecimal(typical.low),
    high: oneDecimal(typical.high),
  };
  return type === "PHEV" ? m.plan_typical_hint_phev(figures) : m.plan_typical_hint_bev(figures);
}

export const typeOf = (inputs: Pick<UserInputs, "evType">) => (inputs.evType === "PHEV" ? "PHEV" : "BEV");
const EFFICIENCY_PROVENANCE = (inputs: Pick<UserInputs, "evType">): Provenance => {
  const typical = typicalEfficiency(typeOf(inputs));
  const figures = { source: typical.source, count: String(typical.count) };
  return { source: typeOf(inputs) === "PHEV" ? m.plan_source_efficiency_phev(figures) : m.plan_source_efficiency_bev(figures), asOf: typical.asOf };
};

/** The person's value when set and valid, else the default; clamped so no figure can run away. */
export function assumption(inputs: UserInputs, key: AssumptionKey, fallback: number, provenance: Provenance): Assumption {
  const raw = inputs[key];
  const { min, max } = ASSUMPTION_BOUNDS[key];
  if (typeof raw === "number" && Number.isFinite(raw) && raw > 0) {
    return { value: Math.min(max, Math.max(min, raw)), isDefault: false, provenance: { source: m.plan_source_own_figure(), asOf: "" } };
  }
  return { value: fallback, isDefault: true, provenance };
}

export function efficiencyAssumption(inputs: UserInputs): Assumption {
  return assumption(inputs, "milesPerKwh", typicalEfficiency(typeOf(inputs)).median, EFFICIENCY_PROVENANCE(inputs));
}

/**
 * The efficiency the plan's money uses: the person's figure (typed, or their model's EPA rating)
 * within its bounds, else the median of 2025–26 models of the plan's kind (EPA).
 */
export function planMilesPerKwh(inputs: UserInputs): number {
  return efficiencyAssumption(inputs).value;
}
