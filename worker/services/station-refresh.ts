// The station refresh (issue 28): every state's open public electric stations from the AFDC API into
// D1 (worker/db/schema.ts station_cells / station_index), as a chain of queue messages so that each
// invocation stays within a known subrequest budget: the Workers Free plan allows 50 subrequests an
// invocation (developers.cloudflare.com/workers/platform/limits/), and the whole refresh takes
// ~400 AFDC requests and ~85 D1 statements. Without the NREL_API_KEY secret nothing happens and the
// committed snapshot stays in use.
//
// 1. The daily Cron (startStationRefresh) sends one "fetch" message per state (one sendBatch).
// 2. A fetch message fetches up to PAGES_PER_STEP pages of its state (the first page says how many
//    there are; the rest AFDC_CONCURRENCY at a time) and stages them in D1 (station_refresh_pages).
//    A big state sends itself a message for its next slice. A failure throws: the queue retries that
//    message alone (max_retries in wrangler.toml) and every other state's staged pages are kept.
// 3. When the last state's last slice is staged, "write" messages build the cells from the staged
//    pages and write WRITE_STATEMENTS_PER_STEP INSERTs each into a new generation; the last one
//    points the index at it, drops older cells and the run's staged pages. Readers never see half a
//    refresh: until then the previous data (or the snapshot) is served.
// Each step counts its subrequests (fetches, D1 statements, queue sends) and logs them.
import { AFDC_SOURCE, AFDC_SOURCE_URL, CellBuilder, US_STATE_CODES, type AfdcStation } from "../../domain/stations/afdc";
import { AfdcResponseSchema, AfdcStagedPageSchema } from "../../domain/stations/afdc.schema";
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
/** The Workers Free plan's subrequests per invocation: every step stays within it. */
export const SUBREQUEST_BUDGET = 50;
/** AFDC pages per fetch step: with 2 staging INSERTs, 1 completion check and 1 queue send, 44. */
export const PAGES_PER_STEP = 40;
/** Pages per staging INSERT: 5 parameters each, within D1's 100 bound parameters per statement. */
const PAGES_PER_INSERT = 20;
/** Cells per INSERT: 3 parameters each, within D1's 100 bound parameters per statement. */
const CELLS_PER_INSERT = 33;
/** Cell INSERTs per write step: with the staging read, the generation read, the switch (3) and a send, 46. */
export const WRITE_STATEMENTS_PER_STEP = 40;
/** INSERT statements per D1 batch (one round trip). */
const WRITE_BATCH = 10;
/** Staged pages of a run that never finished (a state failed every retry) are dropped after this. */
const STALE_RUN_MS = 2 * 24 * 60 * 60 * 1000;

export type RefreshMessage =
  | { kind: "fetch"; run: number; state: string; offset: number }
  | { kind: "write"; run: number; generation: number | null; part: number };

export type RefreshResult =
  | { status: "skipped"; reason: string }
  | { status: "started"; run: number; states: number }
  | { status: "refreshed"; generation: number; stations: number; cells: number; states: number };

export interface StepOutcome {
  /** Messages to send next (the caller sends them with one sendBatch). */
  next: RefreshMessage[];
  /** Subrequests this step made, the send of `next` included. */
  subrequests: number;
  /** Set by the step that switched readers to the new data. */
  result?: RefreshResult & { status: "refreshed" };
}

type RefreshEnv = Pick<Env, "DB"> & { NREL_API_KEY?: string };

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

/** The Cron's part: one fetch message per state (run = the start time), and stale staging dropped. */
export async function startStationRefresh(
  env: RefreshEnv & { STATION_REFRESH_QUEUE: Queue },
  now: Date = new Date(),
): Promise<RefreshResult> {
  if (!env.NREL_API_KEY?.trim()) {
    log("info", "stations refresh skipped", { reason: "NREL_API_KEY is not set" });
    return { status: "skipped", reason: "NREL_API_KEY is not set" };
  }
  const run = now.getTime();
  await env.DB.prepare("DELETE FROM station_refresh_pages WHERE run < ?1").bind(run - STALE_RUN_MS).run();
  await env.STATION_REFRESH_QUEUE.sendBatch(US_STATE_CODES.map((state) => ({ body: { kind: "fetch", run, state, offset: 0 } satisfies RefreshMessage })));
  log("info", "stations refresh started", { run, states: US_STATE_CODES.length, subrequests: 2 });
  return { status: "started", run, states: US_STATE_CODES.length };
}

/** One message's work; throws on any failure (the queue then retries this message alone). */
export async function runRefreshStep(env: RefreshEnv, message: RefreshMessage, fetcher: typeof fetch = fetch): Promise<StepOutcome> {
  const apiKey = env.NREL_API_KEY?.trim();
  if (!apiKey) throw new Error("NREL_API_KEY is not set");
  const outcome = message.kind === "fetch" ? await fetchStep(env.DB, apiKey, message, fetcher) : await writeStep(env.DB, message);
  if (outcome.subrequests > SUBREQUEST_BUDGET) throw new Error(`station refresh step over budget: ${outcome.subrequests} subrequests`);
  log("info", "station_refresh_step", {
    kind: message.kind,
    ...(message.kind === "fetch" ? { state: message.state, offset: message.offset } : { part: message.part }),
    subrequests: outcome.subrequests,
  });
  return outcome;
}

async function fetchPage(apiKey: string, state: string, offset: number, fetcher: typeof fetch) {
  const response = await fetcher(afdcPageUrl(apiKey, state, offset), { headers: { accept: "application/json" } });
  // Never log the URL: it carries the API key.
  if (!response.ok) throw new Error(`AFDC answered ${response.status} for ${state} (offset ${offset})`);
  const parsed = AfdcResponseSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error(`AFDC sent an unexpected response for ${state}: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

async function fetchStep(db: D1Database, apiKey: string, message: RefreshMessage & { kind: "fetch" }, fetcher: typeof fetch): Promise<StepOutcome> {
  const { run, state, offset: start } = message;
  let subrequests = 0;
  // The first page says how many stations there are; the rest of this slice is fetched
  // AFDC_CONCURRENCY at a time, and kept in offset order whatever answers first.
  const first = await fetchPage(apiKey, state, start, fetcher);
  subrequests += 1;
  const total = first.total_results;
  const pages = new Map<number, AfdcStation[]>([[start, first.fuel_stations]]);
  const end = Math.min(total, start + PAGES_PER_STEP * AFDC_PAGE_SIZE);
  const rest: number[] = [];
  if (first.fuel_stations.length === AFDC_PAGE_SIZE) for (let offset = start + AFDC_PAGE_SIZE; offset < end; offset += AFDC_PAGE_SIZE) rest.push(offset);
  const worker = async () => {
    for (let offset = rest.shift(); offset !== undefined; offset = rest.shift()) {
      const page = await fetchPage(apiKey, state, offset, fetcher);
      subrequests += 1;
      pages.set(offset, page.fuel_stations);
    }
  };
  await Promise.all(Array.from({ length: AFDC_CONCURRENCY }, worker));

  const offsets = [...pages.keys()].sort((a, b) => a - b);
  const lastFetched = offsets.at(-1)!;
  const short = pages.get(lastFetched)!.length < AFDC_PAGE_SIZE;
  const done = short || lastFetched + AFDC_PAGE_SIZE >= total;
  // Staged as rows of (run, state, offset); `last` on the state's final page. A retried message
  // writes the same rows again (INSERT OR REPLACE), so a retry never duplicates stations.
  const statements: D1PreparedStatement[] = [];
  for (let i = 0; i < offsets.length; i += PAGES_PER_INSERT) {
    const chunk = offsets.slice(i, i + PAGES_PER_INSERT);
    const values = chunk.map((_, j) => `(?${j * 5 + 1}, ?${j * 5 + 2}, ?${j * 5 + 3}, ?${j * 5 + 4}, ?${j * 5 + 5})`).join(", ");
    statements.push(
      db
        .prepare(`INSERT OR REPLACE INTO station_refresh_pages (run, state, offset, last, body) VALUES ${values}`)
        .bind(...chunk.flatMap((offset) => [run, state, offset, done && offset === lastFetched ? 1 : 0, JSON.stringify(pages.get(offset))])),
    );
  }
  await db.batch(statements);
  subrequests += statements.length;
  if (!done) return { next: [{ kind: "fetch", run, state, offset: lastFetched + AFDC_PAGE_SIZE }], subrequests: subrequests + 1 };
  // Was this the last state to finish? (The consumer runs one message at a time: no race.)
  const finished = await db.prepare("SELECT COUNT(DISTINCT state) AS n FROM station_refresh_pages WHERE run = ?1 AND last = 1").bind(run).first<number>("n");
  subrequests += 1;
  if (finished === US_STATE_CODES.length) return { next: [{ kind: "write", run, generation: null, part: 0 }], subrequests: subrequests + 1 };
  return { next: [], subrequests };
}

/** Builds the cells and the index from a run's staged pages (deterministic: states, then offsets, in order). */
async function buildFromStaging(db: D1Database, run: number, now: Date) {
  const { results } = await db
    .prepare("SELECT state, body FROM station_refresh_pages WHERE run = ?1 ORDER BY state, offset")
    .bind(run)
    .all<{ state: string; body: string }>();
  const byState = new Map<string, AfdcStation[][]>();
  for (const row of results) {
    const page = AfdcStagedPageSchema.parse(JSON.parse(row.body));
    byState.set(row.state, [...(byState.get(row.state) ?? []), page]);
  }
  const builder = new CellBuilder(CELL_DEG);
  let stations = 0;
  for (const state of US_STATE_CODES) {
    builder.addState(state);
    for (const page of byState.get(state) ?? []) {
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
  return { cells, index, stations, states: states.length };
}

function cellInserts(db: D1Database, generation: number, cells: ReadonlyMap<string, StationCell>): D1PreparedStatement[] {
  const entries = [...cells];
  const statements: D1PreparedStatement[] = [];
  for (let i = 0; i < entries.length; i += CELLS_PER_INSERT) {
    const chunk = entries.slice(i, i + CELLS_PER_INSERT);
    const values = chunk.map((_, j) => `(?${j * 3 + 1}, ?${j * 3 + 2}, ?${j * 3 + 3})`).join(", ");
    statements.push(
      db
        .prepare(`INSERT OR REPLACE INTO station_cells (generation, key, body) VALUES ${values}`)
        .bind(...chunk.flatMap(([key, cell]) => [generation, key, JSON.stringify(cell)])),
    );
  }
  return statements;
}

async function writeStep(db: D1Database, message: RefreshMessage & { kind: "write" }): Promise<StepOutcome> {
  let subrequests = 0;
  // The refresh is dated by when it started (the run), whichever step writes it.
  const { cells, index, stations, states } = await buildFromStaging(db, message.run, new Date(message.run));
  subrequests += 1;
  let generation = message.generation;
  if (generation === null) {
    const current = await db.prepare("SELECT COALESCE(MAX(generation), 0) AS g FROM station_cells").first<number>("g");
    subrequests += 1;
    generation = (current ?? 0) + 1;
  }
  const statements = cellInserts(db, generation, cells);
  const part = statements.slice(message.part * WRITE_STATEMENTS_PER_STEP, (message.part + 1) * WRITE_STATEMENTS_PER_STEP);
  for (let i = 0; i < part.length; i += WRITE_BATCH) await db.batch(part.slice(i, i + WRITE_BATCH));
  subrequests += part.length;
  if ((message.part + 1) * WRITE_STATEMENTS_PER_STEP < statements.length) {
    return { next: [{ kind: "write", run: message.run, generation, part: message.part + 1 }], subrequests: subrequests + 1 };
  }
  await switchTo(db, generation, index, message.run);
  subrequests += 3;
  log("info", "stations refreshed", { generation, stations, cells: cells.size });
  return { next: [], subrequests, result: { status: "refreshed", generation, stations, cells: cells.size, states } };
}

/** The statement that points readers at `generation` (one row: the index and its date). */
function pointIndexAt(db: D1Database, generation: number, index: StationIndex): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO station_index (id, generation, body, refreshed_at) VALUES (1, ?1, ?2, ?3)
       ON CONFLICT(id) DO UPDATE SET generation = excluded.generation, body = excluded.body, refreshed_at = excluded.refreshed_at`,
    )
    .bind(generation, JSON.stringify(index), index.refreshedAt ?? new Date(0).toISOString());
}

/** Points readers at `generation` in one statement, then drops older cells and the run's staging. */
async function switchTo(db: D1Database, generation: number, index: StationIndex, run: number): Promise<void> {
  await db.batch([
    pointIndexAt(db, generation, index),
    db.prepare("DELETE FROM station_cells WHERE generation <> ?1").bind(generation),
    db.prepare("DELETE FROM station_refresh_pages WHERE run = ?1").bind(run),
  ]);
}

/**
 * Writes a whole generation at once (tests and tools that hold all the cells; the refresh itself
 * writes in steps). Returns the new generation.
 */
export async function writeStationData(db: D1Database, index: StationIndex, cells: ReadonlyMap<string, StationCell>): Promise<number> {
  const current = await db.prepare("SELECT COALESCE(MAX(generation), 0) AS g FROM station_cells").first<number>("g");
  const generation = (current ?? 0) + 1;
  const statements = cellInserts(db, generation, cells);
  for (let i = 0; i < statements.length; i += WRITE_BATCH) await db.batch(statements.slice(i, i + WRITE_BATCH));
  await db.batch([
    pointIndexAt(db, generation, index),
    db.prepare("DELETE FROM station_cells WHERE generation <> ?1").bind(generation),
  ]);
  return generation;
}

/** The queue consumer: each message's step; a failed one is retried alone, the others go on. */
export async function handleRefreshBatch(
  batch: MessageBatch<RefreshMessage>,
  env: RefreshEnv & { STATION_REFRESH_QUEUE: Queue },
  fetcher: typeof fetch = fetch,
): Promise<void> {
  for (const message of batch.messages) {
    try {
      const { next } = await runRefreshStep(env, message.body, fetcher);
      if (next.length > 0) await env.STATION_REFRESH_QUEUE.sendBatch(next.map((body) => ({ body })));
      message.ack();
    } catch (error) {
      log("error", "station refresh step failed", {
        kind: message.body.kind,
        ...(message.body.kind === "fetch" ? { state: message.body.state, offset: message.body.offset } : { part: message.body.part }),
        attempt: message.attempts,
        error: String(error),
      });
      message.retry({ delaySeconds: 60 });
    }
  }
}
