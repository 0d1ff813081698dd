// AFDC API records (https://developer.nrel.gov/api/alt-fuel-stations/v1.json, snake_case fields) →
// the grid cells of ./types.ts, the same shape scripts/data/stations.mjs builds from the CSV export.
// No zod here: the records are validated by ./afdc.schema.ts (the refresh parses each page with it),
// which imports the AfdcStation type from this module.
import { CELL_DEG, cellKey } from "./grid";
import { pricedStationOf, summarisePublicPrices } from "./pricing";
import { CONNECTOR_CODES, type CellRow, type ConnectorCode, type PublicPriceSummary, type SnapshotState, type StationCell } from "./types";

type NullableText = string | null | undefined;
type NullableCount = number | null | undefined;

/** The fields we use; AFDC sends many more, which are ignored. */
export interface AfdcStation {
  id: number;
  station_name: string;
  street_address?: NullableText;
  city?: NullableText;
  state: string;
  zip?: NullableText;
  status_code: string;
  access_code: string;
  fuel_type_code: string;
  access_days_time?: NullableText;
  ev_level1_evse_num?: NullableCount;
  ev_level2_evse_num?: NullableCount;
  ev_dc_fast_num?: NullableCount;
  ev_network?: NullableText;
  ev_network_web?: NullableText;
  ev_connector_types?: string[] | null | undefined;
  ev_pricing?: NullableText;
  latitude: number;
  longitude: number;
  updated_at?: NullableText;
}

const MAX_TEXT = 200;
const text = (value: string | null | undefined) => {
  const clean = (value ?? "").replace(/\s+/g, " ").trim();
  return clean.length > MAX_TEXT ? `${clean.slice(0, MAX_TEXT - 1).trimEnd()}…` : clean;
};
const count = (value: number | null | undefined) => (value && Number.isInteger(value) && value > 0 ? value : 0);
const round5 = (value: number) => Math.round(value * 1e5) / 1e5;
const KNOWN = new Set<string>(CONNECTOR_CODES);
/** ZIPs are five digits; the CSV export drops leading zeros (Massachusetts' 02139 reads 2139). */
const zip5 = (value: string | null | undefined) => {
  const zip = (value ?? "").trim();
  return /^\d{1,4}$/.test(zip) ? zip.padStart(5, "0") : zip;
};

/** Where the station data comes from, as the index names it (the build and the refresh alike). */
export const AFDC_SOURCE = "U.S. Department of Energy, Alternative Fuels Data Center (afdc.energy.gov)";
export const AFDC_SOURCE_URL = "https://afdc.energy.gov/stations";

/** Open, public, electric, with real coordinates: the same rule as the committed snapshot. */
export function isListable(station: AfdcStation): boolean {
  return (
    station.fuel_type_code === "ELEC" &&
    station.status_code === "E" &&
    station.access_code === "public" &&
    Number.isFinite(station.latitude) &&
    Number.isFinite(station.longitude) &&
    Math.abs(station.latitude) <= 90 &&
    Math.abs(station.longitude) <= 180 &&
    !(station.latitude === 0 && station.longitude === 0)
  );
}

/**
 * Collects stations into cells; `finish` returns the cells, per-state counts and as-of dates, and
 * each state's typical public prices (the state fallback of GET /api/stations).
 */
export class CellBuilder {
  private readonly rows = new Map<string, { networks: Map<string, number>; cell: StationCell }>();
  private readonly states = new Map<string, SnapshotState>();
  private readonly seen = new Set<number>();

  // A plain field, not a parameter property: the data build runs this file with Node's type stripping.
  private readonly cellDeg: number;

  constructor(cellDeg = CELL_DEG) {
    this.cellDeg = cellDeg;
  }

  /** Declares a state as loaded even when it has no stations (so it counts as covered). */
  addState(state: string): void {
    if (!this.states.has(state)) this.states.set(state, { state, asOf: "", stations: 0 });
  }

  add(station: AfdcStation): boolean {
    if (!isListable(station) || this.seen.has(station.id)) return false;
    this.seen.add(station.id);
    const key = cellKey(station.latitude, station.longitude, this.cellDeg);
    let entry = this.rows.get(key);
    if (!entry) {
      entry = { networks: new Map(), cell: { v: 1, n: [], s: [] } };
      this.rows.set(key, entry);
    }
    const network = text(station.ev_network);
    const web = (station.ev_network_web ?? "").trim();
    const networkKey = `${network}\u0000${web}`;
    let networkIndex = entry.networks.get(networkKey);
    if (networkIndex === undefined) {
      networkIndex = entry.cell.n.push([network, web]) - 1;
      entry.networks.set(networkKey, networkIndex);
    }
    // Codes AFDC may add later are left out rather than shown under a wrong name.
    const connectors = (station.ev_connector_types ?? []).filter((code): code is ConnectorCode => KNOWN.has(code));
    const row: CellRow = [
      station.id,
      text(station.station_name),
      networkIndex,
      round5(station.latitude),
      round5(station.longitude),
      count(station.ev_level1_evse_num),
      count(station.ev_level2_evse_num),
      count(station.ev_dc_fast_num),
      connectors.join(" "),
      text(station.access_days_time),
      text(station.street_address),
      text(station.city),
      station.state,
      zip5(station.zip),
      text(station.ev_pricing),
    ];
    entry.cell.s.push(row);
    const state = this.states.get(station.state) ?? { state: station.state, asOf: "", stations: 0 };
    state.stations++;
    const updated = (station.updated_at ?? "").slice(0, 10);
    if (/^\d{4}-\d{2}-\d{2}$/.test(updated) && updated > state.asOf) state.asOf = updated;
    this.states.set(station.state, state);
    return true;
  }

  finish(): { cells: Map<string, StationCell>; states: SnapshotState[]; prices: Record<string, PublicPriceSummary> } {
    const cells = new Map<string, StationCell>();
    for (const key of [...this.rows.keys()].sort()) {
      const cell = this.rows.get(key)!.cell;
      cell.s.sort((a, b) => a[0] - b[0]);
      // Networks numbered in station-id order, so a cell's bytes do not depend on the order the
      // stations arrived in (API pages, CSV rows).
      const renumbered = new Map<number, number>();
      const networks: StationCell["n"] = [];
      for (const row of cell.s) {
        let index = renumbered.get(row[2]);
        if (index === undefined) {
          index = networks.push(cell.n[row[2]]!) - 1;
          renumbered.set(row[2], index);
        }
        row[2] = index;
      }
      cell.n = networks;
      cells.set(key, cell);
    }
    const states = [...this.states.values()].sort((a, b) => a.state.localeCompare(b.state));
    const rowsByState = new Map<string, CellRow[]>();
    for (const cell of cells.values()) {
      for (const row of cell.s) {
        const list = rowsByState.get(row[12]) ?? [];
        list.push(row);
        rowsByState.set(row[12], list);
      }
    }
    // States with no station get no summary (nothing to fall back on), in state order so the
    // index's bytes are stable.
    const prices: Record<string, PublicPriceSummary> = {};
    for (const { state } of states) {
      const rows = rowsByState.get(state);
      if (rows) prices[state] = summarisePublicPrices(rows.map(pricedStationOf));
    }
    return { cells, states, prices };
  }
}

/** Every state AFDC lists stations for: the 50 states and DC. */
export const US_STATE_CODES = [
  "AK", "AL", "AR", "AZ", "CA", "CO", "CT", "DC", "DE", "FL", "GA", "HI", "IA", "ID", "IL", "IN", "KS",
  "KY", "LA", "MA", "MD", "ME", "MI", "MN", "MO", "MS", "MT", "NC", "ND", "NE", "NH", "NJ", "NM", "NV",
  "NY", "OH", "OK", "OR", "PA", "RI", "SC", "SD", "TN", "TX", "UT", "VA", "VT", "WA", "WI", "WV", "WY",
] as const;
