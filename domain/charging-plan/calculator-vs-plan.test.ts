// The EV vs gas calculator opened after a plan (issue 33): it prices the plan's charging and says the
// plan's verdict and figure. Worked by hand from the shared data: AAA gas (NY $4.162, TX $3.638, CA
// $5.602, 2026-08-22), 29 mpg, 2.7 mi/kWh (the median 2025–26 battery-electric model, EPA), the
// Brooklyn stations of domain/stations/pricing-brooklyn.test.ts, Paren's US DC fast $0.48 (2025 Q2).
import { describe, expect, it } from "vitest";
import type { UserInputs } from "../contracts/progress.schema";
import { calculateSavings } from "../savings/calculator";
import { levelPrice } from "../stations/test-fixtures";
import type { ResolvedPublicPrices } from "../stations/types";
import { planElectricUsdPerKwh, planForCalculator, whyPlanDiffers } from "./calculator-vs-plan";
import { computePlan } from "./model";
import { SAN_DIEGO_LEVEL2_INPUTS } from "./test-fixtures";

const TODAY = "2026-11-26";

// The 5 fast chargers within 8 miles of 11215 that list a per-kWh price: 0.39, 0.54, 0.54, 0.59, 2.00
// (median 0.54, quartiles 0.54 and 0.59); the 39 Level 2 ones: median 0.40 (0.33–0.62).
const BROOKLYN_PRICES: ResolvedPublicPrices = {
  scope: "circle",
  state: "NY",
  dcFast: { scope: "circle", ...levelPrice(5, 0.54, { low: 0.54, high: 0.59 }) },
  level2: { scope: "circle", ...levelPrice(39, 0.4, { low: 0.33, high: 0.62 }) },
  stations: 44,
  asOf: "2025-04-21",
};
const NO_HOME = { hoursParkedAtHome: 8, evType: "BEV", evRange: 250, homeCharging: "no", homeSetup: "level1", dealerSlug: "" } as const;

describe("Brooklyn 11215, 16 miles a day, no home charging", () => {
  const inputs: UserInputs = { ...NO_HOME, zipCode: "11215", annualMiles: 4_000, dailyMiles: 16 };
  const { money } = computePlan(inputs, { state: "NY", utilities: [], publicPrices: BROOKLYN_PRICES }, TODAY);
  const view = planForCalculator(money, "BEV")!;

  it("opens at the public price the plan pays, not New York's 22.25¢ home average", () => {
    // 4,000 ÷ 2.7 = 1,481.48 kWh, all in public at $0.54: $800 a year. $800 ÷ 1,481.48 kWh = 54¢.
    expect(view.inputs).toEqual({ electricityCentsPerKwh: expect.closeTo(54, 9), gasUsdPerGallon: 4.162, annualMiles: 4_000, milesPerKwh: 2.7, mpg: 29 });
    expect(planElectricUsdPerKwh(money)).toBeCloseTo(0.54, 12);
    expect(view.priceBasis).toBe(
      "Your plan has no home charging: 4,000 miles in public at $0.54 a kWh, near you: median of 5 fast chargers that list a price, of 44 priced stations near you.",
    );
  });

  it("says the plan's verdict and figure: gas cheaper by $226 a year, $19 a month (not 'You save $244 a year')", () => {
    // Electric $800 ($66.67 → $67 a month); gas 4,000 ÷ 29 × $4.162 = $574.07 ($47.84 → $48): −$226 a year, −$19 a month.
    expect(view.result).toMatchObject({ evAnnualCost: 800, gasAnnualCost: 574, evMonthlyCost: 67, gasMonthlyCost: 48, annualSavings: -226, fiveYearSavings: -1130, showAffordability: false });
    expect(view.result.savingsPercentage).toBeCloseTo((-226 / 574) * 100, 9);
    // The spec's formula on the sliders' starting values agrees: 574.07 − 1,481.48 × 0.54 = −225.93.
    expect(Math.round(calculateSavings(view.inputs)!.annualSavings)).toBe(-226);
    expect(view.gasCheaper).toBe("At these prices a gas car would cost you less: about $19 a month less.");
  });

  it("shows every assumption, and the range where the public price or the efficiency could flip the verdict", () => {
    expect(view.basis).toEqual([
      "Miles: your plan's 4,000 miles a year: 4,000 miles in public.",
      "Public charging: $0.54 a kWh, near you: median of 5 fast chargers that list a price, of 44 priced stations near you.",
      "Efficiency: 2.7 miles per kWh, the median of 78 2025–26 battery-electric models (EPA); most do 2.1–3.3. Pick your car in the plan's EV details for its own figure.",
      "The gas car: 29 mpg (a typical gas car) at $4.16 a gallon, New York's average (AAA, Aug 22, 2026).",
    ]);
    // Best: Level 2's $0.40 at 3.3 mi/kWh: 4,000 ÷ 3.3 × 0.40 = $484.85 → $40 a month (below gas's $48);
    // worst: $0.59 at 2.1: $1,123.81 → $94.
    expect(view.range).toBe("Between $40 and $94 a month; the public charging price and your car's efficiency decide it.");
  });

  it("no reason to explain while the calculator sits on the plan; a moved price is explained", () => {
    expect(whyPlanDiffers(money, view.inputs, "New York")).toEqual([]);
    expect(whyPlanDiffers(money, { ...view.inputs, electricityCentsPerKwh: 22.25 }, "New York")).toEqual([
      "Your plan charges 4,000 miles a year in public at $0.54 a kWh (near you: median of 5 fast chargers that list a price, of 44 priced stations near you); the calculator is set to 22.3¢ for every mile.",
    ]);
  });
});

describe("Houston 77002, 15 miles each way on 5 days, no home charging", () => {
  // 30 × 5 × 50 = 7,500 miles. No Texas station data: Paren's US DC fast average, $0.48 (not local).
  const inputs: UserInputs = { ...NO_HOME, zipCode: "77002", annualMiles: 7_500, dailyMiles: 30 };
  const { money } = computePlan(inputs, { state: "TX", utilities: [] }, TODAY);
  const view = planForCalculator(money, "BEV")!;

  it("the plan's −$392 a year, not the calculator's old +$575 (every mile at Texas's 14.46¢ home average, on 8,000 miles)", () => {
    // Electric 7,500 ÷ 2.7 × $0.48 = $1,333.33 ($111 a month); gas 7,500 ÷ 29 × $3.638 = $940.86 ($78):
    // 941 − 1,333 = −$392 a year, 78 − 111 = −$33 a month.
    expect(view.result).toMatchObject({ evAnnualCost: 1333, gasAnnualCost: 941, annualSavings: -392, evMonthlyCost: 111, gasMonthlyCost: 78 });
    expect(view.inputs.electricityCentsPerKwh).toBeCloseTo(48, 9);
    expect(view.inputs.annualMiles).toBe(7_500);
    expect(Math.round(calculateSavings(view.inputs)!.annualSavings)).toBe(-392);
    expect(view.basis).toContain("Public charging: $0.48 a kWh, US average, not local.");
    // No local spread, so only the efficiency moves it: 7,500 ÷ 3.3 × 0.48 = $1,090.91 → $91; ÷ 2.1: $1,714.29 → $143.
    expect(view.range).toBe("Between $91 and $143 a month; your car's efficiency decides it.");
  });
});

describe("San Diego 92101, 40 miles a day, Level 2 at home on SDG&E", () => {
  const inputs: UserInputs = { ...SAN_DIEGO_LEVEL2_INPUTS, annualMiles: 10_000, dailyMiles: 40 };
  const { money } = computePlan(inputs, { state: "CA", utilities: ["SDGE"] }, TODAY);
  const view = planForCalculator(money, "BEV")!;

  it("opens at EV-TOU-5's price in the parked hours, and the plan's $124 a month", () => {
    // 10,000 ÷ 2.7 = 3,703.7 kWh × (5/12 × 12.4¢ + 7/12 × 11.7¢ = 11.99¢) = $444.14 ($37); gas 10,000 ÷ 29 × $5.602 = $1,931.72 ($161).
    expect(view.inputs.electricityCentsPerKwh).toBeCloseTo((5 / 12) * 12.4 + (7 / 12) * 11.7, 9);
    expect(view.result).toMatchObject({ evAnnualCost: 444, gasAnnualCost: 1932, annualSavings: 1488, evMonthlyCost: 37, gasMonthlyCost: 161, showAffordability: true });
    expect(view.priceBasis).toBe("Your plan charges at home on SDG&E's EV-TOU-5 in the hours you are parked, about 12.0¢ a kWh on average.");
    expect(Math.round(calculateSavings(view.inputs)!.annualSavings)).toBe(1488);
  });
});

describe("Fresno 93721, a 40-mile plug-in hybrid, 56 miles on 5 weekdays, Level 1 (PG&E)", () => {
  const inputs: UserInputs = { ...SAN_DIEGO_LEVEL2_INPUTS, zipCode: "93721", annualMiles: 14_000, dailyMiles: 56, evType: "PHEV", evRange: 40, homeSetup: "level1" };
  const { money } = computePlan(inputs, { state: "CA", utilities: ["PG&E"] }, TODAY);
  const view = planForCalculator(money, "PHEV")!;

  it("the plan's figures with its gas miles, which the one-price formula cannot hold, said so", () => {
    // Worked in plan-model.test.ts: home $807 (EV2-A, 22.558¢), hybrid gas $1,646, gas car $2,704: keep $251.
    expect(view.result).toMatchObject({ evAnnualCost: 2453, gasAnnualCost: 2704, annualSavings: 251 });
    expect(view.inputs.electricityCentsPerKwh).toBeCloseTo(22.558, 9);
    expect(view.priceBasis).toBe(
      "Your plan charges at home on PG&E's Home Charging EV2-A in the hours you are parked, about 22.6¢ a kWh on average. Its 7,200 miles on gas are in the figures below, not in this price.",
    );
    expect(view.basis).toContain("The hybrid on gas: 24.5 mpg on gas, the median of 47 plug-in hybrid 2025–26 models (EPA, fueleconomy.gov), at $5.60 a gallon.");
  });
});

it("no miles, no calculator figure", () => {
  const { money } = computePlan({ ...SAN_DIEGO_LEVEL2_INPUTS, annualMiles: 0, dailyMiles: 0 }, { state: "CA", utilities: ["SDGE"] }, TODAY);
  expect(planForCalculator(money, "BEV")).toBeNull();
});
