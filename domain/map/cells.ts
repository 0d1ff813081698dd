// The driving-area map's place names and county lines (scripts/data/map-cells.mjs), and the towns
// line under the map: "Your 18-mile circle reaches Burbank, Glendale, Pasadena and 40 more places."
import { numberFormat } from "../i18n/format";
import * as m from "../i18n/messages";
import { cellsInCircle, distanceMiles, type LatLon } from "../stations/grid";

/** [name, state, lat, lon, ZIP count] */
export type PlaceRow = [string, string, number, number, number];

export interface MapCell {
  v: 1;
  p: PlaceRow[];
  /** County-border polylines as flat [lon, lat, lon, lat, …] lists. */
  c: number[][];
}

export interface MapCellsIndex {
  v: 1;
  cellDeg: number;
  cells: string[];
}

export interface Town {
  name: string;
  state: string;
  lat: number;
  lon: number;
  zips: number;
  miles: number;
}

/** Cells the circle touches that exist, for fetching. */
export function mapCellsFor(index: MapCellsIndex, centre: LatLon, radiusMiles: number): string[] {
  const existing = new Set(index.cells);
  return cellsInCircle(centre, Math.max(radiusMiles, 1), index.cellDeg).filter((key) => existing.has(key));
}

/**
 * Places whose centre lies inside the circle, biggest first (most ZIPs; nearer first on ties). The
 * person's own place (`home`, same name and state) is left out: the line names where else they reach.
 */
export function townsInCircle(
  cells: readonly MapCell[],
  centre: LatLon,
  radiusMiles: number,
  home?: { name: string; state: string },
): Town[] {
  const towns: Town[] = [];
  const seen = new Set<string>();
  for (const cell of cells) {
    for (const [name, state, lat, lon, zips] of cell.p) {
      const key = `${name}|${state}`;
      if (seen.has(key) || (home && home.name === name && home.state === state)) continue;
      const miles = distanceMiles(centre, { lat, lon });
      if (miles > radiusMiles) continue;
      seen.add(key);
      towns.push({ name, state, lat, lon, zips, miles });
    }
  }
  return towns.sort((a, b) => b.zips - a.zips || a.miles - b.miles || a.name.localeCompare(b.name));
}

const LINE_TOWNS = 5;

/** The sentence under the map; null when the circle reaches no other place. */
export function townsLine(towns: readonly Town[], radiusMiles: number): string | null {
  if (towns.length === 0) return null;
  const radius = radiusMiles >= 10 ? Math.round(radiusMiles) : Math.round(radiusMiles * 10) / 10;
  const shown = towns.slice(0, LINE_TOWNS).map((town) => town.name);
  const more = towns.length - shown.length;
  let list: string;
  if (more > 0) list = m.map_towns_more({ shown: shown.join(", "), count: more });
  else if (shown.length === 1) list = shown[0]!;
  else list = m.map_towns_and({ first: shown.slice(0, -1).join(", "), last: shown[shown.length - 1]! });
  return m.map_towns_line({ radius: numberFormat({ maximumFractionDigits: 1 }).format(radius), list });
}
