// Level 2 charger products (charging-plan-and-guides.md §3 charger product records), described by
// kind as the spec does. The records live in domain/data/chargers.json, checked against
// ChargersFileSchema (./products.schema.ts) by the tests; this module only types them (the schema
// imports these types and proves it parses exactly them, never the other way round).
import chargersFile from "../data/chargers.json";

/** Keys of the compatibility map: household outlet, each 240V outlet, existing Level 2. */
export const COMPATIBILITY_KEYS = [
  "householdOutlet",
  "10-30",
  "14-30",
  "14-50",
  "6-50",
  "6-30",
  "10-50",
  "existingLevel2",
] as const;
export type CompatibilityKey = (typeof COMPATIBILITY_KEYS)[number];

export const CHARGER_TAGS = ["Robust", "Most Popular", "Older Panel", "Compatible", "Portable", "Adapter"] as const;

export interface ChargerProduct {
  id: string;
  /** The kind of product ("Entry Level 2 charger"). */
  charger: string;
  title: string;
  tag: (typeof CHARGER_TAGS)[number];
  priceNumber: number;
  priceText: string;
  bullets: string[];
  /** Only where we can name a real, stable product page; none ship today. */
  link?: string;
  compatibility: Record<CompatibilityKey, "Y" | "N">;
}

export interface ChargersFile {
  source: string;
  checked: string;
  priceNote: string;
  products: ChargerProduct[];
}

const CHARGERS_FILE = chargersFile as ChargersFile;

export function getChargersFile(): ChargersFile {
  return CHARGERS_FILE;
}

export function getChargerProducts(): readonly ChargerProduct[] {
  return CHARGERS_FILE.products;
}
