// The committed program shards (scripts/data/programs.mjs): every known defect of Rewiring America's
// data (../shared/data/SOURCES.md, 2026-11-26) handled, the merge with our California list without
// duplicates, and the counts SOURCES.md's table gives.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { ProgramLocation } from "../../domain/place/types";
import { availabilityOf, programsFor } from "../../domain/incentives/eligibility";
import type { ProgramItem, ProgramShard } from "../../domain/incentives/programs";
import { parseProgramShard } from "../../domain/incentives/programs.schema";

const DIR = new URL("../../web/public/data/programs/", import.meta.url);
const TODAY = "2026-11-26";
const shards: ProgramShard[] = readdirSync(DIR)
  .filter((name) => name.endsWith(".json"))
  .map((name) => parseProgramShard(name.slice(0, 2), JSON.parse(readFileSync(new URL(name, DIR), "utf8"))));
const shard = (state: string) => shards.find((s) => s.state === state)!;
const VEHICLE_OR_CHARGER: readonly ProgramItem[] = ["new-ev", "used-ev", "new-phev", "used-phev", "charger"];
const isVehicleOrCharger = (items: readonly ProgramItem[]) => items.some((item) => VEHICLE_OR_CHARGER.includes(item));

/** 49 states and DC have an incentives.json in Rewiring America's copy (WV has none). */
const STATES_WITH_DATA = (
  "AK AL AR AZ CA CO CT DC DE FL GA HI IA ID IL IN KS KY LA MA MD ME MI MN MO MS MT NC ND NE NH NJ NM NV NY OH OK OR PA RI SC SD TN TX UT VA VT WA WI WY"
).split(" ");

describe("program shards", () => {
  it("one shard for each state with Rewiring America data, and for West Virginia (federal rows only)", () => {
    expect(STATES_WITH_DATA).toHaveLength(50);
    for (const state of [...STATES_WITH_DATA, "WV"]) expect(shard(state), state).toBeDefined();
    expect(shard("WV").hasStateData).toBe(false);
    expect(shards.every((s) => s.credit === "Incentive data: Rewiring America" && s.dataDate === "2026-07-13" && s.copyDate === "2026-08-06")).toBe(true);
  });

  it("counts match SOURCES.md: 422 state vehicle-or-charger incentives, 327 live on 2026-11-26", () => {
    let all = 0;
    let live = 0;
    const perState: Record<string, [number, number]> = {};
    for (const s of shards) {
      for (const program of s.programs) {
        if (program.reach === "nationwide") continue;
        if (!isVehicleOrCharger(program.items)) continue;
        // Our California rows stand for the Rewiring America rows in raIds: each of those counts once.
        const rows = program.origin === "rewiring-america" ? 1 : program.raIds.length;
        // Live = not paused and not past its end date (every California row is undated and unpaused).
        const isLive = program.origin === "plugplan" || (program.status !== "paused" && (program.endsOn === null || program.endsOn >= TODAY));
        const entry = (perState[s.state] ??= [0, 0]);
        all += rows;
        entry[0] += rows;
        if (isLive) {
          live += rows;
          entry[1] += rows;
        }
      }
    }
    expect(all).toBe(422);
    expect(live).toBe(327);
    // Rows of SOURCES.md's table: CO 68/30, MA 58/57, OR 30/30, TX 3/3, IA 33/33, GA 1/0, CA 38/38.
    expect(perState.CO).toEqual([68, 30]);
    expect(perState.MA).toEqual([58, 57]);
    expect(perState.OR).toEqual([30, 30]);
    expect(perState.TX).toEqual([3, 3]);
    expect(perState.IA).toEqual([33, 33]);
    expect(perState.GA).toEqual([1, 0]);
    expect(perState.CA).toEqual([38, 38]);
    expect(perState.NY).toBeUndefined();
  });

  it("no program past its end date or paused is available on 2026-11-26, federal rows included", () => {
    for (const s of shards) {
      for (const program of s.programs) {
        if ((program.endsOn !== null && program.endsOn < TODAY) || program.status === "paused") {
          expect(availabilityOf(program, TODAY), `${s.state} ${program.id}`).not.toBe("available");
        }
      }
    }
    // All four federal EV credits are past: 30D and 25E 2025-09-30, 25C 2025-12-31, 30C 2026-06-30.
    const federal = shard("OH").programs.filter((p) => p.reach === "nationwide");
    expect(federal.map((p) => [p.id, p.endsOn, availabilityOf(p, TODAY)])).toEqual([
      ["fed-30d-new-clean-vehicle-credit", "2025-09-30", "ended"],
      ["fed-25e-used-clean-vehicle-credit", "2025-09-30", "ended"],
      ["fed-30c-ev-charger-credit", "2026-06-30", "ended"],
      ["IRA-4", "2025-12-31", "ended"],
    ]);
  });

  it("end dates are period ends: CO-718 '2026-02' → 2026-02-28", () => {
    expect(shard("CO").programs.find((p) => p.id === "CO-718")!.endsOn).toBe("2026-02-28");
  });
});

describe("California: our list merged with Rewiring America's, defects handled", () => {
  const ca = shard("CA");
  const ours = ca.programs.filter((p) => p.origin === "plugplan");
  const theirs = ca.programs.filter((p) => p.origin === "rewiring-america");

  it("has no duplicates: a Rewiring America row our list stands for is not in the shard again", () => {
    const standsFor = new Set(ours.flatMap((p) => p.raIds));
    // SOURCES.md: CA-13/14 SCE, CA-19/20/21 LADWP, CA-25/26 SDG&E, CA-145 SMUD, CA-147/148/149 PG&E, 3CE's BEV and charger rows.
    expect([...standsFor].filter((id) => id.startsWith("CA-")).sort()).toEqual(
      ["CA-13", "CA-14", "CA-19", "CA-20", "CA-21", "CA-25", "CA-26", "CA-124", "CA-125", "CA-126", "CA-133", "CA-135", "CA-138", "CA-139", "CA-140", "CA-145", "CA-147", "CA-148", "CA-149"].sort(),
    );
    expect(theirs.filter((p) => standsFor.has(p.id))).toEqual([]);
    const allIds = ca.programs.map((p) => p.id);
    expect(new Set(allIds).size).toBe(allIds.length);
    // What only Rewiring America has is added: Modesto CA-27, Riverside CA-44/45/46, Roseville, Pasadena CA-79, SVP, Redding, Anaheim, 3CE's PHEV tiers.
    expect(theirs.map((p) => p.id)).toEqual(expect.arrayContaining(["CA-27", "CA-44", "CA-45", "CA-46", "CA-62", "CA-79", "CA-80", "CA-83", "CA-119", "CA-122", "CA-131", "CA-134"]));
  });

  it("converts the monthly California income limits to annual ones", () => {
    // ca-ladwp-ez-save-program (CA-21, taken onto our LADWP income row): 3,525 a month for 1 person → 42,300 a year.
    expect(ours.find((p) => p.id === "ladwp-used-ev-rebate-income")!.income).toEqual({
      kind: "hhsize",
      limits: [3525 * 12, 3525 * 12, 4441 * 12, 5358 * 12, 6275 * 12, 7191 * 12, 8108 * 12, 9025 * 12],
    });
    // ca-central-coast-li-threshold: 2,608 a month (200 % of the 2025 poverty guideline ÷ 12) → 31,296.
    expect(theirs.find((p) => p.id === "CA-131")!.income).toMatchObject({ kind: "hhsize", limits: expect.arrayContaining([31296]) });
    // No California limit is left looking monthly.
    for (const program of ca.programs) {
      const income = program.income;
      const tables = income?.kind === "hhsize" ? [income.limits] : income?.kind === "county" ? Object.values(income.byGeography) : [];
      for (const limit of tables.flat()) if (limit !== null) expect(limit, program.id).toBeGreaterThan(20000);
    }
  });

  it("a zero limit is an unknown limit: 3CE tier 1 for 8 people, and SDG&E's all-zero table", () => {
    // ca-central-coast-li-threshold-tier-1 gives 0 for a household of 8.
    expect(theirs.find((p) => p.id === "CA-134")!.income).toMatchObject({ kind: "hhsize" });
    const tier1 = theirs.find((p) => p.id === "CA-134")!.income as { kind: "hhsize"; limits: (number | null)[] };
    expect(tier1.limits[7]).toBeNull();
    expect(tier1.limits[0]).toBe(5216 * 12);
  });

  it("CA-14, CA-26, CA-147 and CA-148 are income-qualified (their own text), with an unknown limit", () => {
    for (const raId of ["CA-14", "CA-26", "CA-147", "CA-148"]) {
      const row = ours.find((p) => p.raIds.includes(raId))!;
      expect(row.income, raId).toMatchObject({ kind: "unknown" });
    }
  });

  it("PG&E's 50 % charger tier rests only on CA-149: unknown, never counted", () => {
    const pge: ProgramLocation = { state: "CA", geographyIds: ["5", "281", "3536"] };
    const row = ours.find((p) => p.id === "pge-residential-charging-solutions-standard")!;
    expect(row.status).toBe("unknown");
    const result = programsFor(ca, pge, { owner: "homeowner", purchase: "used" }, TODAY);
    expect(result.counted.map((v) => v.program.id)).not.toContain("pge-residential-charging-solutions-standard");
    // PG&E's own rows: the $1,000 pre-owned tier is unknown (never counted); Rebate Plus and the $700 charger rebate need income.
    expect(result.vehicleUsd).toBe(0);
    expect(result.chargerUsd).toBe(0);
    expect(result.ifIncomeQualifies.map((v) => v.program.id).sort()).toEqual(["pge-pre-owned-ev-rebate-plus", "pge-residential-charging-solutions-income"]);
  });

  it("community-choice programs reach only a place that names the CCA, never its distribution utility's customers", () => {
    const pgeCustomer: ProgramLocation = { state: "CA", geographyIds: ["5", "3536"] };
    const threeCe: ProgramLocation = { state: "CA", geographyIds: ["5", "3536", "5371"] };
    const isCca = (id: string) => /^(3ce|pce|mce|svce|ava|sonoma|clean-power|sdcp)-/.test(id) || ["CA-131", "CA-132", "CA-134", "CA-136", "CA-137"].includes(id);
    const reached = (location: ProgramLocation) => programsFor(ca, location, {}, TODAY).open.map((v) => v.program.id);
    expect(reached(pgeCustomer).filter(isCca)).toEqual([]);
    expect(reached(threeCe).filter(isCca).sort()).toEqual(
      ["3ce-electrify-your-ride-charger", "3ce-electrify-your-ride-new-bev", "3ce-electrify-your-ride-used-bev", "CA-131", "CA-132", "CA-134", "CA-136", "CA-137"].sort(),
    );
  });

  it("SoCalGas, filed as an electric territory, reaches no one with a program of its own", () => {
    const gasTerritory: ProgramLocation = { state: "CA", geographyIds: ["3547"] };
    expect(programsFor(ca, gasTerritory, {}, TODAY).open).toEqual([]);
  });

  it("a superseding program hides the one it supersedes (CA-83 LIHEAP tier over CA-80)", () => {
    expect(theirs.find((p) => p.id === "CA-80")!.supersededBy).toEqual(["CA-83"]);
    const svp: ProgramLocation = { state: "CA", geographyIds: ["5", "284", "3546"] };
    // ca-liheap 2 people: 4,145 × 12 = 49,740; SVP rate assistance 2 people: 127,644. $45,000 passes both.
    const result = programsFor(ca, svp, { purchase: "used", vehicle: "ev", householdSize: 2, householdIncome: 45000 }, TODAY);
    expect(result.counted.map((v) => v.program.id)).toEqual(["CA-83"]);
    expect(result.open.some((v) => v.program.id === "CA-80")).toBe(false);
    expect(result.vehicleUsd).toBe(2500);
  });

  it("an eligible_geo_group narrows the reach (Xcel's CO-567 needs an Xcel territory as well as the county)", () => {
    const program = shard("CO").programs.find((p) => p.id === "CO-567")!;
    expect(program.geoGroup).toEqual(["3590", "5592"]);
  });

  it("every program carries its source link from the data and a source label", () => {
    for (const s of shards) {
      for (const program of s.programs) {
        expect(program.url, program.id).toMatch(/^https?:\/\//);
        if (program.origin === "rewiring-america" && program.reach !== "nationwide") expect(program.checkedOn).toBe("2026-07-13");
      }
    }
  });
});
