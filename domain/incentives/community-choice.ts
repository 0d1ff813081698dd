// Community-choice providers (CCAs) for the plan (issue 23). Our data has no CCA service map:
// ca-zip-utilities.csv lists the distribution utility, never the CCA (SOURCES.md: "Community choice
// aggregators (CCAs) are not in the dataset"), and a CCA's incentive row names the CCA and its
// distribution utility ("Peninsula Clean Energy|PG&E"), which says nothing about which ZIPs it serves.
// So the rule (docs/decisions/0009-incentives-you-can-get.md):
// - a CCA's programs are never listed or counted in the plan just because the ZIP's utility is the
//   CCA's distribution utility; the plan says instead that community-choice providers run their own
//   programs and that the person should check whether one serves their address;
// - a CCA is named only where our sources say it serves the place: San Francisco (SOURCES.md: most
//   San Francisco homes are PG&E distribution customers and CleanPowerSF supplies the generation).
import * as m from "../i18n/messages";
import { INCENTIVE_DATA } from "./data";
import type { Incentive } from "./model";
import { UTILITY_KEYS, type UtilityKey } from "../zip/types";

export interface CommunityChoice {
  /** The provider's name, e.g. "CleanPowerSF". */
  name: string;
  /** The utility that delivers the power and sends the bill. */
  utility: string;
  /** What it means for the price, in plain words. */
  note: string;
}

export interface CommunityChoicePlace {
  state: string | null;
  utilities: readonly UtilityKey[];
}

const UTILITY_KEY_SET: ReadonlySet<string> = new Set(UTILITY_KEYS);

/** A row run by a community-choice provider: one of its utility keys is not a utility of the ZIP table. */
export function isCommunityChoiceProgram(incentive: Pick<Incentive, "utilityKeys">): boolean {
  return incentive.utilityKeys.some((key) => !UTILITY_KEY_SET.has(key));
}

/**
 * San Francisco's ZIPs: every ZIP of the 941 prefix is "San Francisco" in our ZIP data (GeoNames,
 * web/public/data/zip/941.json), and no other prefix has a San Francisco ZIP (the test checks both).
 * ZIPs that list the city's own utility outside the city (Brisbane 94005, Daly City 94014/94015)
 * are not San Francisco and are not counted.
 */
export function isSanFranciscoZip(zip: string, place: CommunityChoicePlace): boolean {
  return place.state === "CA" && /^941\d\d$/.test(zip.trim());
}

const CLEANPOWERSF: CommunityChoice = {
  name: "CleanPowerSF",
  utility: "PG&E",
  // Read when shown, in the reader's language.
  get note() {
    return m.finder_cleanpowersf_note();
  },
};

/** The community-choice provider our sources say serves this ZIP, or null when we cannot say. */
export function communityChoiceFor(zip: string, place: CommunityChoicePlace): CommunityChoice | null {
  return isSanFranciscoZip(zip, place) ? CLEANPOWERSF : null;
}

/**
 * Whether community-choice providers in our data work inside this ZIP's utility's territory (a CCA
 * row lists one of the ZIP's utilities as its distribution utility). Then the plan says that such
 * providers run their own programs, without naming one it cannot place.
 */
export function communityChoiceMayServe(place: CommunityChoicePlace, incentives: readonly Incentive[] = INCENTIVE_DATA.incentives): boolean {
  if (place.state !== "CA" || place.utilities.length === 0) return false;
  const utilities = place.utilities as readonly string[];
  return incentives.some((incentive) => isCommunityChoiceProgram(incentive) && incentive.utilityKeys.some((key) => utilities.includes(key)));
}
