// Which Level 2 chargers to recommend (charging-plan-and-guides.md §5 "Charger filter").
import type { HomeSetup } from "../contracts/progress.schema";
import { NOT_SURE, type OutletChoice, type OutletType } from "./outlet-types";
import type { ChargerProduct, CompatibilityKey } from "./products";

/** The compatibility key for an outlet: the spec's "6-30A" outlet maps to the products' "6-30". */
export function compatibilityKeyForOutlet(outlet: OutletType): CompatibilityKey {
  switch (outlet) {
    case "NEMA 10-30":
      return "10-30";
    case "NEMA 14-30":
      return "14-30";
    case "NEMA 14-50":
      return "14-50";
    case "NEMA 6-30A":
      return "6-30";
    case "NEMA 6-50":
      return "6-50";
    case "NEMA 10-50":
      return "10-50";
  }
}

/** With no outlet chosen yet, or "not sure", show what works with the common dryer/EV outlets. */
const UNKNOWN_240V_KEYS: readonly CompatibilityKey[] = ["14-50", "14-30", "10-30"];

export function compatibilityKeysFor(setup: HomeSetup, outlet: OutletChoice): readonly CompatibilityKey[] {
  if (setup === "level1") return ["householdOutlet"];
  if (setup === "level2") return ["existingLevel2"];
  if (outlet === null || outlet === NOT_SURE) return UNKNOWN_240V_KEYS;
  return [compatibilityKeyForOutlet(outlet)];
}

/**
 * Products compatible with the setup (and outlet, on 240V), cheapest first. The sort is stable, so
 * equal prices keep the data file's order.
 */
export function recommendedChargers(
  products: readonly ChargerProduct[],
  setup: HomeSetup,
  outlet: OutletChoice,
): ChargerProduct[] {
  const keys = compatibilityKeysFor(setup, outlet);
  return products
    .filter((product) => keys.some((key) => product.compatibility[key] === "Y"))
    .sort((a, b) => a.priceNumber - b.priceNumber);
}
