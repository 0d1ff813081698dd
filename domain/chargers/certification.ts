// Buying a charger with confidence: our products are kinds with dated reference prices (spec), so
// each kind points to where real, certified models are listed and says what a safety listing means.
// Words are read in the reader's language when shown.
import { lazyText } from "../guides/types";
import * as m from "../i18n/messages";

export interface NamedLink {
  name: string;
  url: string;
}

/**
 * ENERGY STAR's own EV charger page, whose product finder lists the certified AC and DC models
 * (checked 2026-11-23 against a stored copy of the page: "Product Finder … Explore AC-Output Models").
 */
export const ENERGY_STAR_CHARGERS: NamedLink = lazyText<NamedLink>(
  { url: "https://www.energystar.gov/products/ev_chargers" },
  { name: m.chargers_energy_star_name },
);

export const energyStarNote = (): string => m.chargers_energy_star_note();

export const LISTING_EXPLAINER: { readonly title: string; readonly body: string } = lazyText<{ title: string; body: string }>(
  {},
  { title: m.chargers_listing_title, body: m.chargers_listing_body },
);
