// The driving-area circle's size, one rule for the wizard's map, its caption and overlay, and the
// plan's station line (which counts stations inside the same circle).

/** Half the daily round trip: how far from home the day's driving reaches (spec §9). 0 = no circle. */
export function radiusMilesFor(dailyMiles: number): number {
  return Number.isFinite(dailyMiles) && dailyMiles > 0 ? dailyMiles / 2 : 0;
}
