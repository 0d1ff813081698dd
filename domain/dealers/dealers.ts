// Named dealer partners with vanity URLs (savings-tools-and-pages.md §2 "Dealer landing pages").
// Only facts we know: the slug and the dealership's trading name and brand. No logos, no addresses.

export interface NamedDealer {
  slug: string;
  name: string;
  brand: string;
}

export const NAMED_DEALERS: readonly NamedDealer[] = [
  { slug: "genesisvannuys", name: "Genesis of Van Nuys", brand: "Genesis" },
  { slug: "galpinhonda", name: "Galpin Honda", brand: "Honda" },
  { slug: "sanleandrohyundai", name: "San Leandro Hyundai", brand: "Hyundai" },
  { slug: "sanjosemitsubishi", name: "San Jose Mitsubishi", brand: "Mitsubishi" },
  { slug: "haywardkia", name: "Hayward Kia", brand: "Kia" },
];

export function findNamedDealer(slug: string): NamedDealer | undefined {
  return NAMED_DEALERS.find((dealer) => dealer.slug === slug.toLowerCase());
}
