// Public Charging guide copy (charging-plan-and-guides.md §2, §9). Figures come from the spec;
// networks are named without port counts (see NETWORKS_NOTE for why).
// Every word is read from the message catalogue (./i18n) when shown, in the reader's language.
import * as m from "../i18n/messages";
import { lazyText, tipCard, tipsAsSteps, type HowToStep, type TipCard } from "./types";
import networkWebsites from "../data/station-network-websites.json";

// Titles live in ./titles.ts so the registry can name every guide without loading its content.
export { publicChargingTitle, publicChargingShareTitle } from "./titles";

export const publicChargingLead = (): string => m.guide_public_lead();

/** §9 "Tips": stated as the two rules for success. */
export const SUCCESS_TIPS: readonly TipCard[] = [
  tipCard("eighty", m.guide_public_tip_eighty_title, m.guide_public_tip_eighty_body),
  tipCard("fifty", m.guide_public_tip_fifty_title, m.guide_public_tip_fifty_body),
];

export interface AppLink {
  label: string;
  /** Official website. */
  url: string;
}

export interface AppSuggestion {
  name: string;
  what: string;
  /** Official websites, where the app's maker runs one we can vouch for. */
  links: readonly AppLink[];
}

/** A network's website exactly as AFDC's station data lists it (domain/data/station-network-websites.json, built by scripts/data/stations.mjs). */
function networkWebsite(afdcName: string): string | undefined {
  return (networkWebsites as Readonly<Record<string, string>>)[afdcName];
}

const networkLinks = (pairs: readonly [label: string, afdcName: string][]): AppLink[] =>
  pairs.flatMap(([label, afdcName]) => {
    const url = networkWebsite(afdcName);
    return url ? [{ label, url }] : [];
  });

/**
 * Apps named with their makers' official websites (the networks' websites come from the AFDC
 * station data), not app-store pages, whose addresses change by country and platform.
 */
export const APPS: readonly AppSuggestion[] = [
  lazyText<AppSuggestion>(
    { name: "PlugShare", links: [{ label: "PlugShare", url: "https://www.plugshare.com" }] },
    { what: m.guide_public_app_plugshare_what },
  ),
  lazyText<AppSuggestion>(
    {
      links: networkLinks([
        ["ChargePoint", "ChargePoint Network"],
        ["Electrify America", "Electrify America"],
        ["EVgo", "eVgo Network"],
        ["Tesla", "Tesla"],
      ]),
    },
    { name: m.guide_public_app_networks_name, what: m.guide_public_app_networks_what },
  ),
  lazyText<AppSuggestion>({ links: [] }, { name: m.guide_public_app_car_name, what: m.guide_public_app_car_what }),
];

export const FOUR_TIPS: readonly TipCard[] = [
  tipCard("plan", m.guide_public_tip_plan_title, m.guide_public_tip_plan_body),
  tipCard("check", m.guide_public_tip_check_title, m.guide_public_tip_check_body),
  tipCard("connector", m.guide_public_tip_connector_title, m.guide_public_tip_connector_body),
  tipCard("etiquette", m.guide_public_tip_etiquette_title, m.guide_public_tip_etiquette_body),
];

export interface ChargingNetwork {
  name: string;
  kind: string;
  /** Official home page. */
  url: string;
}

/**
 * The spec lists four networks with port counts (65,000+, 50,000+, 3,000+, 3,500+) but omits the
 * names. Matching counts to names would be a guess, and counts change every month, so we name
 * well-known US networks without counts and point to the Department of Energy's station locator
 * for current numbers.
 */
export const NETWORKS: readonly ChargingNetwork[] = [
  lazyText<ChargingNetwork>({ name: "ChargePoint", url: "https://www.chargepoint.com" }, { kind: m.guide_public_network_chargepoint }),
  lazyText<ChargingNetwork>({ name: "Tesla Supercharger", url: "https://www.tesla.com" }, { kind: m.guide_public_network_tesla }),
  lazyText<ChargingNetwork>({ name: "Electrify America", url: "https://www.electrifyamerica.com" }, { kind: m.guide_public_network_electrify }),
  lazyText<ChargingNetwork>({ name: "EVgo", url: "https://www.evgo.com" }, { kind: m.guide_public_network_evgo }),
  lazyText<ChargingNetwork>({ name: "Blink", url: "https://blinkcharging.com" }, { kind: m.guide_public_network_blink }),
];

export const networksNote = (): string => m.guide_public_networks_note();
export const STATION_LOCATOR: { readonly name: string; readonly url: string } = lazyText<{ name: string; url: string }>(
  { url: "https://afdc.energy.gov/stations" },
  { name: m.guide_public_station_locator },
);

/** HowTo steps: the "Four tips for public charging" cards, as the page shows them. */
export const PUBLIC_CHARGING_STEPS: readonly HowToStep[] = tipsAsSteps(FOUR_TIPS);
