// The generic dealer page's fixed content (spec §2, §9): shown for slugs that are not in the
// registry. Registered dealers' offers are data (D1; the five named dealers are seeded from
// ./seed.json). We cannot verify offers, so pages say they are as provided and to confirm them.

/** Spec §9 defaults for the generic dealer page where nothing better is known. */
export const GENERIC_DEALER_DEFAULTS = Object.freeze({
  dealerName: "CarDealer",
  carCompany: "American EV",
  provider: "Charging Market",
});

export interface GenericOffer {
  title: string;
  text: string;
}

/** The generic page's Manufacturer Offer card (spec §2): one complimentary home charger. */
export function genericManufacturerOffer(dealerName: string): GenericOffer {
  const { carCompany, provider } = GENERIC_DEALER_DEFAULTS;
  return {
    title: "Manufacturer Offer",
    text: `Buy or lease a new qualifying ${carCompany} vehicle and get one complimentary home charger, installed through ${provider}, a third-party installer marketplace. Limited to one charger manufacturer. Ask ${dealerName} which models qualify and confirm the terms before you buy.`,
  };
}

export const GENERIC_BENEFITS: readonly string[] = [
  "A personal charging plan in about 5 minutes, with no personal information required",
  "Which home charging setup fits your outlet, and what to ask an installer",
  "What charging costs on your utility's rate plans compared with gas",
  "EV incentives that are really open today, with official links",
];

export const PRO_TIP =
  "Also get quotes from local electricians. Comparing two or three licensed electricians with the marketplace price is the easiest way to know you're paying a fair price for installation.";
