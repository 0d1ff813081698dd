// The plan the money tests share (domain, web, worker): ZIP 92101, 30 miles a day on 5 days
// (30 × 5 × 50 = 7,500 a year), a 250-mile BEV on a Level 2 charger. Its figures are worked by
// hand in ./plan-model.test.ts.
import type { UserInputs } from "../contracts/progress.schema";

export const SAN_DIEGO_LEVEL2_INPUTS: UserInputs = Object.freeze({
  zipCode: "92101",
  annualMiles: 7_500,
  dailyMiles: 30,
  hoursParkedAtHome: 8,
  evType: "BEV",
  evRange: 250,
  homeCharging: "yes",
  homeSetup: "level2",
  dealerSlug: "",
});
