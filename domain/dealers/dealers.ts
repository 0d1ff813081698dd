// Named dealer partners with vanity URLs (savings-tools-and-pages.md §2 "Dealer landing pages").
// Only facts we know: the slug and the dealership's trading name and brand. No logos (we have
// none: pages use a typographic wordmark), no addresses or cities we cannot source.
// No zod here: the route resolver imports this in the entry bundle. The records are a typed
// literal, and dealers.test.ts validates them against NamedDealerSchema.

export interface NamedDealer {
  /** Lower-case letters and digits: the vanity URL segment. */
  slug: string;
  name: string;
  brand: string;
}

export const NAMED_DEALERS: readonly NamedDealer[] = Object.freeze([
  { slug: "genesisvannuys", name: "Genesis of Van Nuys", brand: "Genesis" },
  { slug: "galpinhonda", name: "Galpin Honda", brand: "Honda" },
  { slug: "sanleandrohyundai", name: "San Leandro Hyundai", brand: "Hyundai" },
  { slug: "sanjosemitsubishi", name: "San Jose Mitsubishi", brand: "Mitsubishi" },
  { slug: "haywardkia", name: "Hayward Kia", brand: "Kia" },
]);

export function findNamedDealer(slug: string): NamedDealer | undefined {
  return NAMED_DEALERS.find((dealer) => dealer.slug === slug.toLowerCase());
}
