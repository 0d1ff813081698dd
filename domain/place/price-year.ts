/** The year of the utilities' average residential prices in the place shards (NREL/OpenEI 2024 via Grid Atlas; scripts/data/_place-facts.mjs PRICE_YEAR). */
export const PRICE_YEAR = 2024;
