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
/**
 * D1 binds at most 100 parameters per statement (developers.cloudflare.com/d1/platform/limits/);
 * one is the generation, so at most 99 cell keys go into one IN (…). A 100-mile circle touches
 * ~50–60 cells of 0.5° in the lower 48 states but up to ~130 in northern Alaska.
 */
export const D1_MAX_BOUND_PARAMETERS = 100;
const KEYS_PER_QUERY = D1_MAX_BOUND_PARAMETERS - 1;
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
    // Split into statements of at most KEYS_PER_QUERY keys, sent as one batch (one round trip).
    const statements: D1PreparedStatement[] = [];
    for (let i = 0; i < missing.length; i += KEYS_PER_QUERY) {
      const chunk = missing.slice(i, i + KEYS_PER_QUERY);
      const placeholders = chunk.map((_, j) => `?${j + 2}`).join(", ");
      statements.push(
        env.DB.prepare(`SELECT key, body FROM station_cells WHERE generation = ?1 AND key IN (${placeholders})`).bind(source.generation, ...chunk),
      );
    }
    const answers = await env.DB.batch<{ key: string; body: string }>(statements);
    for (const row of answers.flatMap((answer) => answer.results)) {
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

/**
 * What the answers are computed from: "snapshot" or "d1:<generation>" plus the data's as-of date.
 * Part of the edge cache key, so a refresh never serves an answer from older data.
 */
export async function stationDataVersion(env: Pick<Env, "DB">, now = Date.now()): Promise<string> {
  const source = await loadSource(env.DB, now);
  return `${source.id}@${source.index.refreshedAt ?? source.index.states.map((state) => state.asOf).join(",")}`;
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
