// The three vehicle types the recommender ranks, in our own words. Figures only from the spec
// (§9: PHEV electric range 20-50 miles; cold cuts range 20-40%; Level 1 adds up to 3 miles an hour).
export const VEHICLE_TYPES = ["BEV", "PHEV", "Hybrid"] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

// Advantages that hold only for someone who can plug in where they park: a person with no
// electricity at home never reads them (issue 23); prosFor (scoring.ts) drops or replaces them.
export const BEV_HOME_COST_PRO = "Lowest running cost when you charge at home";
export const BEV_OVERNIGHT_PRO = "Wakes up every morning with the range you need if you charge overnight";
export const PHEV_OUTLET_PRO = "Its smaller battery refills quickly, even from a household outlet";
/** PHEV_OUTLET_PRO's place for someone who charges away from home. */
export const PHEV_AWAY_PRO = "Its smaller battery refills in a shorter stop than a battery car's";

export interface VehicleTypeGuide {
  type: VehicleType;
  title: string;
  description: string;
  pros: readonly string[];
  cons: readonly string[];
  bestFor: readonly string[];
}

export const VEHICLE_GUIDES: Record<VehicleType, VehicleTypeGuide> = {
  BEV: {
    type: "BEV",
    title: "Battery Electric Vehicle (BEV)",
    description: "Runs on electricity alone. You fill up by plugging in, and there is no engine to service.",
    pros: [
      BEV_HOME_COST_PRO,
      "No gas stations, oil changes or tune-ups",
      "Quiet, smooth and quick off the line",
      BEV_OVERNIGHT_PRO,
    ],
    cons: [
      "Needs reliable charging at home, work or nearby",
      "Long road trips take planning around fast chargers",
      "Cold weather can cut range by 20-40%",
    ],
    bestFor: ["Drivers who can charge where they park", "Commuting and everyday errands", "Households with another car for long trips"],
  },
  PHEV: {
    type: "PHEV",
    title: "Plug-in Hybrid (PHEV)",
    description:
      "A battery for everyday trips, typically 20-50 miles on electricity, plus a gas engine that takes over when the battery runs low.",
    pros: [
      "Short daily trips can run on electricity",
      "Gas engine for long trips, so no range worries",
      PHEV_OUTLET_PRO,
    ],
    cons: [
      "Electric range is short, typically 20-50 miles",
      "Still needs gas and engine maintenance",
      "Saves little if you rarely plug in",
    ],
    bestFor: ["One-car households that also take road trips", "Shorter daily drives with charging at home", "Drivers who want a gas backup"],
  },
  Hybrid: {
    type: "Hybrid",
    title: "Hybrid",
    description: "A gas engine paired with a small battery that recharges itself as you drive. It never needs plugging in.",
    pros: [
      "No charging needed, ever",
      "Uses less gas than a similar gas-only car",
      "Refuel anywhere in a few minutes",
    ],
    cons: [
      "Still runs on gas, so fuel costs more than driving on electricity",
      "Engine maintenance as with any gas car",
      "Little or no driving on electricity alone",
    ],
    bestFor: ["Drivers with nowhere to charge", "High-mileage and long-distance driving", "Anyone not ready to plan around charging"],
  },
};
