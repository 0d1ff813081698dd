// Incentive categories and types used by the finder. Zod-free: the page types the shipped JSON with
// these and never parses it in the browser (./incentives.schema.ts checks the file in the tests and
// imports these lists and types; this module never imports it back).

export const INCENTIVE_STATUSES = ["active", "ended", "paused", "unknown", "proposed"] as const;
export const INCENTIVE_TYPES = [
  "New vehicle",
  "Used vehicle",
  "Used vehicle (BEV)",
  "New or used vehicle",
  "Charger",
  "Panel upgrade",
  "Charging credit",
  "HOV decal",
  "Toll discount",
] as const;
export const INCENTIVE_REGIONS = ["National", "State", "Los Angeles", "Bay Area", "San Diego", "Sacramento", "Other CA"] as const;
/** Who a program is for, derived from incentiveType in the data build (scripts/data/incentives.mjs). */
export const PURCHASE_FITS = ["new", "used", "both", "n/a"] as const;
export type PurchaseFit = (typeof PURCHASE_FITS)[number];
export type IncentiveStatus = (typeof INCENTIVE_STATUSES)[number];
export type IncentiveType = (typeof INCENTIVE_TYPES)[number];

/** One program in domain/data/incentives.json (IncentiveSchema checks every field). */
export interface Incentive {
  id: string;
  entity: string;
  incentiveType: IncentiveType;
  geography: "National" | "State" | "Local";
  region: (typeof INCENTIVE_REGIONS)[number];
  /** Utility (and CCA) keys whose customers qualify; empty = not tied to a utility. */
  utilityKeys: string[];
  incomeQualified: boolean;
  /** New or used car, both, or "n/a" (chargers, panels, rate credits): from incentiveType. */
  purchase: PurchaseFit;
  /** The standard tier this income tier replaces (a household gets one, not both); null = adds. */
  replaces: string | null;
  /** Empty on placeholder rows only (no program found): those are never shown. */
  amountText: string;
  amountMaxUsd: number | null;
  status: IncentiveStatus;
  endsOn: string | null;
  endedOn: string | null;
  link: string;
  /** True when we link the provider's home page because the deep link was not confirmed. */
  linkIsHomePage: boolean;
  shortDescription: string;
  /** Readable source labels shown on the card (full references stay in incentives-research.json). */
  sources: { label: string }[];
  lastChecked: string | null;
}

export interface IncentiveData {
  source: string;
  statusAsOf: string;
  incentives: Incentive[];
}
