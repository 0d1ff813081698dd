// Public Charging guide copy (charging-plan-and-guides.md §2, §9). Figures come from the spec;
// networks are named without port counts (see NETWORKS_NOTE for why).
import { tipsAsSteps, type HowToStep, type TipCard } from "./types";
import networkWebsites from "../data/station-network-websites.json";

// Titles live in ./titles.ts so the registry can name every guide without loading its content.
export { PUBLIC_CHARGING_TITLE, PUBLIC_CHARGING_SHARE_TITLE } from "./titles";


export const PUBLIC_CHARGING_LEAD =
  "Public chargers fill the gaps: road trips, busy weeks, or when charging at home isn't an option. Here's how the two kinds differ, how long they take and how to make every stop an easy one.";

/** §9 "Tips": stated as the two rules for success. */
export const SUCCESS_TIPS: readonly TipCard[] = [
  {
    id: "eighty",
    title: "Unplug around 80% at busy stations",
    body: "Charging slows right down after 80%, so the last stretch to 100% can take as long as everything before it. If others are waiting, move on at about 80% and top up later.",
  },
  {
    id: "fifty",
    title: "Arrive low, leave quickly",
    body: "A battery charges fastest below about 50%. Arriving with a low (but not empty) battery gets you the most miles per minute of fast charging.",
  },
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
  {
    name: "PlugShare",
    what: "A map of stations from almost every network, with check-ins, photos and reviews from other drivers: handy for seeing whether a charger is working before you go.",
    links: [{ label: "PlugShare", url: "https://www.plugshare.com" }],
  },
  {
    name: "Your network apps (ChargePoint, Electrify America, EVgo, Tesla)",
    what: "Start a session, pay and see live availability. Sign up and add a payment method at home rather than at the charger.",
    links: networkLinks([
      ["ChargePoint", "ChargePoint Network"],
      ["Electrify America", "Electrify America"],
      ["EVgo", "eVgo Network"],
      ["Tesla", "Tesla"],
    ]),
  },
  {
    name: "Your car's own app and navigation",
    what: "Many EVs can plan charging stops on a route and warm the battery on the way to a fast charger so it charges faster.",
    links: [],
  },
];

export const FOUR_TIPS: readonly TipCard[] = [
  {
    id: "plan",
    title: "Plan stops with a backup",
    body: "On a road trip, pick your fast-charging stops before you leave and note a second option near each one in case a charger is busy or broken.",
  },
  {
    id: "check",
    title: "Check before you go",
    body: "Look at live availability in the network app and at recent check-ins from other drivers. A charger that failed for three people this morning will probably fail for you.",
  },
  {
    id: "connector",
    title: "Know your connector",
    body: "Check which plug your car uses (J1772, CCS or NACS / SAE J3400) and keep the adapter your car needs in the car, so you can use more stations.",
  },
  {
    id: "etiquette",
    title: "Move on when you're done",
    body: "Many networks charge idle fees once charging finishes. Set a reminder in the app and free up the spot for the next driver.",
  },
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
  { name: "ChargePoint", kind: "Mostly Level 2, at workplaces, shops and apartment buildings", url: "https://www.chargepoint.com" },
  { name: "Tesla Supercharger", kind: "DC fast; many sites now open to other brands' EVs", url: "https://www.tesla.com" },
  { name: "Electrify America", kind: "DC fast, along highways and at large retail car parks", url: "https://www.electrifyamerica.com" },
  { name: "EVgo", kind: "DC fast, mostly in metro areas at grocery stores and malls", url: "https://www.evgo.com" },
  { name: "Blink", kind: "Mostly Level 2, at shops, hotels and public car parks", url: "https://blinkcharging.com" },
];

export const NETWORKS_NOTE =
  "Network sizes change every month, so we don't print port counts we can't vouch for. The U.S. Department of Energy's station locator lists current stations by network.";
export const STATION_LOCATOR = { name: "Alternative Fuels Data Center station locator", url: "https://afdc.energy.gov/stations" };

/** HowTo steps: the "Four tips for public charging" cards, as the page shows them. */
export const PUBLIC_CHARGING_STEPS: readonly HowToStep[] = tipsAsSteps(FOUR_TIPS);
