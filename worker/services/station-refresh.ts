// The Cron Trigger's job: fetch every state's open public electric stations from the AFDC API and
// replace the station data in D1 (worker/db/schema.ts station_cells / station_index). Without the
// NREL_API_KEY secret it does nothing and the committed snapshot stays in use. Any failed or
// malformed page aborts the whole refresh, so the previous data stays in place.
import { AFDC_SOURCE, AFDC_SOURCE_URL, CellBuilder, US_STATE_CODES, type AfdcStation } from "../../domain/stations/afdc";
import { AfdcResponseSchema } from "../../domain/stations/afdc.schema";
import { CELL_DEG } from "../../domain/stations/grid";
import type { StationCell, StationIndex } from "../../domain/stations/types";
import { log } from "../middleware/logging";

export const AFDC_API_URL = "https://developer.nrel.gov/api/alt-fuel-stations/v1.json";
/** Results per request. Paged (limit + offset) so a big state never has to sit in memory as one response. */
export const AFDC_PAGE_SIZE = 200;
/**
 * AFDC requests in flight at once: a Worker may hold 6 outgoing connections open per invocation
 * (developers.cloudflare.com/workers/platform/limits/), and AFDC is one shared public API.
 */
export const AFDC_CONCURRENCY = 6;
/** Cells per INSERT: 3 parameters each, within D1's 100 bound parameters per statement. */
const CELLS_PER_INSERT = 33;
/** INSERT statements per D1 batch (one round trip). */
const WRITE_BATCH = 10;

export type RefreshResult =
  | { status: "skipped"; reason: string }
  | { status: "refreshed"; generation: number; stations: number; cells: number; states: number };

export function afdcPageUrl(apiKey: string, state: string, offset: number): string {
  const params = new URLSearchParams({
    api_key: apiKey,
    fuel_type: "ELEC",
    status: "E",
    access: "public",
    state,
    limit: String(AFDC_PAGE_SIZE),
    offset: String(offset),
  });
  return `${AFDC_API_URL}?${params}`;
}

export async function refreshStations(
  env: Pick<Env, "DB"> & { NREL_API_KEY?: string },
  fetcher: typeof fetch = fetch,
  now: Date = new Date(),
): Promise<RefreshResult> {
  const apiKey = env.NREL_API_KEY?.trim();
  if (!apiKey) {
    log("info", "stations refresh skipped", { reason: "NREL_API_KEY is not set" });
    return { status: "skipped", reason: "NREL_API_KEY is not set" };
  }
  // States are fetched AFDC_CONCURRENCY at a time (each state's pages one after another, since a
  // page says how many are left), then added in a fixed order, so the output never depends on
  // which answer came first. One failure stops the others from starting new requests.
  const pagesByState = new Map<string, AfdcStation[][]>();
  const queue = [...US_STATE_CODES];
  let failed = false;
  const fetchState = async (state: string) => {
    const pages: AfdcStation[][] = [];
    for (let offset = 0; !failed; offset += AFDC_PAGE_SIZE) {
      const url = afdcPageUrl(apiKey, state, offset);
      const response = await fetcher(url, { headers: { accept: "application/json" } });
      // Never log the URL: it carries the API key.
      if (!response.ok) throw new Error(`AFDC answered ${response.status} for ${state} (offset ${offset})`);
      const parsed = AfdcResponseSchema.safeParse(await response.json());
      if (!parsed.success) throw new Error(`AFDC sent an unexpected response for ${state}: ${parsed.error.issues[0]?.message}`);
      pages.push(parsed.data.fuel_stations);
      const page = parsed.data.fuel_stations.length;
      if (page < AFDC_PAGE_SIZE || offset + page >= parsed.data.total_results) break;
    }
    pagesByState.set(state, pages);
  };
  const worker = async () => {
    for (let state = queue.shift(); state !== undefined && !failed; state = queue.shift()) {
      try {
        await fetchState(state);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: AFDC_CONCURRENCY }, worker));

  const builder = new CellBuilder(CELL_DEG);
  let stations = 0;
  for (const state of US_STATE_CODES) {
    builder.addState(state);
    for (const page of pagesByState.get(state) ?? []) {
      for (const station of page) {
        // The API filters by state already; a record from elsewhere is ignored rather than trusted.
        if (station.state === state && builder.add(station)) stations++;
      }
    }
  }
  const { cells, states, prices } = builder.finish();

  const index: StationIndex = {
    v: 1,
    cellDeg: CELL_DEG,
    source: AFDC_SOURCE,
    sourceUrl: AFDC_SOURCE_URL,
    refreshedAt: now.toISOString(),
    states,
    cells: [...cells.keys()],
    // Every state was fetched, so an empty area now really has no stations.
    covered: "all",
    // Each state's typical prices, the fallback for circles where too few stations list one.
    prices,
  };
  const generation = await writeStationData(env.DB, index, cells);
  log("info", "stations refreshed", { generation, stations, cells: cells.size });
  return { status: "refreshed", generation, stations, cells: cells.size, states: states.length };
}

/**
 * Writes a new generation of cells, switches readers to it in one statement, then drops older
 * cells. Returns the new generation.
 */
export async function writeStationData(db: D1Database, index: StationIndex, cells: ReadonlyMap<string, StationCell>): Promise<number> {
  const current = await db.prepare("SELECT COALESCE(MAX(generation), 0) AS g FROM station_cells").first<number>("g");
  const generation = (current ?? 0) + 1;
  // Many cells per statement and many statements per batch: ~2,500 cells are ~80 statements in
  // ~8 round trips, far inside D1's 1,000 queries per invocation.
  const entries = [...cells];
  const statements: D1PreparedStatement[] = [];
  for (let i = 0; i < entries.length; i += CELLS_PER_INSERT) {
    const chunk = entries.slice(i, i + CELLS_PER_INSERT);
    const values = chunk.map((_, j) => `(?${j * 3 + 1}, ?${j * 3 + 2}, ?${j * 3 + 3})`).join(", ");
    statements.push(
      db.prepare(`INSERT INTO station_cells (generation, key, body) VALUES ${values}`).bind(...chunk.flatMap(([key, cell]) => [generation, key, JSON.stringify(cell)])),
    );
  }
  for (let i = 0; i < statements.length; i += WRITE_BATCH) await db.batch(statements.slice(i, i + WRITE_BATCH));
  await db.batch([
    db.prepare(
      `INSERT INTO station_index (id, generation, body, refreshed_at) VALUES (1, ?1, ?2, ?3)
       ON CONFLICT(id) DO UPDATE SET generation = excluded.generation, body = excluded.body, refreshed_at = excluded.refreshed_at`,
    ).bind(generation, JSON.stringify(index), index.refreshedAt ?? new Date(0).toISOString()),
    db.prepare("DELETE FROM station_cells WHERE generation <> ?1").bind(generation),
  ]);
  return generation;
}
