// The plan's home charging at the price on the person's own bill, for screens that compare rate
// plans (Maximize Savings): the same miles, efficiency and rounding as computePlan's "your bill"
// figure (homeChargingBasis: the plan's home miles at its efficiency), so both screens say the same
// dollars. Apart from ./home-price.ts, which the plan model imports, to keep domain/plan free of a cycle.
import type { UserInputs } from "../contracts/progress.schema";
import { homeChargingBasis } from "../charging-plan/home-charging-basis";
import { isValidAssumption } from "../progress/model";

/** null when the person has not typed their bill's price or the plan charges nothing at home. */
export function atYourBillsPrice(inputs: UserInputs): { usdPerKwh: number; yearly: number; monthly: number } | null {
  const price = inputs.homeUsdPerKwh;
  if (!price || !isValidAssumption("homeUsdPerKwh", price) || inputs.homeCharging !== "yes") return null;
  const basis = homeChargingBasis(inputs);
  if (basis.miles <= 0) return null;
  const yearlyUsd = (basis.miles / basis.milesPerKwh) * price;
  return { usdPerKwh: price, yearly: Math.round(yearlyUsd), monthly: Math.round(yearlyUsd / 12) };
}
