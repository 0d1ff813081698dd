// The plan model against hand-worked figures from the shared data (utility-rates.json 2026-11-23,
// state-fuel-prices.csv, public-charging-prices.csv, incentives.csv), plus the edge cases.
import { SAN_DIEGO_LEVEL2_INPUTS } from "./test-fixtures";
import { describe, expect, it } from "vitest";
import type { UserInputs } from "../contracts/progress.schema";
import { computePlan, type PlanPlace } from "./model";
import type { ResolvedLevelPrice, ResolvedPublicPrices } from "../stations/types";
import { mileSplit } from "./charging-schedule";
import { levelPrice } from "../stations/test-fixtures";
import { computeStep3Result } from "./range-figures";
import { efficiencyLine, gasCheaperLine, scheduleLine, verdictRangeLine } from "./money-words";

import caPrograms from "../../web/public/data/programs/CA.json";
import nyPrograms from "../../web/public/data/programs/NY.json";
import { parseProgramShard } from "../incentives/programs.schema";

const TODAY = "2026-11-23";
const CA_SHARD = parseProgramShard("CA", caPrograms);
// Program locations as the place model builds them (zcta-to-geography.csv areas plus the utility):
// 92101 → California 5, San Diego County 280, SDG&E 3544; 94110 → 5, San Francisco County 281,
// PG&E 3536; 10025 → New York 32, New York County 1908, Con Edison 4599.
const SAN_DIEGO: PlanPlace = {
  state: "CA",
  utilities: ["SDGE"],
  programs: { shard: CA_SHARD, location: { state: "CA", geographyIds: ["5", "280", "3544"] }, area: null, stateName: "California", utilityName: "San Diego Gas & Electric" },
};
const SAN_FRANCISCO: PlanPlace = {
  state: "CA",
  utilities: ["PG&E"],
  programs: { shard: CA_SHARD, location: { state: "CA", geographyIds: ["5", "281", "3536"] }, area: null, stateName: "California", utilityName: "Pacific Gas & Electric" },
};
const MANHATTAN: PlanPlace = {
  state: "NY",
  utilities: [],
  programs: {
    shard: parseProgramShard("NY", nyPrograms),
    location: { state: "NY", geographyIds: ["32", "1908", "4599"] },
    area: null,
    stateName: "New York",
    utilityName: "Con Edison",
  },
};

/** 30 miles a day, 5 days a week: 30 × 5 × 50 weeks = 7,500 miles a year. */
const BASE: UserInputs = SAN_DIEGO_LEVEL2_INPUTS;
// No model picked: the median 2025–26 battery-electric model, 2.7 mi/kWh (EPA, ev-models.csv).
// 7,500 mi ÷ 2.7 mi/kWh = 2,777.778 kWh; a gas car: 7,500 ÷ 29 = 258.62 gal.
const KWH = 7_500 / 2.7;
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

  it("charges 7 nights a week, 150 miles ÷ 7 = 21.4 miles a night: 0.71 hours at Level 2, 11 p.m.–7 a.m.", () => {
    expect(plan.money.schedule).toMatchObject({ nightsPerWeek: 7, nightsAnswered: false, fromHour: 23, untilHour: 7, hoursParked: 8 });
    expect(plan.money.schedule!.hoursPerNight).toBeCloseTo(150 / 7 / 30, 9);
  });

  it("standard plan TOU-DR1 in its cheapest night hours: super off-peak 38.8¢ Jun–Oct, 44.9¢ Nov–May", () => {
    expect(home.kind).toBe("tariff");
    if (home.kind !== "tariff") return;
    // Under an hour a night fits in 12–6 a.m. super off-peak every night.
    // 2,777.778 × (5/12 × 0.388 + 7/12 × 0.449) = 2,777.778 × 0.423583 = $1,176.62 a year, $98.05 a month.
    expect(KWH * ((5 / 12) * 0.388 + (7 / 12) * 0.449)).toBeCloseTo(1176.62, 2);
    expect(home.standard).toMatchObject({ planId: "sdge-tou-dr1", yearly: 1177, monthly: 98, beyondCheapestShare: 0 });
    expect(home.standard.seasons.map((s) => s.usdPerKwh)).toEqual([expect.closeTo(0.388, 12), expect.closeTo(0.449, 12)]);
  });

  it("best EV plan EV-TOU-5 in its cheapest window: 12.4¢ Jun–Oct, 11.7¢ Nov–May", () => {
    if (home.kind !== "tariff") throw new Error("expected a tariff");
    // 2,777.778 × (5/12 × 0.124 + 7/12 × 0.117) = 2,777.778 × 0.119917 = $333.10 a year, $27.76 a month.
    expect(home.ev).toMatchObject({ planId: "sdge-ev-tou-5", yearly: 333, monthly: 28 });
    expect(home.counted).toBe("ev");
    expect(home.counts).toEqual({ yearly: 333, monthly: 28 });
  });

  it("fixed monthly charges are shown apart and never counted", () => {
    if (home.kind !== "tariff") throw new Error("expected a tariff");
    expect(home.fixedMonthlyUsd).toBe(24.15);
    expect(plan.money.evTotal).toEqual({ yearly: 333, monthly: 28 });
  });

  it("the same miles in a gas car: California AAA $5.602 at 29 mpg; the difference adds the rounded figures", () => {
    // 258.62 gal × $5.602 = $1,448.79 a year, $120.73 a month.
    expect(GALLONS * 5.602).toBeCloseTo(1448.79, 2);
    expect(plan.money.gasCar).toMatchObject({ yearly: 1449, monthly: 121, usdPerGallon: 5.602, stateName: "California" });
    expect(plan.money.gasCar.provenance.asOf).toBe("2026-08-22");
    expect(plan.money.difference).toEqual({ yearly: 1449 - 333, monthly: 121 - 28 });
  });

  it("money you may get: SDG&E's Pre-Owned EV Rebate is for used cars, so nothing counts until new or used is answered", () => {
    // Our California list's statuses (2026-11-23) are newer than Rewiring America's data (2026-07-13).
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

  it("every mile is charged in public at Paren's US DC fast average of $0.48 (2025 Q2, published 2025-07-28), labelled not local", () => {
    // No station data for California yet: 2,777.778 kWh × $0.48 = $1,333.33 a year, $111.11 a month.
    expect(plan.money.home).toEqual({ kind: "none" });
    expect(plan.money.publicCharging).toEqual({ yearly: 1333, monthly: 111, usdPerKwh: 0.48 });
    expect(plan.money.assumptions.publicUsdPerKwh).toMatchObject({ value: 0.48, isDefault: true, provenance: { asOf: "2025-07-28" } });
    // No local spread: the other quarters' national averages ($0.46 in 2024 Q2, $0.50 in 2025 Q1) are
    // not one (issue 33), so the public price is not a range here.
    expect(plan.money.publicPrice).toEqual({ kind: "us-average", label: "US average, not local", lowUsdPerKwh: 0.48, highUsdPerKwh: 0.48 });
    expect(plan.money.difference).toEqual({ yearly: 1449 - 1333, monthly: 121 - 111 });
  });

  it("the verdict's range moves with the efficiency only: 7,500 miles at 3.3 and 2.1 mi/kWh", () => {
    // Best: 7,500 ÷ 3.3 × $0.48 = $1,090.91 → $91 a month; worst: 7,500 ÷ 2.1 × $0.48 = $1,714.29 → $143.
    expect(plan.money.range).toMatchObject({ evMonthly: { low: 91, high: 143 }, decidedBy: ["your car's efficiency"], gasCouldBeCheaper: true });
    expect(verdictRangeLine(plan.money)).toBe("Between $91 and $143 a month; your car's efficiency decides it.");
  });

  it("a local Level 2 median without a fast price is a real local spread: it sets the low end", () => {
    const level2Only: ResolvedPublicPrices = { scope: "circle", state: "CA", dcFast: null, level2: { scope: "circle", ...levelPrice(8, 0.3, { low: 0.25, high: 0.35 }) }, stations: 8, asOf: "2025-04-21" };
    const local = computePlan({ ...BASE, zipCode: "94110", homeCharging: "no" }, { ...SAN_FRANCISCO, publicPrices: level2Only }, TODAY);
    expect(local.money.publicPrice).toMatchObject({ kind: "us-average", lowUsdPerKwh: 0.3, highUsdPerKwh: 0.48 });
  });

  it("money you may get: only income-qualified PG&E programs have an amount (charger $700; the used-EV $4,000 waits for new or used)", () => {
    expect(plan.incentives).toMatchObject({ vehicleUsd: 0, chargerUsd: 0, incomeQualifiedUsd: 700 });
  });

  it("the person's own public price flows into the figure", () => {
    const own = computePlan({ ...BASE, zipCode: "94110", homeCharging: "no", publicUsdPerKwh: 0.3 }, SAN_FRANCISCO, TODAY);
    // 2,777.778 × 0.30 = $833.33.
    expect(own.money.publicCharging).toEqual({ yearly: 833, monthly: 69, usdPerKwh: 0.3 });
    expect(own.money.publicPrice.label).toBe("your own figure");
    expect(own.money.assumptions.publicUsdPerKwh.isDefault).toBe(false);
  });
});

describe("ZIP 10025, no tariff (New York)", () => {
  const plan = computePlan({ ...BASE, zipCode: "10025" }, MANHATTAN, TODAY);

  it("home charging at New York's EIA 2023 average, 22.25¢/kWh, with a plain note", () => {
    // 2,777.778 × 0.2225 = $618.06 a year, $51.50 a month.
    expect(plan.money.home).toMatchObject({
      kind: "state-average",
      stateName: "New York",
      usdPerKwh: 0.2225,
      isNationalDefault: false,
      counts: { yearly: 618, monthly: 52 },
      provenance: { asOf: "2023" },
    });
    if (plan.money.home.kind === "state-average") expect(plan.money.home.note).toMatch(/New York's average home electricity price \(EIA, 2023\)/);
  });

  it("gas at New York's AAA average $4.162: $1,076.38 a year", () => {
    expect(plan.money.gasCar).toMatchObject({ yearly: 1076, monthly: 90 });
    expect(plan.money.difference).toEqual({ yearly: 1076 - 618, monthly: 90 - 52 });
  });

  it("no California program counts in New York, and New York's own (NYSERDA panel and wiring) are not car or charger money", () => {
    expect(plan.incentives).toMatchObject({ vehicleUsd: 0, chargerUsd: 0, incomeQualifiedUsd: 0, counted: [], awaitingAnswers: [] });
    expect(plan.incentives!.coverage).toContain("4 state programs (New York State Energy Research and Development Authority)");
  });

  it("without the state's programs loaded (the Worker's previews) nothing is counted or shown", () => {
    expect(computePlan({ ...BASE, zipCode: "10025" }, { state: "NY", utilities: [] }, TODAY).incentives).toBeNull();
  });
});

describe("ZIP 91502, Burbank (BWP): an EV plan without published hours", () => {
  const plan = computePlan({ ...BASE, zipCode: "91502" }, { state: "CA", utilities: ["BWP"] }, TODAY);

  it("prices home charging on BWP's standard rate and says plainly why the EV plan is not priced", () => {
    // 2,777.778 kWh × $0.22 (the spec's flat BWP figure) = $611.11 a year, $50.93 a month.
    expect(plan.money.home).toMatchObject({
      kind: "tariff",
      utility: "BWP",
      ev: null,
      counted: "standard",
      counts: { yearly: 611, monthly: 51 },
      evMissingReason: "BWP does not publish the hours of its EV plan, so it cannot be priced.",
    });
  });
});

describe("ZIP 82001, Wyoming: no state electricity average in the data", () => {
  const plan = computePlan({ ...BASE, zipCode: "82001" }, { state: "WY", utilities: [] }, TODAY);

  it("home charging at the US default of 17.11¢ a kWh, and the note says so", () => {
    // 2,777.778 kWh × $0.1711 = $475.28 a year, $39.61 a month.
    expect(plan.money.home).toMatchObject({
      kind: "state-average",
      stateName: "Wyoming",
      usdPerKwh: 0.1711,
      isNationalDefault: true,
      counts: { yearly: 475, monthly: 40 },
      note: "We have no price for your utility and no state average for Wyoming, so home charging uses the US default of 17.11¢ a kWh. Type the price per kWh from your bill for your own figure.",
    });
  });

  it("names the specification's figures it falls back on", () => {
    expect(plan.money.home).toMatchObject({ provenance: { source: "PlugPlan tool specification (US default 17.11¢/kWh)", asOf: "" } });
    expect(plan.money.assumptions.milesPerKwh.provenance.source).toBe("fueleconomy.gov (U.S. DOE/EPA), vehicles.csv: median of 78 2025–26 battery-electric models");
    expect(plan.money.assumptions.mpg.provenance.source).toBe("PlugPlan tool specification (typical gas car 29 mpg)");
    const unknownPlace = computePlan(BASE, null, TODAY);
    expect(unknownPlace.money.gasCar.provenance.source).toBe("PlugPlan tool specification (US default $3.11 a gallon)");
  });

  it("gas still at Wyoming's own average, $4.39: 258.62 gal = $1,135.34 a year", () => {
    expect(plan.money.gasCar).toMatchObject({ yearly: 1135, monthly: 95, stateName: "Wyoming", isNationalDefault: false });
  });
});

describe("plug-in hybrids and other edges", () => {
  it("PHEV 35 miles, 60 miles a day on 5 days, Level 1 charging 7 nights: 131 of 300 weekly miles electric, night by night", () => {
    const inputs: UserInputs = { ...BASE, dailyMiles: 60, annualMiles: 15_000, evType: "PHEV", evRange: 35, homeSetup: "level1" };
    const plan = computePlan(inputs, SAN_DIEGO, TODAY);
    // A week: 300 miles on Monday–Friday. Level 1: 8 h × 3 mi/h = 24 miles a night, into a 35-mile
    // battery. Monday drives 35 (full after the weekend), Tuesday–Friday 24 each (one night's charge):
    // 35 + 4 × 24 = 131. The nights add 24 Monday–Friday, 11 on Saturday (full at 35), 0 on Sunday.
    // (The old weekly min(300, 5 × 35, 7 × 24) = 168 stored weekend charge the battery cannot hold.)
    const split = mileSplit(inputs);
    expect(split.home).toBeCloseTo(131 / 300, 12);
    expect(split.gas).toBeCloseTo(169 / 300, 12);
    expect(plan.rhythm).toBe("public charging only when needed");
    // 15,000 × 169/300 = 8,450 mi on gas at the typical plug-in hybrid's 24.5 mpg (EPA median of 47
    // 2025–26 models, ev-models.csv phev_gas_mpg_combined) = 344.898 gal × $5.602 = $1,932.12, $161 a month.
    expect(plan.money.hybridGas).toMatchObject({ yearly: 1932, monthly: 161, mpg: 24.5 });
    expect(plan.money.hybridGas?.mpgLabel).toBe("24.5 mpg on gas, the median of 47 plug-in hybrid 2025–26 models (EPA, fueleconomy.gov)");
    expect(plan.money.publicCharging.yearly).toBe(0);
  });

  it("Fresno 93721 (PG&E), a 40-mile plug-in hybrid, 56 miles on 5 weekdays, Level 1: 136 home miles a week, not 168", () => {
    const inputs: UserInputs = { ...BASE, zipCode: "93721", dailyMiles: 56, annualMiles: 14_000, evType: "PHEV", evRange: 40, homeSetup: "level1" };
    const plan = computePlan(inputs, { state: "CA", utilities: ["PG&E"] }, TODAY);
    // Night by night (domain/charging-plan/range-figures.ts hybridWeekAtHome): Monday 40 on the battery, Tuesday–Friday
    // 24 each = 136; the nights add 5 × 24 + 16 (Saturday, the battery full) + 0 (Sunday) = 136.
    expect(mileSplit(inputs).home * 280).toBeCloseTo(136, 9);
    // A year: 14,000 × 136/280 = 6,800 miles at home, 7,200 on gas.
    expect(plan.money.miles).toEqual({ yearly: 14_000, home: expect.closeTo(6_800, 6), public: 0, gas: expect.closeTo(7_200, 6) });
    // 136 ÷ 7 = 19.43 miles a night ÷ 3 mi/h = 6.48 hours, inside EV2-A's 12 a.m.–3 p.m. off-peak
    // (7 of the 8 parked hours, 11 p.m.–7 a.m.), 22.558¢ all year. At the typical plug-in hybrid's
    // 1.9 mi/kWh: 6,800 ÷ 1.9 = 3,578.947 kWh × $0.22558 = $807.34 a year, $67.28 a month.
    expect(plan.money.schedule!.hoursPerNight).toBeCloseTo(136 / 7 / 3, 9);
    const home = plan.money.home;
    if (home.kind !== "tariff") throw new Error("expected PG&E's tariffs");
    expect(home.counted).toBe("ev");
    expect(home.ev).toMatchObject({ planId: "pge-ev2-a", yearly: 807, monthly: 67, beyondCheapestShare: 0 });
    // Gas for the hybrid: 7,200 ÷ 24.5 mpg × $5.602 (AAA, California) = $1,646.30 a year, $137.19 a month.
    expect(plan.money.hybridGas).toMatchObject({ yearly: 1646, monthly: 137, mpg: 24.5 });
    // Electric in total 807 + 1,646 = $2,453 a year (67 + 137 = $204 a month); a 29 mpg gas car
    // 14,000 ÷ 29 × $5.602 = $2,704.41 ($225 a month): you keep $251 a year, $21 a month.
    expect(plan.money.evTotal).toEqual({ yearly: 2453, monthly: 204 });
    expect(plan.money.gasCar).toMatchObject({ yearly: 2704, monthly: 225 });
    expect(plan.money.difference).toEqual({ yearly: 251, monthly: 21 });
  });

  it("the same Fresno week in a picked 2025 Toyota Prius PHEV (id 49014): its own 3.4 mi/kWh and its own 48 mpg on gas", () => {
    // Picking the model sets evModelId, its 40-mile EPA electric range and 3.4 mi/kWh (ev-models.csv
    // row 49014: 29.41 kWh/100 mi, phev_gas_mpg_combined 48).
    const inputs: UserInputs = { ...BASE, zipCode: "93721", dailyMiles: 56, annualMiles: 14_000, evType: "PHEV", evRange: 40, homeSetup: "level1", evModelId: "49014", milesPerKwh: 3.4 };
    const plan = computePlan(inputs, { state: "CA", utilities: ["PG&E"] }, TODAY);
    // Home: 6,800 mi ÷ 3.4 = 2,000 kWh × $0.22558 (EV2-A off-peak) = $451.16 a year, $37.60 a month.
    expect(plan.money.home.kind === "tariff" && plan.money.home.ev).toMatchObject({ yearly: 451, monthly: 38 });
    // Gas: 7,200 mi ÷ 48 mpg = 150 gal × $5.602 = $840.30 a year, $70.03 a month: its own figure, said so.
    expect(plan.money.hybridGas).toMatchObject({ yearly: 840, monthly: 70, mpg: 48, mpgLabel: "48 mpg on gas, your model's EPA figure" });
    expect(plan.money.hybridGas?.provenance).toEqual({ source: "fueleconomy.gov (U.S. DOE/EPA), vehicles.csv: your model's gasoline-only combined mpg", asOf: "2025-10-29" });
    // 451 + 840 = $1,291 a year (38 + 70 = $108 a month) against the gas car's $2,704 ($225).
    expect(plan.money.evTotal).toEqual({ yearly: 1291, monthly: 108 });
    expect(plan.money.difference).toEqual({ yearly: 1413, monthly: 117 });
  });

  it("San Francisco 94110, Level 1, every night at home: no public-charging rhythm beside $0 of public charging", () => {
    // 30 miles a day on 5 days (7,500 a year, 150 a week); Level 1: 8 h × 3 mi/h = 24 a night. A night
    // is short of the day (step 3's spec formula alone: 0.8 × 250 ÷ (30 − 24) = 33 days), but 7 nights
    // × 24 = 168 ≥ 150: the money charges every mile at home, so the rhythm says so too.
    const inputs: UserInputs = { ...BASE, zipCode: "94110", homeSetup: "level1" };
    const plan = computePlan(inputs, SAN_FRANCISCO, TODAY);
    expect(plan.money.miles).toMatchObject({ home: 7_500, public: 0 });
    expect(plan.money.publicCharging).toMatchObject({ yearly: 0, monthly: 0 });
    expect(plan.rhythm).toBe("public charging only when needed");
    expect(plan.range).toMatchObject({
      daysBetweenPublicCharging: 0,
      milesRechargedDaily: 24,
      mainMessage: "Your nights at home cover your week's driving",
      subText: "A night at home puts back 24 miles of your 30 miles; 7 nights a week put back all 150 miles you drive, so public chargers are only for longer trips.",
    });
    // 5 nights: 5 × 24 = 120 of 150, 30 miles a week in public: the spec's 33 days stands beside it.
    const fewer = computePlan({ ...inputs, homeNightsPerWeek: 5 }, SAN_FRANCISCO, TODAY);
    expect(fewer.money.miles.public).toBeCloseTo(1_500, 9);
    expect(fewer.rhythm).toBe("public charging every 33 days");
  });

  it("charging only on the 5 nights before driving days gives back step 3's 24 of 60 miles", () => {
    const inputs: UserInputs = { ...BASE, dailyMiles: 60, annualMiles: 15_000, evType: "PHEV", evRange: 35, homeSetup: "level1", homeNightsPerWeek: 5 };
    // 5 × 24 = 120 of 300 → 0.4.
    expect(mileSplit(inputs).home).toBeCloseTo(0.4, 12);
    expect(computePlan(inputs, SAN_DIEGO, TODAY).money.schedule).toMatchObject({ nightsPerWeek: 5, nightsAnswered: true });
  });

  it("PHEV with Level 2 never drives more electric miles a day than its battery holds", () => {
    const inputs: UserInputs = { ...BASE, dailyMiles: 60, annualMiles: 15_000, evType: "PHEV", evRange: 35 };
    // 5 days × min(60, 35) = 175 of 300 weekly miles, though the nights could add 7 × 240.
    const split = mileSplit(inputs);
    expect(split.home).toBeCloseTo(35 / 60, 12);
    expect(split.gas).toBeCloseTo(25 / 60, 12);
    // Step 3 says the same: a night puts back the 35 miles the battery holds, not the 60 driven.
    expect(computeStep3Result(inputs).milesRechargedDaily).toBe(35);
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
    expect(plan.money.assumptions.milesPerKwh.value).toBe(1);
    expect(plan.money.assumptions.mpg.value).toBe(100);
  });
});

describe("honest charging hours: 24 miles a day at Level 1 on SDG&E (issue 23)", () => {
  // 24 miles every day: 24 × 7 × 50 = 8,400 miles a year, 8,400 ÷ 2.7 = 3,111.111 kWh. A night needs
  // 24 ÷ 3 mi/h = 8 hours, 11 p.m.–7 a.m., but EV-TOU-5's night super off-peak is 12–6 a.m. (6 h).
  const inputs: UserInputs = { ...BASE, dailyMiles: 24, annualMiles: 8_400, homeSetup: "level1" };
  const plan = computePlan(inputs, SAN_DIEGO, TODAY);
  const home = plan.money.home;

  it("prices the hours beyond the cheapest window at the next one", () => {
    if (home.kind !== "tariff") throw new Error("expected a tariff");
    expect(plan.money.schedule!.hoursPerNight).toBeCloseTo(8, 12);
    // Summer night into a weekday: 11 p.m. off-peak 0.502, 12–6 a.m. 0.124, 6 a.m. weekday off-peak 0.502:
    // (6 × 0.124 + 2 × 0.502) ÷ 8 = 0.2185. Into a Saturday or Sunday (super off-peak until 2 p.m.):
    // (7 × 0.124 + 0.502) ÷ 8 = 0.17125. Nights into Mon–Fri 5, into Sat–Sun 2: 1.435 ÷ 7 = 0.205.
    // Winter: (6 × 0.117 + 2 × 0.473) ÷ 8 = 0.206; (7 × 0.117 + 0.473) ÷ 8 = 0.1615 → 1.353 ÷ 7 = 0.193286.
    // Year: 5/12 × 0.205 + 7/12 × 0.193286 = 0.198167 → 3,111.111 × 0.198167 = $616.52.
    expect(home.ev!.usdPerKwh).toBeCloseTo(0.198167, 5);
    expect(home.ev).toMatchObject({ yearly: 617, monthly: 51 });
    // 2 of 8 hours on weekday mornings, 1 of 8 on weekend mornings: (5 × 0.25 + 2 × 0.125) ÷ 7 = 21.4 %.
    expect(home.ev!.beyondCheapestShare).toBeCloseTo(1.5 / 7, 12);
    // All in the cheapest window it would have been 3,111.111 × 0.119917 = $373.07: $243 a year less.
    expect(3_111.111 * ((5 / 12) * 0.124 + (7 / 12) * 0.117)).toBeCloseTo(373.07, 1);
  });

  it("shows the hours it assumed", () => {
    expect(scheduleLine(plan.money)).toBe(
      "Charging 7 nights a week (every night the car is home), about 8 hours a night, in the hours you are parked (11 p.m.–7 a.m.). About 21% of that charging falls outside EV-TOU-5's cheapest window and is priced at the next one.",
    );
  });
});

describe("fewer nights at home: 20 miles a day at Level 1 on SDG&E, 7 nights against 5 (issue 23)", () => {
  // 20 miles on 5 days: 100 miles a week, 5,000 a year, ÷ 2.7 = 1,851.852 kWh. Parked 11 p.m.–7 a.m.
  const inputs: UserInputs = { ...BASE, dailyMiles: 20, annualMiles: 5_000, homeSetup: "level1" };

  it("7 nights: 14.3 miles a night, 4.8 hours, all inside 12–6 a.m.: 1,851.852 × 0.119917 = $222.07, $19 a month", () => {
    const home = computePlan(inputs, SAN_DIEGO, TODAY).money.home;
    if (home.kind !== "tariff") throw new Error("expected a tariff");
    // 5/12 × 0.124 + 7/12 × 0.117 = 0.119917.
    expect(home.ev!.usdPerKwh).toBeCloseTo(0.119917, 5);
    expect(home.ev).toMatchObject({ yearly: 222, monthly: 19, beyondCheapestShare: 0 });
  });

  it("5 nights: 20 miles a night, 6.7 hours; 0.67 of them beyond the window on weekday mornings: $270.37, $23 a month", () => {
    const plan = computePlan({ ...inputs, homeNightsPerWeek: 5 }, SAN_DIEGO, TODAY);
    const home = plan.money.home;
    if (home.kind !== "tariff") throw new Error("expected a tariff");
    expect(plan.money.schedule).toMatchObject({ nightsPerWeek: 5, nightsAnswered: true });
    expect(plan.money.schedule!.hoursPerNight).toBeCloseTo(20 / 3, 12);
    // Every mile still fits at home (5 nights × 8 h × 3 mi/h = 120 ≥ 100): nothing public.
    expect(plan.money.miles).toMatchObject({ home: 5_000, public: 0 });
    // Summer, a night into a weekday: 6 h × 0.124 + 0.667 h × 0.502 (11 p.m. or 6 a.m.) = 1.078667 ÷ 6.667
    // = 0.1618; into Saturday or Sunday (super off-peak until 2 p.m.) all at 0.124: (5 × 0.1618 + 2 ×
    // 0.124) ÷ 7 = 0.151. Winter: (6 × 0.117 + 0.667 × 0.473) ÷ 6.667 = 0.1526; (5 × 0.1526 + 2 × 0.117) ÷ 7
    // = 0.142429. Year: 5/12 × 0.151 + 7/12 × 0.142429 = 0.146 → 1,851.852 × 0.146 = $270.37.
    expect(home.ev!.usdPerKwh).toBeCloseTo(0.146, 5);
    expect(home.ev).toMatchObject({ yearly: 270, monthly: 23 });
    // 0.667 of 6.667 hours on 5 of 7 nights: 10 % × 5/7 = 7.1 %.
    expect(home.ev!.beyondCheapestShare).toBeCloseTo(0.1 * (5 / 7), 12);
    expect(scheduleLine(plan.money)).toBe(
      "Charging 5 nights a week, about 6.7 hours a night, in the hours you are parked (11 p.m.–7 a.m.). About 7% of that charging falls outside EV-TOU-5's cheapest window and is priced at the next one.",
    );
  });
});

describe("public prices from the stations near the person (Brooklyn, no home charging)", () => {
  // 16 miles a day on 5 days: 16 × 5 × 50 = 4,000 miles, ÷ 2.7 = 1,481.481 kWh. Gas: 4,000 ÷ 29 × $4.162 = $574.07.
  const inputs: UserInputs = { ...BASE, zipCode: "11215", dailyMiles: 16, annualMiles: 4_000, homeCharging: "no" };
  const level = (stations: number, median: number, p25: number, p75: number): ResolvedLevelPrice => ({
    scope: "circle",
    ...levelPrice(stations, median, { low: p25, high: p75 }),
  });
  const nearYou: ResolvedPublicPrices = {
    scope: "circle",
    state: "NY",
    dcFast: level(5, 0.55, 0.5, 0.59),
    level2: level(6, 0.28, 0.25, 0.35),
    stations: 11,
    asOf: "2025-04-21",
  };
  const plan = computePlan(inputs, { state: "NY", utilities: [], publicPrices: nearYou }, TODAY);

  it("prices public charging at the fast chargers' median near you and says so", () => {
    // 1,481.481 × $0.55 = $814.81 a year, $67.90 a month.
    expect(plan.money.publicCharging).toEqual({ yearly: 815, monthly: 68, usdPerKwh: 0.55 });
    // The median rests on the 5 fast chargers that list a price, of the 11 priced stations near you (6 Level 2).
    expect(plan.money.publicPrice).toEqual({
      kind: "near-you",
      label: "near you: median of 5 fast chargers that list a price, of 11 priced stations near you",
      lowUsdPerKwh: 0.28,
      highUsdPerKwh: 0.59,
    });
    expect(plan.money.assumptions.publicUsdPerKwh.provenance.asOf).toBe("2025-04-21");
  });

  it("says plainly that gas would cost less, and gives the range", () => {
    expect(plan.money.gasCar).toMatchObject({ yearly: 574, monthly: 48 });
    expect(plan.money.difference).toEqual({ yearly: 574 - 815, monthly: 48 - 68 });
    // Best: Level 2 at $0.28 and 3.3 mi/kWh: 4,000 ÷ 3.3 × 0.28 = $339.39 → $28 a month.
    // Worst: $0.59 at 2.1 mi/kWh: 4,000 ÷ 2.1 × 0.59 = $1,123.81 → $94 a month.
    expect(plan.money.range).toEqual({
      evMonthly: { low: 28, high: 94 },
      differenceMonthly: { low: 48 - 94, high: 48 - 28 },
      decidedBy: ["the public charging price", "your car's efficiency"],
      gasCouldBeCheaper: true,
    });
    expect(verdictRangeLine(plan.money)).toBe("Between $28 and $94 a month; the public charging price and your car's efficiency decide it.");
    expect(gasCheaperLine(plan.money)).toBe("At these prices a gas car would cost you less: about $20 a month less.");
  });

  it("too few priced stations near the person: the state's listings, said so", () => {
    const wide = computePlan(inputs, { state: "NY", utilities: [], publicPrices: { ...nearYou, scope: "mixed", dcFast: { ...nearYou.dcFast!, scope: "state" } } }, TODAY);
    expect(wide.money.publicPrice.label).toBe("across New York's station listings: median of 5 fast chargers that list a price (too few near you list one)");
  });

  it("the person's model's efficiency is taken as known: only the public price moves the verdict", () => {
    const own = computePlan({ ...inputs, milesPerKwh: 4 }, { state: "NY", utilities: [], publicPrices: nearYou }, TODAY);
    expect(own.money.efficiency.kind).toBe("own");
    expect(own.money.range.decidedBy).toEqual(["the public charging price"]);
    expect(efficiencyLine(own.money, "BEV")).toBe("4.0 miles per kWh, your car's figure.");
    expect(efficiencyLine(plan.money, "BEV")).toBe(
      "2.7 miles per kWh, the median of 78 2025–26 battery-electric models (EPA); most do 2.1–3.3. Pick your car in the plan's EV details for its own figure.",
    );
  });
});
