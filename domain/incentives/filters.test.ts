import { describe, expect, it } from "vitest";
import { INCENTIVE_DATA } from "./data";
import { DEFAULT_FILTERS, type IncentiveFilters } from "./filters";
import caPrograms from "../../web/public/data/programs/CA.json";
import { programsFor } from "./eligibility";
import { matchesProgramFilters } from "./finder";
import { parseProgramShard } from "./programs.schema";

const TODAY = "2026-11-22";
const ALL = INCENTIVE_DATA.incentives;
const byId = (id: string) => {
  const found = ALL.find((incentive) => incentive.id === id);
  if (!found) throw new Error(`no incentive ${id}`);
  return found;
};

describe("incentive data", () => {
  it("parses: 49 researched rows with unique ids (48 of 2026-11-22 plus the proposed first-time-buyer row)", () => {
    expect(ALL).toHaveLength(49);
    expect(new Set(ALL.map((incentive) => incentive.id)).size).toBe(49);
    expect(INCENTIVE_DATA.statusAsOf).toBe("2026-11-23");
  });

  it("the proposed California first-time-buyer incentive is unknown: 'check availability', never available", () => {
    const proposed = byId("ca-zev-first-time-buyer-incentive-proposed");
    expect(proposed.status).toBe("unknown");
    // In the shard it is a program to check, never available (eligibility.ts's availabilityOf).
    expect(parseProgramShard("CA", caPrograms).programs.find((p) => p.id === proposed.id)).toMatchObject({ status: "unknown" });
  });

  it("keeps the facts of the federal credits that ended", () => {
    expect(byId("fed-30d-new-clean-vehicle-credit")).toMatchObject({ status: "ended", endedOn: "2025-09-30", amountText: "Up to $7,500" });
    expect(byId("fed-25e-used-clean-vehicle-credit")).toMatchObject({ status: "ended", endedOn: "2025-09-30" });
    expect(byId("fed-30c-ev-charger-credit")).toMatchObject({ status: "ended", endedOn: "2026-06-30" });
  });

  it("links official sites over https and names a readable source for every shown row", () => {
    // Placeholder rows (no amount, not active) are never shown.
    for (const incentive of ALL.filter((row) => row.amountText.trim() !== "" || row.status === "active")) {
      expect(incentive.link).toMatch(/^https:\/\//);
      expect(incentive.sources.length, incentive.id).toBeGreaterThan(0);
    }
  });

  it("falls back to the home page where the researcher could not confirm the deep link", () => {
    expect(byId("pge-empower-ev")).toMatchObject({ link: "https://www.pge.com/", linkIsHomePage: true });
    expect(byId("ca-clean-air-vehicle-decal").link).toBe("https://www.dmv.ca.gov/");
  });
});

describe("the finder's switches on judged programs (finder.ts)", () => {
  const shard = parseProgramShard("CA", caPrograms);
  // 92101: California 5, San Diego County 280, SDG&E 3544.
  const views = programsFor(shard, { state: "CA", geographyIds: ["5", "280", "3544"] }, {}, TODAY).open;
  const shown = (filters: IncentiveFilters) => views.filter((view) => matchesProgramFilters(view, filters)).map((view) => view.program.id).sort();
  const only = (partial: Partial<IncentiveFilters>): IncentiveFilters => ({ newVehicle: false, usedVehicle: false, charger: false, incomeRestricted: true, ...partial });

  it("used vehicle alone: SDG&E's two used-car rebates and the programs for new or used cars", () => {
    expect(shown(only({ usedVehicle: true }))).toEqual(
      ["ca-clean-cars-4-all", "ca-dcap-vehicle-grant", "ca-zev-first-time-buyer-incentive-proposed", "sdapcd-clean-cars-4-all", "sdge-pre-owned-ev-rebate-plus", "sdge-pre-owned-ev-rebate-standard"].sort(),
    );
  });

  it("income restricted off hides every income-limited program", () => {
    expect(shown({ ...DEFAULT_FILTERS, incomeRestricted: false }).some((id) => views.find((v) => v.program.id === id)!.program.income !== null)).toBe(false);
    expect(shown({ ...DEFAULT_FILTERS, incomeRestricted: false })).toContain("sdge-pre-owned-ev-rebate-standard");
  });

  it("none of the three types on: nothing", () => {
    expect(shown(only({}))).toEqual([]);
  });
});
