// Property tests of the plan model: for any valid input (the wizard's slider bounds, zero driving
// days, a 50-mile BEV, a 10-mile PHEV, any money assumption within its bounds, any place) no money
// figure is NaN, negative, Infinity or absurd; and step 3, the dashboard and both kinds of shared
// link compute identical figures, because each reaches computePlan with the same inputs.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { UserInputs } from "../contracts/progress.schema";
import { ASSUMPTION_BOUNDS, DEFAULT_USER_INPUTS, sanitizePartialInputs } from "../progress/model";
import { buildDashboardSharePayload, buildFullSharePayload, buildSharedPlanUrl, sharedPlanInputs, type ShareableInputs } from "../share/plan-payload";
import { readPlanShare } from "../share/plan-payload.schema";
import { inputsFromDraft, SLIDER_BOUNDS } from "../wizard/rules";
import { computePlan, type Dollars, type PlanModel, type PlanPlace } from "./model";

const TODAY = "2026-11-23";
const PLACES: (PlanPlace | null)[] = [
  { state: "CA", utilities: ["SDGE"] },
  { state: "CA", utilities: ["PG&E"] },
  { state: "CA", utilities: ["SCE"] },
  { state: "CA", utilities: ["LADWP"] },
  { state: "CA", utilities: ["BWP"] },
  { state: "CA", utilities: ["SMUD"] },
  { state: "CA", utilities: ["IID", "SCE"] },
  { state: "NY", utilities: [] },
  { state: "WY", utilities: [] },
  null,
];
const ZIPS = ["92101", "94110", "90012", "91502", "95814", "10025", "82001"];

const stepped = (min: number, max: number, step: number) =>
  fc.integer({ min: 0, max: Math.round((max - min) / step) }).map((n) => Math.round((min + n * step) * 100) / 100);
const assumptionArb = (key: keyof typeof ASSUMPTION_BOUNDS) => {
  const { min, max, step } = ASSUMPTION_BOUNDS[key];
  return fc.oneof(fc.constant(0), stepped(min, max, step), fc.constantFrom(min, max));
};

/** A wizard draft over the sliders' full ranges, including their bounds. */
const inputsArb: fc.Arbitrary<ShareableInputs> = fc
  .record({
    zipCode: fc.constantFrom(...ZIPS),
    oneWayMiles: fc.oneof(stepped(SLIDER_BOUNDS.oneWayMiles.min, SLIDER_BOUNDS.oneWayMiles.max, 1), fc.constantFrom(0, 100)),
    daysPerWeek: fc.integer({ min: 0, max: 7 }),
    hoursParkedAtHome: fc.integer({ min: SLIDER_BOUNDS.hoursParkedAtHome.min, max: SLIDER_BOUNDS.hoursParkedAtHome.max }),
    evType: fc.constantFrom("BEV" as const, "PHEV" as const),
    rangeStep: fc.double({ min: 0, max: 1, noNaN: true }),
    homeCharging: fc.constantFrom("yes" as const, "no" as const),
    homeSetup: fc.constantFrom("level1" as const, "240v" as const, "level2" as const),
    milesPerKwh: assumptionArb("milesPerKwh"),
    mpg: assumptionArb("mpg"),
    publicUsdPerKwh: assumptionArb("publicUsdPerKwh"),
    homeNightsPerWeek: fc.integer({ min: 0, max: 7 }),
    purchase: fc.constantFrom("" as const, "new" as const, "used" as const),
    incomeQualifies: fc.constantFrom("" as const, "yes" as const, "no" as const),
  })
  .map(({ rangeStep, milesPerKwh, mpg, publicUsdPerKwh, homeNightsPerWeek, purchase, incomeQualifies, ...draft }) => {
    const bounds = SLIDER_BOUNDS[draft.evType];
    // Every slider stop, and the bounds themselves (a 50-mile BEV, a 10-mile PHEV) come up often.
    const evRange = bounds.min + Math.round((rangeStep * (bounds.max - bounds.min)) / bounds.step) * bounds.step;
    const inputs = { ...inputsFromDraft({ ...draft, evRange }), milesPerKwh, mpg, publicUsdPerKwh, homeNightsPerWeek, purchase, incomeQualifies };
    return inputs as ShareableInputs;
  });

const placeArb = fc.constantFrom(...PLACES);

function moneyFigures(plan: PlanModel): Dollars[] {
  const { money } = plan;
  const home = money.home.kind === "none" ? [] : money.home.kind === "tariff" ? [money.home.standard, money.home.counts, ...(money.home.ev ? [money.home.ev] : [])] : [money.home.counts];
  return [...home, money.publicCharging, ...(money.hybridGas ? [money.hybridGas] : []), money.evTotal, money.gasCar];
}

describe("plan model properties", () => {
  it("no money figure is NaN, negative, Infinity or absurd", () => {
    fc.assert(
      fc.property(inputsArb, placeArb, (inputs, place) => {
        const plan = computePlan(inputs, place, TODAY);
        // Nothing costs more than $1.50 a mile: $1.50/kWh at 1 mi/kWh (a plug-in hybrid's lowest
        // bound) is $1.50, the dearest gas ($5.60) at 10 mpg $0.56, the dearest tariff window ($0.80) at 1 mi/kWh $0.80.
        const ceiling = plan.money.miles.yearly * 1.5;
        for (const figure of moneyFigures(plan)) {
          for (const value of [figure.monthly, figure.yearly]) {
            expect(Number.isInteger(value)).toBe(true);
            expect(value).toBeGreaterThanOrEqual(0);
            expect(value).toBeLessThanOrEqual(Math.max(1, ceiling));
          }
          // One rounding rule: a month is the year's twelfth, rounded once (±1 for the parts added up).
          expect(Math.abs(figure.monthly * 12 - figure.yearly)).toBeLessThanOrEqual(24);
        }
        expect(plan.money.difference).toEqual({
          yearly: plan.money.gasCar.yearly - plan.money.evTotal.yearly,
          monthly: plan.money.gasCar.monthly - plan.money.evTotal.monthly,
        });
        const { home, public: publicMiles, gas, yearly } = plan.money.miles;
        // Every mile is paid for once: at home, in public or (a hybrid) on gas.
        expect(home + publicMiles + gas).toBeCloseTo(inputs.dailyMiles > 0 ? yearly : 0, 6);
        // The verdict's range holds the figure shown.
        expect(plan.money.range.evMonthly.low).toBeLessThanOrEqual(plan.money.evTotal.monthly);
        expect(plan.money.range.evMonthly.high).toBeGreaterThanOrEqual(plan.money.evTotal.monthly);
        if (plan.incentives) for (const total of [plan.incentives.vehicleUsd, plan.incentives.chargerUsd, plan.incentives.incomeQualifiedUsd]) {
          expect(Number.isFinite(total) && total >= 0).toBe(true);
        }
      }),
      { numRuns: 1500 },
    );
    // The machine may be shared (CI, other runs): the bound is on the figures, not the clock.
  }, 60_000);

  it("step 3, the dashboard and the shared links (both kinds, opened fresh) show identical figures", () => {
    fc.assert(
      fc.property(inputsArb, placeArb, (inputs, place) => {
        const step3 = computePlan(inputs, place, TODAY);
        // The dashboard reads the stored progress record: JSON in storage, re-validated field by field.
        const stored = { ...DEFAULT_USER_INPUTS, ...sanitizePartialInputs(JSON.parse(JSON.stringify(inputs))) } as UserInputs;
        const dashboard = computePlan(stored, place, TODAY);
        const opened = (url: string) => {
          const link = readPlanShare(url.split("?data=")[1] ?? null);
          if (link.status !== "ok") throw new Error(`shared link read as ${link.status}`);
          return computePlan(sharedPlanInputs(link.value), place, TODAY);
        };
        const fromResults = opened(buildSharedPlanUrl("https://plugplan.example", buildFullSharePayload(inputs)));
        const fromDashboard = opened(buildSharedPlanUrl("https://plugplan.example", buildDashboardSharePayload(stored as ShareableInputs)));
        for (const other of [dashboard, fromResults, fromDashboard]) {
          expect(other.range).toEqual(step3.range);
          expect(other.rhythm).toBe(step3.rhythm);
          expect(other.money).toEqual(step3.money);
          expect(other.incentives).toEqual(step3.incentives);
        }
      }),
      { numRuns: 500 },
    );
  }, 60_000);

  it("computes a plan in well under 1 ms", () => {
    const samples = fc.sample(fc.tuple(inputsArb, placeArb), 200);
    for (const [inputs, place] of samples) computePlan(inputs, place, TODAY); // warm up
    // domain/ has no DOM or Node types (ES2022 only), so Date.now() over enough rounds. The fastest
    // of several batches is kept: a batch the scheduler interrupted (npm test runs this beside the
    // browser suite on two cores) measures the machine's load, not the engine.
    const batches: number[] = [];
    for (let batch = 0; batch < 7; batch++) {
      const started = Date.now();
      for (let i = 0; i < 3; i++) for (const [inputs, place] of samples) computePlan(inputs, place, TODAY);
      batches.push((Date.now() - started) / (3 * samples.length));
    }
    expect(Math.min(...batches)).toBeLessThan(1);
  });
});
