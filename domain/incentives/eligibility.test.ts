// Programs for every state (issue 33), ZIP by ZIP, with figures worked by hand from
// ../shared/data/raw/rewiringamerica-2026-08-06. Each ProgramLocation is built here the way the
// contract says the place model builds it: the ZIP's ZCTA rows in scripts/data/zcta-to-geography.csv
// (state, county, custom areas) plus the chosen electric utility's id from zip-to-geography-approx.csv.
import { describe, expect, it } from "vitest";
import ca from "../../web/public/data/programs/CA.json";
import co from "../../web/public/data/programs/CO.json";
import ga from "../../web/public/data/programs/GA.json";
import il from "../../web/public/data/programs/IL.json";
import ny from "../../web/public/data/programs/NY.json";
import or from "../../web/public/data/programs/OR.json";
import tx from "../../web/public/data/programs/TX.json";
import amiNy from "../../web/public/data/programs/ami/NY.json";
import amiCo from "../../web/public/data/programs/ami/CO.json";
import type { ProgramLocation } from "../place/types";
import { amiForHousehold, availabilityOf, easternIsoDate, programsFor, type ProgramAnswers, type ProgramsResult } from "./eligibility";
import { parseAmiShard, parseProgramShard } from "./programs.schema";

const TODAY = "2026-11-26";
const CA_SHARD = parseProgramShard("CA", ca);
const CO_SHARD = parseProgramShard("CO", co);
const GA_SHARD = parseProgramShard("GA", ga);
const IL_SHARD = parseProgramShard("IL", il);
const NY_SHARD = parseProgramShard("NY", ny);
const OR_SHARD = parseProgramShard("OR", or);
const TX_SHARD = parseProgramShard("TX", tx);

// 92101: California 5, San Diego County 280; SDG&E 3544 (its only utility).
const SAN_DIEGO: ProgramLocation = { state: "CA", geographyIds: ["5", "280", "3544"] };
// 11215: New York 32, Kings County 1901; Con Edison 4599.
const BROOKLYN: ProgramLocation = { state: "NY", geographyIds: ["32", "1901", "4599"] };
// 11747: New York 32, Suffolk County 1929; PSEG Long Island 4608.
const MELVILLE: ProgramLocation = { state: "NY", geographyIds: ["32", "1929", "4608"] };
// 77002: Texas 43, Harris County 2673; CenterPoint Energy Houston Electric 4949 (wires utility).
const HOUSTON: ProgramLocation = { state: "TX", geographyIds: ["43", "2673", "4949"] };
// 78701: Texas 43, Travis County 2799; Austin Energy 4941.
const AUSTIN: ProgramLocation = { state: "TX", geographyIds: ["43", "2799", "4941"] };
// 60601: Illinois 13, Cook County 660; Commonwealth Edison 3854.
const CHICAGO: ProgramLocation = { state: "IL", geographyIds: ["13", "660", "3854"] };
// 80202: Colorado 6, Denver County 318, custom areas 5606 (Denver RA program area) and 5618 (DRCOG); Xcel Energy 3590.
const DENVER: ProgramLocation = { state: "CO", geographyIds: ["6", "318", "5606", "5618", "3590"] };
// 97201: Oregon 37, Multnomah County 2283, City of Portland 5608; no predominant utility: the person picks
// Portland General Electric (5347) or Pacific Power (5345).
const PORTLAND_AREA = ["37", "2283", "5608"];
const PORTLAND_PGE: ProgramLocation = { state: "OR", geographyIds: [...PORTLAND_AREA, "5347"] };
const PORTLAND_PACIFIC: ProgramLocation = { state: "OR", geographyIds: [...PORTLAND_AREA, "5345"] };
// 30303: Georgia 10, Fulton County 496; Georgia Power 3700.
const ATLANTA: ProgramLocation = { state: "GA", geographyIds: ["10", "496", "3700"] };

const ids = (list: { program: { id: string } }[]) => list.map((view) => view.program.id).sort();
const openIds = (result: ProgramsResult) => ids(result.open.filter((view) => view.availability === "available"));

describe("92101 San Diego (SDG&E)", () => {
  it("counts the $1,000 used-EV rebate for a used-car buyer and offers the $4,000 Rebate Plus only if income qualifies", () => {
    const result = programsFor(CA_SHARD, SAN_DIEGO, { purchase: "used" }, TODAY);
    // sdge-pre-owned-ev-rebate-standard (= Rewiring America CA-25): $1,000, used EV or PHEV, owners and renters.
    expect(ids(result.counted)).toEqual(["sdge-pre-owned-ev-rebate-standard"]);
    expect(result.vehicleUsd).toBe(1000);
    expect(result.chargerUsd).toBe(0);
    // sdge-pre-owned-ev-rebate-plus (= CA-26, income-qualified by its own text, no low_income key):
    // not counted; it replaces the $1,000, so it adds $4,000 − $1,000 = $3,000.
    expect(ids(result.ifIncomeQualifies)).toEqual(["sdge-pre-owned-ev-rebate-plus"]);
    expect(result.ifIncomeQualifiesUsd).toBe(3000);
  });

  it("never counts Rebate Plus on an answered income: its limit is not in the data (CA-26 has none)", () => {
    const result = programsFor(CA_SHARD, SAN_DIEGO, { purchase: "used", householdSize: 2, householdIncome: 40000 }, TODAY);
    const plus = result.open.find((view) => view.program.id === "sdge-pre-owned-ev-rebate-plus")!;
    expect(plus.income).toBe("unknown-limit");
    expect(plus.counted).toBe(false);
    expect(result.vehicleUsd).toBe(1000);
  });

  it("counts nothing toward a new car (both SDG&E rebates are for used cars) and never the ended federal credits", () => {
    const result = programsFor(CA_SHARD, SAN_DIEGO, { purchase: "new" }, TODAY, null, "2024-11-26");
    expect(result.vehicleUsd).toBe(0);
    expect(result.open.some((view) => view.program.id.startsWith("sdge-pre-owned"))).toBe(false);
    // 30D and 25E ended 2025-09-30, 30C 2026-06-30: listed as ended, never open.
    expect(ids(result.notAvailable)).toEqual(expect.arrayContaining(["fed-30c-ev-charger-credit", "fed-30d-new-clean-vehicle-credit"]));
    expect(result.open.some((view) => view.program.authorityType === "federal")).toBe(false);
  });

  it("names the authorities it shows: the state and SDG&E, plus the county air district", () => {
    const result = programsFor(CA_SHARD, SAN_DIEGO, {}, TODAY);
    const names = Object.fromEntries(result.authorities.map((group) => [group.type, group.names]));
    expect(names.utility).toEqual(["San Diego Gas & Electric (SDG&E)"]);
    expect(names.local).toEqual(["San Diego County Air Pollution Control District"]);
  });
});

describe("11215 Brooklyn and 11747 Long Island (New York)", () => {
  it("has no vehicle or charger program; NYSERDA's panel and wiring programs are income-limited and for homeowners only", () => {
    const result = programsFor(NY_SHARD, BROOKLYN, {}, TODAY);
    expect(openIds(result)).toEqual(["NY-31", "NY-32", "NY-33", "NY-34"]);
    expect(result.open.every((view) => view.kind === "home-upgrade" && view.dependsOn.includes("owner"))).toBe(true);
    expect(result.vehicleUsd + result.chargerUsd + result.ifIncomeQualifiesUsd).toBe(0);
    expect(programsFor(NY_SHARD, BROOKLYN, { owner: "renter" }, TODAY).open).toEqual([]);
  });

  it("judges NY-31 against 80 % of 11215's AMI scaled to the household", () => {
    const ami = parseAmiShard("NY", amiNy).ami["11215"]!;
    // ami_by_zcta.csv 11215: ami_80 124,400 and ami_150 243,000 for 4 people.
    expect(ami).toEqual([124400, 243000]);
    // 2 people: 124,400 × (1 − 0.1 × 2) = 99,520 → nearest $50: 99,500.
    expect(amiForHousehold(124400, 2)).toBe(99500);
    const answers: ProgramAnswers = { owner: "homeowner", householdSize: 2, householdIncome: 100000 };
    const result = programsFor(NY_SHARD, BROOKLYN, answers, TODAY, ami);
    // $100,000 > $99,500: NY-31 and NY-33 (80 % AMI) are out; NY-32 and NY-34 (150 %: 243,000 × 0.8 = 194,400) fit.
    expect(openIds(result)).toEqual(["NY-32", "NY-34"]);
    expect(result.open.find((view) => view.program.id === "NY-32")!.incomeLimitUsd).toBe(194400);
  });

  it("Long Island (PSEG Long Island) reaches the same statewide programs and nothing of its utility", () => {
    expect(openIds(programsFor(NY_SHARD, MELVILLE, {}, TODAY))).toEqual(["NY-31", "NY-32", "NY-33", "NY-34"]);
  });
});

describe("Texas", () => {
  it("77002 Houston: nothing live (Texas's three charger rebates belong to other utilities)", () => {
    const result = programsFor(TX_SHARD, HOUSTON, { owner: "homeowner", purchase: "new" }, TODAY);
    expect(result.open).toEqual([]);
    expect(result.vehicleUsd + result.chargerUsd).toBe(0);
  });

  it("78701 Austin: Austin Energy's charger rebate, 50 % up to $1,200, counted for a homeowner", () => {
    const unanswered = programsFor(TX_SHARD, AUSTIN, {}, TODAY);
    expect(openIds(unanswered)).toEqual(["TX-14"]);
    // Homeowners only (owner_status): until the person says, it waits and is not counted.
    expect(unanswered.chargerUsd).toBe(0);
    expect(unanswered.open[0]!.dependsOn).toEqual(["owner"]);
    expect(programsFor(TX_SHARD, AUSTIN, { owner: "homeowner" }, TODAY).chargerUsd).toBe(1200);
    expect(programsFor(TX_SHARD, AUSTIN, { owner: "renter" }, TODAY).open).toEqual([]);
  });
});

describe("60601 Chicago (ComEd)", () => {
  it("ComEd's $2,500 smart-charger rebate is income-limited: counted only once income is answered and under the limit", () => {
    const home: ProgramAnswers = { owner: "homeowner" };
    const unanswered = programsFor(IL_SHARD, CHICAGO, home, TODAY);
    expect(openIds(unanswered)).toEqual(["IL-7"]);
    expect(unanswered.chargerUsd).toBe(0);
    expect(unanswered.ifIncomeQualifiesUsd).toBe(2500);
    // il-comEd-ev-charger: 3 people → $74,100.
    expect(programsFor(IL_SHARD, CHICAGO, { ...home, householdSize: 3, householdIncome: 70000 }, TODAY).chargerUsd).toBe(2500);
    expect(programsFor(IL_SHARD, CHICAGO, { ...home, householdSize: 3, householdIncome: 80000 }, TODAY).open).toEqual([]);
  });

  it("the Illinois EV rebate (IL-17) ended 2025-04-30 and is never open", () => {
    const result = programsFor(IL_SHARD, CHICAGO, { purchase: "new", vehicle: "ev" }, TODAY, null, "2024-11-26");
    expect(result.vehicleUsd).toBe(0);
    expect(ids(result.notAvailable)).toContain("IL-17");
  });
});

describe("80202 Denver (Xcel Energy)", () => {
  it("counts the state's new-EV credit and Xcel's $500 wiring rebate; the 2,300 income tier is offered as $1,800 more", () => {
    const result = programsFor(CO_SHARD, DENVER, { purchase: "new", vehicle: "ev", owner: "homeowner" }, TODAY);
    // CO-316 ($750) and CO-317 ($2,500) are both the Colorado Energy Office's: one car, so the larger counts.
    expect(result.vehicleUsd).toBe(2500);
    // CO-651: up to $500 for a 240-volt circuit (wiring and charger items), homeowners.
    expect(result.chargerUsd).toBe(500);
    // CO-800 ($2,300, income-limited) supersedes CO-651: 2,300 − 500 = 1,800. CO-318 ($9,000, 80 % AMI)
    // is the Colorado Energy Office's too: its largest car offer would be $9,000 instead of $2,500, so 6,500 more.
    expect(ids(result.ifIncomeQualifies)).toEqual(["CO-318", "CO-800"]);
    expect(result.ifIncomeQualifiesUsd).toBe(1800 + 6500);
  });

  it("with income answered, Xcel's income tier replaces its standard rebate (county limit) and the AMI rebate counts", () => {
    const ami = parseAmiShard("CO", amiCo).ami["80202"]!;
    // 80202: ami_80 102,650 for 4; 2 people: 102,650 × 0.8 = 82,120 → 82,100.
    expect(amiForHousehold(ami[0], 2)).toBe(82100);
    const answers: ProgramAnswers = { purchase: "new", vehicle: "ev", owner: "homeowner", householdSize: 2, householdIncome: 80000 };
    const result = programsFor(CO_SHARD, DENVER, answers, TODAY, ami);
    // co-xcel-energy-ev, Denver County (08031), 2 people: $83,520 ≥ $80,000 → CO-800 counts, CO-651 is hidden.
    expect(result.chargerUsd).toBe(2300);
    expect(result.open.some((view) => view.program.id === "CO-651")).toBe(false);
    // Vehicle: CO-318 $9,000 (Colorado Energy Office, same authority as CO-316/317: the largest, $9,000, counts).
    expect(result.vehicleUsd).toBe(9000);
  });

  it("excludes every expired Colorado row: none of the 36 past vehicle-or-charger rows is open", () => {
    // Colorado's own rows (the federal ones are counted apart in SOURCES.md's table).
    const past = CO_SHARD.programs.filter(
      (p) =>
        p.reach !== "nationwide" &&
        p.items.some((item) => ["new-ev", "used-ev", "new-phev", "used-phev", "charger"].includes(item)) && p.endsOn !== null && p.endsOn < TODAY,
    );
    expect(past).toHaveLength(36);
    const everywhere: ProgramLocation = { state: "CO", geographyIds: [...new Set(CO_SHARD.programs.flatMap((p) => (p.reach === "nationwide" ? [] : p.reach.anyOf)))] };
    const open = new Set(programsFor(CO_SHARD, everywhere, {}, TODAY).open.map((view) => view.program.id));
    expect(past.filter((p) => open.has(p.id))).toEqual([]);
    // Denver's own charger rebates (CO-38 and CO-39 ended 2025-03-14, CO-718 2026-02-28) and Xcel's
    // income-qualified EV rebates (CO-567, CO-568, 2024-12-31) are among them.
    expect(past.map((p) => p.id)).toEqual(expect.arrayContaining(["CO-38", "CO-39", "CO-718", "CO-567", "CO-568"]));
  });
});

describe("97201 Portland: the utility the person picks decides", () => {
  it("Portland General Electric: $300 counted for a homeowner ($50 offers are its alternatives), $1,000 tier if income qualifies", () => {
    const result = programsFor(OR_SHARD, PORTLAND_PGE, { owner: "homeowner" }, TODAY);
    expect(openIds(result)).toEqual(["OR-38", "OR-39", "OR-40", "OR-41", "OR-42", "OR-43", "OR-531"]);
    // OR-38 $300, OR-42 $50, OR-43 $50: one charger, the largest counts.
    expect(result.chargerUsd).toBe(300);
    // OR-39 ($1,000) supersedes OR-38: 1,000 − 300 = 700 more.
    expect(result.ifIncomeQualifiesUsd).toBe(700);
  });

  it("Pacific Power: $500 counted ($250 plug-in rebate is the alternative), $1,000 more if income qualifies", () => {
    const result = programsFor(OR_SHARD, PORTLAND_PACIFIC, { owner: "homeowner" }, TODAY);
    expect(openIds(result)).toEqual(["OR-34", "OR-35", "OR-36", "OR-37", "OR-531"]);
    expect(result.chargerUsd).toBe(500);
    // OR-36 $1,500 supersedes OR-34 $500 → 1,000; OR-37 $500 supersedes OR-35 $250 → 250: the larger, 1,000.
    expect(result.ifIncomeQualifiesUsd).toBe(1000);
  });

  it("the Oregon Department of Energy's paused programs are listed apart, never open or counted", () => {
    const result = programsFor(OR_SHARD, PORTLAND_PGE, {}, TODAY);
    expect(ids(result.notAvailable)).toEqual(expect.arrayContaining(["OR-421", "OR-426", "OR-428"]));
    expect(result.open.some((view) => view.availability === "paused")).toBe(false);
  });
});

describe("30303 Atlanta (Georgia Power)", () => {
  it("has nothing live for a car or charger: Georgia Power's $50 charger rebate ended 2025-12-31", () => {
    const result = programsFor(GA_SHARD, ATLANTA, { owner: "homeowner", purchase: "new" }, TODAY, null, "2024-11-26");
    expect(result.open.filter((view) => view.kind === "vehicle" || view.kind === "charger")).toEqual([]);
    expect(ids(result.notAvailable)).toContain("GA-7");
    expect(result.vehicleUsd + result.chargerUsd).toBe(0);
  });
});

describe("dates", () => {
  it("an end date is the last day of its period, in Eastern time", () => {
    const june = { ...CA_SHARD.programs[0]!, status: "active" as const, endsOn: "2026-06-30" };
    expect(availabilityOf(june, "2026-06-30")).toBe("available");
    expect(availabilityOf(june, "2026-07-01")).toBe("ended");
    // 03:00 UTC on 1 July is still 30 June in New York.
    expect(easternIsoDate(new Date("2026-07-01T03:00:00Z"))).toBe("2026-06-30");
  });
});
