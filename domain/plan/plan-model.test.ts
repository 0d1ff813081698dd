// The plan model against hand-worked figures from the shared data (utility-rates.json 2026-11-23,
// state-fuel-prices.csv, public-charging-prices.csv, incentives.csv), plus the edge cases.
import { SAN_DIEGO_LEVEL2_INPUTS } from "./test-fixtures";
import { describe, expect, it } from "vitest";
import type { UserInputs } from "../contracts/progress.schema";
import { computePlan, mileShares, type PlanPlace } from "./plan-model";
import { computeStep3Result } from "../charging/plan";

const TODAY = "2026-11-23";
const SAN_DIEGO: PlanPlace = { state: "CA", utilities: ["SDGE"] };
const SAN_FRANCISCO: PlanPlace = { state: "CA", utilities: ["PG&E"] };
const MANHATTAN: PlanPlace = { state: "NY", utilities: [] };

/** 30 miles a day, 5 days a week: 30 × 5 × 50 weeks = 7,500 miles a year. */
const BASE: UserInputs = SAN_DIEGO_LEVEL2_INPUTS;
// 7,500 mi ÷ 3.5 mi/kWh = 2,142.857 kWh; a gas car: 7,500 ÷ 29 = 258.62 gal.
const KWH = 7_500 / 3.5;
const GALLONS = 7_500 / 29;

describe("ZIP 92101, 30 miles a day, 5 days, BEV, Level 2 at home (SDG&E)", () => {
  const plan = computePlan(BASE, SAN_DIEGO, TODAY);
  const home = plan.money.home;

  it("home charging covers every mile: no public charging, nothing on gas", () => {
    expect(plan.money.miles).toEqual({ yearly: 7_500, home: 7_500, public: 0, gas: 0 });
    expect(plan.money.publicCharging).toMatchObject({ yearly: 0, monthly: 0 });
    expect(plan.money.hybridGas).toBeNull();
    expect(plan.rhythm).toBe("public charging only when needed");
  });

  it("standard plan TOU-DR1 in its cheapest window: super off-peak 38.8¢ Jun–Oct, 44.9¢ Nov–May", () => {
    expect(home.kind).toBe("tariff");
    if (home.kind !== "tariff") return;
    // 2,142.857 × (5/12 × 0.388 + 7/12 × 0.449) = 2,142.857 × 0.423583 = $907.68 a year, $75.64 a month.
    expect(KWH * ((5 / 12) * 0.388 + (7 / 12) * 0.449)).toBeCloseTo(907.68, 2);
    expect(home.standard).toMatchObject({ planId: "sdge-tou-dr1", yearly: 908, monthly: 76 });
    expect(home.standard.seasons.map((s) => s.usdPerKwh)).toEqual([0.388, 0.449]);
  });

  it("best EV plan EV-TOU-5 in its cheapest window: 12.4¢ Jun–Oct, 11.7¢ Nov–May", () => {
    if (home.kind !== "tariff") throw new Error("expected a tariff");
    // 2,142.857 × (5/12 × 0.124 + 7/12 × 0.117) = 2,142.857 × 0.119917 = $256.96 a year, $21.41 a month.
    expect(home.ev).toMatchObject({ planId: "sdge-ev-tou-5", yearly: 257, monthly: 21 });
    expect(home.counted).toBe("ev");
    expect(home.counts).toEqual({ yearly: 257, monthly: 21 });
  });

  it("fixed monthly charges are shown apart and never counted", () => {
    if (home.kind !== "tariff") throw new Error("expected a tariff");
    expect(home.fixedMonthlyUsd).toBe(24.15);
    expect(plan.money.evTotal).toEqual({ yearly: 257, monthly: 21 });
  });

  it("the same miles in a gas car: California AAA $5.602 at 29 mpg; the difference adds the rounded figures", () => {
    // 258.62 gal × $5.602 = $1,448.79 a year, $120.73 a month.
    expect(GALLONS * 5.602).toBeCloseTo(1448.79, 2);
    expect(plan.money.gasCar).toMatchObject({ yearly: 1449, monthly: 121, usdPerGallon: 5.602, stateName: "California" });
    expect(plan.money.gasCar.provenance.asOf).toBe("2026-08-22");
    expect(plan.money.difference).toEqual({ yearly: 1449 - 257, monthly: 121 - 21 });
  });

  it("money you may get: SDG&E's Pre-Owned EV Rebate is for used cars, so nothing counts until new or used is answered", () => {
    expect(plan.incentives).toMatchObject({ vehicleUsd: 0, chargerUsd: 0, incomeQualifiedUsd: 0, statusAsOf: "2026-11-23" });
    expect(plan.incentives!.awaitingAnswers.map((c) => c.id)).toEqual(["sdge-pre-owned-ev-rebate-standard", "sdge-pre-owned-ev-rebate-plus"]);
    // Used: $1,000, and the $4,000 income tier replaces it ($3,000 more), from the plan's own answers.
    const used = computePlan({ ...BASE, purchase: "used" }, SAN_DIEGO, TODAY);
    expect(used.incentives).toMatchObject({ vehicleUsd: 1000, incomeQualifiedUsd: 3000 });
    expect(computePlan({ ...BASE, purchase: "used", incomeQualifies: "yes" }, SAN_DIEGO, TODAY).incentives).toMatchObject({ vehicleUsd: 4000, incomeQualifiedUsd: 0 });
  });

  it("keeps the spec's dashboard record as specified (Level 2 covering the day: 14 days)", () => {
    expect(plan.calculations.daysBetweenCharging).toBe(14);
    expect(plan.range).toEqual(computeStep3Result(BASE));
  });
});

describe("ZIP 94110, no home charging (PG&E)", () => {
  const plan = computePlan({ ...BASE, zipCode: "94110", homeCharging: "no" }, SAN_FRANCISCO, TODAY);

  it("every mile is charged in public at Paren's US DC fast average of $0.48 (2025 Q2, published 2025-07-28)", () => {
    // 2,142.857 kWh × $0.48 = $1,028.57 a year, $85.71 a month.
    expect(plan.money.home).toEqual({ kind: "none" });
    expect(plan.money.publicCharging).toEqual({ yearly: 1029, monthly: 86, usdPerKwh: 0.48 });
    expect(plan.money.assumptions.publicUsdPerKwh).toMatchObject({ value: 0.48, isDefault: true, provenance: { asOf: "2025-07-28" } });
    expect(plan.money.difference).toEqual({ yearly: 1449 - 1029, monthly: 121 - 86 });
  });

  it("money you may get: only income-qualified PG&E programs have an amount (charger $700; the used-EV $4,000 waits for new or used)", () => {
    expect(plan.incentives).toMatchObject({ vehicleUsd: 0, chargerUsd: 0, incomeQualifiedUsd: 700 });
  });

  it("the person's own public price flows into the figure", () => {
    const own = computePlan({ ...BASE, zipCode: "94110", homeCharging: "no", publicUsdPerKwh: 0.3 }, SAN_FRANCISCO, TODAY);
    // 2,142.857 × 0.30 = $642.86.
    expect(own.money.publicCharging).toEqual({ yearly: 643, monthly: 54, usdPerKwh: 0.3 });
    expect(own.money.assumptions.publicUsdPerKwh.isDefault).toBe(false);
  });
});

describe("ZIP 10025, no tariff (New York)", () => {
  const plan = computePlan({ ...BASE, zipCode: "10025" }, MANHATTAN, TODAY);

  it("home charging at New York's EIA 2023 average, 22.25¢/kWh, with a plain note", () => {
    // 2,142.857 × 0.2225 = $476.79 a year, $39.73 a month.
    expect(plan.money.home).toMatchObject({
      kind: "state-average",
      stateName: "New York",
      usdPerKwh: 0.2225,
      isNationalDefault: false,
      counts: { yearly: 477, monthly: 40 },
      provenance: { asOf: "2023" },
    });
    if (plan.money.home.kind === "state-average") expect(plan.money.home.note).toMatch(/New York's average home electricity price \(EIA, 2023\)/);
  });

  it("gas at New York's AAA average $4.162: $1,076.38 a year", () => {
    expect(plan.money.gasCar).toMatchObject({ yearly: 1076, monthly: 90 });
    expect(plan.money.difference).toEqual({ yearly: 1076 - 477, monthly: 90 - 40 });
  });

  it("no California program counts in New York", () => {
    expect(plan.incentives).toMatchObject({ vehicleUsd: 0, chargerUsd: 0, incomeQualifiedUsd: 0, counted: [] });
  });
});

describe("ZIP 91502, Burbank (BWP): an EV plan without published hours", () => {
  const plan = computePlan({ ...BASE, zipCode: "91502" }, { state: "CA", utilities: ["BWP"] }, TODAY);

  it("prices home charging on BWP's standard rate and says plainly why the EV plan is not priced", () => {
    // 2,142.857 kWh × $0.22 (the spec's flat BWP figure) = $471.43 a year, $39.29 a month.
    expect(plan.money.home).toMatchObject({
      kind: "tariff",
      utility: "BWP",
      ev: null,
      counted: "standard",
      counts: { yearly: 471, monthly: 39 },
      evMissingReason: "BWP does not publish the hours of its EV plan, so it cannot be priced.",
    });
  });
});

describe("ZIP 82001, Wyoming: no state electricity average in the data", () => {
  const plan = computePlan({ ...BASE, zipCode: "82001" }, { state: "WY", utilities: [] }, TODAY);

  it("home charging at the US default of 17.11¢ a kWh, and the note says so", () => {
    // 2,142.857 kWh × $0.1711 = $366.64 a year, $30.55 a month.
    expect(plan.money.home).toMatchObject({
      kind: "state-average",
      stateName: "Wyoming",
      usdPerKwh: 0.1711,
      isNationalDefault: true,
      counts: { yearly: 367, monthly: 31 },
      note: "We have no rate plans for your utility and no state average for Wyoming, so home charging uses the US default of 17.11¢ a kWh.",
    });
  });

  it("names the specification's figures it falls back on", () => {
    expect(plan.money.home).toMatchObject({ provenance: { source: "PlugPlan tool specification (US default 17.11¢/kWh)", asOf: "" } });
    expect(plan.money.assumptions.milesPerKwh.provenance.source).toBe("PlugPlan tool specification (typical EV 3.5 mi/kWh; typical gas car 29 mpg)");
    const unknownPlace = computePlan(BASE, null, TODAY);
    expect(unknownPlace.money.gasCar.provenance.source).toBe("PlugPlan tool specification (US default $3.11 a gallon)");
  });

  it("gas still at Wyoming's own average, $4.39: 258.62 gal = $1,135.34 a year", () => {
    expect(plan.money.gasCar).toMatchObject({ yearly: 1135, monthly: 95, stateName: "Wyoming", isNationalDefault: false });
  });
});

describe("plug-in hybrids and other edges", () => {
  it("PHEV 35 miles, 60 miles a day, Level 1 at home: 24 miles back a night, 36 miles a day on gas", () => {
    const inputs: UserInputs = { ...BASE, dailyMiles: 60, annualMiles: 15_000, evType: "PHEV", evRange: 35, homeSetup: "level1" };
    const plan = computePlan(inputs, SAN_DIEGO, TODAY);
    // Level 1: 8 h × 3 mi/h = 24 miles; 36 of 60 miles on gas → 9,000 of 15,000 miles a year.
    expect(mileShares(inputs, plan.range)).toEqual({ home: 0.4, public: 0, gas: 0.6 });
    expect(plan.rhythm).toBe("public charging only when needed");
    // 9,000 mi ÷ 29 mpg × $5.602 = $1,738.55.
    expect(plan.money.hybridGas).toMatchObject({ yearly: 1739, monthly: 145 });
    expect(plan.money.publicCharging.yearly).toBe(0);
  });

  it("PHEV with Level 2 never drives more electric miles a day than its battery holds", () => {
    const inputs: UserInputs = { ...BASE, dailyMiles: 60, annualMiles: 15_000, evType: "PHEV", evRange: 35 };
    expect(mileShares(inputs, computeStep3Result(inputs))).toEqual({ home: 35 / 60, public: 0, gas: 25 / 60 });
  });

  it("zero driving days: every money figure is $0, though a driving day's battery use still shows", () => {
    const plan = computePlan({ ...BASE, dailyMiles: 30, annualMiles: 0 }, SAN_DIEGO, TODAY);
    expect(plan.money.evTotal).toEqual({ yearly: 0, monthly: 0 });
    expect(plan.money.gasCar).toMatchObject({ yearly: 0, monthly: 0 });
    expect(plan.range.percentBatteryUsedDaily).toBe(12);
  });

  it("zero driving: every money figure is $0", () => {
    const plan = computePlan({ ...BASE, dailyMiles: 0, annualMiles: 0 }, SAN_DIEGO, TODAY);
    expect(plan.money.evTotal).toEqual({ yearly: 0, monthly: 0 });
    expect(plan.money.gasCar).toMatchObject({ yearly: 0, monthly: 0 });
    expect(plan.money.difference).toEqual({ yearly: 0, monthly: 0 });
  });

  it("an unknown ZIP: national defaults, said plainly, and no incentive total", () => {
    const plan = computePlan({ ...BASE, zipCode: "00000" }, null, TODAY);
    expect(plan.money.home).toMatchObject({ kind: "state-average", isNationalDefault: true, usdPerKwh: 0.1711 });
    expect(plan.money.gasCar).toMatchObject({ usdPerGallon: 3.11, isNationalDefault: true });
    expect(plan.incentives).toBeNull();
  });

  it("Wyoming has no EIA figure: the national default, and the note says so", () => {
    const plan = computePlan({ ...BASE, zipCode: "82001" }, { state: "WY", utilities: [] }, TODAY);
    expect(plan.money.home).toMatchObject({ kind: "state-average", isNationalDefault: true, stateName: "Wyoming" });
    if (plan.money.home.kind === "state-average") expect(plan.money.home.note).toMatch(/no state average for Wyoming/);
    expect(plan.money.gasCar.usdPerGallon).toBe(4.39);
  });

  it("BWP's EV plan has no published hours: the standard plan counts and the reason is given", () => {
    const plan = computePlan({ ...BASE, zipCode: "91502" }, { state: "CA", utilities: ["BWP"] }, TODAY);
    expect(plan.money.home).toMatchObject({ kind: "tariff", utility: "BWP", ev: null, counted: "standard" });
    if (plan.money.home.kind === "tariff") expect(plan.money.home.evMissingReason).toMatch(/does not publish the hours/);
  });

  it("a utility without tariffs (SMUD) uses California's EIA average", () => {
    const plan = computePlan({ ...BASE, zipCode: "95814" }, { state: "CA", utilities: ["SMUD"] }, TODAY);
    expect(plan.money.home).toMatchObject({ kind: "state-average", utility: "SMUD", usdPerKwh: expect.closeTo(0.2951, 9) });
  });

  it("a split ZIP uses the first utility with tariffs and names the others", () => {
    const plan = computePlan(BASE, { state: "CA", utilities: ["IID", "SCE"] }, TODAY);
    expect(plan.money.home).toMatchObject({ kind: "tariff", utility: "SCE", otherUtilities: ["IID"] });
  });

  it("out-of-bounds assumptions are clamped, never absurd", () => {
    const plan = computePlan({ ...BASE, milesPerKwh: 0.01, mpg: 1_000 }, SAN_DIEGO, TODAY);
    expect(plan.money.assumptions.milesPerKwh.value).toBe(2);
    expect(plan.money.assumptions.mpg.value).toBe(100);
  });
});
