import { describe, expect, it } from "vitest";
import { INCENTIVE_DATA } from "./data";
import {
  availabilityOf,
  DEFAULT_FILTERS,
  findIncentives,
  isPlaceholder,
  matchesFilters,
  matchesLocation,
  type IncentiveFilters,
  type IncentiveLocation,
} from "./filters";
import { monthsBefore } from "./dates";
import type { Incentive } from "./model";

const TODAY = "2026-11-22";
const SINCE = monthsBefore(TODAY, 24);
const ALL = INCENTIVE_DATA.incentives;
const byId = (id: string) => {
  const found = ALL.find((incentive) => incentive.id === id);
  if (!found) throw new Error(`no incentive ${id}`);
  return found;
};
const ids = (list: readonly Incentive[]) => list.map((incentive) => incentive.id);
const run = (filters: IncentiveFilters = DEFAULT_FILTERS, location?: IncentiveLocation) =>
  findIncentives(ALL, filters, location, TODAY, SINCE);

function make(overrides: Partial<Incentive>): Incentive {
  return {
    id: "x",
    entity: "Test",
    incentiveType: "Charger",
    geography: "Local",
    region: "Bay Area",
    utilityKeys: [],
    incomeQualified: false,
    purchase: "n/a",
    replaces: null,
    amountText: "$1",
    amountMaxUsd: 1,
    status: "active",
    endsOn: null,
    endedOn: null,
    link: "https://example.org/",
    linkIsHomePage: true,
    shortDescription: "Test",
    sources: [],
    lastChecked: null,
    ...overrides,
  };
}

const LA_SCE: IncentiveLocation = { region: "Los Angeles", utilities: ["SCE"], inCalifornia: true };
const LA_LADWP: IncentiveLocation = { region: "Los Angeles", utilities: ["LADWP"], inCalifornia: true };
const BAY_PGE: IncentiveLocation = { region: "Bay Area", utilities: ["PG&E"], inCalifornia: true };
const SD: IncentiveLocation = { region: "San Diego", utilities: ["SDGE"], inCalifornia: true };
const SACRAMENTO: IncentiveLocation = { region: "California", utilities: ["SMUD"], inCalifornia: true };
const NEW_YORK: IncentiveLocation = { region: "California", utilities: [], inCalifornia: false };

describe("incentive data", () => {
  it("parses: 49 researched rows with unique ids (48 of 2026-11-22 plus the proposed first-time-buyer row)", () => {
    expect(ALL).toHaveLength(49);
    expect(new Set(ids(ALL)).size).toBe(49);
    expect(INCENTIVE_DATA.statusAsOf).toBe("2026-11-23");
  });

  it("the proposed California first-time-buyer incentive is unknown: 'check availability', never available", () => {
    const proposed = byId("ca-zev-first-time-buyer-incentive-proposed");
    expect(proposed.status).toBe("unknown");
    expect(availabilityOf(proposed, "2026-11-23")).toBe("check");
  });

  it("keeps the facts of the federal credits that ended", () => {
    expect(byId("fed-30d-new-clean-vehicle-credit")).toMatchObject({ status: "ended", endedOn: "2025-09-30", amountText: "Up to $7,500" });
    expect(byId("fed-25e-used-clean-vehicle-credit")).toMatchObject({ status: "ended", endedOn: "2025-09-30" });
    expect(byId("fed-30c-ev-charger-credit")).toMatchObject({ status: "ended", endedOn: "2026-06-30" });
  });

  it("links official sites over https and names a readable source for every shown row", () => {
    for (const incentive of ALL.filter((row) => !isPlaceholder(row))) {
      expect(incentive.link).toMatch(/^https:\/\//);
      expect(incentive.sources.length, incentive.id).toBeGreaterThan(0);
    }
  });

  it("falls back to the home page where the researcher could not confirm the deep link", () => {
    expect(byId("pge-empower-ev")).toMatchObject({ link: "https://www.pge.com/", linkIsHomePage: true });
    expect(byId("ca-clean-air-vehicle-decal").link).toBe("https://www.dmv.ca.gov/");
  });
});

describe("placeholders", () => {
  it("hides the rows SOURCES.md names (no amount, no confirmed program)", () => {
    for (const id of ["ava-community-energy-ev", "clean-power-alliance-ev", "sdcp-ev", "bwp-residential-ev-charger-rebate", "bwp-used-ev-rebate"]) {
      expect(isPlaceholder(byId(id)), id).toBe(true);
    }
    const everything = run();
    const shown = [...ids(everything.available), ...ids(everything.recentlyEnded)];
    expect(shown).not.toContain("ava-community-energy-ev");
    expect(shown).not.toContain("clean-power-alliance-ev");
    expect(shown).not.toContain("sdcp-ev");
  });

  it("keeps an active program even when its amount is unknown", () => {
    expect(isPlaceholder(make({ amountText: "", status: "active" }))).toBe(false);
    expect(isPlaceholder(make({ amountText: "", status: "unknown" }))).toBe(true);
  });
});

describe("availability", () => {
  it("never lists an ended or paused program as available", () => {
    const { available, recentlyEnded } = run();
    for (const incentive of available) expect(["available", "check", "proposed"]).toContain(availabilityOf(incentive, TODAY));
    expect(ids(available)).not.toContain("fed-30d-new-clean-vehicle-credit");
    expect(ids(available)).not.toContain("fed-25e-used-clean-vehicle-credit");
    expect(ids(available)).not.toContain("fed-30c-ev-charger-credit");
    expect(ids(available)).not.toContain("ca-clean-fuel-reward");
    expect(ids(recentlyEnded)).toEqual(
      expect.arrayContaining(["fed-30d-new-clean-vehicle-credit", "fed-30c-ev-charger-credit", "ca-clean-fuel-reward"]),
    );
  });

  it("treats a row past its scheduled end date as ended even if marked active", () => {
    const stale = make({ status: "active", endsOn: "2026-11-21" });
    expect(availabilityOf(stale, TODAY)).toBe("ended");
    expect(availabilityOf(make({ status: "active", endsOn: "2026-11-22" }), TODAY)).toBe("available");
    expect(findIncentives([stale], DEFAULT_FILTERS, undefined, TODAY, SINCE).available).toEqual([]);
  });

  it("maps unknown to check, proposed to proposed", () => {
    expect(availabilityOf(byId("ca-dcap-vehicle-grant"), TODAY)).toBe("check");
    expect(availabilityOf(make({ status: "proposed" }), TODAY)).toBe("proposed");
  });

  it("recently ended reaches back 24 months, newest first, and drops undated or older endings", () => {
    const { recentlyEnded } = run();
    const ended = recentlyEnded.filter((incentive) => incentive.status === "ended");
    expect(ids(ended)[0]).toBe("fed-30c-ev-charger-credit"); // 2026-06-30 is the newest
    expect(ids(recentlyEnded)).not.toContain("ca-cvrp"); // closed 2023-11-08
    expect(ids(recentlyEnded)).not.toContain("sonoma-clean-power-drive-ev"); // no end date recorded
    expect(ids(recentlyEnded).at(-1)).toBe("ca-clean-fuel-reward"); // paused after the ended ones
  });

  it("orders available programs active first, then check availability", () => {
    const { available } = run();
    const kinds = available.map((incentive) => availabilityOf(incentive, TODAY));
    expect(kinds.indexOf("check")).toBeGreaterThan(kinds.lastIndexOf("available"));
  });
});

describe("type and income filters", () => {
  const only = (partial: Partial<IncentiveFilters>): IncentiveFilters => ({
    newVehicle: false,
    usedVehicle: false,
    charger: false,
    incomeRestricted: true,
    ...partial,
  });

  it("starts with every filter on", () => {
    expect(DEFAULT_FILTERS).toEqual({ newVehicle: true, usedVehicle: true, charger: true, incomeRestricted: true });
  });

  it("none of the three types on → empty list, even with income restricted on", () => {
    expect(run(only({}))).toEqual({ available: [], recentlyEnded: [] });
  });

  it("new vehicle alone", () => {
    const { available } = run(only({ newVehicle: true }));
    expect(available.length).toBeGreaterThan(0);
    for (const incentive of available) expect(["New vehicle", "New or used vehicle"]).toContain(incentive.incentiveType);
    expect(ids(available)).toContain("3ce-electrify-your-ride-new-bev");
  });

  it("used vehicle alone", () => {
    const { available } = run(only({ usedVehicle: true }));
    for (const incentive of available)
      expect(["Used vehicle", "Used vehicle (BEV)", "New or used vehicle"]).toContain(incentive.incentiveType);
    expect(ids(available)).toEqual(expect.arrayContaining(["sce-pre-owned-ev-rebate-standard", "3ce-electrify-your-ride-used-bev"]));
  });

  it("charger alone (chargers, panel upgrades, charging-rate credits)", () => {
    const { available } = run(only({ charger: true }));
    for (const incentive of available) expect(["Charger", "Panel upgrade", "Charging credit"]).toContain(incentive.incentiveType);
    expect(ids(available)).toEqual(expect.arrayContaining(["ladwp-residential-ev-charger-rebate", "sce-charge-ready-home-income"]));
  });

  it("income restricted alone shows nothing (it is not a type)", () => {
    expect(run(only({ incomeRestricted: true })).available).toEqual([]);
  });

  it("income restricted off hides every income-qualified program", () => {
    const { available, recentlyEnded } = run({ ...DEFAULT_FILTERS, incomeRestricted: false });
    expect([...available, ...recentlyEnded].some((incentive) => incentive.incomeQualified)).toBe(false);
    expect(ids(available)).not.toContain("pge-pre-owned-ev-rebate-plus");
    expect(ids(available)).toContain("sce-pre-owned-ev-rebate-standard");
  });

  it("combines: new + charger without income-restricted", () => {
    const filters = { newVehicle: true, usedVehicle: false, charger: true, incomeRestricted: false };
    const { available } = run(filters);
    for (const incentive of available) {
      expect(incentive.incomeQualified).toBe(false);
      expect(["New vehicle", "New or used vehicle", "Charger", "Panel upgrade", "Charging credit"]).toContain(incentive.incentiveType);
    }
    expect(ids(available)).not.toContain("sce-pre-owned-ev-rebate-standard");
    expect(ids(available)).toContain("ladwp-residential-ev-charger-rebate");
  });

  it("a 'New or used vehicle' program answers to either vehicle filter", () => {
    const dcap = byId("ca-dcap-vehicle-grant");
    expect(matchesFilters(dcap, only({ newVehicle: true }))).toBe(true);
    expect(matchesFilters(dcap, only({ usedVehicle: true }))).toBe(true);
    expect(matchesFilters(dcap, only({ charger: true }))).toBe(false);
  });
});

describe("location", () => {
  const regionsOf = (list: readonly Incentive[]) => new Set(list.map((incentive) => incentive.region));

  it("without a ZIP nothing is narrowed", () => {
    const { available } = run();
    expect(regionsOf(available)).toEqual(new Set(["State", "Los Angeles", "Bay Area", "San Diego", "Sacramento", "Other CA"]));
  });

  it("a metro narrows to that metro plus national and state programs", () => {
    for (const location of [LA_SCE, BAY_PGE, SD]) {
      const { available, recentlyEnded } = run(DEFAULT_FILTERS, location);
      for (const incentive of [...available, ...recentlyEnded]) {
        expect(["National", "State", location.region]).toContain(incentive.region);
      }
      expect(ids(available)).toContain("ca-dcap-vehicle-grant");
    }
  });

  it("utility programs match the ZIP's utility", () => {
    const sce = ids(run(DEFAULT_FILTERS, LA_SCE).available);
    expect(sce).toContain("sce-pre-owned-ev-rebate-standard");
    expect(sce).not.toContain("ladwp-used-ev-rebate");
    expect(sce).toContain("scaqmd-replace-your-ride"); // air district: not tied to a utility

    const ladwp = ids(run(DEFAULT_FILTERS, LA_LADWP).available);
    expect(ladwp).toContain("ladwp-used-ev-rebate");
    expect(ladwp).not.toContain("sce-pre-owned-ev-rebate-standard");

    const pge = ids(run(DEFAULT_FILTERS, BAY_PGE).available);
    expect(pge).toEqual(expect.arrayContaining(["pge-pre-owned-ev-rebate-plus", "mce-ev-instant-rebate-new"])); // CCA on PG&E lines
    expect(pge).not.toContain("sce-pre-owned-ev-rebate-standard");
  });

  it("a ZIP split between utilities gets both utilities' programs", () => {
    const split = ids(run(DEFAULT_FILTERS, { region: "Los Angeles", utilities: ["LADWP", "SCE"], inCalifornia: true }).available);
    expect(split).toEqual(expect.arrayContaining(["ladwp-used-ev-rebate", "sce-pre-owned-ev-rebate-standard"]));
  });

  it("an unknown utility keeps every utility program of the metro", () => {
    const unknown = ids(run(DEFAULT_FILTERS, { region: "Los Angeles", utilities: [], inCalifornia: true }).available);
    expect(unknown).toEqual(expect.arrayContaining(["ladwp-used-ev-rebate", "sce-pre-owned-ev-rebate-standard"]));
  });

  it("outside the metros: national, state and the ZIP's own utility's programs (no CCA or district guesses)", () => {
    const sacramento = ids(run(DEFAULT_FILTERS, SACRAMENTO).available);
    expect(sacramento).toEqual(expect.arrayContaining(["smud-charge-at-home", "smud-ev-rate-credit", "ca-dcap-vehicle-grant"]));
    expect(sacramento).not.toContain("pge-pre-owned-ev-rebate-plus");
    expect(sacramento).not.toContain("baaqmd-clean-cars-for-all");
    // A PG&E ZIP on the Central Coast: PG&E's own programs, but not 3CE's (a CCA we cannot confirm).
    const centralCoast = ids(run(DEFAULT_FILTERS, { region: "California", utilities: ["PG&E"], inCalifornia: true }).available);
    expect(centralCoast).toContain("pge-pre-owned-ev-rebate-plus");
    expect(centralCoast).not.toContain("3ce-electrify-your-ride-charger");
    expect(centralCoast).not.toContain("mce-ev-instant-rebate-new");
    const outsideUnknownUtility = run(DEFAULT_FILTERS, { region: "California", utilities: [], inCalifornia: true }).available;
    expect(new Set(outsideUnknownUtility.map((incentive) => incentive.region))).toEqual(new Set(["State"]));
  });

  it("a utility's own programs follow its customers across the region rule", () => {
    // 958xx is "Bay Area" by the region rule but SMUD serves it: SMUD's programs still apply.
    const split = ids(run(DEFAULT_FILTERS, { region: "Bay Area", utilities: ["PG&E", "SMUD"], inCalifornia: true }).available);
    expect(split).toEqual(expect.arrayContaining(["smud-charge-at-home", "pge-pre-owned-ev-rebate-plus"]));
  });

  it("outside California only national programs apply", () => {
    const { available, recentlyEnded } = run(DEFAULT_FILTERS, NEW_YORK);
    expect(available).toEqual([]); // no national program is open in late 2026
    expect(regionsOf(recentlyEnded)).toEqual(new Set(["National"]));
    expect(matchesLocation(make({ region: "National" }), NEW_YORK)).toBe(true);
  });
});
