import { describe, expect, it } from "vitest";
import caPrograms from "../../web/public/data/programs/CA.json";
import txPrograms from "../../web/public/data/programs/TX.json";
import type { Program } from "../incentives/programs";
import { parseProgramShard } from "../incentives/programs.schema";
import { regionPhrase, regionRuleNote, utilityChargerPrograms } from "./hiring";

const ids = (list: readonly Program[]) => list.map((program) => program.id);
const TODAY = "2026-11-23";

// Places as the place model gives them (areas from zcta-to-geography.csv, utilities from
// zip-to-geography-approx.csv, predominant first). Utility programs reach by the utility's id, so
// only the state is given as the area in the California cases.
const utility = (geographyId: string, name: string) => ({ geographyId, key: name, name, predominant: true, price: null, retailChoice: false, tariffKey: null });
const CA = parseProgramShard("CA", caPrograms);

describe("utilityChargerPrograms", () => {
  it("Sacramento 95814 (PG&E 3536, then SMUD 3543): each one's own charger programs; unknown status kept apart", () => {
    const place = { state: "CA", areaGeographyIds: ["5"], utilities: [utility("3536", "Pacific Gas & Electric"), utility("3543", "Sacramento Municipal Utility District")] };
    const programs = utilityChargerPrograms(CA, place, TODAY);
    expect(programs.utilityNames).toEqual(["Pacific Gas & Electric", "Sacramento Municipal Utility District"]);
    // PG&E's 50 % tier rests only on CA-149: unknown (SOURCES.md), so it is among the unconfirmed.
    expect(ids(programs.available)).toEqual(["pge-residential-charging-solutions-income", "smud-charge-at-home"]);
    expect(ids(programs.unconfirmed)).toEqual(["pge-residential-charging-solutions-standard", "pge-empower-ev", "smud-free-charger-income"]);
  });

  it("LADWP 3533: its three charger rebates; SCE 3548: only programs to check", () => {
    const la = utilityChargerPrograms(CA, { state: "CA", areaGeographyIds: ["5"], utilities: [utility("3533", "LADWP")] }, TODAY);
    expect(ids(la.available)).toEqual(["ladwp-residential-ev-charger-rebate", "ladwp-ev-charger-rebate-income-adder", "ladwp-ev-meter-rebate"]);
    expect(la.unconfirmed).toEqual([]);
    const sce = utilityChargerPrograms(CA, { state: "CA", areaGeographyIds: ["5"], utilities: [utility("3548", "SCE")] }, TODAY);
    expect(ids(sce.available)).toEqual([]);
    expect(ids(sce.unconfirmed)).toEqual(["sce-charge-ready-home-income", "sce-charge-ready-home-geographic"]);
  });

  it("Austin 78701 (Austin Energy 4941): TX-14 in any state; Houston's CenterPoint (4949) has none", () => {
    const tx = parseProgramShard("TX", txPrograms);
    expect(ids(utilityChargerPrograms(tx, { state: "TX", areaGeographyIds: ["43", "2799"], utilities: [utility("4941", "Austin Energy")] }, TODAY).available)).toEqual(["TX-14"]);
    expect(utilityChargerPrograms(tx, { state: "TX", areaGeographyIds: ["43", "2673"], utilities: [utility("4949", "CenterPoint")] }, TODAY)).toMatchObject({ available: [], unconfirmed: [] });
  });

  it("no utilities, nothing", () => {
    expect(utilityChargerPrograms(CA, { state: "CA", areaGeographyIds: ["5"], utilities: [] }, TODAY)).toEqual({ utilityNames: [], available: [], unconfirmed: [] });
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
