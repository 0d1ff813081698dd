// Level 2 charger products (charging-plan-and-guides.md §3 charger product records), described by
// kind as the spec does. The records live in domain/data/chargers.json, checked against
// ChargersFileSchema (./products.schema.ts) by the tests; this module only types them.
import chargersFile from "../data/chargers.json";
import type { ChargerProduct, ChargersFile } from "./products.schema";

export type { ChargerProduct, ChargersFile };

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

const CHARGERS_FILE = chargersFile as ChargersFile;

export function getChargersFile(): ChargersFile {
  return CHARGERS_FILE;
}

export function getChargerProducts(): readonly ChargerProduct[] {
  return CHARGERS_FILE.products;
}
