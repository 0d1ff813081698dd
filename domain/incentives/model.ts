// Incentive categories and types used by the finder. Zod-free: the page types the shipped JSON with
// these and never parses it in the browser (./schema.ts checks the file in the tests).
import type { Incentive, IncentiveData } from "./incentives.schema";

export type { Incentive, IncentiveData };

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
