// The one place model (issue 33): what a ZIP resolves to, once, in domain/place/resolve.ts, for
// every screen (the plan, the dashboard, the calculator, Maximize Savings, Automate Charging, the
// shared plan and its card) and for program eligibility. The first two interfaces are the contract
// with the programs work (docs/decisions/0014-one-place-model.md): keep them as they are.

/** One electric utility that serves a ZIP, from Rewiring America's zip-to-geography-approx.csv. */
export interface PlaceUtility {
  /** Rewiring America geography id of the utility's electric_territory (geographies.csv `id`), e.g. "3544" for SDG&E. */
  geographyId: string;
  /** Rewiring America territory key (geographies.csv `key` = authorities.json key), e.g. "ca-san-diego-gas-and-electric". */
  key: string;
  /** Display name, e.g. "San Diego Gas & Electric". */
  name: string;
  predominant: boolean;
}

/** What program eligibility needs to know about where a person lives. */
export interface ProgramLocation {
  /** USPS code, e.g. "CA". */
  state: string;
  /** Rewiring America geography ids the ZIP touches: its state, county(ies) and custom areas
   *  (from zcta-to-geography.csv via zips.csv's ZCTA), PLUS the chosen electric utility's id
   *  (and a CCA's id where one applies). */
  geographyIds: readonly string[];
}

/** Where a utility's 2024 price comes from in Grid Atlas's copy of NREL/OpenEI (SOURCES.md). */
export type UtilityPriceKind =
  /** The utility's own average residential price (its OpenEI row). */
  | "utility"
  /** The mean of every OpenEI row in the ZIP, whatever the utility: an area average, not the utility's. */
  | "area-average";

/** A utility's average residential price as the data gives it: never a tariff, never a bill. */
export interface UtilityPriceFact {
  kind: UtilityPriceKind;
  centsPerKwh: number;
  /** The data year (2024). */
  year: number;
}

/** A PlaceUtility with what pricing needs. */
export interface PlaceElectricUtility extends PlaceUtility {
  /** Its 2024 average residential price; null where the data has none (Texas wires utilities, Puerto Rico…). */
  price: UtilityPriceFact | null;
  /**
   * Retail choice: the utility delivers the power, and the energy price comes from the retail
   * provider the person chose (Texas ERCOT wires utilities; delivery utilities in other
   * retail-choice states). The price above, if any, is then the best figure we have, not the bill.
   */
  retailChoice: boolean;
  /** Our tariff table's key when we hold its rate plans (domain/data/utility-rates.json), else null. */
  tariffKey: string | null;
}

export interface PlaceCounty {
  name: string;
  /** 5-digit county FIPS, e.g. "06073". */
  fips: string;
}

/** A ZIP resolved: everything local, read by every screen. */
export interface Place {
  zip: string;
  /** USPS state code. */
  state: string;
  /** "San Francisco, CA 94110" */
  placeName: string;
  lat: number;
  lng: number;
  county: PlaceCounty | null;
  /** Rewiring America geography ids of the ZIP's state, counties and custom areas (no utility). */
  areaGeographyIds: readonly string[];
  /** The electric utilities that serve the ZIP, predominant first; gas-only territories excluded. */
  utilities: readonly PlaceElectricUtility[];
}

/** Which price home charging uses, and how the screen names it. */
export type HomePriceKind =
  /** The price the person typed from their own bill. */
  | "own"
  /** The chosen utility's own 2024 average residential price. */
  | "utility"
  /** The ZIP's mean of OpenEI rows (the utility's own is missing): an area average. */
  | "area-average"
  /** The state's 2023 EIA average: the utility has no figure. */
  | "state-average"
  /** Nothing local at all: the specification's US default. */
  | "national-default";

/** The flat home electricity price a plan uses where no rate plan (tariff) of the utility is held. */
export interface HomeElectricityPrice {
  kind: HomePriceKind;
  usdPerKwh: number;
  /** The utility the price is for (or the one we could not price), null when the ZIP has none. */
  utilityName: string | null;
  /** Retail choice: the energy price comes from the retail provider the person chose. */
  retailChoice: boolean;
  /** The words beside the figure: "Austin Energy, average residential price, 2024 (NREL/OpenEI)", "your bill", … */
  label: string;
  provenance: { source: string; asOf: string; url?: string };
}
