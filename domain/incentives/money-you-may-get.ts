// "Money you may get" (issues 23 and 33): the programs a plan counts for the person's place and
// answers, read from programsFor (./eligibility.ts), the same function as the incentives finder, so
// the two can never disagree. Rules (docs/decisions/0009 and 0015):
// - only open programs with a dated source and a dollar amount are counted; ended, paused, unknown
//   ("check availability") and proposed programs never are;
// - an unanswered question (new or used, battery EV or plug-in hybrid, own or rent) keeps the
//   programs that depend on it out of the totals; they wait in `awaitingAnswers` with their "if …";
// - income: unanswered, income-limited programs are offered apart ("$Y more if your household
//   income qualifies"), never counted; "yes" counts them, "no" drops them;
// - a superseding program (an income tier, a Rewiring America exclusion) stands in for the one it
//   supersedes: counted instead of it, or measured against it ("$3,000 more", not "$4,000 more");
// - one car and one charger: several offers of one authority for the same thing add only the largest;
// - community-choice providers' programs reach only a place that names the provider.
import type { IncomeAnswer, PurchaseCondition, HomeOwnership, EvType } from "../progress/model";
import type { UtilityKey } from "../zip/types";
import type { ProgramLocation } from "../place/types";
import { communityChoiceFor, communityChoiceMayServe, type CommunityChoice } from "./community-choice";
import { programsFor, type AreaIncome, type ProgramAnswers, type ProgramView } from "./eligibility";
import { conditionWords, coverageSentence, programCredit } from "./finder";
import type { ProgramShard } from "./programs";
import type { PurchaseFit } from "./model";

export interface IncentivePlace {
  state: string | null;
  /** The ZIP's California utility keys (the CleanPowerSF note and CCA hint read them). */
  utilities: readonly UtilityKey[];
}

/** The state's programs for the plan's place: its shard, the place's ProgramLocation and AMI. */
export interface PlanPrograms {
  shard: ProgramShard;
  location: ProgramLocation;
  /** The ZIP's AMI (4 people, 80 % and 150 %) when loaded, else null. */
  area: AreaIncome;
  stateName: string;
  /** The utility the programs are judged for, null when the ZIP has none in our data. */
  utilityName: string | null;
}

/** The plan's optional answers ("" = not answered). */
export interface BuyerAnswers {
  purchase: PurchaseCondition | "";
  incomeQualifies: IncomeAnswer | "";
  homeOwnership: HomeOwnership | "";
  /** The plan's car type, when the wizard has it. */
  evType: EvType | "";
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
  /** The id of the program this one supersedes where that one counts here; null when it adds. */
  tierOf: string | null;
  /** The superseded program's amount when it counts here (for "it replaces the $1,000"); else null. */
  replacesUsd: number | null;
  /** What it adds to the total: the amount less the superseded amount. */
  addsUsd: number;
  /** What an answer would decide ("for a used car", "if you own your home"); empty when counted. */
  conditions: string[];
}

export interface MoneyYouMayGet {
  /** Counted toward the car: programs open now the person qualifies for, by their answers. */
  vehicleUsd: number;
  /** Counted toward a home charger. */
  chargerUsd: number;
  /** Income not answered yet: how much more income-limited programs add ("$Y more if your household income qualifies"). */
  incomeQualifiedUsd: number;
  counted: CountedIncentive[];
  ifIncomeQualifies: CountedIncentive[];
  /** Not counted until a question is answered (new or used, EV or plug-in hybrid, own or rent). */
  awaitingAnswers: CountedIncentive[];
  /** Listed for the place and answers but never counted: unknown status, proposed, or no dated source. */
  checkAvailability: { id: string; entity: string; reason: "unknown" | "proposed" | "undated" }[];
  /** The data's date: Rewiring America's last data change (and our California list's status date). */
  statusAsOf: string;
  /** "Incentive data: Rewiring America (Apache-2.0), data last changed …". */
  credit: string;
  /** Whose programs were judged, with counts (the finder's sentence). */
  coverage: string;
  buyer: BuyerAnswers;
  communityChoice: CommunityChoice | null;
  communityChoiceMayServe: boolean;
}

/** The plan's answers as the eligibility rules read them. */
export function programAnswersOf(buyer: BuyerAnswers): ProgramAnswers {
  const answers: ProgramAnswers = {};
  if (buyer.purchase) answers.purchase = buyer.purchase;
  if (buyer.evType) answers.vehicle = buyer.evType === "PHEV" ? "phev" : "ev";
  if (buyer.homeOwnership) answers.owner = buyer.homeOwnership === "own" ? "homeowner" : "renter";
  if (buyer.incomeQualifies) answers.incomeQualifies = buyer.incomeQualifies === "yes";
  return answers;
}

function purchaseFit(view: ProgramView): PurchaseFit {
  const items = view.program.items;
  const isNew = items.some((item) => item.startsWith("new-"));
  const isUsed = items.some((item) => item.startsWith("used-"));
  return isNew && isUsed ? "both" : isNew ? "new" : isUsed ? "used" : "n/a";
}

function entry(view: ProgramView, adds: number, tierOf: ProgramView | undefined): CountedIncentive {
  return {
    id: view.program.id,
    entity: view.program.authorityName.trim(),
    amountText: view.program.amountText,
    amountMaxUsd: view.program.maxUsd ?? 0,
    kind: view.kind === "vehicle" ? "vehicle" : "charger",
    incomeQualified: view.program.income !== null,
    purchase: purchaseFit(view),
    lastChecked: view.program.checkedOn ?? "",
    link: view.program.url,
    tierOf: tierOf ? tierOf.program.id : null,
    replacesUsd: tierOf ? (tierOf.program.maxUsd ?? 0) : null,
    addsUsd: adds,
    conditions: conditionWords(view),
  };
}

/** The counted program `view` supersedes (its income tier's standard), if any counts here. */
function supersededIn(view: ProgramView, among: readonly ProgramView[]): ProgramView | undefined {
  return among.find((other) => other.program.supersededBy.includes(view.program.id));
}

const sum = (list: readonly CountedIncentive[], kind?: CountedIncentive["kind"]) =>
  list.filter((c) => kind === undefined || c.kind === kind).reduce((total, c) => total + c.addsUsd, 0);

/**
 * The money this person may get: `programs` the plan's place with its state's programs, `buyer`
 * the plan's optional answers, `today` an ISO date in Eastern time (programs past their end date
 * never count). `zip` and `place` name a community-choice provider where our sources place one.
 */
export function moneyYouMayGet(zip: string, place: IncentivePlace, programs: PlanPrograms, buyer: BuyerAnswers, today: string): MoneyYouMayGet {
  const result = programsFor(programs.shard, programs.location, programAnswersOf(buyer), today, programs.area);
  const money = (view: ProgramView) => (view.kind === "vehicle" || view.kind === "charger") && (view.program.maxUsd ?? 0) > 0;

  const counted = result.counted.map((view) => entry(view, view.addsUsd, undefined));
  const ifIncomeQualifies = result.ifIncomeQualifies.map((view) => entry(view, view.addsUsd, supersededIn(view, result.counted)));

  // Open, with money, but an unanswered question decides it. A superseding program waiting beside
  // the one it supersedes stands in for it where its income fits, else is measured against it.
  const waiting = result.open.filter(
    (view) => view.availability === "available" && money(view) && view.dependsOn.length > 0 && !view.alternativeTo && view.program.requires.length === 0,
  );
  const fits = (view: ProgramView) => view.income === "not-limited" || view.income === "qualifies";
  const awaitingAnswers: CountedIncentive[] = [];
  for (const view of waiting) {
    const standsIn = waiting.find((other) => view.program.supersededBy.includes(other.program.id) && fits(other));
    if (standsIn) continue;
    if (view.income === "unknown-limit") continue;
    const standard = fits(view) ? undefined : supersededIn(view, waiting.filter(fits));
    const adds = Math.max(0, (view.program.maxUsd ?? 0) - (standard?.program.maxUsd ?? 0));
    awaitingAnswers.push(entry(view, adds, standard));
  }

  const checkAvailability: MoneyYouMayGet["checkAvailability"] = [];
  for (const view of result.open) {
    if (view.kind !== "vehicle" && view.kind !== "charger") continue;
    if (view.availability === "check" || view.availability === "proposed") {
      checkAvailability.push({ id: view.program.id, entity: view.program.authorityName.trim(), reason: view.availability === "check" ? "unknown" : "proposed" });
    } else if (view.availability === "available" && view.program.checkedOn === null && view.dependsOn.length === 0) {
      checkAvailability.push({ id: view.program.id, entity: view.program.authorityName.trim(), reason: "undated" });
    }
  }

  const shard = programs.shard;
  return {
    vehicleUsd: result.vehicleUsd,
    chargerUsd: result.chargerUsd,
    incomeQualifiedUsd: sum(ifIncomeQualifies),
    counted,
    ifIncomeQualifies,
    awaitingAnswers,
    checkAvailability,
    statusAsOf: shard.ourListAsOf && shard.ourListAsOf > shard.dataDate ? shard.ourListAsOf : shard.dataDate,
    credit: programCredit(shard),
    coverage: coverageSentence(result, programs.stateName, programs.utilityName),
    buyer: { ...buyer },
    communityChoice: communityChoiceFor(zip, place),
    communityChoiceMayServe: communityChoiceMayServe(place),
  };
}
