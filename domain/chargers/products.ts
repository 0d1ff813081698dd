// Level 2 charger products (charging-plan-and-guides.md §3 charger product records), described by
// kind as the spec does. The records live in domain/data/chargers.json, checked against
// ChargersFileSchema (./products.schema.ts) by the tests; this module only types them (the schema
// imports these types and proves it parses exactly them, never the other way round). The records
// hold figures only: every word a person reads about a product is in the catalogue (./words.ts).
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

/** The products we describe: each has its title and bullets in the catalogue, so the file can hold no other. */
export const CHARGER_PRODUCT_IDS = [
  "entry-level2-9-6kw",
  "wifi-level2-11kw",
  "wifi-panel-saver-11kw",
  "portable-10-30",
  "portable-14-30",
  "portable-14-50",
  "charger-6-30",
  "adapter-10-50r-14-50",
] as const;
export type ChargerProductId = (typeof CHARGER_PRODUCT_IDS)[number];

/** The badge on a product's card ("Most Popular"; its words are in the catalogue). */
export const CHARGER_TAGS = ["robust", "most-popular", "older-panel", "compatible", "portable", "adapter"] as const;
export type ChargerTag = (typeof CHARGER_TAGS)[number];

export interface ChargerProduct {
  id: ChargerProductId;
  tag: ChargerTag;
  /** The reference price in whole dollars. */
  priceNumber: number;
  /** Only where we can name a real, stable product page; none ship today. */
  link?: string;
  compatibility: Record<CompatibilityKey, "Y" | "N">;
}

export interface ChargersFile {
  source: string;
  checked: string;
  products: ChargerProduct[];
}

const CHARGERS_FILE = chargersFile as ChargersFile;

export function getChargersFile(): ChargersFile {
  return CHARGERS_FILE;
}

export function getChargerProducts(): readonly ChargerProduct[] {
  return CHARGERS_FILE.products;
}
