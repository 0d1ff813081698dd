// The driving-area circle's size, one rule for the wizard's map, its caption and overlay, and the
// plan's station line (which counts stations inside the same circle).

/** Half the daily round trip: how far from home the day's driving reaches (spec §9). 0 = no circle. */
export function radiusMilesFor(dailyMiles: number): number {
  return Number.isFinite(dailyMiles) && dailyMiles > 0 ? dailyMiles / 2 : 0;
}

/**
 * The station search a plan makes for its driving area (the circle the map draws, the plan's
 * station line, the public price the money uses), normalised once so the browser and the Worker
 * ask the same question and get the same answer: centre to 4 decimals, radius to a tenth of a mile
 * within the API's 0.5–100 miles, the ZIP's state for the price fallback. Null without driving.
 */
export function planStationQuery(
  centre: { lat: number; lng: number; state: string | null },
  dailyMiles: number,
): { lat: number; lon: number; radiusMi: number; connector: null; limit: number; state: string | null } | null {
  const radius = radiusMilesFor(dailyMiles);
  if (!(radius > 0)) return null;
  const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
  return {
    lat: round(centre.lat, 4),
    lon: round(centre.lng, 4),
    radiusMi: Math.min(100, Math.max(0.5, round(radius, 1))),
    connector: null,
    // The plan needs the totals, the prices and the nearest station only.
    limit: 1,
    state: centre.state,
  };
}
