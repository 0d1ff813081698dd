// Sample plan inputs shared by the shared-plan tests (domain, web, worker and e2e), so every layer
// checks the same plan: 40 miles a day in 94110, a 250-mile BEV on a household outlet.
import type { ShareableInputs } from "./plan-payload";

export const SAMPLE_BEV_INPUTS: ShareableInputs = Object.freeze({
  zipCode: "94110",
  annualMiles: 10_000,
  dailyMiles: 40,
  hoursParkedAtHome: 8,
  evType: "BEV",
  evRange: 250,
  homeCharging: "yes",
  homeSetup: "level1",
  dealerSlug: "",
});
