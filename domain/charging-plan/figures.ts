// The data-free half of the plan model: range figures, the public-charging rhythm and the spec's
// stored `calculations`. Screens that show only these (result cards, the dashboard summary, the
// og:image card) import this module and stay free of the tariff and incentive data; computePlan
// (./plan-model.ts) returns the same object plus the money.
import type { Calculations, UserInputs } from "../contracts/progress.schema";
import { computeDashboardPlan, computeStep3Result, type Step3Result } from "./range-figures";
import { publicChargingPhrase } from "./summary";

export interface PlanFigures {
  /** What people see on every screen: step 3's figures (docs/decisions/0006-one-plan-model.md). */
  range: Step3Result;
  /** "public charging every 5 days" / "public charging only when needed". */
  rhythm: string;
  /** The spec's dashboard record, stored as specified; never shown. */
  calculations: Required<Calculations>;
}

export function planFigures(inputs: UserInputs): PlanFigures {
  const range = computeStep3Result(inputs);
  return { range, rhythm: publicChargingPhrase(range), calculations: computeDashboardPlan(inputs) };
}
