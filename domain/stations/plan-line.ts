// The plan's one-line station summary, worded from GET /api/stations totals.
import type { StationsResponse } from "./types";
import { plural } from "./words";

/** The circle's radius as the plan states it elsewhere: whole miles, or one decimal under 10. */
export function circleMiles(radiusMi: number): string {
  return radiusMi >= 10 ? String(Math.round(radiusMi)) : String(Math.round(radiusMi * 10) / 10);
}

/** "13 miles" / "1 mile": the circle's radius in words, rounded as circleMiles (the map caption says it this way). */
export function circleMilesText(radiusMi: number): string {
  const miles = circleMiles(radiusMi);
  return `${miles} ${miles === "1" ? "mile" : "miles"}`;
}

export function stationCountsLine({ query, totals, coverage }: Pick<StationsResponse, "query" | "totals" | "coverage">): string {
  const circle = `your ${circleMiles(query.radiusMi)}-mile circle`;
  if (coverage.status === "none") return `Public stations within ${circle}: ${coverage.message ?? "station data for this area is not loaded yet."}`;
  const fast =
    totals.fastStations === 0
      ? "no fast-charging stations"
      : `${plural(totals.fastStations, "fast-charging station", "fast-charging stations")} (${plural(totals.fastPorts, "port", "ports")})`;
  const level2 = plural(totals.level2Ports, "Level 2 port", "Level 2 ports");
  const nearest = totals.nearestFastMiles === null ? "" : `; nearest fast charger ${totals.nearestFastMiles.toFixed(1)} miles`;
  const partial = coverage.status === "partial" ? ` (${coverage.message})` : "";
  return `Within ${circle}: ${fast}, ${level2}${nearest}.${partial}`;
}
