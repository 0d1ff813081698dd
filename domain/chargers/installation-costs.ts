// Typical installation price bands (charging-plan-and-guides.md §9 "Installation and charging
// facts"). Ranges to plan with, never a quote.

export const INSTALLATION_COSTS_SOURCE = "PlugPlan product specification, installation facts (checked 2026-11)";

export interface PriceBand {
  situation: string;
  price: string;
}

export const INSTALLATION_PRICE_BANDS: readonly PriceBand[] = [
  { situation: "Panel in the garage, with spare capacity", price: "Under $1,000" },
  { situation: "Panel elsewhere in the home, with spare capacity", price: "Under $2,000" },
  { situation: "Complicated jobs (for example a panel upgrade or a long wire run)", price: "$2,000 and up" },
  { situation: "Buying the charger itself", price: "$250 and up" },
];

export const QUOTES_ADVICE = "Get at least three quotes from licensed electricians.";
