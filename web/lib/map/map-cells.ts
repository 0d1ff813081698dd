// Place names and county lines for the driving-area map, fetched as data (/data/map/cells/*.json,
// built by scripts/data/map-cells.mjs) for the cells the circle touches, cached for the page's life.
// Our own build output from the same origin: typed, not parsed with zod (see development.md).
import { mapCellsFor, type MapCell, type MapCellsIndex } from "../../../domain/map/cells";
import type { LatLon } from "../../../domain/stations/grid";

let indexPromise: Promise<MapCellsIndex> | undefined;
const cellPromises = new Map<string, Promise<MapCell>>();

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

function loadIndex(): Promise<MapCellsIndex> {
  indexPromise ??= getJson<MapCellsIndex>("/data/map/cells-index.json").catch((error: unknown) => {
    indexPromise = undefined;
    throw error;
  });
  return indexPromise;
}

function loadCell(key: string): Promise<MapCell> {
  let pending = cellPromises.get(key);
  if (!pending) {
    pending = getJson<MapCell>(`/data/map/cells/${key}.json`);
    cellPromises.set(key, pending);
    pending.catch(() => cellPromises.delete(key));
  }
  return pending;
}

export async function loadMapCells(centre: LatLon, radiusMiles: number): Promise<MapCell[]> {
  const index = await loadIndex();
  return Promise.all(mapCellsFor(index, centre, radiusMiles).map(loadCell));
}
