// The three vehicle types the recommender ranks, in our own words. Figures only from the spec
// (§9: PHEV electric range 20-50 miles; cold cuts range 20-40%; Level 1 adds up to 3 miles an hour).
// Words are read when used (getters and functions), in the reader's language.
import * as m from "../i18n/messages";

export const VEHICLE_TYPES = ["BEV", "PHEV", "Hybrid"] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

// Advantages that hold only for someone who can plug in where they park: a person with no
// electricity at home never reads them (issue 23); prosFor (scoring.ts) drops or replaces them.
export const bevHomeCostPro = () => m.recommender_bev_home_cost_pro();
export const bevOvernightPro = () => m.recommender_bev_overnight_pro();
export const phevOutletPro = () => m.recommender_phev_outlet_pro();
/** phevOutletPro's place for someone who charges away from home. */
export const phevAwayPro = () => m.recommender_phev_away_pro();

export interface VehicleTypeGuide {
  type: VehicleType;
  title: string;
  description: string;
  pros: readonly string[];
  cons: readonly string[];
  bestFor: readonly string[];
}

function guide(type: VehicleType, words: { [K in Exclude<keyof VehicleTypeGuide, "type">]: () => VehicleTypeGuide[K] }): VehicleTypeGuide {
  return {
    type,
    get title() {
      return words.title();
    },
    get description() {
      return words.description();
    },
    get pros() {
      return words.pros();
    },
    get cons() {
      return words.cons();
    },
    get bestFor() {
      return words.bestFor();
    },
  };
}

export const VEHICLE_GUIDES: Record<VehicleType, VehicleTypeGuide> = {
  BEV: guide("BEV", {
    title: () => m.recommender_bev_title(),
    description: () => m.recommender_bev_description(),
    pros: () => [bevHomeCostPro(), m.recommender_bev_pro_2(), m.recommender_bev_pro_3(), bevOvernightPro()],
    cons: () => [m.recommender_bev_con_1(), m.recommender_bev_con_2(), m.recommender_bev_con_3()],
    bestFor: () => [m.recommender_bev_best_1(), m.recommender_bev_best_2(), m.recommender_bev_best_3()],
  }),
  PHEV: guide("PHEV", {
    title: () => m.recommender_phev_title(),
    description: () => m.recommender_phev_description(),
    pros: () => [m.recommender_phev_pro_1(), m.recommender_phev_pro_2(), phevOutletPro()],
    cons: () => [m.recommender_phev_con_1(), m.recommender_phev_con_2(), m.recommender_phev_con_3()],
    bestFor: () => [m.recommender_phev_best_1(), m.recommender_phev_best_2(), m.recommender_phev_best_3()],
  }),
  Hybrid: guide("Hybrid", {
    title: () => m.recommender_hybrid_title(),
    description: () => m.recommender_hybrid_description(),
    pros: () => [m.recommender_hybrid_pro_1(), m.recommender_hybrid_pro_2(), m.recommender_hybrid_pro_3()],
    cons: () => [m.recommender_hybrid_con_1(), m.recommender_hybrid_con_2(), m.recommender_hybrid_con_3()],
    bestFor: () => [m.recommender_hybrid_best_1(), m.recommender_hybrid_best_2(), m.recommender_hybrid_best_3()],
  }),
};
