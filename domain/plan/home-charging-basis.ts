// The miles and efficiency a home rate plan is priced on, the same on every screen: the plan's
// "Your plan in dollars" (computePlan's money.home) and Maximize Savings' rate plan comparison, so
// the dashboard's "Compare plans" link leads to the same yearly dollars for the same plan.
//
// Basis (decided for the spec's Maximize Savings page, savings-tools-and-pages.md §4 and §9: "Annual
// off-peak comparison = annualMiles / 3.5 * rate"): a utility's rate plan prices only the electricity
// bought at home, so the comparison uses the yearly miles the plan charges at home (all of them for
// most plans; fewer when a night cannot put back a day's driving or a hybrid's battery runs out),
// at the person's own efficiency when they set one, else the spec's 3.5 mi/kWh (EV_MILES_PER_KWH).
// A plan without home charging (or not yet answered: the plan prices no home row then) compares the
// plans on all its yearly miles ("if you charged at home").
import type { UserInputs } from "../contracts/progress.schema";
import { planFigures } from "./plan-figures";
import { mileShares, planMilesPerKwh, yearlyMiles } from "./plan-model";

export interface HomeChargingBasis {
  /** Yearly miles charged at home (computePlan's money.miles.home), or all yearly miles without home charging. */
  miles: number;
  /** The plan's yearly miles. */
  yearlyMiles: number;
  /** The person's efficiency (clamped to ASSUMPTION_BOUNDS) or EV_MILES_PER_KWH: money.assumptions.milesPerKwh. */
  milesPerKwh: number;
}

export function homeChargingBasis(inputs: UserInputs): HomeChargingBasis {
  const miles = yearlyMiles(inputs);
  const milesPerKwh = planMilesPerKwh(inputs);
  if (inputs.homeCharging !== "yes") return { miles, yearlyMiles: miles, milesPerKwh };
  const shares = mileShares(inputs, planFigures(inputs).range);
  return { miles: miles * shares.home, yearlyMiles: miles, milesPerKwh };
}
