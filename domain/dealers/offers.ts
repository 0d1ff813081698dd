// The generic dealer page's fixed content (spec §2, §9): shown for slugs that are not in the
// registry (words in ./i18n). Registered dealers' offers are data (D1; the five named dealers are seeded from
// ./seed.json). We cannot verify offers, so pages say they are as provided and to confirm them.

import * as m from "../i18n/messages";

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
    title: m.dealer_generic_offer_title(),
    text: m.dealer_generic_offer_text({ carCompany, provider, dealer: dealerName }),
  };
}

/** The generic page's benefits list, in the language being read. */
export function genericBenefits(): readonly string[] {
  return [
    m.dealer_generic_benefit_plan(),
    m.dealer_generic_benefit_setup(),
    m.dealer_generic_benefit_costs(),
    m.dealer_generic_benefit_incentives(),
  ];
}

/** The generic page's Pro Tip card. */
export function proTip(): string {
  return m.dealer_generic_pro_tip();
}
