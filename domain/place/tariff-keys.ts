// Which Rewiring America utility territories we hold rate plans for: California's through our
// California ZIP table's keys (domain/data/utility-rates.json), the two verified plans outside
// California (domain/data/utility-rates-us.json, research/utility-ev-rates-2026). No data here, so
// the ZIP shard parser can tag a utility without loading any tariff.

/** Rewiring America territory key → our tariff key. */
const TARIFF_KEY_OF_TERRITORY: Readonly<Record<string, string>> = {
  "ca-pacific-gas-and-electric": "PG&E",
  "ca-southern-california-edison": "SCE",
  "ca-san-diego-gas-and-electric": "SDGE",
  "ca-los-angeles-department-of-water-and-power": "LADWP",
  "ca-burbank-water-and-power": "BWP",
  "ny-pseg-long-island": "PSEGLI",
  "wa-seattle-city-light": "SCL",
};

/** Our tariff key for a territory, or null when we hold none of its rate plans. */
export function tariffKeyOfTerritory(territoryKey: string): string | null {
  return TARIFF_KEY_OF_TERRITORY[territoryKey] ?? null;
}

/** The territory a California ZIP-table key stands for (the reverse of the map above). */
export function territoryOfTariffKey(tariffKey: string): string | null {
  return Object.entries(TARIFF_KEY_OF_TERRITORY).find(([, key]) => key === tariffKey)?.[0] ?? null;
}
