// Recommender scoring exactly as savings-tools-and-pages.md §9, with the reasoning built from
// the rules that fired. "Under" and "over/above" are strict: 100 miles is neither under nor over 100.
import { hasChargingAccess, hasHomeCharging, isComplete, milesLabel, type CompleteAnswers, type RecommenderAnswers } from "./answers";
import * as m from "../i18n/messages";
import {
  bevHomeCostPro,
  bevOvernightPro,
  phevAwayPro,
  phevOutletPro,
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

export function scoreBev(a: CompleteAnswers): TypeScore {
  const access = hasChargingAccess(a);
  const rules = fired([
    access && {
      points: 40,
      reason:
        a.charging === "no-access"
          ? m.recommender_bev_access_community()
          : a.charging === "level2-planned"
            ? m.recommender_bev_access_planned()
            : m.recommender_bev_access_home(),
    },
    a.role === "second" && { points: 20, reason: m.recommender_bev_second() },
    (a.use === "around-town" || a.use === "commuting") && {
      points: 20,
      reason: a.use === "around-town" ? m.recommender_bev_around_town() : m.recommender_bev_commuting(),
    },
    a.miles < 100 && { points: 15, reason: m.recommender_bev_short_day({ miles: milesLabel(a.miles) }) },
    a.charging === "level2-installed" && { points: 10, reason: m.recommender_bev_l2() },
  ]);
  const cautions = [
    ...(a.miles > 150
      ? [m.recommender_bev_caution({ miles: milesLabel(a.miles) })]
      : []),
    ...(a.charging === "level2-planned" ? [plannedChargerNote()] : []),
  ];
  return { type: "BEV", score: sum(rules), reasons: [...rules.map((rule) => rule.reason), ...cautions] };
}

export function scorePhev(a: CompleteAnswers): TypeScore {
  const rules = fired([
    hasChargingAccess(a) && {
      points: 25,
      reason:
        a.charging === "no-access"
          ? m.recommender_phev_access_community()
          : a.charging === "level2-planned"
            ? m.recommender_phev_access_planned()
            : m.recommender_phev_access_home(),
    },
    a.role === "only" && { points: 25, reason: m.recommender_phev_only() },
    a.miles < 50 && {
      points: 30,
      reason: m.recommender_phev_short_day({ miles: milesLabel(a.miles) }),
    },
    a.use === "road-trips" && { points: 15, reason: m.recommender_phev_road_trips() },
    a.use === "rideshare" && { points: 10, reason: m.recommender_phev_rideshare() },
  ]);
  const notes =
    a.miles > 100
      ? [m.recommender_phev_note({ miles: milesLabel(a.miles) })]
      : [];
  return { type: "PHEV", score: sum(rules), reasons: [...rules.map((rule) => rule.reason), ...notes] };
}

export function scoreHybrid(a: CompleteAnswers): TypeScore {
  const rules = fired([
    !hasChargingAccess(a) && { points: 50, reason: m.recommender_hybrid_no_access() },
    a.use === "road-trips" && { points: 20, reason: m.recommender_hybrid_road_trips() },
    a.miles > 100 && { points: 15, reason: m.recommender_hybrid_long_day({ miles: milesLabel(a.miles) }) },
    a.role === "only" && { points: 10, reason: m.recommender_hybrid_only() },
  ]);
  return { type: "Hybrid", score: sum(rules), reasons: rules.map((rule) => rule.reason) };
}

/** A planned charger is not there yet: say what charging looks like meanwhile (Level 1: spec §9). */
export const plannedChargerNote = () => m.recommender_planned_note();

/**
 * The type's advantages as this person can have them: with no electricity where they park, none
 * that assume charging at home (no "even from a household outlet" for someone without one).
 */
export function prosFor(type: VehicleType, a: Pick<RecommenderAnswers, "charging">): readonly string[] {
  const pros = VEHICLE_GUIDES[type].pros;
  if (hasHomeCharging(a)) return pros;
  return pros
    .filter((pro) => pro !== bevHomeCostPro() && pro !== bevOvernightPro())
    .map((pro) => (pro === phevOutletPro() ? phevAwayPro() : pro));
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
      reasoning: score.reasons.length ? score.reasons.join(" ") : m.recommender_fallback_reason(),
      practicalityScore: score.score,
      pros: prosFor(score.type, answers),
      cons: guide.cons,
      bestFor: guide.bestFor,
    };
  });
}
