import { describe, expect, it } from "vitest";
import rawRates from "../data/utility-rates.json";
import {
  TARIFF_UTILITY_KEYS,
  defaultPlan,
  evPlan,
  evPlanOffPeakWindow,
  planAsOf,
  tariffsFor,
  utilityRates,
  utilityTariffs,
  windowLength,
} from "./tariffs";
import { UtilityRatesFileSchema } from "./tariffs.schema";

import { coverage } from "./evaluation";

describe("utility-rates.json", () => {
  it("parses against the schema and holds every covered utility with a default and an EV plan", () => {
    expect(UtilityRatesFileSchema.safeParse(rawRates).success).toBe(true);
    expect(utilityRates.utilities.map((u) => u.key)).toEqual([...TARIFF_UTILITY_KEYS]);
    for (const key of TARIFF_UTILITY_KEYS) {
      expect(defaultPlan(key).kind).toBe("default");
      expect(evPlan(key).kind).toBe("ev");
    }
  });

  it("carries the researched plans named in the issue", () => {
    expect(utilityRates.utilities.flatMap((u) => u.plans.map((p) => p.id))).toEqual([
      "pge-e-tou-c",
      "pge-ev2-a",
      "sce-tou-d-4-9pm",
      "sce-tou-d-prime",
      "sdge-tou-dr1",
      "sdge-ev-tou-5",
      "ladwp-r-1a",
      "ladwp-r-1b",
      "bwp-residential-standard",
      "bwp-residential-ev-tou",
    ]);
  });

  it("rejects a plan whose price is not a positive number", () => {
    const broken = JSON.parse(JSON.stringify(rawRates)) as typeof rawRates;
    (broken.utilities[0]!.plans[0]!.seasons[0]!.periods[0] as { usdPerKwh: unknown }).usdPerKwh = "0.5";
    expect(UtilityRatesFileSchema.safeParse(broken).success).toBe(false);
  });
});

describe("tariffsFor", () => {
  it("returns undefined for utilities in the ZIP table without tariff data", () => {
    expect(tariffsFor("IID")).toBeUndefined();
    expect(tariffsFor("SDGE")?.displayName).toBe("SDG&E");
  });
});

describe("planAsOf", () => {
  it("uses the effective date, else the date the source was checked or published", () => {
    expect(planAsOf(defaultPlan("PG&E"))).toEqual({ date: "2026-03-01", kind: "effective" });
    expect(planAsOf(defaultPlan("SCE"))).toEqual({ date: "2026-09-23", kind: "checked" });
    expect(planAsOf(evPlan("SDGE"))).toEqual({ date: "2026-03-24", kind: "published" });
    expect(planAsOf(defaultPlan("BWP"))).toBeUndefined();
  });
});

describe("windowLength", () => {
  it("handles plain, wrapping, full-day and unknown windows", () => {
    expect(windowLength(0, 6)).toBe(6);
    expect(windowLength(21, 8)).toBe(11);
    expect(windowLength(0, 24)).toBe(24);
    expect(windowLength(null, null)).toBe(0);
  });
});

describe("evPlanOffPeakWindow", () => {
  it("PG&E EV2-A: midnight to 3 p.m. at the off-peak price", () => {
    expect(evPlanOffPeakWindow("PG&E")).toMatchObject({
      planName: "Home Charging EV2-A",
      startHour: 0,
      endHour: 15,
      usdPerKwh: 0.22558,
      effectiveDate: "2026-03-01",
    });
  });

  it("SCE TOU-D-PRIME: the winter tie at 24¢ goes to the longer overnight window", () => {
    expect(evPlanOffPeakWindow("SCE")).toMatchObject({ startHour: 21, endHour: 8, usdPerKwh: 0.24, season: "winter" });
  });

  it("SDG&E EV-TOU-5: weekday super off-peak midnight to 6 a.m., not the weekend-only window", () => {
    expect(evPlanOffPeakWindow("SDGE")).toMatchObject({
      planName: "EV-TOU-5",
      startHour: 0,
      endHour: 6,
      usdPerKwh: 0.117,
      days: "weekday",
      effectiveDate: null,
      sourceDate: "2026-03-24",
    });
  });

  it("LADWP R-1B: the weekday base period from 8 p.m. to 10 a.m.", () => {
    expect(evPlanOffPeakWindow("LADWP")).toMatchObject({ startHour: 20, endHour: 10, usdPerKwh: 0.2654 });
  });

  it("is undefined where the windows are unknown (BWP) or there is no tariff data (SMUD)", () => {
    expect(evPlanOffPeakWindow("BWP")).toBeUndefined();
    expect(evPlanOffPeakWindow("SMUD")).toBeUndefined();
  });
});

describe("data refresh of 2026-11-23 (SOURCES.md)", () => {
  it.each(["sdge-tou-dr1", "sdge-ev-tou-5"])("%s: weekday 10 a.m.–2 p.m. is super off-peak in every season, at the super off-peak price", (id) => {
    const plan = utilityTariffs("SDGE").plans.find((p) => p.id === id)!;
    expect(plan.periodsEffective).toBe("2026-05-01");
    expect(plan.periodsSource).toMatch(/all year from 2026-05-01/);
    // The March–April exception is history once the windows run all year.
    expect(plan.extras).not.toHaveProperty("marchAprilException");
    for (const season of plan.seasons) {
      const superOffPeak = season.periods.find((p) => p.label === "super off-peak" && p.days === "weekday" && p.startHour === 0)!;
      expect(season.periods).toContainEqual({ label: "super off-peak", days: "weekday", startHour: 10, endHour: 14, usdPerKwh: superOffPeak.usdPerKwh });
    }
    expect(coverage(plan).complete).toBe(true);
  });
});
