// Money you may get (issue 23) against the researched rows of incentives.csv (status as of
// 2026-11-23): new vs used, income yes/no/unanswered, tiers that replace, CCAs, outside California.
import { describe, expect, it } from "vitest";
import { INCENTIVE_DATA } from "./data";
import { moneyYouMayGet, type BuyerAnswers, type IncentivePlace } from "./money-you-may-get";
import { communityChoiceFor, communityChoiceMayServe, isCommunityChoiceProgram } from "./community-choice";
import type { UtilityKey } from "../zip/types";

const TODAY = "2026-11-23";
const UNANSWERED: BuyerAnswers = { purchase: "", incomeQualifies: "" };
const SAN_DIEGO: IncentivePlace = { state: "CA", utilities: ["SDGE"] };
const SAN_FRANCISCO: IncentivePlace = { state: "CA", utilities: ["PG&E"] };
const BROOKLYN: IncentivePlace = { state: "NY", utilities: [] };
const ids = (list: readonly { id: string }[]) => list.map((c) => c.id).sort();
const CCA_IDS = ["pce-used-ev-rebate", "mce-ev-instant-rebate-new", "mce-ev-instant-rebate-used", "svce-ev-rebate"];

describe("San Diego 92101 (SDG&E): the Pre-Owned EV Rebate is for used cars only", () => {
  it("new or used not answered: nothing counted, the used-car rebate waits for the answer", () => {
    const money = moneyYouMayGet("92101", SAN_DIEGO, UNANSWERED, TODAY);
    expect(money).toMatchObject({ vehicleUsd: 0, chargerUsd: 0, incomeQualifiedUsd: 0, counted: [], ifIncomeQualifies: [] });
    expect(money.awaitingAnswers.map((c) => [c.id, c.purchase, c.amountMaxUsd, c.addsUsd])).toEqual([
      ["sdge-pre-owned-ev-rebate-standard", "used", 1000, 1000],
      ["sdge-pre-owned-ev-rebate-plus", "used", 4000, 3000],
    ]);
  });

  it("new or used not answered, income qualifies: only the $4,000 tier waits (it stands in for the $1,000)", () => {
    const money = moneyYouMayGet("92101", SAN_DIEGO, { purchase: "", incomeQualifies: "yes" }, TODAY);
    expect(money.awaitingAnswers.map((c) => [c.id, c.addsUsd])).toEqual([["sdge-pre-owned-ev-rebate-plus", 4000]]);
    expect(money.vehicleUsd).toBe(0);
  });

  it("used: $1,000 standard counted, $3,000 more if the household income qualifies (the $4,000 tier replaces the $1,000)", () => {
    const money = moneyYouMayGet("92101", SAN_DIEGO, { purchase: "used", incomeQualifies: "" }, TODAY);
    expect(money).toMatchObject({ vehicleUsd: 1000, chargerUsd: 0, incomeQualifiedUsd: 3000, awaitingAnswers: [] });
    expect(ids(money.counted)).toEqual(["sdge-pre-owned-ev-rebate-standard"]);
    expect(money.ifIncomeQualifies).toEqual([
      expect.objectContaining({ id: "sdge-pre-owned-ev-rebate-plus", amountMaxUsd: 4000, tierOf: "sdge-pre-owned-ev-rebate-standard", replacesUsd: 1000, addsUsd: 3000 }),
    ]);
  });

  it("used and income qualifies: the $4,000 tier is counted instead of the $1,000, never both", () => {
    const money = moneyYouMayGet("92101", SAN_DIEGO, { purchase: "used", incomeQualifies: "yes" }, TODAY);
    expect(money).toMatchObject({ vehicleUsd: 4000, incomeQualifiedUsd: 0, ifIncomeQualifies: [] });
    expect(ids(money.counted)).toEqual(["sdge-pre-owned-ev-rebate-plus"]);
  });

  it("used and income does not qualify: $1,000, and no income-qualified program is counted or offered", () => {
    const money = moneyYouMayGet("92101", SAN_DIEGO, { purchase: "used", incomeQualifies: "no" }, TODAY);
    expect(money).toMatchObject({ vehicleUsd: 1000, incomeQualifiedUsd: 0, ifIncomeQualifies: [] });
    const incomeIds = new Set(INCENTIVE_DATA.incentives.filter((i) => i.incomeQualified).map((i) => i.id));
    for (const listed of [...money.counted, ...money.checkAvailability]) expect(incomeIds.has(listed.id), listed.id).toBe(false);
    // Clean Cars 4 All (income-qualified, status unknown) is not even offered to check.
    expect(ids(money.checkAvailability)).not.toContain("sdapcd-clean-cars-4-all");
  });

  it("new: nothing from SDG&E's used-car rebate, in any list", () => {
    const money = moneyYouMayGet("92101", SAN_DIEGO, { purchase: "new", incomeQualifies: "" }, TODAY);
    expect(money).toMatchObject({ vehicleUsd: 0, chargerUsd: 0, incomeQualifiedUsd: 0, counted: [], awaitingAnswers: [] });
    const everyId = [...money.counted, ...money.ifIncomeQualifies, ...money.awaitingAnswers, ...money.checkAvailability].map((c) => c.id);
    expect(everyId.filter((id) => id.startsWith("sdge-"))).toEqual([]);
    // Programs for new or used cars alike stay listed to check (status unknown).
    expect(ids(money.checkAvailability)).toContain("sdapcd-clean-cars-4-all");
  });

  it("the proposed first-time-buyer incentive is listed to check, never counted", () => {
    const money = moneyYouMayGet("92101", SAN_DIEGO, { purchase: "new", incomeQualifies: "yes" }, TODAY);
    expect(money.checkAvailability).toContainEqual({
      id: "ca-zev-first-time-buyer-incentive-proposed",
      entity: "California Air Resources Board (proposed state program)",
      reason: "unknown",
    });
    expect(ids(money.counted)).not.toContain("ca-zev-first-time-buyer-incentive-proposed");
  });
});

describe("new or used, from the data's incentive types", () => {
  it("each type maps to new, used, both or n/a", () => {
    const fit = Object.fromEntries(INCENTIVE_DATA.incentives.map((i) => [i.incentiveType, i.purchase]));
    expect(fit).toMatchObject({
      "New vehicle": "new",
      "Used vehicle": "used",
      "Used vehicle (BEV)": "used",
      "New or used vehicle": "both",
      Charger: "n/a",
      "Panel upgrade": "n/a",
    });
  });

  it("LADWP: a used car gets the $1,500 used-EV rebate; a new car does not, and chargers count either way", () => {
    const la: IncentivePlace = { state: "CA", utilities: ["LADWP"] };
    const used = moneyYouMayGet("90012", la, { purchase: "used", incomeQualifies: "no" }, TODAY);
    const fresh = moneyYouMayGet("90012", la, { purchase: "new", incomeQualifies: "no" }, TODAY);
    expect(used.vehicleUsd).toBe(1500);
    expect(fresh.vehicleUsd).toBe(0);
    // The $1,000 charger rebate (dated); the $250 meter rebate has no dated source, so it is only listed.
    expect(used.chargerUsd).toBe(1000);
    expect(fresh.chargerUsd).toBe(1000);
  });
});

/** Every income tier that replaces a standard one, as the data build pairs them. */
const PAIRS = INCENTIVE_DATA.incentives.filter((i) => i.replaces !== null).map((i) => [i.id, i.replaces!] as const);
const PLACE_OF: Record<string, { zip: string; utilities: UtilityKey[] }> = {
  "PG&E": { zip: "94110", utilities: ["PG&E"] },
  SCE: { zip: "91801", utilities: ["SCE"] },
  SDGE: { zip: "92101", utilities: ["SDGE"] },
  LADWP: { zip: "90012", utilities: ["LADWP"] },
};

describe("income tiers replace their standard tier (every pair)", () => {
  it("the data build pairs exactly these five, each tier with its own program's standard", () => {
    expect(PAIRS.map(([tier, standard]) => `${tier} → ${standard}`).sort()).toEqual([
      "ladwp-used-ev-rebate-income → ladwp-used-ev-rebate",
      "pge-pre-owned-ev-rebate-plus → pge-pre-owned-ev-rebate-standard",
      "pge-residential-charging-solutions-income → pge-residential-charging-solutions-standard",
      "sce-pre-owned-ev-rebate-plus → sce-pre-owned-ev-rebate-standard",
      "sdge-pre-owned-ev-rebate-plus → sdge-pre-owned-ev-rebate-standard",
    ]);
    const byId = new Map(INCENTIVE_DATA.incentives.map((i) => [i.id, i]));
    for (const [tierId, standardId] of PAIRS) {
      const tier = byId.get(tierId)!;
      const standard = byId.get(standardId)!;
      expect([tier.incomeQualified, standard.incomeQualified], tierId).toEqual([true, false]);
      expect([tier.entity, tier.incentiveType, tier.utilityKeys], tierId).toEqual([standard.entity, standard.incentiveType, standard.utilityKeys]);
    }
    // LADWP's charger adder stacks on the charger rebate (its note says so): it replaces nothing.
    expect(byId.get("ladwp-ev-charger-rebate-income-adder")!.replaces).toBeNull();
  });

  for (const [tierId, standardId] of PAIRS) {
    it(`${tierId}: counted instead of ${standardId}; unanswered income adds only the difference`, () => {
      const tier = INCENTIVE_DATA.incentives.find((i) => i.id === tierId)!;
      const standard = INCENTIVE_DATA.incentives.find((i) => i.id === standardId)!;
      const where = PLACE_OF[tier.utilityKeys[0]!]!;
      const place: IncentivePlace = { state: "CA", utilities: where.utilities };
      const purchase = tier.purchase === "new" || tier.purchase === "used" ? tier.purchase : "";
      const qualifies = moneyYouMayGet(where.zip, place, { purchase, incomeQualifies: "yes" }, TODAY);
      const unanswered = moneyYouMayGet(where.zip, place, { purchase, incomeQualifies: "" }, TODAY);

      // With "yes", the tier counts at its own amount and the standard is gone from every list.
      expect(ids(qualifies.counted)).toContain(tierId);
      expect([...qualifies.counted, ...qualifies.checkAvailability].map((c) => c.id)).not.toContain(standardId);
      const counted = qualifies.counted.find((c) => c.id === tierId)!;
      expect(counted.addsUsd).toBe(tier.amountMaxUsd);

      // Unanswered: "more if you qualify" is the tier less the standard, when the standard counts.
      const offer = unanswered.ifIncomeQualifies.find((c) => c.id === tierId)!;
      const standardCounts = unanswered.counted.some((c) => c.id === standardId);
      expect(offer.tierOf).toBe(standardId);
      expect(offer.addsUsd).toBe(standardCounts ? tier.amountMaxUsd! - standard.amountMaxUsd! : tier.amountMaxUsd);
      expect(offer.replacesUsd).toBe(standardCounts ? standard.amountMaxUsd : null);
      // The total with "yes" never exceeds the standard total plus what the offer said it adds.
      const totalOf = (m: typeof qualifies) => m.vehicleUsd + m.chargerUsd;
      expect(totalOf(qualifies)).toBe(totalOf(unanswered) + unanswered.incomeQualifiedUsd);
    });
  }

  it("SCE used, income unanswered: $1,000 counted and $3,000 more (not $4,000)", () => {
    const money = moneyYouMayGet("91801", { state: "CA", utilities: ["SCE"] }, { purchase: "used", incomeQualifies: "" }, TODAY);
    expect(money).toMatchObject({ vehicleUsd: 1000, incomeQualifiedUsd: 3000 });
  });
});

describe("San Francisco 94110 (PG&E, CleanPowerSF)", () => {
  const money = moneyYouMayGet("94110", SAN_FRANCISCO, UNANSWERED, TODAY);

  it("no community-choice program is listed because PG&E delivers in the city (no PCE, MCE or SVCE)", () => {
    const listed = [...money.counted, ...money.ifIncomeQualifies, ...money.awaitingAnswers, ...money.checkAvailability].map((c) => c.id);
    for (const id of CCA_IDS) expect(listed).not.toContain(id);
    expect(money.checkAvailability.map((c) => c.entity).join(" ")).not.toMatch(/Peninsula|MCE|Silicon Valley/);
    // The Bay Area's own air district program still applies in the city.
    expect(listed).toContain("baaqmd-clean-cars-for-all");
  });

  it("names CleanPowerSF and what it means for the price", () => {
    expect(money.communityChoice?.name).toBe("CleanPowerSF");
    expect(money.communityChoice?.note).toMatch(/PG&E delivers it and sends the bill/);
    expect(money.communityChoice?.note).toMatch(/Our home-charging prices are PG&E's own rates/);
    expect(money.communityChoiceMayServe).toBe(true);
  });

  it("unanswered: PG&E's $700 income-qualified charger rebate is offered, the used-car rebate waits for new or used", () => {
    expect(money).toMatchObject({ vehicleUsd: 0, chargerUsd: 0, incomeQualifiedUsd: 700 });
    expect(ids(money.awaitingAnswers)).toEqual(["pge-pre-owned-ev-rebate-plus"]);
  });
});

describe("community-choice providers", () => {
  it("the CCA rows are the ones naming a provider beside the utility", () => {
    const cca = INCENTIVE_DATA.incentives.filter(isCommunityChoiceProgram).map((i) => i.id);
    expect(cca).toEqual(expect.arrayContaining([...CCA_IDS, "3ce-electrify-your-ride-new-bev", "sdcp-ev"]));
    expect(cca).not.toContain("pge-pre-owned-ev-rebate-plus");
  });

  it("San Mateo 94401 (PG&E): no CCA program listed, none named, a CCA may serve the address", () => {
    const place: IncentivePlace = { state: "CA", utilities: ["PG&E"] };
    const money = moneyYouMayGet("94401", place, { purchase: "used", incomeQualifies: "yes" }, TODAY);
    expect(money.checkAvailability.map((c) => c.id)).not.toContain("pce-used-ev-rebate");
    expect(money.communityChoice).toBeNull();
    expect(money.communityChoiceMayServe).toBe(true);
  });

  it("LADWP, a city utility, has no CCA in our data", () => {
    expect(communityChoiceMayServe({ state: "CA", utilities: ["LADWP"] })).toBe(false);
  });

  it("a ZIP outside San Francisco that lists the city's utility is not San Francisco (the 941 rule: scripts/data/community-choice-zips.test.ts)", () => {
    // Brisbane and Daly City list the city's own utility but are not San Francisco.
    expect(communityChoiceFor("94005", SAN_FRANCISCO)).toBeNull();
    expect(communityChoiceFor("94014", SAN_FRANCISCO)).toBeNull();
  });
});

describe("Brooklyn 11215 (outside California)", () => {
  const money = moneyYouMayGet("11215", BROOKLYN, { purchase: "used", incomeQualifies: "" }, TODAY);

  it("no California program, utility or CCA: only federal programs could apply, and they have ended", () => {
    expect(money).toMatchObject({ vehicleUsd: 0, chargerUsd: 0, incomeQualifiedUsd: 0, counted: [], ifIncomeQualifies: [], awaitingAnswers: [], checkAvailability: [] });
    expect(money.communityChoice).toBeNull();
    expect(money.communityChoiceMayServe).toBe(false);
  });

  it("says which state it is, so the plan can point to that state's energy office", () => {
    expect(money.coverage).toEqual({ kind: "outside-california", stateName: "New York" });
    expect(moneyYouMayGet("92101", SAN_DIEGO, UNANSWERED, TODAY).coverage).toEqual({ kind: "california" });
  });
});
