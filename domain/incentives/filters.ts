// Which incentives the finder shows (savings-tools-and-pages.md §4 "Incentive filters", §5).
// Pure: the page passes the filters, where the person lives and today's date.
import type { Region, UtilityKey } from "../zip/types";
import type { Incentive, IncentiveType } from "./model";

export interface IncentiveFilters {
  newVehicle: boolean;
  usedVehicle: boolean;
  charger: boolean;
  /** Off → programs with an income limit are hidden. */
  incomeRestricted: boolean;
}

/** Spec §4: every filter starts on. */
export const DEFAULT_FILTERS: IncentiveFilters = Object.freeze({
  newVehicle: true,
  usedVehicle: true,
  charger: true,
  incomeRestricted: true,
});

export type TypeFilter = "newVehicle" | "usedVehicle" | "charger";

/**
 * The type filters an incentive answers to. Decals and toll discounts came with any EV, new or
 * used; panel upgrades and charging-rate credits are part of charging at home.
 */
const CATEGORIES: Record<IncentiveType, readonly TypeFilter[]> = {
  "New vehicle": ["newVehicle"],
  "Used vehicle": ["usedVehicle"],
  "Used vehicle (BEV)": ["usedVehicle"],
  "New or used vehicle": ["newVehicle", "usedVehicle"],
  Charger: ["charger"],
  "Panel upgrade": ["charger"],
  "Charging credit": ["charger"],
  "HOV decal": ["newVehicle", "usedVehicle"],
  "Toll discount": ["newVehicle", "usedVehicle"],
};

export function typeFiltersOf(type: IncentiveType): readonly TypeFilter[] {
  return CATEGORIES[type];
}

export function matchesFilters(incentive: Incentive, filters: IncentiveFilters): boolean {
  if (incentive.incomeQualified && !filters.incomeRestricted) return false;
  return CATEGORIES[incentive.incentiveType].some((category) => filters[category]);
}

/**
 * Placeholder rows (SOURCES.md: Ava, Clean Power Alliance, San Diego Community Power; also BWP,
 * whose amounts were never found) have no amount and no confirmed program: never shown.
 */
export function isPlaceholder(incentive: Incentive): boolean {
  return incentive.amountText.trim() === "" && incentive.status !== "active";
}

export type Availability = "available" | "check" | "proposed" | "paused" | "ended";

/** When the program ended (or ends): the recorded end date, else the scheduled one. */
export function endDateOf(incentive: Incentive): string | null {
  return incentive.endedOn ?? incentive.endsOn;
}

/**
 * What we can honestly say today. A program past its scheduled end date counts as ended even if
 * the data still says active, so a stale row can never be offered as available.
 */
export function availabilityOf(incentive: Incentive, today: string): Availability {
  if (incentive.status === "ended") return "ended";
  if (incentive.endsOn && incentive.endsOn < today) return "ended";
  if (incentive.status === "paused") return "paused";
  if (incentive.status === "unknown") return "check";
  if (incentive.status === "proposed") return "proposed";
  return "available";
}

/** Where the person is, from their plan ZIP. `undefined` = no ZIP: nothing is narrowed. */
export interface IncentiveLocation {
  region: Region;
  /** The ZIP's utilities; empty when unknown (then every utility's programs stay listed). */
  utilities: readonly UtilityKey[];
  /** False for a ZIP outside California: state and local programs do not apply there. */
  inCalifornia: boolean;
}

export function isMetro(region: Region): boolean {
  return region !== "California";
}

export function matchesLocation(incentive: Incentive, location: IncentiveLocation | undefined): boolean {
  if (!location) return true;
  if (incentive.region === "National") return true;
  if (!location.inCalifornia) return false;
  if (incentive.region === "State") return true;
  const zipUtilities = location.utilities as readonly string[];
  // A program run by the ZIP's own utility (its first key is the provider: SMUD, PG&E…) applies to
  // every customer of that utility, in or out of a metro. CCA rows start with the CCA's name, which
  // a ZIP lookup cannot confirm, so they only show inside their own metro.
  const provider = incentive.utilityKeys[0];
  if (provider !== undefined && zipUtilities.includes(provider)) return true;
  // Other local programs only in the metro the finder supports (spec §5); elsewhere the page says so.
  if (!isMetro(location.region) || incentive.region !== location.region) return false;
  if (incentive.utilityKeys.length === 0 || zipUtilities.length === 0) return true;
  return incentive.utilityKeys.some((key) => zipUtilities.includes(key));
}

/** How far back "Recently ended" reaches. */
export const RECENTLY_ENDED_MONTHS = 24;

export interface IncentiveResults {
  /** Programs that may be open now: active first, then "Check availability", then proposed. */
  available: Incentive[];
  /** Ended in the last RECENTLY_ENDED_MONTHS (newest first), then paused programs. */
  recentlyEnded: Incentive[];
}

const AVAILABLE_ORDER: Record<"available" | "check" | "proposed", number> = { available: 0, check: 1, proposed: 2 };

export function findIncentives(
  incentives: readonly Incentive[],
  filters: IncentiveFilters,
  location: IncentiveLocation | undefined,
  today: string,
  recentSince: string,
): IncentiveResults {
  const shown = incentives.filter(
    (incentive) => !isPlaceholder(incentive) && matchesFilters(incentive, filters) && matchesLocation(incentive, location),
  );
  const available: Incentive[] = [];
  const ended: Incentive[] = [];
  const paused: Incentive[] = [];
  for (const incentive of shown) {
    const availability = availabilityOf(incentive, today);
    if (availability === "ended") {
      const end = endDateOf(incentive);
      // An ended program without a date cannot be called "recent"; older ones are history.
      if (end && end >= recentSince) ended.push(incentive);
    } else if (availability === "paused") paused.push(incentive);
    else available.push(incentive);
  }
  const rank = (incentive: Incentive) =>
    AVAILABLE_ORDER[availabilityOf(incentive, today) as keyof typeof AVAILABLE_ORDER] ?? 3;
  available.sort((a, b) => rank(a) - rank(b));
  ended.sort((a, b) => (endDateOf(b) ?? "").localeCompare(endDateOf(a) ?? ""));
  return { available, recentlyEnded: [...ended, ...paused] };
}
