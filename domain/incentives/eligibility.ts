// Which programs a person can get, everywhere (issue 33), as Rewiring America models it: reach by
// utility, state, county and local geography ids (a ProgramLocation from the place model); new or
// used; EV or plug-in hybrid; owner or renter; income against the limit for the household size and
// area. Every question is optional: until it is answered, a program that depends on it is listed
// "if …" and never counted. Pure, shared by the finder and "Money you may get" (one truth).
// Rules and defect handling: docs/decisions/0015-programs-for-every-state.md.
import type { ProgramLocation } from "../place/types";
import type { FilingStatus, IncomeRule, LimitsBySize, PovertyLevels, Program, ProgramItem, ProgramShard } from "./programs";

/** The person's optional answers (undefined = not answered). */
export interface ProgramAnswers {
  purchase?: "new" | "used";
  vehicle?: "ev" | "phev";
  owner?: "homeowner" | "renter";
  householdSize?: number;
  /** Yearly household income, dollars. */
  householdIncome?: number;
  filingStatus?: FilingStatus;
  /**
   * The plan's yes/no question ("is your household income under the programs' limits?"), used where
   * no income figure is given: yes counts income-limited programs, no rules them out.
   */
  incomeQualifies?: boolean;
}

/** The ZIP's area median income for a 4-person household at 80 % and 150 % (ami/<ST>.json), when known. */
export type AreaIncome = readonly [ami80: number, ami150: number] | null;

export type Availability = "available" | "check" | "proposed" | "paused" | "ended" | "not-yet";
export type Question = "purchase" | "vehicle" | "owner" | "income";
export type IncomeFit = "not-limited" | "qualifies" | "over" | "unanswered" | "unknown-limit";
export type ProgramKind = "vehicle" | "charger" | "home-upgrade" | "other";

export interface ProgramView {
  program: Program;
  kind: ProgramKind;
  availability: Availability;
  /** Questions whose answers would decide it (empty = the answers given decide it). */
  dependsOn: Question[];
  /** True when the answers given rule it out (another kind of car, a renter for an owners' program, over the limit). */
  ruledOut: boolean;
  income: IncomeFit;
  /** The annual limit that applies to this household, when one is known. */
  incomeLimitUsd: number | null;
  /** A superseding program that applies (then this one is hidden). */
  hiddenBy: string | null;
  /** Counted in the totals: open, the answers given qualify, a dated dollar amount, not hidden. */
  counted: boolean;
  /** Listed "if your household income qualifies": all else fits, income not answered. */
  ifIncomeQualifies: boolean;
  /** What it adds to a total: its amount; an income-limited offer, what it adds over what is counted for its provider. */
  addsUsd: number;
  /**
   * Another offer of the same authority for the same thing (one car, one charger) that counts
   * instead: the larger of the two counts, this one is listed but not added.
   */
  alternativeTo: string | null;
}

export interface ProgramsResult {
  /** Open (or to check) programs for the place and answers, ruled-out and hidden ones removed. */
  open: ProgramView[];
  /** Ended within the period shown, and paused programs: never available, never counted. */
  notAvailable: ProgramView[];
  counted: ProgramView[];
  ifIncomeQualifies: ProgramView[];
  /** Counted toward the car / the home charger. */
  vehicleUsd: number;
  chargerUsd: number;
  /** What income-limited programs would add if the household qualifies (never in the totals above). */
  ifIncomeQualifiesUsd: number;
  /** Whose programs these are: state, utility, county/city, other; federal apart. */
  authorities: { type: "state" | "utility" | "local" | "other" | "federal"; names: string[] }[];
}

const VEHICLE_ITEMS: readonly ProgramItem[] = ["new-ev", "used-ev", "new-phev", "used-phev"];
const HOME_UPGRADE_ITEMS: readonly ProgramItem[] = ["panel", "wiring", "service-upgrade"];

export function kindOf(program: Program): ProgramKind {
  if (program.items.some((item) => VEHICLE_ITEMS.includes(item))) return "vehicle";
  if (program.items.includes("charger")) return "charger";
  if (program.items.some((item) => HOME_UPGRADE_ITEMS.includes(item))) return "home-upgrade";
  return "other";
}

/** Whether the program reaches the place: its authority's geography (or nationwide), and its geo group. */
export function reaches(program: Program, location: ProgramLocation): boolean {
  if (program.gasOnly || program.placeholder) return false;
  const ids = new Set(location.geographyIds);
  if (program.reach !== "nationwide" && !program.reach.anyOf.some((id) => ids.has(id))) return false;
  if (program.geoGroup && !program.geoGroup.some((id) => ids.has(id))) return false;
  return true;
}

/**
 * What we can say today. `today` is an ISO date in US Eastern time (easternIsoDate): an end date is
 * the last day of its period, so a program ending "2026-06" (2026-06-30) is gone from 2026-07-01.
 */
export function availabilityOf(program: Program, today: string): Availability {
  if (program.status === "ended") return "ended";
  if (program.endsOn !== null && program.endsOn < today) return "ended";
  if (program.status === "paused") return "paused";
  if (program.status === "unknown") return "check";
  if (program.status === "proposed") return "proposed";
  if (program.startsOn !== null && program.startsOn > today) return "not-yet";
  return "available";
}

/** Today's date in US Eastern time, as Rewiring America's API drops ended programs. */
export function easternIsoDate(now: Date): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
  return parts; // en-CA formats as YYYY-MM-DD
}

/** Which of the vehicle items the answers allow (all four until answered). */
function wantedVehicles(answers: ProgramAnswers): ProgramItem[] {
  const purchases = answers.purchase ? [answers.purchase] : (["new", "used"] as const);
  const kinds = answers.vehicle ? [answers.vehicle] : (["ev", "phev"] as const);
  return purchases.flatMap((p) => kinds.map((k) => `${p}-${k}` as ProgramItem));
}

function vehicleFit(program: Program, answers: ProgramAnswers): { ruledOut: boolean; dependsOn: Question[] } {
  const wanted = wantedVehicles(answers);
  const covered = wanted.filter((item) => program.items.includes(item));
  if (covered.length === 0) return { ruledOut: true, dependsOn: [] };
  if (covered.length === wanted.length) return { ruledOut: false, dependsOn: [] };
  // Covers some of the cars the person may still choose: which answer decides it?
  const dependsOn: Question[] = [];
  if (!answers.purchase && new Set(covered.map((item) => item.split("-")[0])).size < 2) dependsOn.push("purchase");
  if (!answers.vehicle && new Set(covered.map((item) => item.split("-")[1])).size < 2) dependsOn.push("vehicle");
  return { ruledOut: false, dependsOn };
}

/** AMIs are for 4 people: 10 % less per person fewer, 8 % more per person more, to the nearest $50. */
export function amiForHousehold(ami4: number, householdSize: number): number {
  const factor = householdSize < 4 ? 1 - 0.1 * (4 - householdSize) : 1 + 0.08 * (householdSize - 4);
  return Math.round((ami4 * factor) / 50) * 50;
}

export function povertyLevel(levels: PovertyLevels, householdSize: number): number {
  const table = levels.levels_by_hhsize;
  const last = table.length - 1;
  if (householdSize <= last) return table[householdSize]!;
  return table[last]! + levels.per_additional * (householdSize - last);
}

const bySize = (limits: LimitsBySize | null | undefined, size: number) => limits?.[size - 1] ?? null;

/** The annual income limit (or range) for this household and place; null = not known. */
export function incomeLimit(
  rule: IncomeRule,
  answers: ProgramAnswers,
  location: ProgramLocation,
  fpl: PovertyLevels,
  area: AreaIncome,
): { min: number; max: number } | null {
  const size = answers.householdSize;
  switch (rule.kind) {
    case "unknown":
      return null;
    case "filing": {
      if (!answers.filingStatus) return null;
      const [min, max] = rule.ranges[answers.filingStatus];
      return { min, max };
    }
  }
  if (size === undefined) return null;
  let max: number | null;
  switch (rule.kind) {
    case "hhsize":
      max = bySize(rule.limits, size);
      break;
    case "county": {
      const county = location.geographyIds.find((id) => rule.byGeography[id] !== undefined);
      max = bySize(county !== undefined ? rule.byGeography[county] : rule.other, size);
      break;
    }
    case "ami":
      max = area ? amiForHousehold(rule.percent === 80 ? area[0] : rule.percent === 150 ? area[1] : NaN, size) : null;
      if (max !== null && !Number.isFinite(max)) max = null;
      break;
    case "fpl":
      max = Math.round((povertyLevel(fpl, size) * rule.percent) / 100);
      break;
  }
  return max === null ? null : { min: 0, max };
}

function incomeFit(
  program: Program,
  answers: ProgramAnswers,
  location: ProgramLocation,
  fpl: PovertyLevels,
  area: AreaIncome,
): { fit: IncomeFit; limit: number | null } {
  const rule = program.income;
  if (!rule) return { fit: "not-limited", limit: null };
  if (answers.householdIncome === undefined && answers.incomeQualifies !== undefined) {
    return { fit: answers.incomeQualifies ? "qualifies" : "over", limit: null };
  }
  if (rule.kind === "unknown") return { fit: answers.householdIncome === undefined ? "unanswered" : "unknown-limit", limit: null };
  const needs = rule.kind === "filing" ? answers.filingStatus : answers.householdSize;
  if (answers.householdIncome === undefined || needs === undefined) return { fit: "unanswered", limit: null };
  const limit = incomeLimit(rule, answers, location, fpl, area);
  if (!limit) return { fit: "unknown-limit", limit: null };
  const fits = answers.householdIncome >= limit.min && answers.householdIncome <= limit.max;
  return { fit: fits ? "qualifies" : "over", limit: limit.max };
}

/** Whose program it is, in the groups the finder names (utilities with gas utilities, cities with counties). */
export function authorityGroup(program: Program): ProgramsResult["authorities"][number]["type"] {
  switch (program.authorityType) {
    case "federal":
      return "federal";
    case "state":
      return "state";
    case "utility":
    case "gas_utility":
      return "utility";
    case "county":
    case "city":
      return "local";
    default:
      return "other";
  }
}

const countable = (view: Omit<ProgramView, "counted" | "ifIncomeQualifies" | "addsUsd" | "hiddenBy" | "alternativeTo">) =>
  view.availability === "available" &&
  (view.kind === "vehicle" || view.kind === "charger") &&
  view.dependsOn.length === 0 &&
  !view.ruledOut &&
  view.program.requires.length === 0 &&
  view.program.checkedOn !== null &&
  view.program.maxUsd !== null &&
  view.program.maxUsd > 0;

/**
 * Every program of the state's shard for this place and these answers, judged once. `today` is an
 * ISO date (easternIsoDate); `area` the ZIP's AMI when a program needs it; `recentSince` how far back
 * ended programs are still listed.
 */
export function programsFor(
  shard: ProgramShard,
  location: ProgramLocation,
  answers: ProgramAnswers,
  today: string,
  area: AreaIncome = null,
  recentSince = "0000-00-00",
): ProgramsResult {
  const reached = shard.programs.filter((program) => reaches(program, location));
  const judged = reached.map((program) => {
    const kind = kindOf(program);
    const vehicle = kind === "vehicle" ? vehicleFit(program, answers) : { ruledOut: false, dependsOn: [] as Question[] };
    const dependsOn = [...vehicle.dependsOn];
    let ruledOut = vehicle.ruledOut;
    if (answers.owner && !program.owner.includes(answers.owner)) ruledOut = true;
    if (!answers.owner && program.owner.length < 2) dependsOn.push("owner");
    const income = incomeFit(program, answers, location, shard.fpl, area);
    if (income.fit === "over") ruledOut = true;
    return { program, kind, availability: availabilityOf(program, today), dependsOn, ruledOut, income: income.fit, incomeLimitUsd: income.limit };
  });
  const byId = new Map(judged.map((view) => [view.program.id, view]));
  // Counted if all else fits and the income qualifies (or has no limit).
  const qualifies = (view: (typeof judged)[number]) => countable(view) && (view.income === "not-limited" || view.income === "qualifies");
  const views: ProgramView[] = judged.map((view) => {
    // A superseding program that applies hides this one (incentive_relationships exclusions; our tiers).
    const hiddenBy = view.program.supersededBy.find((id) => {
      const by = byId.get(id);
      return by !== undefined && qualifies(by);
    });
    const counted = !hiddenBy && qualifies(view);
    const ifIncomeQualifies = !hiddenBy && countable(view) && view.income === "unanswered";
    const amount = view.program.maxUsd ?? 0;
    return {
      ...view,
      hiddenBy: hiddenBy ?? null,
      counted,
      ifIncomeQualifies,
      addsUsd: counted || ifIncomeQualifies ? amount : 0,
      alternativeTo: null as string | null,
    };
  });
  oneOfEachPerAuthority(views);

  const shown = views.filter((view) => !view.ruledOut && !view.hiddenBy);
  const open = shown.filter((view) => ["available", "check", "proposed", "not-yet"].includes(view.availability));
  const notAvailable = shown.filter(
    (view) => view.availability === "paused" || (view.availability === "ended" && (view.program.endsOn ?? "") >= recentSince),
  );
  const counted = open.filter((view) => view.counted);
  const ifIncome = open.filter((view) => view.ifIncomeQualifies);
  const sum = (list: ProgramView[]) => cappedTotal(list);

  const groups = new Map<ProgramsResult["authorities"][number]["type"], Set<string>>();
  for (const view of open) {
    const type = authorityGroup(view.program);
    if (!groups.has(type)) groups.set(type, new Set());
    groups.get(type)!.add(view.program.authorityName.trim());
  }
  const order = ["state", "utility", "local", "other", "federal"] as const;
  return {
    open,
    notAvailable,
    counted,
    ifIncomeQualifies: ifIncome,
    vehicleUsd: sum(counted.filter((view) => view.kind === "vehicle")),
    chargerUsd: sum(counted.filter((view) => view.kind === "charger")),
    ifIncomeQualifiesUsd: ifIncome.reduce((total, view) => total + view.addsUsd, 0),
    authorities: order.filter((type) => groups.has(type)).map((type) => ({ type, names: [...groups.get(type)!].sort() })),
  };
}

/**
 * A household buys one car and installs one charger: several offers of one authority for the same
 * kind (Pacific Power's $500 hardwired and $250 plug-in charger rebates, an income tier beside its
 * standard) are alternatives, so only the largest is added; the others stay listed. Different
 * authorities (state and utility) stack. An income-limited offer adds what the authority's largest
 * offer would become if the income qualifies, less what is already counted for it, so the totals
 * with "yes" are exactly the counted total plus what "if your household income qualifies" said.
 */
function oneOfEachPerAuthority(views: ProgramView[]): void {
  const keyOf = (view: ProgramView) => `${view.program.authorityName.trim()}|${view.kind}`;
  const groups = new Map<string, ProgramView[]>();
  for (const view of views) {
    if (!view.counted && !view.ifIncomeQualifies) continue;
    const key = keyOf(view);
    groups.set(key, [...(groups.get(key) ?? []), view]);
  }
  for (const members of groups.values()) {
    const counted = members.filter((view) => view.counted);
    const best = counted.reduce<ProgramView | null>((top, view) => (top === null || view.addsUsd > top.addsUsd ? view : top), null);
    for (const view of counted) {
      if (view === best) continue;
      view.counted = false;
      view.alternativeTo = best!.program.id;
      view.addsUsd = 0;
    }
    const countedUsd = best?.program.maxUsd ?? 0;
    const offers = members.filter((view) => view.ifIncomeQualifies);
    const top = offers.reduce<ProgramView | null>((lead, view) => (lead === null || (view.program.maxUsd ?? 0) > (lead.program.maxUsd ?? 0) ? view : lead), null);
    for (const view of offers) {
      const extra = view === top ? Math.max(0, (view.program.maxUsd ?? 0) - countedUsd) : 0;
      if (extra > 0) {
        view.addsUsd = extra;
        continue;
      }
      view.ifIncomeQualifies = false;
      view.alternativeTo = (view === top ? best : top)?.program.id ?? null;
      view.addsUsd = 0;
    }
  }
}

/** A sum that respects the data's combined maximums (Rewiring America `combinations`). */
function cappedTotal(list: readonly ProgramView[]): number {
  let total = 0;
  const groups = new Map<string, { sum: number; max: number }>();
  for (const view of list) {
    const group = view.program.combinedMax;
    if (!group) {
      total += view.addsUsd;
      continue;
    }
    const key = group.ids.join(",");
    const entry = groups.get(key) ?? { sum: 0, max: group.maxUsd };
    entry.sum += view.addsUsd;
    groups.set(key, entry);
  }
  for (const { sum, max } of groups.values()) total += Math.min(sum, max);
  return total;
}
