// "Money you may get" (issue 23): the incentives a plan counts for the person's ZIP and answers.
// Rules (docs/decisions/0009-incentives-you-can-get.md):
// - only active programs with a dated source and a dollar amount are counted; ended, paused,
//   unknown and proposed programs never are (unknown/proposed/undated ones are listed to check);
// - new or used: until the person answers, a program only for new cars or only for used cars is
//   not counted (it waits in `awaitingAnswers`); once answered, programs for the other kind are gone;
// - income: "no" drops income-qualified programs altogether; "yes" counts them; unanswered offers
//   them apart ("$Y more if your household income qualifies");
// - an income tier REPLACES its standard tier (the data build's `replaces`): with "yes" the tier is
//   counted instead of the standard, and "more if you qualify" is the tier minus the standard;
// - community-choice providers' programs are never listed because the ZIP's utility delivers for
//   them (./community-choice.ts); outside California only federal programs can apply.
import type { IncomeAnswer, PurchaseCondition } from "../progress/model";
import type { UtilityKey } from "../zip/types";
import { regionForZip } from "../zip/region";
import { findState } from "../savings/state-prices";
import { INCENTIVE_DATA } from "./data";
import { availabilityOf, isPlaceholder, matchesLocation, type IncentiveLocation } from "./filters";
import type { Incentive, PurchaseFit } from "./model";
import { communityChoiceFor, communityChoiceMayServe, isCommunityChoiceProgram, type CommunityChoice } from "./community-choice";

export interface IncentivePlace {
  state: string | null;
  /** The ZIP's electric utilities (California only). */
  utilities: readonly UtilityKey[];
}

/** The plan's optional answers ("" = not answered). */
export interface BuyerAnswers {
  purchase: PurchaseCondition | "";
  incomeQualifies: IncomeAnswer | "";
}

export interface CountedIncentive {
  id: string;
  entity: string;
  amountText: string;
  amountMaxUsd: number;
  kind: "vehicle" | "charger";
  incomeQualified: boolean;
  /** New or used car, both, or "n/a" (chargers). */
  purchase: PurchaseFit;
  lastChecked: string;
  link: string;
  /** The id of the standard tier this income tier replaces (a household gets one of the two); null when it adds. */
  tierOf: string | null;
  /** The replaced standard tier's amount when that tier counts here (for "it replaces the $1,000"); else null. */
  replacesUsd: number | null;
  /** What it adds to the total: the amount less the replaced standard amount. */
  addsUsd: number;
}

export interface MoneyYouMayGet {
  /** Counted toward the car: programs open now the person qualifies for, by their answers. */
  vehicleUsd: number;
  /** Counted toward a home charger (chargers, panels). */
  chargerUsd: number;
  /** Income not answered yet: how much more income-qualified programs add ("$Y more if your household income qualifies"). */
  incomeQualifiedUsd: number;
  /** The programs behind vehicleUsd and chargerUsd. */
  counted: CountedIncentive[];
  /** The programs behind incomeQualifiedUsd (income not answered), never in the totals. */
  ifIncomeQualifies: CountedIncentive[];
  /** New or used not answered yet: open programs only for new or only for used cars, not counted until answered. */
  awaitingAnswers: CountedIncentive[];
  /** Listed for the ZIP and the answers but never counted: unknown status ("Check availability"), proposed, or no dated source. */
  checkAvailability: { id: string; entity: string; reason: "unknown" | "proposed" | "undated" | "no-amount" }[];
  statusAsOf: string;
  /** The answers these figures follow. */
  buyer: BuyerAnswers;
  /** Outside California only federal programs are in our data: the plan says so and where to look. */
  coverage: { kind: "california" } | { kind: "outside-california"; stateName: string | null };
  /** The community-choice provider our sources say serves the ZIP (San Francisco: CleanPowerSF), else null. */
  communityChoice: CommunityChoice | null;
  /** Community-choice providers work in this utility's territory: their own programs are not listed here. */
  communityChoiceMayServe: boolean;
}

const CHARGER_TYPES: ReadonlySet<Incentive["incentiveType"]> = new Set(["Charger", "Panel upgrade", "Charging credit"]);

function fitsPurchase(fit: PurchaseFit, purchase: BuyerAnswers["purchase"]): boolean {
  return purchase === "" || fit === "both" || fit === "n/a" || fit === purchase;
}

function entry(incentive: Incentive, amountMaxUsd: number, lastChecked: string): CountedIncentive {
  return {
    id: incentive.id,
    entity: incentive.entity,
    amountText: incentive.amountText,
    amountMaxUsd,
    kind: CHARGER_TYPES.has(incentive.incentiveType) ? "charger" : "vehicle",
    incomeQualified: incentive.incomeQualified,
    purchase: incentive.purchase,
    lastChecked,
    link: incentive.link,
    tierOf: incentive.replaces,
    replacesUsd: null,
    addsUsd: amountMaxUsd,
  };
}

/** An income tier measured against its standard tier in `against` (where the standard counts). */
function againstStandard(tier: CountedIncentive, against: readonly CountedIncentive[]): CountedIncentive {
  const standard = tier.tierOf ? against.find((other) => other.id === tier.tierOf) : undefined;
  if (!standard) return tier;
  return { ...tier, replacesUsd: standard.amountMaxUsd, addsUsd: Math.max(0, tier.amountMaxUsd - standard.amountMaxUsd) };
}

const total = (list: readonly CountedIncentive[], kind?: CountedIncentive["kind"]) =>
  list.filter((c) => kind === undefined || c.kind === kind).reduce((sum, c) => sum + c.addsUsd, 0);

/**
 * The money this person may get: `zip` and `place` from the ZIP lookup, `buyer` the plan's optional
 * answers, `today` an ISO date (programs past their end date never count).
 */
export function moneyYouMayGet(zip: string, place: IncentivePlace, buyer: BuyerAnswers, today: string): MoneyYouMayGet {
  const inCalifornia = place.state === "CA";
  const location: IncentiveLocation = { region: regionForZip(zip), utilities: place.utilities, inCalifornia };
  const open: CountedIncentive[] = [];
  const checkAvailability: MoneyYouMayGet["checkAvailability"] = [];
  for (const incentive of INCENTIVE_DATA.incentives) {
    if (isPlaceholder(incentive) || !matchesLocation(incentive, location)) continue;
    // A CCA's program matches by its distribution utility only; we cannot say it serves this ZIP.
    if (isCommunityChoiceProgram(incentive)) continue;
    // Programs the person cannot use, by their answers, are neither counted nor offered.
    if (!fitsPurchase(incentive.purchase, buyer.purchase)) continue;
    if (incentive.incomeQualified && buyer.incomeQualifies === "no") continue;
    const availability = availabilityOf(incentive, today);
    if (availability === "ended" || availability === "paused") continue;
    if (availability === "check" || availability === "proposed") {
      checkAvailability.push({ id: incentive.id, entity: incentive.entity, reason: availability === "check" ? "unknown" : "proposed" });
      continue;
    }
    if (incentive.lastChecked === null) {
      checkAvailability.push({ id: incentive.id, entity: incentive.entity, reason: "undated" });
      continue;
    }
    // Decals, toll discounts, rate credits and "50% of cost" have no one-off dollar amount to add up.
    if (incentive.amountMaxUsd === null || incentive.amountMaxUsd <= 0) continue;
    open.push(entry(incentive, incentive.amountMaxUsd, incentive.lastChecked));
  }

  // New or used not answered: new-only and used-only programs wait for the answer.
  const waits = (c: CountedIncentive) => buyer.purchase === "" && (c.purchase === "new" || c.purchase === "used");
  const answerable = open.filter((c) => !waits(c));
  const waiting = open.filter(waits);

  const standard = answerable.filter((c) => !c.incomeQualified);
  const tiers = answerable.filter((c) => c.incomeQualified);
  let counted: CountedIncentive[];
  let ifIncomeQualifies: CountedIncentive[] = [];
  let listed = checkAvailability;
  if (buyer.incomeQualifies === "yes") {
    // The tier is counted instead of its standard: drop every standard a counted tier replaces
    // (also from the list to check: the person gets the tier, not the standard).
    const replaced = new Set(tiers.map((c) => c.tierOf).filter((id): id is string => id !== null));
    counted = [...standard.filter((c) => !replaced.has(c.id)), ...tiers];
    listed = checkAvailability.filter((c) => !replaced.has(c.id));
  } else {
    counted = standard;
    ifIncomeQualifies = tiers.map((tier) => againstStandard(tier, standard));
  }
  // The same tier rule for the programs waiting on new or used: with "yes" a tier stands in for its
  // standard; otherwise it is measured against it ("$3,000 more", not "$4,000 more").
  const waitingStandard = waiting.filter((c) => !c.incomeQualified);
  const waitingTiers = waiting.filter((c) => c.incomeQualified);
  const waitingReplaced = new Set(waitingTiers.map((c) => c.tierOf));
  const awaitingAnswers =
    buyer.incomeQualifies === "yes"
      ? [...waitingStandard.filter((c) => !waitingReplaced.has(c.id)), ...waitingTiers]
      : [...waitingStandard, ...waitingTiers.map((tier) => againstStandard(tier, waitingStandard))];

  return {
    vehicleUsd: total(counted, "vehicle"),
    chargerUsd: total(counted, "charger"),
    incomeQualifiedUsd: total(ifIncomeQualifies),
    counted,
    ifIncomeQualifies,
    awaitingAnswers,
    checkAvailability: listed,
    statusAsOf: INCENTIVE_DATA.statusAsOf,
    buyer: { purchase: buyer.purchase, incomeQualifies: buyer.incomeQualifies },
    coverage: inCalifornia ? { kind: "california" } : { kind: "outside-california", stateName: place.state ? (findState(place.state)?.name ?? null) : null },
    communityChoice: communityChoiceFor(zip, place),
    communityChoiceMayServe: communityChoiceMayServe(place),
  };
}
