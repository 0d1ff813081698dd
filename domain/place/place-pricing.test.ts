// Home charging priced on the person's own utility, everywhere (issue 33), on the committed place
// shards, with figures worked by hand from ../shared/data:
// - raw/grid-atlas-2024/zips.json (NREL/OpenEI 2024 average residential price per utility),
// - raw/rewiringamerica-2026-08-06 (ZIP → utilities), state-fuel-prices.csv (EIA 2023),
// - research/utility-ev-rates-2026.json (PSEG Long Island Rate 194, Seattle City Light TOU).
//
// Every plan: 30 miles a day on 5 days (7,500 miles a year), a BEV at the typical 2.7 mi/kWh, Level
// 2 at home every night, parked 11 p.m.–7 a.m. 7,500 ÷ 2.7 = 2,777.778 kWh a year at home.
import { describe, expect, it } from "vitest";
import shard921 from "../../web/public/data/zip/921.json";
import shard941 from "../../web/public/data/zip/941.json";
import shard112 from "../../web/public/data/zip/112.json";
import shard770 from "../../web/public/data/zip/770.json";
import shard787 from "../../web/public/data/zip/787.json";
import shard606 from "../../web/public/data/zip/606.json";
import shard802 from "../../web/public/data/zip/802.json";
import shard972 from "../../web/public/data/zip/972.json";
import shard981 from "../../web/public/data/zip/981.json";
import shard117 from "../../web/public/data/zip/117.json";
import shard303 from "../../web/public/data/zip/303.json";
import type { UserInputs } from "../contracts/progress.schema";
import { SAN_DIEGO_LEVEL2_INPUTS } from "../charging-plan/test-fixtures";
import { computePlan, type HomeCharging } from "../charging-plan/model";
import { findZip, parseZipShard } from "../zip/shard.schema";
import { planPlaceOf } from "./plan-place";

const TODAY = "2026-11-26";
const SHARDS: Record<string, unknown> = {
  "921": shard921,
  "941": shard941,
  "112": shard112,
  "770": shard770,
  "787": shard787,
  "606": shard606,
  "802": shard802,
  "972": shard972,
  "981": shard981,
  "117": shard117,
  "303": shard303,
};
const KWH = 7_500 / 2.7;

function planFor(zip: string, extra: Partial<UserInputs> = {}) {
  const info = findZip(parseZipShard(zip.slice(0, 3), SHARDS[zip.slice(0, 3)]), zip);
  if (!info) throw new Error(`${zip} is not in its shard`);
  return computePlan({ ...SAN_DIEGO_LEVEL2_INPUTS, zipCode: zip, ...extra }, planPlaceOf(info, null), TODAY);
}
const flat = (home: HomeCharging) => {
  if (home.kind !== "flat") throw new Error(`expected a flat price, got ${home.kind}`);
  return home;
};
const tariff = (home: HomeCharging) => {
  if (home.kind !== "tariff") throw new Error(`expected a tariff, got ${home.kind}`);
  return home;
};

describe("a utility's own 2024 average residential price, named, with source and year", () => {
  it.each([
    // zip, utility, ¢/kWh, yearly = 2,777.778 × price, monthly = yearly ÷ 12
    ["78701", "Austin Energy", 12.6, 350, 29], // 2,777.778 × 0.126 = 350.00; ÷ 12 = 29.17
    ["60601", "Commonwealth Edison", 15.2, 422, 35], // × 0.152 = 422.22; ÷ 12 = 35.19
    ["80202", "Xcel Energy", 15.0, 417, 35], // × 0.150 = 416.67; ÷ 12 = 34.72 (EPA: Public Service Co of Colorado)
    ["30303", "Georgia Power", 15.5, 431, 36], // × 0.155 = 430.56; ÷ 12 = 35.88
    ["11215", "Con Edison", 35.7, 992, 83], // × 0.357 = 991.67; ÷ 12 = 82.64
  ] as const)("%s: %s at %s¢ a kWh", (zip, name, cents, yearly, monthly) => {
    expect(KWH * (cents / 100)).toBeCloseTo(yearly, -0.5);
    const home = flat(planFor(zip).money.home);
    expect(home.price).toMatchObject({
      kind: "utility",
      usdPerKwh: cents / 100,
      utilityName: name,
      label: `${name}, average residential price, 2024 (NREL/OpenEI)`,
      provenance: { asOf: "2024", url: "https://data.openei.org/submissions/8563" },
    });
    expect(home.price.provenance.source).toMatch(/^.+: NREL\/OpenEI, .*\(2024\).*via Grid Atlas/);
    expect(home.counts).toEqual({ yearly, monthly });
    expect(home.note).toContain("EV or time-of-use plan is not in our data");
  });

  it("Chicago and Brooklyn say a retail supplier's price can differ (retail-choice states); Austin and Atlanta do not", () => {
    expect(flat(planFor("60601").money.home).note).toMatch(/In Illinois you may buy your energy from a retail supplier while Commonwealth Edison delivers it/);
    expect(flat(planFor("11215").money.home).note).toMatch(/In New York you may buy your energy from a retail supplier/);
    expect(flat(planFor("78701").money.home).note).not.toMatch(/retail/);
    expect(flat(planFor("30303").money.home).note).not.toMatch(/retail/);
  });
});

describe("77002 Houston: CenterPoint delivers, a retail provider sells the energy", () => {
  const home = planFor("77002").money.home;

  it("names CenterPoint, says the price comes from the retail provider, and prices on Texas's 2023 average, labelled", () => {
    // Grid Atlas has no price for CenterPoint (null): never shown as the utility's.
    // Texas 14.46¢ (EIA 2023): 2,777.778 × 0.1446 = 401.67 a year; ÷ 12 = 33.47.
    expect(home).toMatchObject({
      kind: "state-average",
      utilityName: "CenterPoint Energy Houston Electric LLC",
      retailChoice: true,
      stateName: "Texas",
      usdPerKwh: 0.1446,
      isNationalDefault: false,
      provenance: { asOf: "2023" },
      counts: { yearly: 402, monthly: 33 },
    });
    if (home.kind !== "state-average") return;
    expect(home.note).toBe(
      "CenterPoint Energy Houston Electric LLC delivers your electricity; the energy price comes from the retail provider you chose, and no public data lists it by ZIP. Home charging uses Texas's average home price (EIA, 2023), 14.5¢ a kWh, until you type the price per kWh from your bill.",
    );
  });

  it("the price from the person's bill replaces the state average: 13.9¢ → 2,777.778 × 0.139 = $386 a year, $32 a month", () => {
    const own = flat(planFor("77002", { homeUsdPerKwh: 0.139 }).money.home);
    expect(own.price).toMatchObject({ kind: "own", label: "your bill", usdPerKwh: 0.139, utilityName: "CenterPoint Energy Houston Electric LLC" });
    expect(own.counts).toEqual({ yearly: 386, monthly: 32 });
  });
});

describe("97201 Portland: two utilities, the person picks which one sends the bill", () => {
  it("both are listed; Portland General Electric (EPA's pick) by default at 18.2¢: 2,777.778 × 0.182 = $506 a year, $42 a month", () => {
    const plan = planFor("97201");
    const home = flat(plan.money.home);
    expect(home.price).toMatchObject({ kind: "utility", utilityName: "Portland General Electric", usdPerKwh: 0.182 });
    expect(home.counts).toEqual({ yearly: 506, monthly: 42 });
    expect(home.otherUtilities).toEqual(["Pacific Power (PacifiCorp)"]);
  });

  it("choosing Pacific Power prices it at its own 14.0¢: 2,777.778 × 0.140 = $389 a year, $32 a month", () => {
    const home = flat(planFor("97201", { electricUtility: "or-pacific-power" }).money.home);
    expect(home.price).toMatchObject({ kind: "utility", utilityName: "Pacific Power (PacifiCorp)", usdPerKwh: 0.14 });
    expect(home.counts).toEqual({ yearly: 389, monthly: 32 });
    expect(home.otherUtilities).toEqual(["Portland General Electric"]);
  });
});

describe("98101 Seattle: Seattle City Light's time-of-use plan, with its hours", () => {
  const home = tariff(planFor("98101").money.home);

  it("the TOU plan in its midnight–6 a.m. off-peak: 21.4 miles a night is 0.7 h at Level 2; 2,777.778 × 0.0828 = $230 a year, $19 a month", () => {
    expect(home.utilityName).toBe("Seattle City Light");
    expect(home.ev).toMatchObject({ planId: "scl-tou", yearly: 230, monthly: 19, beyondCheapestShare: 0 });
    expect(home.ev!.usdPerKwh).toBeCloseTo(0.0828, 9);
    expect(home.ev!.provenance).toEqual({ source: "Westside Seattle, 2025-09-05, citing Seattle City Light", asOf: "2025-09-05" });
  });

  it("beside its 2024 average residential price, 14.1¢: 2,777.778 × 0.141 = $392 a year, $33 a month; the TOU plan counts", () => {
    expect(home.standard).toMatchObject({ planId: "average-residential-price", planName: "average residential price, 2024", yearly: 392, monthly: 33 });
    expect(home.counted).toBe("ev");
    expect(home.counts).toEqual({ yearly: 230, monthly: 19 });
    expect(home.otherUtilities).toEqual(["Puget Sound Energy", "CenTrio Seattle (formerly Enwave Seattle)"]);
  });

  it("choosing Puget Sound Energy prices its own 14.6¢ (no plan of its in our data): 2,777.778 × 0.146 = $406, $34", () => {
    const pse = flat(planFor("98101", { electricUtility: "wa-puget-sound-energy" }).money.home);
    expect(pse.price).toMatchObject({ kind: "utility", utilityName: "Puget Sound Energy", usdPerKwh: 0.146 });
    expect(pse.counts).toEqual({ yearly: 406, monthly: 34 });
  });
});

describe("11747 Melville: PSEG Long Island's Rate 194, its default time-of-day plan", () => {
  const home = tariff(planFor("11747").money.home);

  it("off-peak all night (peak is 3–7 p.m. weekdays): 4 summer months at 23.30¢, 8 winter months at 21.66¢", () => {
    // 2,777.778 × (4/12 × 0.2330 + 8/12 × 0.2166) = 2,777.778 × 0.222067 = $616.85 a year, $51.40 a month.
    expect(KWH * ((4 / 12) * 0.233 + (8 / 12) * 0.2166)).toBeCloseTo(616.85, 2);
    expect(home).toMatchObject({ utility: "PSEGLI", utilityName: "PSEG Long Island", counted: "standard", ev: null, fixedMonthlyUsd: 17.03 });
    expect(home.standard).toMatchObject({ planId: "psegli-194", yearly: 617, monthly: 51, provenance: { asOf: "2026-01-01" } });
    expect(home.standard.seasons.map((s) => [s.name, s.usdPerKwh])).toEqual([
      ["summer", expect.closeTo(0.233, 9)],
      ["winter", expect.closeTo(0.2166, 9)],
    ]);
  });

  it("says plainly its EV plan is not in our data", () => {
    expect(home.evMissingReason).toBe(
      "PSEG Long Island's EV plan is not in our data (we found no prices we could verify), so only its Residential Time-of-Day Off-Peak Rate (Rate 194) is priced.",
    );
  });
});

describe("California keeps its tariffs", () => {
  it("92101: SDG&E's plans as before (EV-TOU-5 counted, $333 a year)", () => {
    const home = tariff(planFor("92101").money.home);
    expect(home).toMatchObject({ utility: "SDGE", counted: "ev", counts: { yearly: 333, monthly: 28 } });
  });

  it("94110: PG&E, never SFPUC's 24.0¢", () => {
    const plan = planFor("94110");
    expect(tariff(plan.money.home).utility).toBe("PG&E");
    // The "your bill" field starts at PG&E's own 2024 average, 39.6¢, not SFPUC's 24.0¢.
    expect(plan.money.assumptions.homeUsdPerKwh).toMatchObject({ value: 0.396, isDefault: true });
  });

  it("a bill's price beats even a tariff: SDG&E at 30¢ from the bill, 2,777.778 × 0.30 = $833 a year, $69 a month", () => {
    const home = flat(planFor("92101", { homeUsdPerKwh: 0.3 }).money.home);
    expect(home.price).toMatchObject({ kind: "own", label: "your bill" });
    expect(home.counts).toEqual({ yearly: 833, monthly: 69 });
  });
});

describe("Maximize Savings at the bill's price says the plan's dollars", () => {
  it("Austin with 20¢ from the bill: 2,777.778 × $0.20 = $555.56 a year, $46 a month on both screens", async () => {
    const { atYourBillsPrice } = await import("./bill-price");
    const inputs = { ...SAN_DIEGO_LEVEL2_INPUTS, zipCode: "78701", homeUsdPerKwh: 0.2 };
    expect(atYourBillsPrice(inputs)).toEqual({ usdPerKwh: 0.2, yearly: 556, monthly: 46 });
    expect(flat(planFor("78701", { homeUsdPerKwh: 0.2 }).money.home).counts).toEqual({ yearly: 556, monthly: 46 });
    expect(atYourBillsPrice({ ...inputs, homeUsdPerKwh: 0 })).toBeNull();
    expect(atYourBillsPrice({ ...inputs, homeCharging: "no" })).toBeNull();
  });
});
