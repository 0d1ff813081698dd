import { describe, expect, it } from "vitest";
import { INCENTIVE_DATA } from "../incentives/data";
import type { Incentive } from "../incentives/model";
import { regionPhrase, regionRuleNote, utilityChargerPrograms } from "./hiring";

const ids = (list: readonly Incentive[]) => list.map((incentive) => incentive.id);
const TODAY = "2026-11-23";

describe("utilityChargerPrograms", () => {
  it("Sacramento (PG&E and SMUD): SMUD's and PG&E's own charger programs; unknown status kept apart", () => {
    const programs = utilityChargerPrograms(INCENTIVE_DATA.incentives, ["PG&E", "SMUD"], TODAY);
    expect(ids(programs.available)).toEqual([
      "pge-residential-charging-solutions-income",
      "pge-residential-charging-solutions-standard",
      "smud-charge-at-home",
    ]);
    expect(ids(programs.unconfirmed)).toEqual(["pge-empower-ev", "smud-free-charger-income"]);
  });

  it("LADWP: its three charger rebates; community choice programs are left to the finder", () => {
    const programs = utilityChargerPrograms(INCENTIVE_DATA.incentives, ["LADWP"], TODAY);
    expect(ids(programs.available)).toEqual([
      "ladwp-residential-ev-charger-rebate",
      "ladwp-ev-charger-rebate-income-adder",
      "ladwp-ev-meter-rebate",
    ]);
    expect(programs.unconfirmed).toEqual([]);
    const sce = utilityChargerPrograms(INCENTIVE_DATA.incentives, ["SCE"], TODAY);
    expect(ids(sce.available)).toEqual([]);
    expect(ids(sce.unconfirmed)).toEqual(["sce-charge-ready-home-income", "sce-charge-ready-home-geographic"]);
  });

  it("an ended, paused or past-dated program is never offered", () => {
    const base = INCENTIVE_DATA.incentives.find((incentive) => incentive.id === "smud-charge-at-home")!;
    const variants: Incentive[] = [
      { ...base, id: "ended", status: "ended" },
      { ...base, id: "paused", status: "paused" },
      { ...base, id: "proposed", status: "proposed" },
      { ...base, id: "past", status: "active", endsOn: "2026-01-01" },
      { ...base, id: "vehicle", incentiveType: "Used vehicle" },
    ];
    const programs = utilityChargerPrograms(variants, ["SMUD"], TODAY);
    expect(programs).toEqual({ available: [], unconfirmed: [] });
  });

  it("no utilities, nothing", () => {
    expect(utilityChargerPrograms(INCENTIVE_DATA.incentives, [], TODAY)).toEqual({ available: [], unconfirmed: [] });
  });
});

describe("region wording", () => {
  it("never says 'Bay Area area'", () => {
    expect(regionPhrase("Bay Area")).toBe("the Bay Area");
    expect(regionPhrase("Los Angeles")).toBe("the Los Angeles area");
    expect(regionPhrase("San Diego")).toBe("the San Diego area");
  });
  it("says which region a Sacramento ZIP gets, and only for the 95 range", () => {
    expect(regionRuleNote("95814")).toBe(
      "ZIPs that start with 95, Sacramento's among them, count as the Bay Area region in this directory: regions here follow the first digits of the ZIP (94 and 95 are the Bay Area).",
    );
    expect(regionRuleNote("94110")).toBeNull();
    expect(regionRuleNote("90012")).toBeNull();
    expect(regionRuleNote("958")).toBeNull();
  });
});
