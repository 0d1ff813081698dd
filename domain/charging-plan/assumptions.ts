// The money assumptions a person may change (efficiency, mpg, public price) and their defaults,
// apart from the plan model's data so a light page (the calculator's prefill) can read the plan's
// efficiency without loading tariffs and incentives.
import type { UserInputs } from "../contracts/progress.schema";
import { ASSUMPTION_BOUNDS, type AssumptionKey } from "../progress/model";
import { typicalEfficiency as epaTypicalEfficiency, type TypicalEfficiency } from "../vehicles/ev-models";
import type { Assumption, Provenance } from "./money-types";
import { formatIsoDate } from "../rates/format";

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
  const kind = type === "PHEV" ? "plug-in hybrid 2025–26 models on electricity" : "battery-electric 2025–26 models";
  return `the median of ${typicalEfficiency(type).count} ${kind} (EPA, fueleconomy.gov)`;
}

/** Where TYPICAL_BEV_MILES_PER_KWH comes from, in words. */
export const TYPICAL_EFFICIENCY_SOURCE = typicalSourceText("BEV");

/** Where planMilesPerKwh(inputs) comes from, in words: "your plan's figure" or the typical model's source. */
export function efficiencySourceText(inputs: UserInputs): string {
  return efficiencyAssumption(inputs).isDefault ? typicalSourceText(typeOf(inputs)) : "your plan's figure";
}

/** The calculator's hint under its efficiency slider: where its starting figure comes from and the usual spread. */
export function typicalEfficiencyText(type: "BEV" | "PHEV"): string {
  const typical = typicalEfficiency(type);
  const kind = type === "PHEV" ? "plug-in hybrids on electricity" : "battery-electric models";
  return `Starts at ${typical.median.toFixed(1)}, the median of ${typical.count} 2025–26 ${kind} (EPA, fueleconomy.gov, file of ${formatIsoDate(typical.asOf)}); most do ${typical.low.toFixed(1)}–${typical.high.toFixed(1)}.`;
}

export const typeOf = (inputs: Pick<UserInputs, "evType">) => (inputs.evType === "PHEV" ? "PHEV" : "BEV");
const EFFICIENCY_PROVENANCE = (inputs: Pick<UserInputs, "evType">): Provenance => {
  const typical = typicalEfficiency(typeOf(inputs));
  const kind = typeOf(inputs) === "PHEV" ? "plug-in hybrids on electricity" : "battery-electric models";
  return { source: `${typical.source}: median of ${typical.count} 2025–26 ${kind}`, asOf: typical.asOf };
};

/** The person's value when set and valid, else the default; clamped so no figure can run away. */
export function assumption(inputs: UserInputs, key: AssumptionKey, fallback: number, provenance: Provenance): Assumption {
  const raw = inputs[key];
  const { min, max } = ASSUMPTION_BOUNDS[key];
  if (typeof raw === "number" && Number.isFinite(raw) && raw > 0) {
    return { value: Math.min(max, Math.max(min, raw)), isDefault: false, provenance: { source: "Your own figure", asOf: "" } };
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
