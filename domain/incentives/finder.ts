// What the incentives finder and "Money you may get" say about a ProgramsResult (./eligibility.ts),
// in words shared by both: whose programs are shown and how many, what an unanswered question would
// decide, and the data's credit and date. Pure; the pages only lay the words out.
import { formatIsoDay } from "../i18n/format";
import { getLocale } from "../i18n/runtime";
import * as m from "../i18n/messages";
import type { ProgramShard } from "./programs";
import { authorityGroup, type ProgramsResult, type ProgramView, type Question } from "./eligibility";
import type { IncentiveFilters } from "./filters";

const NEW = ["new-ev", "new-phev"];
const USED = ["used-ev", "used-phev"];

/** The finder's type switches (new, used, charger) and "Income restricted" applied to judged programs. */
export function matchesProgramFilters(view: ProgramView, filters: IncentiveFilters): boolean {
  if (view.program.income && !filters.incomeRestricted) return false;
  if (view.kind === "vehicle") {
    return (filters.newVehicle && view.program.items.some((item) => NEW.includes(item))) || (filters.usedVehicle && view.program.items.some((item) => USED.includes(item)));
  }
  if (view.kind === "charger" || view.kind === "home-upgrade") return filters.charger;
  // Decals, toll discounts and rate credits (our California list) came with any EV.
  return filters.newVehicle || filters.usedVehicle || filters.charger;
}

const GROUP_WORDS: Record<ProgramsResult["authorities"][number]["type"], string> = {
  state: "state",
  utility: "utility",
  local: "county or city",
  other: "other local",
  federal: "federal",
};

/** "2 state programs (Colorado Energy Office), 3 utility programs (Xcel Energy)". */
export function authorityCounts(result: ProgramsResult): { type: ProgramsResult["authorities"][number]["type"]; label: string; count: number; names: string[] }[] {
  return result.authorities.map((group) => {
    const count = result.open.filter((view) => group.names.includes(view.program.authorityName.trim()) && authorityGroup(view.program) === group.type).length;
    return { type: group.type, label: GROUP_WORDS[group.type], count, names: group.names };
  });
}

const GROUP_SENTENCE: Record<ProgramsResult["authorities"][number]["type"], (inputs: { count: number; names: string }) => string> = {
  state: (inputs) => m.finder_group_state(inputs),
  utility: (inputs) => m.finder_group_utility(inputs),
  local: (inputs) => m.finder_group_local(inputs),
  other: (inputs) => m.finder_group_other(inputs),
  federal: (inputs) => m.finder_group_federal(inputs),
};

/** One sentence: whose programs the list shows, with counts; says plainly when there are none. */
export function coverageSentence(result: ProgramsResult, stateName: string, utilityName: string | null): string {
  const groups = authorityCounts(result).filter((group) => group.type !== "federal");
  if (groups.length === 0) {
    return utilityName ? m.finder_coverage_none_utility({ utility: utilityName }) : m.finder_coverage_none();
  }
  const parts = groups.map((group) => GROUP_SENTENCE[group.type]({ count: group.count, names: group.names.join(", ") }));
  const list = listWords(parts);
  return utilityName ? m.finder_coverage_utility({ state: stateName, utility: utilityName, list }) : m.finder_coverage({ state: stateName, list });
}

/** "a, b and c" ("a, b y c"): the house style in both languages (no serial comma). */
export function listWords(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? "") : m.finder_list_and({ first: parts.slice(0, -1).join(", "), last: parts.at(-1) ?? "" });
}

/** What an unanswered question would decide for this program, in the "if …" form the card shows. */
export function conditionWords(view: ProgramView): string[] {
  const words: string[] = [];
  const items = view.program.items;
  const ask: Record<Question, () => string | null> = {
    purchase: () => (items.some((item) => NEW.includes(item)) ? m.finder_if_new() : m.finder_if_used()),
    vehicle: () => (items.some((item) => item.endsWith("-phev")) ? m.finder_if_phev() : m.finder_if_bev()),
    owner: () => (view.program.owner.includes("homeowner") ? m.finder_if_owner() : m.finder_if_renter()),
    income: () => null,
  };
  for (const question of view.dependsOn) {
    const word = ask[question]();
    if (word) words.push(word);
  }
  if (view.income === "unanswered") words.push(m.finder_if_income());
  if (view.income === "unknown-limit") words.push(m.finder_if_income_unknown());
  if (view.program.requires.length > 0) words.push(m.finder_if_together());
  return words;
}

/** "Incentive data: Rewiring America (Apache-2.0), last changed 13 Jul 2026 (our copy: 6 Aug 2026)." */
export function programCredit(shard: Pick<ProgramShard, "credit" | "licence" | "dataDate" | "copyDate" | "ourListAsOf">): string {
  // The shard's credit reads "Incentive data: <who>"; the words are ours to translate, the name is not.
  const source = shard.credit.replace(/^Incentive data:\s*/, "");
  const credit = m.finder_credit({ source, licence: shard.licence, dataDate: formatIsoDay(shard.dataDate), copyDate: formatIsoDay(shard.copyDate) });
  return shard.ourListAsOf ? `${credit} ${m.finder_credit_ours({ date: formatIsoDay(shard.ourListAsOf) })}` : credit;
}

/** A program's own description in the reader's language: Rewiring America's Spanish where it has it (lang "es"), else the text as published ("en"). */
export function programAmountText(program: Pick<ProgramShard["programs"][number], "amountText" | "amountTextEs">): { text: string; lang: "en" | "es" } {
  if (getLocale() === "es" && program.amountTextEs) return { text: program.amountTextEs, lang: "es" };
  return { text: program.amountText, lang: "en" };
}

/**
 * Where a program's facts come from, in the reader's language. Rewiring America rows carry a label
 * the build wrote in English ("Rewiring America incentive data (TX-14), last changed 2026-07-13"):
 * on a Spanish page it is said again from the row's ids and date. Our own list's labels name their
 * sources as published.
 */
export function programSourceLabel(program: Pick<ProgramShard["programs"][number], "origin" | "raIds" | "checkedOn" | "sourceLabel" | "authorityType">): string {
  if (getLocale() !== "es" || program.origin !== "rewiring-america" || !program.checkedOn) return program.sourceLabel;
  const inputs = { id: program.raIds.join(", "), date: formatIsoDay(program.checkedOn) };
  return program.authorityType === "federal" ? m.finder_source_ra_federal(inputs) : m.finder_source_ra(inputs);
}
