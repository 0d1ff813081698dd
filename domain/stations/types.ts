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

/** The per-kWh prices of one charger level, over the stations whose AFDC text gives one to the public (domain/stations/pricing.ts). */
export interface LevelPrice {
  /** Stations with a per-kWh price for the public: what the figures rest on. */
  stations: number;
  /** Exact median: the middle value, or the mean of the two middle values for an even count. */
  medianUsdPerKwh: number;
  /** Quartiles by linear interpolation (the spreadsheet PERCENTILE.INC rule). */
  p25UsdPerKwh: number;
  p75UsdPerKwh: number;
  minUsdPerKwh: number;
  maxUsdPerKwh: number;
  /** Of those stations, how many also charge a session fee (not folded into the figures above). */
  withSessionFee: number;
  /** Of those stations, how many state a range ("$0.25-$0.50/kWh"); its midpoint is counted. */
  variable: number;
}

/** Typical public prices over a set of stations (a circle, or a state's snapshot). */
export interface PublicPriceSummary {
  /** Every station looked at, any level. */
  stations: number;
  /** Stations with Level 2 ports and no DC fast port. */
  level2Stations: number;
  /** Stations with DC fast ports. */
  dcFastStations: number;
  level2: LevelPrice | null;
  dcFast: LevelPrice | null;
  /** Stations free for anyone, with no parking fee in their text. */
  free: number;
  /** Stations with no charging price but a parking fee or a paid lot: never counted as free. */
  freeWithParkingFee: number;
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
  /**
   * Each state's typical public prices over all its stations, by state code. Absent from an index
   * written before prices were summarised (a D1 refresh from an older deploy): no state fallback then.
   */
  prices?: Record<string, PublicPriceSummary>;
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
  /**
   * Typical public charging prices for this circle. Optional for readers: an answer cached before
   * prices were added (browsers keep one for an hour) has none; read it with resolvedPricesOf.
   */
  prices?: StationPrices;
}

/** A state's snapshot summary, the fallback when too few stations in the circle list a price. */
export interface StatePriceSummary {
  state: string;
  /** YYYY-MM-DD: the state's snapshot date, or the refresh date. */
  asOf: string;
  summary: PublicPriceSummary;
}

/** Where one level's resolved price comes from: the stations in the circle, or the state's snapshot. */
export type PriceScope = "circle" | "state";

export interface ResolvedLevelPrice extends LevelPrice {
  scope: PriceScope;
}

/**
 * The one public price answer the plan reads. Each level is resolved on its own: from the circle when
 * at least MIN_PRICED_STATIONS of its stations list a per-kWh price, otherwise from the state's
 * snapshot (same minimum), otherwise null. `scope` sums it up: "circle" or "state" when every
 * resolved level comes from there, "mixed" when they differ, "none" when no level resolved.
 */
export interface ResolvedPublicPrices {
  scope: PriceScope | "mixed" | "none";
  /** The state the fallback uses (the query's state, or the nearest station's); null when unknown. */
  state: string | null;
  level2: ResolvedLevelPrice | null;
  dcFast: ResolvedLevelPrice | null;
  /** Priced stations the resolved levels rest on (the sum of their `stations`). */
  stations: number;
  /** YYYY-MM-DD of the data behind the figures; null when nothing resolved. */
  asOf: string | null;
}

export interface StationPrices {
  /** Over every matching station in the circle, not only the listed ones. */
  circle: PublicPriceSummary;
  /** The state's snapshot summary, when the state is known and summarised. */
  state: StatePriceSummary | null;
  resolved: ResolvedPublicPrices;
}
