// Where station cells come from: the Cron refresh in D1 when there is one, otherwise the committed
// AFDC snapshot served as static assets (web/public/data/stations/, read through the ASSETS
// binding). Parsed cells are kept per isolate, so a warm Worker answers from memory.
import committedIndex from "../../web/public/data/stations/index.json";
import { cellsInCircle } from "../../domain/stations/grid";
import { searchStations, type StationQuery } from "../../domain/stations/search";
import type { StationCell, StationIndex, StationsResponse } from "../../domain/stations/types";

const SNAPSHOT_INDEX = committedIndex as StationIndex;
/** The assets host is ignored by the ASSETS binding; only the path matters. */
const ASSET_ORIGIN = "https://assets.invalid";
const CELL_CACHE_LIMIT = 96;
/** How long an isolate trusts its idea of which source is current (a refresh runs daily). */
const INDEX_TTL_MS = 5 * 60 * 1000;

interface Source {
  /** "snapshot" or "d1:<generation>": cache keys, so a refresh never mixes with older cells. */
  id: string;
  index: StationIndex;
  generation: number | null;
}

let currentSource: { source: Source; checkedAt: number } | undefined;
const cellCache = new Map<string, StationCell>();

export function isStationCell(value: unknown): value is StationCell {
  if (!value || typeof value !== "object") return false;
  const cell = value as Partial<StationCell>;
  return cell.v === 1 && Array.isArray(cell.n) && Array.isArray(cell.s) && cell.s.every((row) => Array.isArray(row) && row.length === 15);
}

function isStationIndex(value: unknown): value is StationIndex {
  if (!value || typeof value !== "object") return false;
  const index = value as Partial<StationIndex>;
  return (
    index.v === 1 &&
    typeof index.cellDeg === "number" &&
    Array.isArray(index.states) &&
    Array.isArray(index.cells) &&
    (index.covered === "all" || Array.isArray(index.covered))
  );
}

async function loadSource(db: D1Database, now: number): Promise<Source> {
  if (currentSource && now - currentSource.checkedAt < INDEX_TTL_MS) return currentSource.source;
  const row = await db.prepare("SELECT generation, body FROM station_index WHERE id = 1").first<{ generation: number; body: string }>();
  let source: Source = { id: "snapshot", index: SNAPSHOT_INDEX, generation: null };
  if (row) {
    const parsed: unknown = JSON.parse(row.body);
    if (isStationIndex(parsed)) source = { id: `d1:${row.generation}`, index: parsed, generation: row.generation };
  }
  currentSource = { source, checkedAt: now };
  return source;
}

/** Test hook: forget the cached source and cells (after a refresh in the same isolate). */
export function forgetStationCaches(): void {
  currentSource = undefined;
  cellCache.clear();
}

function remember(key: string, cell: StationCell) {
  if (cellCache.size >= CELL_CACHE_LIMIT) cellCache.delete(cellCache.keys().next().value as string);
  cellCache.set(key, cell);
}

async function loadCells(env: Pick<Env, "DB" | "ASSETS">, source: Source, keys: readonly string[]): Promise<Map<string, StationCell>> {
  const cells = new Map<string, StationCell>();
  const missing: string[] = [];
  for (const key of keys) {
    const cached = cellCache.get(`${source.id}/${key}`);
    if (cached) cells.set(key, cached);
    else missing.push(key);
  }
  if (missing.length === 0) return cells;
  if (source.generation !== null) {
    const placeholders = missing.map((_, i) => `?${i + 2}`).join(", ");
    const { results } = await env.DB.prepare(`SELECT key, body FROM station_cells WHERE generation = ?1 AND key IN (${placeholders})`)
      .bind(source.generation, ...missing)
      .all<{ key: string; body: string }>();
    for (const row of results) {
      const parsed: unknown = JSON.parse(row.body);
      if (!isStationCell(parsed)) throw new Error(`Station cell ${row.key} in D1 is malformed`);
      cells.set(row.key, parsed);
      remember(`${source.id}/${row.key}`, parsed);
    }
    return cells;
  }
  await Promise.all(
    missing.map(async (key) => {
      const response = await env.ASSETS.fetch(`${ASSET_ORIGIN}/data/stations/c/${key}.json`);
      if (!response.ok) throw new Error(`Station cell ${key} is listed but the asset answered ${response.status}`);
      const parsed: unknown = await response.json();
      if (!isStationCell(parsed)) throw new Error(`Station cell ${key} asset is malformed`);
      cells.set(key, parsed);
      remember(`${source.id}/${key}`, parsed);
    }),
  );
  return cells;
}

export async function findStations(
  env: Pick<Env, "DB" | "ASSETS">,
  query: StationQuery,
  now = Date.now(),
): Promise<StationsResponse> {
  const source = await loadSource(env.DB, now);
  const circle = cellsInCircle(query, query.radiusMi, source.index.cellDeg);
  const withStations = new Set(source.index.cells);
  const cells = await loadCells(
    env,
    source,
    circle.filter((key) => withStations.has(key)),
  );
  return searchStations(source.index, cells, query, circle);
}
