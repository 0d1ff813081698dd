// Words for the charger and outlet records in the reader's language. The records (domain/data/
// chargers.json, outlets.json) hold ids and figures only; their words live once, in the message
// catalogue (./i18n), in both languages, and prices and miles are built from the records' numbers.
// Every id the records may use has its words here (the maps are keyed by the id types), so no
// record is ever shown without them. Static message calls: no m[key].
import { formatInteger } from "../i18n/format";
import * as m from "../i18n/messages";
import { formatUsdWhole } from "../rates/format";
import type { OutletType } from "./outlet-types";
import type { Outlet } from "./outlets";
import type { ChargerProduct, ChargerProductId, ChargerTag } from "./products";

type Words = () => string;

const PRODUCT_WORDS: Readonly<Record<ChargerProductId, { title: Words; bullets: readonly Words[] }>> = {
  "entry-level2-9-6kw": {
    title: m.chargers_product_entry_level2_9_6kw_title,
    bullets: [m.chargers_product_entry_level2_9_6kw_bullet1, m.chargers_product_entry_level2_9_6kw_bullet2, m.chargers_product_entry_level2_9_6kw_bullet3],
  },
  "wifi-level2-11kw": {
    title: m.chargers_product_wifi_level2_11kw_title,
    bullets: [m.chargers_product_wifi_level2_11kw_bullet1, m.chargers_product_wifi_level2_11kw_bullet2, m.chargers_product_wifi_level2_11kw_bullet3],
  },
  "wifi-panel-saver-11kw": {
    title: m.chargers_product_wifi_panel_saver_11kw_title,
    bullets: [m.chargers_product_wifi_panel_saver_11kw_bullet1, m.chargers_product_wifi_panel_saver_11kw_bullet2, m.chargers_product_wifi_panel_saver_11kw_bullet3],
  },
  "portable-10-30": {
    title: m.chargers_product_portable_10_30_title,
    bullets: [m.chargers_product_portable_10_30_bullet1, m.chargers_product_portable_10_30_bullet2, m.chargers_product_portable_10_30_bullet3],
  },
  "portable-14-30": {
    title: m.chargers_product_portable_14_30_title,
    bullets: [m.chargers_product_portable_14_30_bullet1, m.chargers_product_portable_14_30_bullet2, m.chargers_product_portable_14_30_bullet3],
  },
  "portable-14-50": {
    title: m.chargers_product_portable_14_50_title,
    bullets: [m.chargers_product_portable_14_50_bullet1, m.chargers_product_portable_14_50_bullet2, m.chargers_product_portable_14_50_bullet3],
  },
  "charger-6-30": {
    title: m.chargers_product_charger_6_30_title,
    bullets: [m.chargers_product_charger_6_30_bullet1, m.chargers_product_charger_6_30_bullet2, m.chargers_product_charger_6_30_bullet3],
  },
  "adapter-10-50r-14-50": {
    title: m.chargers_product_adapter_10_50r_14_50_title,
    bullets: [m.chargers_product_adapter_10_50r_14_50_bullet1, m.chargers_product_adapter_10_50r_14_50_bullet2, m.chargers_product_adapter_10_50r_14_50_bullet3],
  },
};

const TAG_WORDS: Readonly<Record<ChargerTag, Words>> = {
  robust: m.chargers_tag_robust,
  "most-popular": m.chargers_tag_most_popular,
  "older-panel": m.chargers_tag_older_panel,
  compatible: m.chargers_tag_compatible,
  portable: m.chargers_tag_portable,
  adapter: m.chargers_tag_adapter,
};

const OUTLET_USE: Readonly<Record<OutletType, Words>> = {
  "NEMA 10-30": m.chargers_outlet_nema_10_30_use,
  "NEMA 14-30": m.chargers_outlet_nema_14_30_use,
  "NEMA 14-50": m.chargers_outlet_nema_14_50_use,
  "NEMA 6-30A": m.chargers_outlet_nema_6_30a_use,
  "NEMA 6-50": m.chargers_outlet_nema_6_50_use,
  "NEMA 10-50": m.chargers_outlet_nema_10_50_use,
};

/** A product's tag, title, price line ("$399 reference price") and bullets in the reader's language. */
export function chargerWords(product: Pick<ChargerProduct, "id" | "tag" | "priceNumber">): { tag: string; title: string; priceText: string; bullets: string[] } {
  const words = PRODUCT_WORDS[product.id];
  return {
    tag: TAG_WORDS[product.tag](),
    title: words.title(),
    priceText: m.chargers_reference_price({ price: formatUsdWhole(product.priceNumber) }),
    bullets: words.bullets.map((bullet) => bullet()),
  };
}

/** An outlet's typical use and the range it adds per hour ("about 30 miles"), in the reader's language. */
export function outletWords(outlet: Pick<Outlet, "type" | "milesPerHour">): { description: string; rangeText: string } {
  return { description: OUTLET_USE[outlet.type](), rangeText: m.chargers_outlet_range({ miles: formatInteger(outlet.milesPerHour) }) };
}

export const outletsNote = (): string => m.chargers_outlets_note();
export const chargersPriceNote = (): string => m.chargers_price_note();
/** The source's name without its section reference ("PlugPlan product specification"). */
export const chargersSourceName = (): string => m.chargers_source_name();
