// Buying a charger with confidence: our products are kinds with dated reference prices (spec), so
// each kind points to where real, certified models are listed and says what a safety listing means.

export interface NamedLink {
  name: string;
  url: string;
}

/**
 * ENERGY STAR's own EV charger page, whose product finder lists the certified AC and DC models
 * (checked 2026-11-23 against a stored copy of the page: "Product Finder … Explore AC-Output Models").
 */
export const ENERGY_STAR_CHARGERS: NamedLink = {
  name: "ENERGY STAR list of certified EV chargers",
  url: "https://www.energystar.gov/products/ev_chargers",
};

export const ENERGY_STAR_NOTE =
  "ENERGY STAR publishes the chargers it has certified, by brand and model. A certified charger uses less electricity while it sits idle between charges.";

export const LISTING_EXPLAINER = {
  title: "What “UL listed” means",
  body: "A listed charger has been tested for electrical and fire safety by a Nationally Recognized Testing Laboratory (NRTL): a lab recognized by the U.S. Occupational Safety and Health Administration, such as UL, Intertek (the ETL mark) or CSA. The mark is on the charger and its box, and the listing can be looked up on the lab's site. Inspectors expect EV charging equipment to be listed, so skip chargers that carry no NRTL mark, including cheap unbranded ones sold online.",
} as const;
