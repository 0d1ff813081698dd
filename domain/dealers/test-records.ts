// Dealer records for tests (domain, web and worker): Galpin Honda's registry row with the fields a
// test does not care about left empty, and offers with placeholder text. Test data only.
import type { DealerOffer, DealerRecord } from "./model";

export function testOffer(id: string, partial: Partial<DealerOffer> = {}): DealerOffer {
  return { id, title: `Offer ${id}`, amount: `$${id} credit`, details: "Details.", terms: null, bestFor: null, startDate: null, endDate: null, source: "Dealer", ...partial };
}

export function testDealer(partial: Partial<DealerRecord> = {}): DealerRecord {
  return {
    slug: "galpinhonda",
    name: "Galpin Honda",
    city: null,
    brand: "Honda",
    website: null,
    phone: null,
    logoUrl: null,
    offers: [],
    installers: [],
    faq: [],
    updatedAt: 1,
    ...partial,
  };
}

/** The five dealers the spec names, slug and name: tests check the seeded registry against this list, not against the seed itself. */
export const SPEC_NAMED_DEALERS = [
  ["genesisvannuys", "Genesis of Van Nuys"],
  ["galpinhonda", "Galpin Honda"],
  ["sanleandrohyundai", "San Leandro Hyundai"],
  ["sanjosemitsubishi", "San Jose Mitsubishi"],
  ["haywardkia", "Hayward Kia"],
] as const;
