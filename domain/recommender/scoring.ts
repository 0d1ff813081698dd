// Recommender scoring exactly as savings-tools-and-pages.md §9, with the reasoning built from
// the rules that fired. "Under" and "over/above" are strict: 100 miles is neither under nor over 100.
import { hasChargingAccess, hasHomeCharging, isComplete, milesLabel, type CompleteAnswers, type RecommenderAnswers } from "./answers";
import {
  BEV_HOME_COST_PRO,
  BEV_OVERNIGHT_PRO,
  PHEV_AWAY_PRO,
  PHEV_OUTLET_PRO,
  VEHICLE_GUIDES,
  VEHICLE_TYPES,
  type VehicleType,
} from "./vehicle-types";

export interface Rule {
  points: number;
  reason: string;
}

export interface TypeScore {
  type: VehicleType;
  score: number;
  /** Sentences for the rules that fired, then any caution. */
  reasons: string[];
}

function fired(rules: readonly (Rule | false)[]): Rule[] {
  return rules.filter((rule): rule is Rule => rule !== false);
}

const USE_PHRASE = { "around-town": "Driving around town", commuting: "Commuting" } as const;

export function scoreBev(a: CompleteAnswers): TypeScore {
  const access = hasChargingAccess(a);
  const rules = fired([
    access && {
      points: 40,
      reason:
        a.charging === "no-access"
          ? "Charging at work, school or in your community makes an all-electric car workable."
          : a.charging === "level2-planned"
            ? "Once your Level 2 charger is in, you can charge where you park and start most days with the range you need."
            : "You can charge where you park, so you can start most days with the range you need.",
    },
    a.role === "second" && { points: 20, reason: "As a second car, your other vehicle can take the longest trips." },
    (a.use === "around-town" || a.use === "commuting") && {
      points: 20,
      reason: `${USE_PHRASE[a.use as keyof typeof USE_PHRASE]} is where battery EVs shine.`,
    },
    a.miles < 100 && { points: 15, reason: `${milesLabel(a.miles)} a day is comfortably within an EV's daily range.` },
    a.charging === "level2-installed" && { points: 10, reason: "Your Level 2 charger refills the battery overnight." },
  ]);
  const cautions = [
    ...(a.miles > 150
      ? [`Caution: at ${milesLabel(a.miles)} a day you would charge every day, and long days may need a fast-charging stop.`]
      : []),
    ...(a.charging === "level2-planned" ? [PLANNED_CHARGER_NOTE] : []),
  ];
  return { type: "BEV", score: sum(rules), reasons: [...rules.map((rule) => rule.reason), ...cautions] };
}

export function scorePhev(a: CompleteAnswers): TypeScore {
  const rules = fired([
    hasChargingAccess(a) && {
      points: 25,
      reason:
        a.charging === "no-access"
          ? "Charging at work, school or in your community lets everyday trips run on electricity."
          : a.charging === "level2-planned"
            ? "Once your Level 2 charger is in, everyday trips can run on electricity."
            : "You can plug in, so everyday trips can run on electricity.",
    },
    a.role === "only" && { points: 25, reason: "As your only car, the gas engine covers trips of any length." },
    a.miles < 50 && {
      points: 30,
      reason: `${milesLabel(a.miles)} a day fits a typical plug-in hybrid's 20-50 mile electric range.`,
    },
    a.use === "road-trips" && { points: 15, reason: "The gas engine takes you on road trips without charging stops." },
    a.use === "rideshare" && { points: 10, reason: "Electric miles cut the cost of a busy driving day, with gas as a backup." },
  ]);
  const notes =
    a.miles > 100
      ? [`Note: at ${milesLabel(a.miles)} a day, most of your driving would be on gas once the battery runs out.`]
      : [];
  return { type: "PHEV", score: sum(rules), reasons: [...rules.map((rule) => rule.reason), ...notes] };
}

export function scoreHybrid(a: CompleteAnswers): TypeScore {
  const rules = fired([
    !hasChargingAccess(a) && { points: 50, reason: "With nowhere to charge, a hybrid saves fuel without ever plugging in." },
    a.use === "road-trips" && { points: 20, reason: "Hybrids refuel in minutes anywhere, which suits road trips." },
    a.miles > 100 && { points: 15, reason: `At ${milesLabel(a.miles)} a day, a hybrid keeps going without charging stops.` },
    a.role === "only" && { points: 10, reason: "As your only car, it handles every kind of trip." },
  ]);
  return { type: "Hybrid", score: sum(rules), reasons: rules.map((rule) => rule.reason) };
}

/** A planned charger is not there yet: say what charging looks like meanwhile (Level 1: spec §9). */
export const PLANNED_CHARGER_NOTE =
  "Until your Level 2 charger is installed, a household outlet adds up to 3 miles of range an hour.";

/**
 * The type's advantages as this person can have them: with no electricity where they park, none
 * that assume charging at home (no "even from a household outlet" for someone without one).
 */
export function prosFor(type: VehicleType, a: Pick<RecommenderAnswers, "charging">): readonly string[] {
  const pros = VEHICLE_GUIDES[type].pros;
  if (hasHomeCharging(a)) return pros;
  return pros
    .filter((pro) => pro !== BEV_HOME_COST_PRO && pro !== BEV_OVERNIGHT_PRO)
    .map((pro) => (pro === PHEV_OUTLET_PRO ? PHEV_AWAY_PRO : pro));
}

function sum(rules: readonly Rule[]): number {
  return rules.reduce((total, rule) => total + rule.points, 0);
}

export interface Recommendation {
  rank: number;
  type: VehicleType;
  title: string;
  description: string;
  reasoning: string;
  practicalityScore: number;
  pros: readonly string[];
  cons: readonly string[];
  bestFor: readonly string[];
}

const FALLBACK_REASON = "None of your answers especially favour this type.";

/**
 * Ranked recommendations, highest score first; equal scores keep the order BEV, PHEV, Hybrid.
 * Undefined while the answers are incomplete (spec: ranks compute once the form is valid).
 */
export function recommend(answers: RecommenderAnswers): Recommendation[] | undefined {
  if (!isComplete(answers)) return undefined;
  const scores = [scoreBev(answers), scorePhev(answers), scoreHybrid(answers)];
  const order = (type: VehicleType) => VEHICLE_TYPES.indexOf(type);
  scores.sort((a, b) => b.score - a.score || order(a.type) - order(b.type));
  return scores.map((score, index) => {
    const guide = VEHICLE_GUIDES[score.type];
    return {
      rank: index + 1,
      type: score.type,
      title: guide.title,
      description: guide.description,
      reasoning: score.reasons.length ? score.reasons.join(" ") : FALLBACK_REASON,
      practicalityScore: score.score,
      pros: prosFor(score.type, answers),
      cons: guide.cons,
      bestFor: guide.bestFor,
    };
  });
}
