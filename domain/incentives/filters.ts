// The finder's switches (savings-tools-and-pages.md §4 "Incentive filters"; applied to judged
// programs by finder.ts) and the status rules of our California list's rows (the installer hiring
// guide reads them; programs everywhere are judged by eligibility.ts).
import type { Incentive } from "./model";

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

/**
 * Placeholder rows (SOURCES.md: Ava, Clean Power Alliance, San Diego Community Power; also BWP,
 * whose amounts were never found) have no amount and no confirmed program: never shown.
 */
export function isPlaceholder(incentive: Incentive): boolean {
  return incentive.amountText.trim() === "" && incentive.status !== "active";
}

export type Availability = "available" | "check" | "proposed" | "paused" | "ended";

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

/** How far back "Recently ended" reaches. */
export const RECENTLY_ENDED_MONTHS = 24;
