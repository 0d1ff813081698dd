import { createExecutionContext, createScheduledController, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../index";
import recordedNyPage from "../test/fixtures/afdc-ny-page.json";
import { clearStationData } from "../test/station-data";
import { AFDC_API_URL, AFDC_CONCURRENCY, refreshStations } from "./station-refresh";
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

  it("skips cleanly without NREL_API_KEY: no request, no data written", async () => {
    const { fetcher, calls } = afdcFetch();
    expect(await refreshStations({ DB: env.DB }, fetcher)).toEqual({ status: "skipped", reason: "NREL_API_KEY is not set" });
    expect(calls).toHaveLength(0);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM station_index").first("n")).toBe(0);
  });

  it("asks AFDC for every state's open public electric stations and serves them instead of the snapshot", async () => {
    const { fetcher, calls } = afdcFetch();
    const result = await refreshStations({ DB: env.DB, NREL_API_KEY: "test-key" }, fetcher, new Date("2026-11-23T07:23:00Z"));
    // The planned and the private record of the recorded page are dropped.
    expect(result).toEqual({ status: "refreshed", generation: 1, stations: 6, cells: 1, states: 51 });
    expect(calls).toHaveLength(51);
    const ny = calls.find((url) => url.searchParams.get("state") === "NY")!;
    expect(`${ny.origin}${ny.pathname}`).toBe(AFDC_API_URL);
    expect(Object.fromEntries(ny.searchParams)).toEqual({
      api_key: "test-key",
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
    await refreshStations({ DB: env.DB, NREL_API_KEY: "k" }, fetcher, new Date("2026-11-23T07:23:00Z"));
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
    const result = await refreshStations({ DB: env.DB, NREL_API_KEY: "k" }, paged as unknown as typeof fetch);
    expect(offsets).toEqual(["0", "200", "400"]);
    expect(result).toMatchObject({ status: "refreshed", stations: 450 });
  });

  it(`fetches at most ${AFDC_CONCURRENCY} AFDC pages at once (Workers' simultaneous connections), not one after another`, async () => {
    const { fetcher } = afdcFetch();
    let inFlight = 0;
    let most = 0;
    const slow = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return fetcher(input, init);
    });
    const result = await refreshStations({ DB: env.DB, NREL_API_KEY: "k" }, slow as unknown as typeof fetch, new Date("2026-11-23T07:23:00Z"));
    expect(most).toBe(AFDC_CONCURRENCY);
    // The same data as a sequential run: order of answers does not matter.
    expect(result).toEqual({ status: "refreshed", generation: 1, stations: 6, cells: 1, states: 51 });
  });

  it("a failed state keeps the previous data (snapshot) in place", async () => {
    const { fetcher } = afdcFetch({ TX: () => new Response("upstream error", { status: 503 }) });
    await expect(refreshStations({ DB: env.DB, NREL_API_KEY: "k" }, fetcher)).rejects.toThrow("AFDC answered 503 for TX (offset 0)");
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM station_index").first("n")).toBe(0);
    const { fetcher: malformed } = afdcFetch({ WA: () => Response.json({ error: { code: "API_KEY_INVALID" } }) });
    await expect(refreshStations({ DB: env.DB, NREL_API_KEY: "k" }, malformed)).rejects.toThrow("AFDC sent an unexpected response for WA");
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM station_index").first("n")).toBe(0);
  });

  it("the Worker's scheduled handler runs the refresh with the env's key (outer fetch mocked)", async () => {
    const { fetcher, calls } = afdcFetch();
    vi.spyOn(globalThis, "fetch").mockImplementation(fetcher);
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "23 4 * * *" }), { ...env, NREL_API_KEY: "from-secret" }, ctx);
    await waitOnExecutionContext(ctx);
    expect(calls).toHaveLength(51);
    expect(calls.every((url) => url.searchParams.get("api_key") === "from-secret")).toBe(true);
    expect(await env.DB.prepare("SELECT generation FROM station_index WHERE id = 1").first("generation")).toBe(1);
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
