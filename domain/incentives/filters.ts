// The finder's switches (savings-tools-and-pages.md §4 "Incentive filters"), applied to judged
// programs by finder.ts; availability and placeholders are eligibility.ts's (programs everywhere).
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

/** How far back "Recently ended" reaches. */
export const RECENTLY_ENDED_MONTHS = 24;
