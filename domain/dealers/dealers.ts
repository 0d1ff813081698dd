// Named dealer partners with vanity URLs (savings-tools-and-pages.md §2 "Dealer landing pages").
// Only facts we know: the slug and the dealership's trading name and brand. No logos (we have
// none: pages use a typographic wordmark), no addresses or cities we cannot source.
import * as z from "zod/mini";

export const NamedDealerSchema = z.strictObject({
  slug: z.string().check(z.regex(/^[a-z0-9]+$/, "Named slugs are lower-case letters and digits")),
  name: z.string().check(z.trim(), z.minLength(2), z.maxLength(60)),
  brand: z.string().check(z.trim(), z.minLength(2), z.maxLength(30)),
});

export type NamedDealer = z.infer<typeof NamedDealerSchema>;

export const NAMED_DEALERS: readonly NamedDealer[] = z.array(NamedDealerSchema).parse([
  { slug: "genesisvannuys", name: "Genesis of Van Nuys", brand: "Genesis" },
  { slug: "galpinhonda", name: "Galpin Honda", brand: "Honda" },
  { slug: "sanleandrohyundai", name: "San Leandro Hyundai", brand: "Hyundai" },
  { slug: "sanjosemitsubishi", name: "San Jose Mitsubishi", brand: "Mitsubishi" },
  { slug: "haywardkia", name: "Hayward Kia", brand: "Kia" },
]);

export function findNamedDealer(slug: string): NamedDealer | undefined {
  return NAMED_DEALERS.find((dealer) => dealer.slug === slug.toLowerCase());
}
