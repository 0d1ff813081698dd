// The miles, efficiency and nights a home rate plan is priced on, the same on every screen: the
// plan's "Your plan in dollars" (computePlan's money.home) and Maximize Savings' rate plan
// comparison, so the dashboard's "Compare plans" link leads to the same yearly dollars for the same plan.
//
// Basis (decided for the spec's Maximize Savings page, savings-tools-and-pages.md §4 and §9: "Annual
// off-peak comparison = annualMiles / 3.5 * rate"): a utility's rate plan prices only the electricity
// bought at home, so the comparison uses the yearly miles the plan charges at home (all of them for
// most plans; fewer when the nights cannot put back the week's driving or a hybrid's battery runs
// out), at the plan's efficiency (the person's, their model's, or the typical 2025–26 model's), in
// the plan's parked hours (domain/charging-plan/charging-schedule.ts). A plan without home charging (or not
// yet answered: the plan prices no home row then) compares the plans on all its yearly miles ("if
// you charged at home"), in each plan's cheapest windows.
import type { UserInputs } from "../contracts/progress.schema";
import type { NightlyCharging } from "../rates/evaluation";
import { mileSplit, yearlyMiles } from "./charging-schedule";
import { planMilesPerKwh } from "./assumptions";

export interface HomeChargingBasis {
  /** Yearly miles charged at home (computePlan's money.miles.home), or all yearly miles without home charging. */
  miles: number;
  /** The plan's yearly miles. */
  yearlyMiles: number;
  /** computePlan's money.assumptions.milesPerKwh. */
  milesPerKwh: number;
  /** The plan's nights (computePlan's money.schedule); undefined without home charging. */
  night?: NightlyCharging;
}

export function homeChargingBasis(inputs: UserInputs): HomeChargingBasis {
  const miles = yearlyMiles(inputs);
  const milesPerKwh = planMilesPerKwh(inputs);
  if (inputs.homeCharging !== "yes") return { miles, yearlyMiles: miles, milesPerKwh };
  const split = mileSplit(inputs);
  if (!split.schedule) return { miles: 0, yearlyMiles: miles, milesPerKwh };
  const { fromHour, hoursParked, hoursPerNight } = split.schedule;
  return { miles: miles * split.home, yearlyMiles: miles, milesPerKwh, night: { fromHour, hoursParked, hoursPerNight } };
}
