// The station search behind GET /api/stations: the matching stations of the cells a circle touches,
// nearest first, with totals over the whole circle and a plain statement of data coverage.
import { connectorCodeFor } from "./connectors";
import { stateName } from "../zip/state-names";
import { coverageMessage } from "./words";
import { cellsInCircle, distanceMiles, type LatLon } from "./grid";
import { networkDisplayName, safeWebsite } from "./networks";
import { pricedStationOf, resolvePublicPrices, summarisePublicPrices } from "./pricing";
import type {
  CellRow,
  ConnectorCode,
  ConnectorFilter,
  CoverageStatus,
  StatePriceSummary,
  Station,
  StationCell,
  StationIndex,
  StationPrices,
  StationsResponse,
} from "./types";

export interface StationQuery extends LatLon {
  radiusMi: number;
  connector: ConnectorFilter | null;
  limit: number;
  /**
   * The person's state (from their ZIP), for the price fallback. Without it the nearest station's
   * state is used, so an empty circle has no fallback.
   */
  state?: string | null;
}

export { stateName };

/** Whether the data covers the circle: every touched cell, some, or none. */
export function coverageFor(index: StationIndex, circleCells: readonly string[]): { status: CoverageStatus; message: string | null } {
  if (index.covered === "all") return { status: "full", message: null };
  const covered = new Set(index.covered);
  const inside = circleCells.filter((key) => covered.has(key)).length;
  if (inside === 0) return { status: "none", message: coverageMessage({ status: "none", states: index.states }) };
  if (inside < circleCells.length) return { status: "partial", message: coverageMessage({ status: "partial", states: index.states }) };
  return { status: "full", message: null };
}

const oneDecimal = (miles: number) => Math.round(miles * 10) / 10;

/**
 * Searches already-loaded cells. `cells` maps a cell key to its parsed file; cells missing from the
 * map simply hold no stations.
 */
export function searchStations(
  index: StationIndex,
  cells: ReadonlyMap<string, StationCell>,
  query: StationQuery,
  circleCells: readonly string[] = cellsInCircle(query, query.radiusMi, index.cellDeg),
): StationsResponse {
  const wanted: ConnectorCode | null = query.connector ? connectorCodeFor(query.connector) : null;
  // First pass: distances and totals only; full station objects are built for the listed few.
  const found: { row: CellRow; cell: StationCell; miles: number }[] = [];
  let fastStations = 0;
  let fastPorts = 0;
  let level2Ports = 0;
  let level1Ports = 0;
  let nearestFast = Number.POSITIVE_INFINITY;
  for (const key of circleCells) {
    const cell = cells.get(key);
    if (!cell) continue;
    for (const row of cell.s) {
      if (wanted && !row[8].split(" ").includes(wanted)) continue;
      const miles = distanceMiles(query, { lat: row[3], lon: row[4] });
      if (miles > query.radiusMi) continue;
      level1Ports += row[5];
      level2Ports += row[6];
      if (row[7] > 0) {
        fastStations++;
        fastPorts += row[7];
        nearestFast = Math.min(nearestFast, miles);
      }
      found.push({ row, cell, miles });
    }
  }
  // Exact distances sort; ties (same building) fall back to the id so answers are stable.
  found.sort((a, b) => a.miles - b.miles || a.row[0] - b.row[0]);
  const listed: Station[] = found.slice(0, query.limit).map(({ row, cell, miles }) => {
    const [id, name, networkIndex, lat, lon, level1, level2, dcFast, connectorText, access, street, city, state, zip, pricing] = row;
    const connectors = connectorText.split(" ").filter(Boolean) as ConnectorCode[];
    const [networkName, networkWeb] = cell.n[networkIndex] ?? ["", ""];
    return {
      id,
      name,
      network: { name: networkDisplayName(networkName), url: safeWebsite(networkWeb) },
      lat,
      lon,
      distanceMiles: oneDecimal(miles),
      ports: { level1, level2, dcFast },
      connectors,
      access,
      address: { street, city, state, zip },
      pricing,
    };
  });
  const coverage = coverageFor(index, circleCells);
  const prices = pricesFor(index, found.map(({ row }) => row), query.state ?? found[0]?.row[12] ?? null);
  return {
    query: { lat: query.lat, lon: query.lon, radiusMi: query.radiusMi, connector: query.connector, limit: query.limit },
    coverage: { ...coverage, states: index.states },
    source: { name: index.source, url: index.sourceUrl, refreshedAt: index.refreshedAt },
    totals: {
      stations: found.length,
      fastStations,
      fastPorts,
      level2Ports,
      level1Ports,
      nearestFastMiles: Number.isFinite(nearestFast) ? oneDecimal(nearestFast) : null,
    },
    stations: listed,
    truncated: found.length > listed.length,
    prices,
  };
}

/**
 * Typical prices over every matching station of the circle (not only the listed ones), the state's
 * snapshot summary from the index, and the one resolved answer.
 */
export function pricesFor(index: StationIndex, rows: readonly CellRow[], stateCode: string | null): StationPrices {
  const circle = summarisePublicPrices(rows.map(pricedStationOf));
  const snapshot = stateCode ? index.states.find((entry) => entry.state === stateCode) : undefined;
  const summary = stateCode ? index.prices?.[stateCode] : undefined;
  // After a refresh every state's data is as new as the refresh; the snapshot's own date otherwise.
  const asOf = index.refreshedAt ? index.refreshedAt.slice(0, 10) : (snapshot?.asOf ?? null);
  const state: StatePriceSummary | null = stateCode && summary && asOf ? { state: stateCode, asOf, summary } : null;
  return { circle, state, resolved: resolvePublicPrices(circle, state, stateCode, asOf) };
}
