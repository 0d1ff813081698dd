// What a ZIP lookup returns (our replacement for the spec's third-party geocoding call).
import type { PlaceCounty, PlaceElectricUtility } from "../place/types";

/** Utility keys of the ZIP→utility table (charging-plan-and-guides.md §3). */
export const UTILITY_KEYS = ["PG&E", "SCE", "SDGE", "LADWP", "BWP", "IID", "SMUD", "PacifiCorp", "AMP"] as const;
export type UtilityKey = (typeof UTILITY_KEYS)[number];

export type Region = "Los Angeles" | "Bay Area" | "San Diego" | "California";

export interface ZipInfo {
  zip: string;
  lat: number;
  lng: number;
  /** "San Francisco, CA 94110" */
  placeName: string;
  /** USPS state code, e.g. "CA". */
  state: string;
  /** California only: every utility listed for the ZIP (several when a ZIP is split). Empty elsewhere or unknown. */
  utilities: UtilityKey[];
  /** County (Rewiring America's zips.csv); null where it does not know the ZIP. */
  county: PlaceCounty | null;
  /** Rewiring America geography ids of the ZIP's state, counties and custom areas. */
  areaGeographyIds: string[];
  /** Every US ZIP: the electric utilities that serve it, predominant first, with their 2024 prices (domain/place/). */
  electric: PlaceElectricUtility[];
}
