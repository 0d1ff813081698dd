import { describe, expect, it } from "vitest";
import { CHARGING, EMPTY_ANSWERS, isComplete, milesLabel, ROLES, USES, type RecommenderAnswers } from "./answers";
import { recommend } from "./scoring";

// Independent expectation: the §9 points, written out per answer as literal tables (never by
// calling the scorer). Each type's score is the sum of its table entries for the answers.
type Work = "yes" | "no" | "";
const MILES_CASES = [5, 45, 50, 95, 100, 150, 155, 200] as const;
type Miles = (typeof MILES_CASES)[number];

const BEV = {
  // +40 with charging (home or work), +10 more with an installed Level 2 charger
  charging: { "level2-installed": 50, "level2-planned": 40, "240v": 40, "110v": 40, "no-access": { yes: 40, no: 0 } },
  role: { only: 0, second: 20 },
  use: { "around-town": 20, commuting: 20, "road-trips": 0, rideshare: 0 },
  miles: { 5: 15, 45: 15, 50: 15, 95: 15, 100: 0, 150: 0, 155: 0, 200: 0 },
  caution: { 5: false, 45: false, 50: false, 95: false, 100: false, 150: false, 155: true, 200: true },
} as const;
const PHEV = {
  charging: { "level2-installed": 25, "level2-planned": 25, "240v": 25, "110v": 25, "no-access": { yes: 25, no: 0 } },
  role: { only: 25, second: 0 },
  use: { "around-town": 0, commuting: 0, "road-trips": 15, rideshare: 10 },
  miles: { 5: 30, 45: 30, 50: 0, 95: 0, 100: 0, 150: 0, 155: 0, 200: 0 },
  note: { 5: false, 45: false, 50: false, 95: false, 100: false, 150: true, 155: true, 200: true },
} as const;
const HYBRID = {
  charging: { "level2-installed": 0, "level2-planned": 0, "240v": 0, "110v": 0, "no-access": { yes: 0, no: 50 } },
  role: { only: 10, second: 0 },
  use: { "around-town": 0, commuting: 0, "road-trips": 20, rideshare: 0 },
  miles: { 5: 0, 45: 0, 50: 0, 95: 0, 100: 0, 150: 15, 155: 15, 200: 15 },
} as const;

type Table = {
  charging: Record<string, number | { yes: number; no: number }>;
  role: Record<string, number>;
  use: Record<string, number>;
  miles: Record<Miles, number>;
};
function expected(table: Table, a: { role: string; use: string; charging: string; work: Work; miles: Miles }): number {
  const charging = table.charging[a.charging]!;
  const chargingPoints = typeof charging === "number" ? charging : charging[a.work as "yes" | "no"];
  return chargingPoints + table.role[a.role]! + table.use[a.use]! + table.miles[a.miles];
}

const ORDER = ["BEV", "PHEV", "Hybrid"];

describe("recommender scoring, every role × use × charging × work at the boundary miles", () => {
  let cases = 0;
  for (const role of ROLES)
    for (const use of USES)
      for (const charging of CHARGING)
        for (const work of ["yes", "no", ""] as Work[])
          it(`${role} / ${use} / ${charging} / work=${work || "unset"}`, () => {
            for (const miles of MILES_CASES) {
              cases++;
              const answers: RecommenderAnswers = { role, use, charging, work, miles };
              const result = recommend(answers);
              if (charging === "no-access" && work === "") {
                expect(result, "work must be answered when there is no access").toBeUndefined();
                continue;
              }
              const a = { role, use, charging, work, miles };
              const want = { BEV: expected(BEV, a), PHEV: expected(PHEV, a), Hybrid: expected(HYBRID, a) };
              expect(result, `${miles} miles`).toBeDefined();
              const got = Object.fromEntries(result!.map((r) => [r.type, r.practicalityScore]));
              expect(got, `${miles} miles`).toEqual(want);
              const wantOrder = [...ORDER].sort(
                (x, y) => want[y as keyof typeof want] - want[x as keyof typeof want] || ORDER.indexOf(x) - ORDER.indexOf(y),
              );
              expect(result!.map((r) => r.type), `${miles} miles`).toEqual(wantOrder);
              expect(result!.map((r) => r.rank)).toEqual([1, 2, 3]);
              const bev = result!.find((r) => r.type === "BEV")!;
              const phev = result!.find((r) => r.type === "PHEV")!;
              expect(bev.reasoning.includes("Caution:"), `BEV caution at ${miles}`).toBe(BEV.caution[miles]);
              expect(phev.reasoning.includes("Note:"), `PHEV note at ${miles}`).toBe(PHEV.note[miles]);
            }
          });
  it("covered all 960 cases", () => expect(cases).toBe(2 * 4 * 5 * 3 * 8));
});

describe("recommender spot checks written out in full", () => {
  it("a commuter, only car, 240 V outlet, 40 miles: PHEV 80, BEV 75, Hybrid 10", () => {
    const result = recommend({ role: "only", use: "commuting", charging: "240v", work: "", miles: 40 })!;
    expect(result.map((r) => [r.type, r.practicalityScore])).toEqual([
      ["PHEV", 80],
      ["BEV", 75],
      ["Hybrid", 10],
    ]);
  });

  it("a road-tripper with no access and no work charging, 40 miles: Hybrid 80, PHEV 70, BEV 15", () => {
    const result = recommend({ role: "only", use: "road-trips", charging: "no-access", work: "no", miles: 40 })!;
    expect(result.map((r) => [r.type, r.practicalityScore])).toEqual([
      ["Hybrid", 80],
      ["PHEV", 70],
      ["BEV", 15],
    ]);
  });

  it("a second car for town with a Level 2 charger: BEV 105 first", () => {
    const result = recommend({ role: "second", use: "around-town", charging: "level2-installed", work: "", miles: 30 })!;
    expect(result[0]).toMatchObject({ type: "BEV", practicalityScore: 105, title: "Battery Electric Vehicle (BEV)" });
  });

  it("equal scores keep BEV before PHEV before Hybrid", () => {
    // Only car, road trips, Level 2 installed, 50 miles: BEV 40+15+10 = 65, PHEV 25+25+15 = 65,
    // Hybrid 20+10 = 30 (the only kind of tie §9 can produce at these miles).
    const result = recommend({ role: "only", use: "road-trips", charging: "level2-installed", work: "", miles: 50 })!;
    expect(result.map((r) => [r.type, r.practicalityScore])).toEqual([
      ["BEV", 65],
      ["PHEV", 65],
      ["Hybrid", 30],
    ]);
  });
});

describe("reasoning comes from the rules that fired", () => {
  it("names each fired rule and nothing else", () => {
    const [first] = recommend({ role: "second", use: "commuting", charging: "level2-installed", work: "", miles: 40 })!;
    expect(first!.reasoning).toBe(
      "You can charge where you park, so you can start most days with the range you need. " +
        "As a second car, your other vehicle can take the longest trips. " +
        "Commuting is where battery EVs shine. " +
        "40 miles a day is comfortably within an EV's daily range. " +
        "Your Level 2 charger refills the battery overnight.",
    );
  });

  it("credits work charging when there is none at home", () => {
    const bev = recommend({ role: "only", use: "rideshare", charging: "no-access", work: "yes", miles: 120 })!.find((r) => r.type === "BEV")!;
    expect(bev.reasoning).toContain("Charging at work, school or in your community");
  });

  it("cautions above 150 miles and notes over 100 miles, with the 200+ label", () => {
    const result = recommend({ role: "only", use: "commuting", charging: "240v", work: "", miles: 200 })!;
    expect(result.find((r) => r.type === "BEV")!.reasoning).toContain(
      "Caution: at 200+ miles a day you would charge every day, and long days may need a fast-charging stop.",
    );
    expect(result.find((r) => r.type === "PHEV")!.reasoning).toContain(
      "Note: at 200+ miles a day, most of your driving would be on gas once the battery runs out.",
    );
  });

  it("says so when no rule favours a type", () => {
    const hybrid = recommend({ role: "second", use: "commuting", charging: "240v", work: "", miles: 40 })!.find((r) => r.type === "Hybrid")!;
    expect(hybrid.practicalityScore).toBe(0);
    expect(hybrid.reasoning).toBe("None of your answers especially favour this type.");
  });
});

describe("what the person already answered (issue 23)", () => {
  const everyText = (result: ReturnType<typeof recommend>) =>
    result!.flatMap((r) => [r.reasoning, r.description, ...r.pros, ...r.cons, ...r.bestFor]).join(" ");

  it("no electricity where they park: never 'you can plug in' or 'even from a household outlet'", () => {
    for (const work of ["yes", "no"] as const)
      for (const use of USES)
        for (const role of ROLES) {
          const result = recommend({ role, use, charging: "no-access", work, miles: 40 });
          const text = everyText(result);
          expect(text).not.toMatch(/You can plug in/);
          expect(text).not.toMatch(/household outlet/);
          expect(text).not.toMatch(/when you charge at home|if you charge overnight/);
        }
    // Work charging: the plug-in hybrid's reason names where they do charge.
    const phev = recommend({ role: "only", use: "commuting", charging: "no-access", work: "yes", miles: 40 })!.find((r) => r.type === "PHEV")!;
    expect(phev.reasoning).toContain("Charging at work, school or in your community lets everyday trips run on electricity.");
    expect(phev.pros).toContain("Its smaller battery refills in a shorter stop than a battery car's");
  });

  it("home charging keeps the home advantages", () => {
    const phev = recommend({ role: "only", use: "commuting", charging: "110v", work: "", miles: 40 })!.find((r) => r.type === "PHEV")!;
    expect(phev.pros).toContain("Its smaller battery refills quickly, even from a household outlet");
    expect(phev.reasoning).toContain("You can plug in, so everyday trips can run on electricity.");
  });

  it("planning a Level 2 charger is not having one: no installed-charger points, words for the plan", () => {
    const planned = recommend({ role: "second", use: "commuting", charging: "level2-planned", work: "", miles: 40 })!;
    const installed = recommend({ role: "second", use: "commuting", charging: "level2-installed", work: "", miles: 40 })!;
    const bev = planned.find((r) => r.type === "BEV")!;
    expect(bev.practicalityScore).toBe(installed.find((r) => r.type === "BEV")!.practicalityScore - 10);
    expect(bev.reasoning).toBe(
      "Once your Level 2 charger is in, you can charge where you park and start most days with the range you need. " +
        "As a second car, your other vehicle can take the longest trips. " +
        "Commuting is where battery EVs shine. " +
        "40 miles a day is comfortably within an EV's daily range. " +
        "Until your Level 2 charger is installed, a household outlet adds up to 3 miles of range an hour.",
    );
    expect(everyText(planned)).not.toMatch(/Your Level 2 charger refills|already/);
    expect(planned.find((r) => r.type === "PHEV")!.reasoning).toContain("Once your Level 2 charger is in, everyday trips can run on electricity.");
  });
});

describe("answers", () => {
  it("defaults to 40 miles and is incomplete until role, use and charging are set", () => {
    expect(EMPTY_ANSWERS).toEqual({ role: "", use: "", charging: "", work: "", miles: 40 });
    expect(isComplete(EMPTY_ANSWERS)).toBe(false);
    expect(isComplete({ ...EMPTY_ANSWERS, role: "only", use: "commuting" })).toBe(false);
    expect(isComplete({ ...EMPTY_ANSWERS, role: "only", use: "commuting", charging: "110v" })).toBe(true);
    expect(isComplete({ ...EMPTY_ANSWERS, role: "only", use: "commuting", charging: "110v", miles: 0 })).toBe(false);
    expect(recommend(EMPTY_ANSWERS)).toBeUndefined();
  });

  it("labels the top of the slider 200+ miles", () => {
    expect(milesLabel(195)).toBe("195 miles");
    expect(milesLabel(200)).toBe("200+ miles");
  });
});
