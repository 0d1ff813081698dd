// The plan's one-line station summary, worded from GET /api/stations totals.
import type { StationsResponse } from "./types";
import { formatInteger, numberFormat } from "../i18n/format";
import * as m from "../i18n/messages";
import { coverageMessage } from "./words";

/** The circle's radius as the plan states it elsewhere: whole miles, or one decimal under 10. */
export function circleMiles(radiusMi: number): string {
  return radiusMi >= 10 ? String(Math.round(radiusMi)) : String(Math.round(radiusMi * 10) / 10);
}

/** "13 miles" / "1 mile": the circle's radius in words, rounded as circleMiles (the map caption says it this way). */
export function circleMilesText(radiusMi: number): string {
  const miles = circleMiles(radiusMi);
  return m.stations_miles({ count: Number(miles), countText: miles });
}

export function stationCountsLine({ query, totals, coverage }: Pick<StationsResponse, "query" | "totals" | "coverage">): string {
  const circle = m.stations_circle({ miles: circleMiles(query.radiusMi) });
  if (coverage.status === "none") return m.stations_none_loaded({ circle, message: coverageMessage(coverage) ?? m.stations_not_loaded_short() });
  const fast =
    totals.fastStations === 0
      ? m.stations_no_fast()
      : m.stations_fast_stations({
          count: totals.fastStations,
          countText: formatInteger(totals.fastStations),
          ports: m.stations_ports({ count: totals.fastPorts, countText: formatInteger(totals.fastPorts) }),
        });
  const level2 = m.stations_level2_ports({ count: totals.level2Ports, countText: formatInteger(totals.level2Ports) });
  const nearest =
    totals.nearestFastMiles === null
      ? ""
      : m.stations_nearest_fast({ miles: numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(totals.nearestFastMiles) });
  const partial = coverage.status === "partial" ? ` (${coverageMessage(coverage)})` : "";
  return m.stations_counts_line({ circle, fast, level2, nearest, partial });
}
