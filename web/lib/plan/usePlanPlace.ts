// The place a plan's money is priced for, the same on every screen that shows it (the plan's
// "Your plan in dollars", the calculator's "Your plan" beside its own figure): the ZIP's state and
// utilities from the ZIP lookup. One hook, so two screens can never price the same plan for two places.
import type { PlanPlace } from "../../../domain/plan/plan-model";
import type { UserInputs } from "../../../domain/contracts/progress.schema";
import { useZipInfo } from "../zip/useZipInfo";

/** "loading" until the ZIP is looked up; null when it cannot be placed (national defaults, said plainly). */
export function usePlanPlace(inputs: Pick<UserInputs, "zipCode" | "dailyMiles" | "annualMiles">): PlanPlace | null | "loading" {
  const status = useZipInfo(inputs.zipCode.trim());
  if (status.status === "loading") return "loading";
  if (status.status === "found" && status.info) return { state: status.info.state, utilities: status.info.utilities };
  return null;
}
