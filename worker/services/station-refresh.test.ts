// The AFDC station refresh as queue steps (issue 28): every step within the Free plan's 50
// subrequests, a failed state retried alone, the others kept. AFDC is the only thing mocked; the
// queue is played by `drain` (send → the consumer's step, a failure back in line), D1 is real.
import { createExecutionContext, createMessageBatch, createScheduledController, env, getQueueResult, SELF, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../index";
import recordedNyPage from "../test/fixtures/afdc-ny-page.json";
import { clearStationData } from "../test/station-data";
import {
  AFDC_API_URL,
  AFDC_CONCURRENCY,
  handleRefreshBatch,
  PAGES_PER_STEP,
  runRefreshStep,
  startStationRefresh,
  SUBREQUEST_BUDGET,
  type RefreshMessage,
  type RefreshResult,
} from "./station-refresh";
import { forgetStationCaches } from "./stations";
import type { StationsResponse } from "../../domain/stations/types";

const EMPTY_PAGE = { station_locator_url: "https://afdc.energy.gov/stations/", total_results: 0, station_counts: {}, fuel_stations: [] };

/** The outer HTTP call only: New York answers with the recorded page, every other state with none. */
function afdcFetch(overrides: Record<string, () => Response> = {}) {
  const calls: URL[] = [];
  const fetcher = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url);
    calls.push(url);
    const state = url.searchParams.get("state")!;
    if (overrides[state]) return overrides[state]();
    return Response.json(state === "NY" ? recordedNyPage : EMPTY_PAGE);
  });
  return { fetcher: fetcher as unknown as typeof fetch, calls };
}

/** A queue binding that only records what is sent. */
function recordingQueue() {
  const sent: RefreshMessage[] = [];
  const queue = {
    send: async (body: RefreshMessage) => void sent.push(body),
    sendBatch: async (messages: Iterable<{ body: RefreshMessage }>) => void sent.push(...[...messages].map((m) => m.body)),
  } as unknown as Queue;
  return { queue, sent };
}

interface Drained {
  result: RefreshResult | undefined;
  steps: { message: RefreshMessage; subrequests: number }[];
  failures: { message: RefreshMessage; error: string }[];
}

/**
 * The whole refresh as the queue runs it: the Cron's messages, then one step per message in order;
 * a failed step goes back in line (a retry), at most `maxAttempts` times, as wrangler.toml says.
 */
async function drain(fetcher: typeof fetch, now = new Date("2026-11-23T07:23:00Z"), maxAttempts = 6): Promise<Drained> {
  const { queue, sent } = recordingQueue();
  const started = await startStationRefresh({ DB: env.DB, NREL_API_KEY: "k", STATION_REFRESH_QUEUE: queue }, now);
  if (started.status === "skipped") return { result: started, steps: [], failures: [] };
  const line = sent.splice(0).map((message) => ({ message, attempts: 0 }));
  const drained: Drained = { result: undefined, steps: [], failures: [] };
  while (line.length > 0) {
    const entry = line.shift()!;
    entry.attempts += 1;
    try {
      const outcome = await runRefreshStep({ DB: env.DB, NREL_API_KEY: "k" }, entry.message, fetcher);
      drained.steps.push({ message: entry.message, subrequests: outcome.subrequests });
      if (outcome.result) drained.result = outcome.result;
      line.push(...outcome.next.map((message) => ({ message, attempts: 0 })));
    } catch (error) {
      drained.failures.push({ message: entry.message, error: String(error) });
      if (entry.attempts < maxAttempts) line.push(entry);
    }
  }
  return drained;
}

async function stationsAt(query: string): Promise<StationsResponse> {
  forgetStationCaches();
  const response = await SELF.fetch(`http://localhost/api/stations?${query}`);
  return response.json();
}

describe("the scheduled AFDC refresh", () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await clearStationData(env.DB);
  });

  it("skips cleanly without NREL_API_KEY: no message, no request, no data written", async () => {
    const { calls } = afdcFetch();
    const { queue, sent } = recordingQueue();
    expect(await startStationRefresh({ DB: env.DB, STATION_REFRESH_QUEUE: queue })).toEqual({ status: "skipped", reason: "NREL_API_KEY is not set" });
    expect(sent).toEqual([]);
    expect(calls).toHaveLength(0);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM station_index").first("n")).toBe(0);
  });

  it("asks AFDC for every state's open public electric stations and serves them instead of the snapshot", async () => {
    const { fetcher, calls } = afdcFetch();
    const { result, steps } = await drain(fetcher);
    // The planned and the private record of the recorded page are dropped.
    expect(result).toEqual({ status: "refreshed", generation: 1, stations: 6, cells: 1, states: 51 });
    expect(calls).toHaveLength(51);
    // 51 fetch steps (one a state) and one write step, each far inside the Free plan's 50 subrequests.
    expect(steps.map((step) => step.message.kind)).toEqual([...Array<string>(51).fill("fetch"), "write"]);
    expect(Math.max(...steps.map((step) => step.subrequests))).toBeLessThanOrEqual(SUBREQUEST_BUDGET);
    // Nothing is left staged.
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM station_refresh_pages").first("n")).toBe(0);
    const ny = calls.find((url) => url.searchParams.get("state") === "NY")!;
    expect(`${ny.origin}${ny.pathname}`).toBe(AFDC_API_URL);
    expect(Object.fromEntries(ny.searchParams)).toEqual({
      api_key: "k",
      fuel_type: "ELEC",
      status: "E",
      access: "public",
      state: "NY",
      limit: "200",
      offset: "0",
    });

    const times = await stationsAt("lat=40.758&lon=-73.9855&radius_mi=5");
    expect(times.stations.map((station) => station.id)).toEqual([115002, 114972, 115094, 223273, 389546, 389545]);
    expect(times.source.refreshedAt).toBe("2026-11-23T07:23:00.000Z");
    expect(times.coverage.states.find((state) => state.state === "NY")).toEqual({ state: "NY", asOf: "2025-04-21", stations: 6 });
    // After a refresh of every state, an empty answer in California means no stations, not "not loaded".
    const northHollywood = await stationsAt("lat=34.1652&lon=-118.3751&radius_mi=25");
    expect(northHollywood.coverage).toMatchObject({ status: "full", message: null });
    expect(northHollywood.stations).toEqual([]);
  });

  it("the refreshed index summarises each state's prices, and a thin circle falls back on them, dated by the refresh", async () => {
    // New York's recorded page, plus five priced fast stations spread along the Hudson (about 14
    // miles apart, so a 3-mile circle holds one of them).
    const priced = [0.39, 0.45, 0.52, 0.56, 0.6].map((usd, i) => ({
      ...recordedNyPage.fuel_stations[0],
      id: 600_000 + i,
      ev_pricing: `$${usd} per kWh`,
      ev_level2_evse_num: 0,
      ev_dc_fast_num: 2,
      latitude: 41 + i * 0.2,
      longitude: -73.9,
    }));
    const { fetcher } = afdcFetch({
      NY: () => Response.json({ ...recordedNyPage, total_results: 13, fuel_stations: [...recordedNyPage.fuel_stations, ...priced] }),
    });
    await drain(fetcher);
    const stored = JSON.parse((await env.DB.prepare("SELECT body FROM station_index WHERE id = 1").first<string>("body"))!);
    // Only states with stations get a summary; the 3 "Free" Level 2 stations of the page count as free.
    expect(Object.keys(stored.prices)).toEqual(["NY"]);
    expect(stored.prices.NY).toMatchObject({ stations: 11, free: 3, level2: null, dcFast: { stations: 5, medianUsdPerKwh: 0.52 } });

    const nearOne = await stationsAt("lat=41.4&lon=-73.9&radius_mi=3");
    expect(nearOne.prices!.circle.dcFast).toMatchObject({ stations: 1, medianUsdPerKwh: 0.52 });
    expect(nearOne.prices!.resolved).toMatchObject({
      scope: "state",
      state: "NY",
      dcFast: { scope: "state", stations: 5, medianUsdPerKwh: 0.52, p25UsdPerKwh: 0.45, p75UsdPerKwh: 0.56 },
      level2: null,
      asOf: "2026-11-23",
    });
  });

  it("pages through a big state with offset until AFDC has sent total_results", async () => {
    const page = (from: number, count: number) => ({
      total_results: 450,
      fuel_stations: Array.from({ length: count }, (_, i) => ({
        ...recordedNyPage.fuel_stations[0],
        id: 500_000 + from + i,
        latitude: 40.7 + (from + i) / 10_000,
      })),
    });
    const offsets: string[] = [];
    const { fetcher } = afdcFetch({
      NY: () => {
        throw new Error("replaced below");
      },
    });
    const paged = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      if (url.searchParams.get("state") !== "NY") return fetcher(input, init);
      const offset = Number(url.searchParams.get("offset"));
      offsets.push(String(offset));
      return Response.json(page(offset, Math.min(200, 450 - offset)));
    });
    const { result } = await drain(paged as unknown as typeof fetch);
    expect(offsets).toEqual(["0", "200", "400"]);
    expect(result).toMatchObject({ status: "refreshed", stations: 450 });
  });

  it(`fetches at most ${AFDC_CONCURRENCY} AFDC pages at once (Workers' simultaneous connections), not one after another`, async () => {
    const { fetcher } = afdcFetch();
    let inFlight = 0;
    let most = 0;
    // A state of 4,000 stations (20 pages of 200): its first page, then the other 19 six at a time.
    const slow = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      if (url.searchParams.get("state") !== "CA") return fetcher(input, init);
      const offset = Number(url.searchParams.get("offset"));
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      const stations = Array.from({ length: 200 }, (_, i) => ({ ...recordedNyPage.fuel_stations[0], id: 800_000 + offset + i, state: "CA", latitude: 34 + (offset + i) / 100_000, longitude: -118.3 }));
      return Response.json({ total_results: 4000, fuel_stations: stations });
    });
    const { result } = await drain(slow as unknown as typeof fetch);
    expect(most).toBe(AFDC_CONCURRENCY);
    // The same data as a sequential run: order of answers does not matter (pages are kept by offset).
    expect(result).toMatchObject({ status: "refreshed", generation: 1, stations: 6 + 4000, states: 51 });
  });

  it("the refresh resumes after a failed state: Texas fails twice, is retried alone, and every other state is fetched once", async () => {
    let texasAttempts = 0;
    const { fetcher, calls } = afdcFetch({
      TX: () => {
        texasAttempts += 1;
        return texasAttempts <= 2 ? new Response("upstream error", { status: 503 }) : Response.json(EMPTY_PAGE);
      },
    });
    const { result, failures, steps } = await drain(fetcher);
    expect(failures.map((failure) => failure.error)).toEqual([
      "Error: AFDC answered 503 for TX (offset 0)",
      "Error: AFDC answered 503 for TX (offset 0)",
    ]);
    // 50 states once, Texas three times: nothing fetched again for the states that had worked.
    expect(calls).toHaveLength(50 + 3);
    expect(calls.filter((url) => url.searchParams.get("state") === "NY")).toHaveLength(1);
    expect(result).toEqual({ status: "refreshed", generation: 1, stations: 6, cells: 1, states: 51 });
    expect(steps.every((step) => step.subrequests <= SUBREQUEST_BUDGET)).toBe(true);
    // Until the last state was in, readers kept the previous data; now New York's stations are served.
    expect((await stationsAt("lat=40.758&lon=-73.9855&radius_mi=5")).stations).toHaveLength(6);
  });

  it("a state that fails every retry keeps the previous data (snapshot) in place, and its staged pages wait to be dropped", async () => {
    const { fetcher } = afdcFetch({ WA: () => Response.json({ error: { code: "API_KEY_INVALID" } }) });
    const { result, failures } = await drain(fetcher);
    expect(result).toBeUndefined();
    expect(failures).toHaveLength(6);
    expect(failures[0]!.error).toMatch(/^Error: AFDC sent an unexpected response for WA/);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM station_index").first("n")).toBe(0);
    // The 50 other states stay staged; the next day's run drops them (older than 2 days) as it starts.
    expect(await env.DB.prepare("SELECT COUNT(DISTINCT state) AS n FROM station_refresh_pages").first("n")).toBe(50);
    const { queue } = recordingQueue();
    await startStationRefresh({ DB: env.DB, NREL_API_KEY: "k", STATION_REFRESH_QUEUE: queue }, new Date("2026-11-26T07:23:00Z"));
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM station_refresh_pages").first("n")).toBe(0);
  });

  it(`a big state is fetched in slices of ${PAGES_PER_STEP} pages, each step within ${SUBREQUEST_BUDGET} subrequests`, async () => {
    // California with 17,000 stations: 85 pages of 200, so 3 fetch steps (40 + 40 + 5 pages).
    const CA_TOTAL = 17_000;
    const page = (offset: number) => ({
      total_results: CA_TOTAL,
      fuel_stations: Array.from({ length: Math.min(200, CA_TOTAL - offset) }, (_, i) => ({
        ...recordedNyPage.fuel_stations[0],
        id: 700_000 + offset + i,
        state: "CA",
        latitude: 34 + (offset + i) / 100_000,
        longitude: -118.3,
      })),
    });
    const { fetcher } = afdcFetch();
    const withCa = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      if (url.searchParams.get("state") !== "CA") return fetcher(input, init);
      return Response.json(page(Number(url.searchParams.get("offset"))));
    });
    const { result, steps } = await drain(withCa as unknown as typeof fetch);
    const caSteps = steps.filter((step) => step.message.kind === "fetch" && step.message.state === "CA");
    expect(caSteps.map((step) => (step.message as { offset: number }).offset)).toEqual([0, 8000, 16000]);
    // 40 pages + 2 staging INSERTs + 1 send = 43; the last slice (the last state in, so it also
    // sends the first write step): 5 pages + 1 INSERT + 1 completion check + 1 send = 8.
    expect(caSteps.map((step) => step.subrequests)).toEqual([43, 43, 8]);
    expect(steps.every((step) => step.subrequests <= SUBREQUEST_BUDGET)).toBe(true);
    expect(result).toMatchObject({ status: "refreshed", stations: 6 + CA_TOTAL });
  }, 60_000);

  it("the queue consumer acknowledges a step that worked and retries one that failed, alone", async () => {
    const { fetcher } = afdcFetch({ TX: () => new Response("upstream error", { status: 502 }) });
    const { queue, sent } = recordingQueue();
    const batch = createMessageBatch<RefreshMessage>("plugplan-station-refresh", [
      { id: "ny", timestamp: new Date(), attempts: 1, body: { kind: "fetch", run: 1, state: "NY", offset: 0 } },
      { id: "tx", timestamp: new Date(), attempts: 1, body: { kind: "fetch", run: 1, state: "TX", offset: 0 } },
    ]);
    const ctx = createExecutionContext();
    await handleRefreshBatch(batch, { DB: env.DB, NREL_API_KEY: "k", STATION_REFRESH_QUEUE: queue }, fetcher);
    const outcome = await getQueueResult(batch, ctx);
    expect(outcome.explicitAcks).toEqual(["ny"]);
    expect(outcome.retryMessages).toMatchObject([{ msgId: "tx" }]);
    expect(sent).toEqual([]);
    expect(await env.DB.prepare("SELECT state FROM station_refresh_pages WHERE run = 1").all()).toMatchObject({ results: [{ state: "NY" }] });
  });

  it("the Worker's scheduled handler starts the refresh: one message per state on the queue", async () => {
    const { queue, sent } = recordingQueue();
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "23 4 * * *" }), { ...env, NREL_API_KEY: "from-secret", STATION_REFRESH_QUEUE: queue }, ctx);
    await waitOnExecutionContext(ctx);
    expect(sent).toHaveLength(51);
    expect(sent[0]).toMatchObject({ kind: "fetch", state: "AK", offset: 0 });
  });

  it("the scheduled handler without a key leaves everything as it was", async () => {
    const spy = vi.spyOn(globalThis, "fetch");
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "23 4 * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(spy).not.toHaveBeenCalled();
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM station_index").first("n")).toBe(0);
  });
});
