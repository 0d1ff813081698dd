// Manufacturer offers shown on dealer pages, as provided in the spec (§2, §9). We cannot verify
// them ourselves, so the pages say they are the offers as provided and to confirm with the dealer.

export interface ManufacturerOffer {
  id: string;
  title: string;
  creditAmount: string;
  description: string;
  bestFor: string;
}

/** Galpin Honda: "Honda Manufacturer Offers", three cards (spec §9). */
export const GALPIN_HONDA_OFFERS: readonly ManufacturerOffer[] = [
  {
    id: "home",
    title: "Home Charging",
    creditAmount: "$500 installation credit + $100 public charging credits",
    description:
      "A $500 credit toward installing a Level 2 charger at home, plus $100 of public charging credits (about 700 miles). The Level 2 charger itself is bought separately from the manufacturer's home electrification marketplace.",
    bestFor: "Drivers who park at home and want the simplest everyday charging.",
  },
  {
    id: "portable",
    title: "Portable Charging",
    creditAmount: "$250 installation credit + $300 fast-charging credits",
    description:
      "A $250 installation credit plus $300 of credits on a fast-charging network (about 2,100 miles). You buy the portable charging kit at the dealership and schedule any electrical work through the marketplace.",
    bestFor: "Drivers who want a charger that travels with the car, plus fast charging on longer trips.",
  },
  {
    id: "public",
    title: "Public Charging",
    creditAmount: "$750 public charging credits",
    description: "$750 of public charging credits (about 5,250 miles).",
    bestFor: "Drivers who can't install a charger where they live, such as many renters.",
  },
];

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
