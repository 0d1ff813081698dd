// Money you may get (issues 23 and 33) from the committed program shards: new vs used, own vs rent,
// income yes/no/unanswered, tiers that replace, CCAs, and states beyond California. Places are
// ProgramLocations as domain/place/resolve.ts builds them (the ZIP's areas plus the chosen utility).
import { describe, expect, it } from "vitest";
import caJson from "../../web/public/data/programs/CA.json";
import coJson from "../../web/public/data/programs/CO.json";
import nyJson from "../../web/public/data/programs/NY.json";
import txJson from "../../web/public/data/programs/TX.json";
import type { ProgramLocation } from "../place/types";
import { communityChoiceFor, communityChoiceMayServe } from "./community-choice";
import { moneyYouMayGet, type BuyerAnswers, type IncentivePlace, type PlanPrograms } from "./money-you-may-get";
import { parseProgramShard } from "./programs.schema";

const TODAY = "2026-11-26";
const CA = parseProgramShard("CA", caJson);
const UNANSWERED: BuyerAnswers = { purchase: "", incomeQualifies: "", homeOwnership: "", evType: "" };
const ids = (list: readonly { id: string }[]) => list.map((c) => c.id).sort();

function californian(geographyIds: string[], utilityName: string): PlanPrograms {
  return { shard: CA, location: { state: "CA", geographyIds }, area: null, stateName: "California", utilityName };
}
// 92101: California 5, San Diego County 280, SDG&E 3544.
const SAN_DIEGO = californian(["5", "280", "3544"], "San Diego Gas & Electric");
const SAN_DIEGO_PLACE: IncentivePlace = { state: "CA", utilities: ["SDGE"] };
// 94110: California 5, San Francisco County 281; PG&E 3536 (SFPUC ZIPs are PG&E's, per SOURCES.md).
const SAN_FRANCISCO = californian(["5", "281", "3536"], "Pacific Gas & Electric");
const SAN_FRANCISCO_PLACE: IncentivePlace = { state: "CA", utilities: ["PG&E"] };
// 90012: California 5, Los Angeles County 262, LADWP 3533.
const LOS_ANGELES = californian(["5", "262", "3533"], "Los Angeles Department of Water and Power");
const LA_PLACE: IncentivePlace = { state: "CA", utilities: ["LADWP"] };

describe("San Diego 92101 (SDG&E): the Pre-Owned EV Rebate is for used cars only", () => {
  it("new or used not answered: nothing counted; the $1,000 and the $4,000 tier ($3,000 more) wait for the answer", () => {
    const money = moneyYouMayGet("92101", SAN_DIEGO_PLACE, SAN_DIEGO, UNANSWERED, TODAY);
    expect(money).toMatchObject({ vehicleUsd: 0, chargerUsd: 0, incomeQualifiedUsd: 0, counted: [], ifIncomeQualifies: [] });
    expect(money.awaitingAnswers.map((c) => [c.id, c.amountMaxUsd, c.addsUsd, c.conditions])).toEqual([
      ["sdge-pre-owned-ev-rebate-standard", 1000, 1000, ["for a used car"]],
      ["sdge-pre-owned-ev-rebate-plus", 4000, 3000, ["for a used car", "if your household income qualifies"]],
    ]);
  });

  it("new or used not answered, income qualifies: only the $4,000 tier waits (it stands in for the $1,000)", () => {
    const money = moneyYouMayGet("92101", SAN_DIEGO_PLACE, SAN_DIEGO, { ...UNANSWERED, incomeQualifies: "yes" }, TODAY);
    expect(money.awaitingAnswers.map((c) => [c.id, c.addsUsd])).toEqual([["sdge-pre-owned-ev-rebate-plus", 4000]]);
    expect(money.vehicleUsd).toBe(0);
  });

  it("used: $1,000 counted (CA-25), $3,000 more if the household income qualifies (CA-26's $4,000 replaces the $1,000)", () => {
    const money = moneyYouMayGet("92101", SAN_DIEGO_PLACE, SAN_DIEGO, { ...UNANSWERED, purchase: "used" }, TODAY);
    expect(money).toMatchObject({ vehicleUsd: 1000, chargerUsd: 0, incomeQualifiedUsd: 3000, awaitingAnswers: [] });
    expect(ids(money.counted)).toEqual(["sdge-pre-owned-ev-rebate-standard"]);
    expect(money.ifIncomeQualifies).toEqual([
      expect.objectContaining({ id: "sdge-pre-owned-ev-rebate-plus", amountMaxUsd: 4000, tierOf: "sdge-pre-owned-ev-rebate-standard", replacesUsd: 1000, addsUsd: 3000 }),
    ]);
  });

  it("used and income qualifies: the $4,000 tier is counted instead of the $1,000, never both", () => {
    const money = moneyYouMayGet("92101", SAN_DIEGO_PLACE, SAN_DIEGO, { ...UNANSWERED, purchase: "used", incomeQualifies: "yes" }, TODAY);
    expect(money).toMatchObject({ vehicleUsd: 4000, incomeQualifiedUsd: 0, ifIncomeQualifies: [] });
    expect(ids(money.counted)).toEqual(["sdge-pre-owned-ev-rebate-plus"]);
  });

  it("used and income does not qualify: $1,000, and no income-limited program is counted or offered", () => {
    const money = moneyYouMayGet("92101", SAN_DIEGO_PLACE, SAN_DIEGO, { ...UNANSWERED, purchase: "used", incomeQualifies: "no" }, TODAY);
    expect(money).toMatchObject({ vehicleUsd: 1000, incomeQualifiedUsd: 0, ifIncomeQualifies: [] });
    // Clean Cars 4 All (income-qualified, status unknown) is not even offered to check.
    expect(ids(money.checkAvailability)).not.toContain("sdapcd-clean-cars-4-all");
  });

  it("new: nothing from SDG&E's used-car rebate; the air district's program and the proposed state incentive are listed to check", () => {
    const money = moneyYouMayGet("92101", SAN_DIEGO_PLACE, SAN_DIEGO, { ...UNANSWERED, purchase: "new" }, TODAY);
    expect(money).toMatchObject({ vehicleUsd: 0, chargerUsd: 0, incomeQualifiedUsd: 0, counted: [], awaitingAnswers: [] });
    expect(ids(money.checkAvailability)).toEqual(
      expect.arrayContaining(["sdapcd-clean-cars-4-all", "ca-zev-first-time-buyer-incentive-proposed"]),
    );
    // SDG&E's programs are for used cars, so for a new car only the state and the air district are named.
    expect(money.coverage).not.toContain("SDG&E");
    expect(money.coverage).toContain("San Diego County Air Pollution Control District");
    expect(money.credit).toContain("Incentive data: Rewiring America (Apache-2.0)");
  });
});

describe("LADWP 90012: a used car gets the $1,500 rebate; the $1,000 charger rebate counts either way", () => {
  it("new or used, income no", () => {
    const used = moneyYouMayGet("90012", LA_PLACE, LOS_ANGELES, { ...UNANSWERED, purchase: "used", incomeQualifies: "no" }, TODAY);
    const fresh = moneyYouMayGet("90012", LA_PLACE, LOS_ANGELES, { ...UNANSWERED, purchase: "new", incomeQualifies: "no" }, TODAY);
    expect(used.vehicleUsd).toBe(1500);
    expect(fresh.vehicleUsd).toBe(0);
    // The $250 meter rebate has no dated source: listed to check, never counted.
    expect(used.chargerUsd).toBe(1000);
    expect(used.checkAvailability).toContainEqual(expect.objectContaining({ id: "ladwp-ev-meter-rebate", reason: "undated" }));
  });

  it("the totals with 'yes' are the counted totals plus what 'if your household income qualifies' said", () => {
    const buyer: BuyerAnswers = { ...UNANSWERED, purchase: "used" };
    const unanswered = moneyYouMayGet("90012", LA_PLACE, LOS_ANGELES, buyer, TODAY);
    const yes = moneyYouMayGet("90012", LA_PLACE, LOS_ANGELES, { ...buyer, incomeQualifies: "yes" }, TODAY);
    // Unanswered: $1,500 used + $1,000 charger; the $4,000 income tier adds 4,000 − 1,500 = 2,500; the
    // $500 charger adder is LADWP's second charger offer, under the $1,000 already counted: 0 more.
    expect(unanswered.vehicleUsd + unanswered.chargerUsd).toBe(2500);
    expect(unanswered.incomeQualifiedUsd).toBe(2500);
    expect(yes.vehicleUsd + yes.chargerUsd).toBe(2500 + 2500);
  });
});

describe("San Francisco 94110 (PG&E, CleanPowerSF)", () => {
  const money = moneyYouMayGet("94110", SAN_FRANCISCO_PLACE, SAN_FRANCISCO, UNANSWERED, TODAY);

  it("no community-choice program is listed because PG&E delivers in the city; the Bay Area air district's is, to check", () => {
    const listed = [...money.counted, ...money.ifIncomeQualifies, ...money.awaitingAnswers, ...money.checkAvailability].map((c) => c.id);
    for (const id of ["pce-used-ev-rebate", "mce-ev-instant-rebate-new", "mce-ev-instant-rebate-used", "svce-ev-rebate"]) expect(listed).not.toContain(id);
    expect(listed).toContain("baaqmd-clean-cars-for-all");
  });

  it("names CleanPowerSF and what it means for the price", () => {
    expect(money.communityChoice?.name).toBe("CleanPowerSF");
    expect(money.communityChoiceMayServe).toBe(true);
  });

  it("unanswered: PG&E's $700 income-qualified charger rebate is offered, the $4,000 used-car tier waits; the 50 % tier is never counted", () => {
    expect(money).toMatchObject({ vehicleUsd: 0, chargerUsd: 0, incomeQualifiedUsd: 700 });
    expect(ids(money.awaitingAnswers)).toEqual(["pge-pre-owned-ev-rebate-plus"]);
    expect(ids(money.checkAvailability)).toContain("pge-residential-charging-solutions-standard");
  });
});

describe("community-choice helpers", () => {
  it("Brisbane and Daly City list the city's own utility but are not San Francisco", () => {
    expect(communityChoiceFor("94005", SAN_FRANCISCO_PLACE)).toBeNull();
    expect(communityChoiceFor("94014", SAN_FRANCISCO_PLACE)).toBeNull();
    expect(communityChoiceMayServe({ state: "CA", utilities: ["LADWP"] })).toBe(false);
  });
});

describe("beyond California", () => {
  it("Brooklyn 11215: nothing for a car or charger; says whose programs were looked at", () => {
    const brooklyn: PlanPrograms = {
      shard: parseProgramShard("NY", nyJson),
      location: { state: "NY", geographyIds: ["32", "1901", "4599"] },
      area: null,
      stateName: "New York",
      utilityName: "Con Edison",
    };
    const money = moneyYouMayGet("11215", { state: "NY", utilities: [] }, brooklyn, { ...UNANSWERED, purchase: "used" }, TODAY);
    expect(money).toMatchObject({ vehicleUsd: 0, chargerUsd: 0, incomeQualifiedUsd: 0, counted: [], awaitingAnswers: [], checkAvailability: [] });
    expect(money.communityChoice).toBeNull();
    expect(money.coverage).toBe("Programs shown for New York and Con Edison customers: 4 state programs (New York State Energy Research and Development Authority).");
  });

  it("Austin 78701: Austin Energy's $1,200 waits for 'own or rent', then counts for a homeowner", () => {
    const austin: PlanPrograms = {
      shard: parseProgramShard("TX", txJson),
      location: { state: "TX", geographyIds: ["43", "2799", "4941"] },
      area: null,
      stateName: "Texas",
      utilityName: "Austin Energy",
    };
    const place: IncentivePlace = { state: "TX", utilities: [] };
    const waiting = moneyYouMayGet("78701", place, austin, UNANSWERED, TODAY);
    expect(waiting.awaitingAnswers.map((c) => [c.id, c.addsUsd, c.conditions])).toEqual([["TX-14", 1200, ["if you own your home"]]]);
    expect(moneyYouMayGet("78701", place, austin, { ...UNANSWERED, homeOwnership: "own" }, TODAY).chargerUsd).toBe(1200);
    expect(moneyYouMayGet("78701", place, austin, { ...UNANSWERED, homeOwnership: "rent" }, TODAY).awaitingAnswers).toEqual([]);
  });

  it("Denver 80202, a new battery EV for a homeowner: $2,500 state credit and Xcel's $500, with $8,300 more if income qualifies", () => {
    const location: ProgramLocation = { state: "CO", geographyIds: ["6", "318", "5606", "5618", "3590"] };
    const denver: PlanPrograms = { shard: parseProgramShard("CO", coJson), location, area: null, stateName: "Colorado", utilityName: "Xcel Energy" };
    const buyer: BuyerAnswers = { purchase: "new", evType: "BEV", homeOwnership: "own", incomeQualifies: "" };
    const money = moneyYouMayGet("80202", { state: "CO", utilities: [] }, denver, buyer, TODAY);
    // CO-317 $2,500 (the larger of the Colorado Energy Office's CO-316 $750 and CO-317); CO-651 $500.
    expect(money).toMatchObject({ vehicleUsd: 2500, chargerUsd: 500 });
    // CO-318 $9,000 − 2,500 = 6,500; CO-800 $2,300 − 500 = 1,800.
    expect(money.incomeQualifiedUsd).toBe(8300);
    const yes = moneyYouMayGet("80202", { state: "CO", utilities: [] }, denver, { ...buyer, incomeQualifies: "yes" }, TODAY);
    expect(yes.vehicleUsd + yes.chargerUsd).toBe(9000 + 2300);
  });
});
