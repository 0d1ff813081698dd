// What the incentives finder and "Money you may get" say about a ProgramsResult (./eligibility.ts),
// in words shared by both: whose programs are shown and how many, what an unanswered question would
// decide, and the data's credit and date. Pure; the pages only lay the words out.
import { formatIsoDate } from "../rates/format";
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

/** One sentence: whose programs the list shows, with counts; says plainly when there are none. */
export function coverageSentence(result: ProgramsResult, stateName: string, utilityName: string | null): string {
  const groups = authorityCounts(result).filter((group) => group.type !== "federal");
  if (groups.length === 0) {
    return `No state, ${utilityName ?? "utility"} or local program for a car or home charging is open here in our data.`;
  }
  const parts = groups.map((group) => `${group.count} ${group.label} program${group.count === 1 ? "" : "s"} (${group.names.join(", ")})`);
  return `Programs shown for ${stateName}${utilityName ? ` and ${utilityName} customers` : ""}: ${listWords(parts)}.`;
}

function listWords(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

/** What an unanswered question would decide for this program, in the "if …" form the card shows. */
export function conditionWords(view: ProgramView): string[] {
  const words: string[] = [];
  const items = view.program.items;
  const ask: Record<Question, () => string | null> = {
    purchase: () => (items.some((item) => NEW.includes(item)) ? "for a new car" : "for a used car"),
    vehicle: () => (items.some((item) => item.endsWith("-phev")) ? "for a plug-in hybrid" : "for a battery EV (not a plug-in hybrid)"),
    owner: () => (view.program.owner.includes("homeowner") ? "if you own your home" : "if you rent your home"),
    income: () => null,
  };
  for (const question of view.dependsOn) {
    const word = ask[question]();
    if (word) words.push(word);
  }
  if (view.income === "unanswered") words.push("if your household income qualifies");
  if (view.income === "unknown-limit") words.push("income-qualified: the limit is not in our data, check the program's page");
  if (view.program.requires.length > 0) words.push("only together with another program of the same provider");
  return words;
}

/** "Incentive data: Rewiring America (Apache-2.0), last changed 13 Jul 2026 (our copy: 6 Aug 2026)." */
export function programCredit(shard: Pick<ProgramShard, "credit" | "licence" | "dataDate" | "copyDate" | "ourListAsOf">): string {
  const ours = shard.ourListAsOf ? ` California programs we researched ourselves: statuses as of ${formatIsoDate(shard.ourListAsOf)}.` : "";
  return `${shard.credit} (${shard.licence}), data last changed ${formatIsoDate(shard.dataDate)} (our copy: ${formatIsoDate(shard.copyDate)}).${ours}`;
}
