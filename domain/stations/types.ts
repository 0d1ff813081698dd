// Station data shapes: the grid cell files (scripts/data/stations.mjs, the Cron refresh) and the
// answer of GET /api/stations.

/** AFDC connector codes (SOURCES.md): J1772COMBO is CCS1, TESLA is NACS / SAE J3400. */
export const CONNECTOR_CODES = ["J1772", "J1772COMBO", "CHADEMO", "TESLA", "NEMA515", "NEMA520", "NEMA1450"] as const;
export type ConnectorCode = (typeof CONNECTOR_CODES)[number];

/** [id, name, network index, lat, lon, level 1 ports, level 2 ports, DC fast ports, connector codes
 * (space separated), access hours, street, city, state, ZIP, pricing] */
export type CellRow = [
  number,
  string,
  number,
  number,
  number,
  number,
  number,
  number,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];

export interface StationCell {
  v: 1;
  /** [network name as AFDC spells it, network website or ""] */
  n: [string, string][];
  s: CellRow[];
}

export interface SnapshotState {
  state: string;
  /** YYYY-MM-DD: the newest "Updated At" in that state's data. */
  asOf: string;
  stations: number;
}

export interface StationIndex {
  v: 1;
  cellDeg: number;
  source: string;
  sourceUrl: string;
  /** ISO time of the Cron refresh that wrote this index; null for the committed snapshot. */
  refreshedAt: string | null;
  states: SnapshotState[];
  /** Cells that hold at least one station. */
  cells: string[];
  /** Cells inside a loaded state ("all" after a refresh of every state). */
  covered: string[] | "all";
}

export type ConnectorFilter = "ccs" | "nacs" | "chademo" | "j1772";

export interface Station {
  id: number;
  name: string;
  network: { name: string; url: string | null };
  lat: number;
  lon: number;
  /** Miles from the query point, one decimal. */
  distanceMiles: number;
  ports: { level1: number; level2: number; dcFast: number };
  connectors: ConnectorCode[];
  /** AFDC "Access Days Time", e.g. "24 hours daily"; "" when AFDC has none. */
  access: string;
  address: { street: string; city: string; state: string; zip: string };
  pricing: string;
}

export type CoverageStatus = "full" | "partial" | "none";

export interface StationTotals {
  stations: number;
  fastStations: number;
  fastPorts: number;
  level2Ports: number;
  level1Ports: number;
  /** One decimal; null when no fast charger is in the circle. */
  nearestFastMiles: number | null;
}

export interface StationsResponse {
  query: { lat: number; lon: number; radiusMi: number; connector: ConnectorFilter | null; limit: number };
  coverage: { status: CoverageStatus; states: SnapshotState[]; message: string | null };
  source: { name: string; url: string; refreshedAt: string | null };
  /** Counts over every matching station in the circle (not only the listed ones). */
  totals: StationTotals;
  /** The nearest matching stations, nearest first, at most query.limit. */
  stations: Station[];
  truncated: boolean;
}
