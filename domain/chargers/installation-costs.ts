// Typical installation price bands (charging-plan-and-guides.md §9 "Installation and charging
// facts"). Ranges to plan with, never a quote. Words are read in the reader's language when shown.
import { lazyText } from "../guides/types";
import * as m from "../i18n/messages";
import { formatUsdWhole } from "../rates/format";

export const installationCostsSource = (): string => m.chargers_costs_source();

export interface PriceBand {
  situation: string;
  price: string;
}

const band = (situation: () => string, price: () => string): PriceBand => lazyText<PriceBand>({}, { situation, price });

/** The spec's bands: under $1,000; under $2,000; $2,000 and up; the charger $250 and up. */
export const INSTALLATION_PRICE_BANDS: readonly PriceBand[] = [
  band(m.chargers_band_garage, () => m.chargers_price_under({ amount: formatUsdWhole(1000) })),
  band(m.chargers_band_elsewhere, () => m.chargers_price_under({ amount: formatUsdWhole(2000) })),
  band(m.chargers_band_complicated, () => m.chargers_price_and_up({ amount: formatUsdWhole(2000) })),
  band(m.chargers_band_charger, () => m.chargers_price_and_up({ amount: formatUsdWhole(250) })),
];

export const quotesAdvice = (): string => m.chargers_quotes_advice();
