import { env, SELF } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { distanceMiles } from "../../domain/stations/grid";
import type { StationsResponse } from "../../domain/stations/types";
import { cellsInCircle, CELL_DEG } from "../../domain/stations/grid";
import type { StationCell, StationIndex } from "../../domain/stations/types";
import { writeStationData } from "../services/station-refresh";
import { D1_MAX_BOUND_PARAMETERS, findStations, forgetStationCaches } from "../services/stations";
import { clearStationData, seedSnapshot, snapshotAssets, SNAPSHOT_INDEX } from "../test/station-data";

const TIMES_SQUARE = { lat: 40758, lon: -739855 };
const at = (lat: number, lon: number) => `lat=${lat}&lon=${lon}`;
const TS = at(TIMES_SQUARE.lat / 1000, TIMES_SQUARE.lon / 10000);

async function stations(query: string): Promise<{ status: number; body: StationsResponse & { message?: string }; raw: string }> {
  const response = await SELF.fetch(`http://localhost/api/stations?${query}`);
  const raw = await response.text();
  return { status: response.status, body: JSON.parse(raw), raw };
}

async function gzipBytes(text: string): Promise<number> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("gzip"));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

describe("findStations on the committed snapshot (ASSETS, no refresh in D1)", () => {
  beforeAll(() => clearStationData(env.DB));

  it("reads cells through the ASSETS binding and lists Times Square's nearest stations", async () => {
    const result = await findStations({ DB: env.DB, ASSETS: snapshotAssets }, {
      lat: 40.758,
      lon: -73.9855,
      radiusMi: 0.25,
      connector: null,
      limit: 3,
    });
    // Hand-checked against afdc-ny-2025-04-21.csv: the three nearest rows to 40.758,-73.9855.
    expect(result.stations.map((station) => station.id)).toEqual([115002, 114972, 115094]);
    expect(result.stations[0]).toMatchObject({
      name: "Quik Park 1133 Garage LLC - Tesla Destination",
      network: { name: "Tesla Destination", url: "https://www.tesla.com/destination-charging" },
      connectors: ["J1772", "TESLA"],
      distanceMiles: 0.2,
      address: { city: "New York", state: "NY" },
    });
    expect(result.coverage).toMatchObject({ status: "full", message: null });
    expect(result.source.refreshedAt).toBeNull();
    expect(result.coverage.states.map((state) => `${state.state} ${state.asOf}`)).toEqual([
      "MA 2025-11-14",
      "NY 2025-04-21",
      "WA 2025-02-09",
    ]);
  });
});

describe("GET /api/stations", () => {
  beforeAll(() => seedSnapshot(env.DB));
  afterAll(() => clearStationData(env.DB));

  it("sorts by distance, each distance the haversine miles to one decimal, all inside the radius", async () => {
    const { status, body } = await stations(`${TS}&radius_mi=3&limit=100`);
    expect(status).toBe(200);
    expect(body.stations.length).toBe(100);
    const distances = body.stations.map((station) => station.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const station of body.stations) {
      const miles = distanceMiles({ lat: 40.758, lon: -73.9855 }, station);
      expect(station.distanceMiles).toBe(Math.round(miles * 10) / 10);
      expect(miles).toBeLessThanOrEqual(3);
    }
    expect(body.truncated).toBe(true);
    expect(body.totals.stations).toBeGreaterThan(100);
  });

  it("the radius bounds the result: a 1-mile circle is a subset of a 2-mile one, and nothing beyond it appears", async () => {
    const small = (await stations(`${TS}&radius_mi=1&limit=100`)).body;
    const large = (await stations(`${TS}&radius_mi=2&limit=100`)).body;
    expect(small.totals.stations).toBeLessThan(large.totals.stations);
    expect(small.stations.every((station) => station.distanceMiles <= 1)).toBe(true);
    const largeIds = new Set(large.stations.map((station) => station.id));
    const nearest = small.stations.slice(0, Math.min(small.stations.length, large.stations.length));
    expect(nearest.every((station) => largeIds.has(station.id))).toBe(true);
  });

  it("totals count fast stations, their ports and Level 2 ports over the whole circle", async () => {
    // 93 stations within a mile of Times Square in the NY snapshot, 2 of them with DC fast ports.
    const { body } = await stations(`${TS}&radius_mi=1&limit=100`);
    expect(body.truncated).toBe(false);
    expect(body.totals.stations).toBe(93);
    const fast = body.stations.filter((station) => station.ports.dcFast > 0);
    expect(body.totals.fastStations).toBe(2);
    expect(fast).toHaveLength(2);
    expect(body.totals.fastPorts).toBe(fast.reduce((sum, station) => sum + station.ports.dcFast, 0));
    expect(body.totals.level2Ports).toBe(body.stations.reduce((sum, station) => sum + station.ports.level2, 0));
    expect(body.totals.level1Ports).toBe(body.stations.reduce((sum, station) => sum + station.ports.level1, 0));
    expect(body.totals.nearestFastMiles).toBe(fast[0]!.distanceMiles);
    // A limit lists fewer stations but never changes the totals.
    const limited = (await stations(`${TS}&radius_mi=1&limit=5`)).body;
    expect(limited.stations).toHaveLength(5);
    expect(limited.truncated).toBe(true);
    expect(limited.totals).toEqual(body.totals);
  });

  it.each([
    ["ccs", "J1772COMBO"],
    ["nacs", "TESLA"],
    ["chademo", "CHADEMO"],
    ["j1772", "J1772"],
  ])("connector=%s keeps only stations with %s, and all of them", async (filter, code) => {
    const unfiltered = (await stations(`${TS}&radius_mi=2&limit=100`)).body;
    const { body } = await stations(`${TS}&radius_mi=2&limit=100&connector=${filter}`);
    expect(body.query.connector).toBe(filter);
    expect(body.stations.every((station) => station.connectors.includes(code as never))).toBe(true);
    if (!unfiltered.truncated) {
      expect(body.stations.map((station) => station.id)).toEqual(
        unfiltered.stations.filter((station) => station.connectors.includes(code as never)).map((station) => station.id),
      );
    }
    expect(body.totals.stations).toBeGreaterThan(0);
    expect(body.totals.stations).toBeLessThanOrEqual(unfiltered.totals.stations);
  });

  it("an empty area inside a loaded state: no stations, full coverage, no nearest fast charger", async () => {
    // Mount Marcy in the Adirondack High Peaks wilderness: no public charger within a mile.
    const { status, body } = await stations(`${at(44.1128, -73.9237)}&radius_mi=1`);
    expect(status).toBe(200);
    expect(body.stations).toEqual([]);
    expect(body.totals).toEqual({ stations: 0, fastStations: 0, fastPorts: 0, level2Ports: 0, level1Ports: 0, nearestFastMiles: null });
    expect(body.coverage.status).toBe("full");
  });

  it("California (no snapshot) says plainly that the data is not loaded yet", async () => {
    const { body } = await stations(`${at(34.1652, -118.3751)}&radius_mi=25`); // ZIP 91601, North Hollywood
    expect(body.stations).toEqual([]);
    expect(body.coverage).toMatchObject({
      status: "none",
      message: "Station data for this area is not loaded yet. Our station data covers Massachusetts, New York and Washington for now.",
    });
  });

  it("a circle crossing out of a loaded state is flagged as partial", async () => {
    // Coverage is judged per grid cell (0.5°): from Scranton PA a 50-mile circle reaches New York's cells.
    const { body } = await stations(`${at(41.4090, -75.6624)}&radius_mi=50`);
    expect(body.totals.stations).toBeGreaterThan(0);
    expect(body.stations.every((station) => station.address.state === "NY")).toBe(true);
    expect(body.coverage.status).toBe("partial");
    expect(body.coverage.message).toBe(
      "Part of this circle is outside Massachusetts, New York and Washington, the states our station data covers for now, so stations there are not shown.",
    );
  });

  it("prices: typical local prices over every station in the circle, not only the listed ones (Brooklyn 11215, 8 miles)", async () => {
    // ZIP 11215's centre (web/public/data/zip/112.json) and the plan's circle for 16 miles a day;
    // the medians are worked by hand in domain/stations/pricing-brooklyn.test.ts.
    const brooklyn = `${at(40.6669, -73.9828)}&radius_mi=8`;
    const { body } = await stations(`${brooklyn}&limit=1`);
    expect(body.stations).toHaveLength(1);
    expect(body.prices!.circle).toMatchObject({ stations: 610, free: 342, freeWithParkingFee: 0 });
    expect(body.prices!.resolved).toEqual({
      scope: "circle",
      state: "NY",
      level2: expect.objectContaining({ scope: "circle", stations: 39, medianUsdPerKwh: 0.4, withSessionFee: 18 }),
      dcFast: expect.objectContaining({ scope: "circle", stations: 5, medianUsdPerKwh: 0.54, p25UsdPerKwh: 0.54, p75UsdPerKwh: 0.59 }),
      stations: 44,
      asOf: "2025-04-21",
    });
    expect((await stations(`${brooklyn}&limit=100`)).body.prices).toEqual(body.prices);
  });

  it("prices: a circle with too few priced stations carries its state's snapshot summary and says so", async () => {
    // Mount Marcy: no station within a mile. Given the ZIP's state, New York's snapshot answers.
    const { body } = await stations(`${at(44.1128, -73.9237)}&radius_mi=1&state=ny`);
    expect(body.prices!.circle).toMatchObject({ stations: 0, level2: null, dcFast: null });
    expect(body.prices!.state).toMatchObject({ state: "NY", asOf: "2025-04-21", summary: { dcFastStations: 528 } });
    expect(body.prices!.resolved).toMatchObject({
      scope: "state",
      state: "NY",
      level2: { scope: "state", stations: 132, medianUsdPerKwh: 0.36 },
      dcFast: { scope: "state", stations: 39, medianUsdPerKwh: 0.52 },
      stations: 171,
      asOf: "2025-04-21",
    });
    // Without the state and without a station to tell it, there is nothing to fall back on.
    const unknownState = (await stations(`${at(44.1128, -73.9237)}&radius_mi=1`)).body;
    expect(unknownState.prices!.resolved).toMatchObject({ scope: "none", state: null, level2: null, dcFast: null });
    // With stations in the circle (Lake Placid's) but no state given, the nearest station's state is used.
    const lakePlacid = (await stations(`${at(44.1128, -73.9237)}&radius_mi=15`)).body;
    expect(lakePlacid.totals.stations).toBeGreaterThan(0);
    expect(lakePlacid.prices!.resolved.state).toBe("NY");
  });

  it("prices: a California point has no price data, and the coverage message is unchanged", async () => {
    const { body } = await stations(`${at(34.1652, -118.3751)}&radius_mi=25&state=CA`);
    expect(body.prices!.resolved).toEqual({ scope: "none", state: "CA", level2: null, dcFast: null, stations: 0, asOf: null });
    expect(body.prices!.state).toBeNull();
    expect(body.coverage.message).toBe(
      "Station data for this area is not loaded yet. Our station data covers Massachusetts, New York and Washington for now.",
    );
  });

  it("defaults: 25-mile radius, 50 stations, no connector filter", async () => {
    const { body } = await stations(TS);
    expect(body.query).toEqual({ lat: 40.758, lon: -73.9855, radiusMi: 25, connector: null, limit: 50 });
    expect(body.stations).toHaveLength(50);
  });

  it("a 25-mile answer in the densest city we have is under 30 KB gzip", async () => {
    for (const place of [TS, at(42.3601, -71.0589), at(47.6062, -122.3321)]) {
      const { raw } = await stations(`${place}&radius_mi=25`);
      expect(await gzipBytes(raw)).toBeLessThan(30 * 1024);
    }
    const widest = await stations(`${TS}&radius_mi=100&limit=100`);
    expect(await gzipBytes(widest.raw)).toBeLessThan(60 * 1024);
  });

  it("is cacheable public data", async () => {
    const response = await SELF.fetch(`http://localhost/api/stations?${TS}`);
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    await response.arrayBuffer();
  });

  it.each([
    ["", "lat: Give a latitude (lat), in degrees"],
    ["lon=-73.9", "lat: Give a latitude (lat), in degrees"],
    ["lat=40.7", "lon: Give a longitude (lon), in degrees"],
    ["lat=abc&lon=-73.9", "lat: Latitude must be a number in degrees, like 40.75"],
    ["lat=91&lon=-73.9", "lat: Latitude must be between -90 and 90"],
    ["lat=40.7&lon=-181", "lon: Longitude must be between -180 and 180"],
    ["lat=40.7&lon=1e3", "lon: Longitude must be a number in degrees, like -73.99"],
    ["lat=40.7&lon=-73.9&radius_mi=0", "radius_mi: Radius must be from 0.5 to 100 miles"],
    ["lat=40.7&lon=-73.9&radius_mi=101", "radius_mi: Radius must be from 0.5 to 100 miles"],
    ["lat=40.7&lon=-73.9&radius_mi=far", "radius_mi: Radius must be a number of miles, like 25"],
    ["lat=40.7&lon=-73.9&connector=tesla", "connector: Connector must be one of ccs, nacs, chademo, j1772"],
    ["lat=40.7&lon=-73.9&limit=0", "limit: Limit must be from 1 to 100"],
    ["lat=40.7&lon=-73.9&limit=101", "limit: Limit must be from 1 to 100"],
    ["lat=40.7&lon=-73.9&limit=2.5", "limit: Limit must be a whole number"],
    ["lat=40.7&lon=-73.9&state=New%20York", "state: State must be a two-letter code, like NY"],
    // A repeated parameter is refused, not read first-wins (issue 25).
    ["lat=40.7&lat=-33.9&lon=-73.9", "lat: Give lat only once (this request has it 2 times)"],
    ["lat=40.7&lon=-73.9&connector=ccs&connector=nacs", "connector: Give connector only once (this request has it 2 times)"],
    ["lat=40.7&lon=-73.9&limit=5&limit=5&limit=5", "limit: Give limit only once (this request has it 3 times)"],
  ])("?%s → 400 %s", async (query, message) => {
    const { status, body } = await stations(query);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });
});

/** The D1 binding with the number of parameters bound to each statement recorded. */
function countingDb(db: D1Database, bound: { sql: string; count: number }[]): D1Database {
  return new Proxy(db, {
    get(target, property) {
      if (property === "prepare") {
        return (sql: string) => {
          const statement = target.prepare(sql);
          return new Proxy(statement, {
            get(inner, name) {
              if (name === "bind") {
                return (...values: unknown[]) => {
                  bound.push({ sql, count: values.length });
                  return inner.bind(...values);
                };
              }
              const value = Reflect.get(inner, name) as unknown;
              return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(inner) : value;
            },
          });
        };
      }
      const value = Reflect.get(target, property) as unknown;
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

describe("a 100-mile circle near the Canadian border stays within D1's 100 bound parameters", () => {
  // Kaktovik, Alaska, about 60 miles from the Yukon border: at 70° N a 100-mile circle touches 103
  // cells of 0.5°. After a refresh every state is loaded; here every one of those cells holds one
  // (made-up, test-only) station at its centre.
  const KAKTOVIK = { lat: 70.13, lon: -143.6 };
  const keys = cellsInCircle(KAKTOVIK, 100, CELL_DEG);
  const centre = (key: string) => {
    const [row, col] = key.split("_").map(Number) as [number, number];
    return { lat: (row + 0.5) * CELL_DEG, lon: (col + 0.5) * CELL_DEG };
  };

  beforeAll(async () => {
    const cells = new Map<string, StationCell>(
      keys.map((key, i) => [
        key,
        { v: 1, n: [["Test Network", ""]], s: [[900_000 + i, `Test station ${key}`, 0, centre(key).lat, centre(key).lon, 0, 2, 0, "J1772", "24 hours daily", "1 Test Road", "Testville", "AK", "99747", ""]] },
      ]),
    );
    const index: StationIndex = { ...SNAPSHOT_INDEX, refreshedAt: "2026-11-25T04:23:00.000Z", cells: keys, covered: "all" };
    await writeStationData(env.DB, index, cells);
    forgetStationCaches();
  });
  afterAll(() => clearStationData(env.DB));

  it("splits the cell lookup into statements of at most 100 parameters and still finds every station", async () => {
    expect(keys.length).toBeGreaterThan(D1_MAX_BOUND_PARAMETERS);
    const bound: { sql: string; count: number }[] = [];
    const result = await findStations({ DB: countingDb(env.DB, bound), ASSETS: snapshotAssets }, { ...KAKTOVIK, radiusMi: 100, connector: null, limit: 100 });
    const cellQueries = bound.filter((entry) => entry.sql.includes("FROM station_cells"));
    expect(cellQueries.length).toBeGreaterThanOrEqual(2);
    for (const entry of bound) expect(entry.count, entry.sql).toBeLessThanOrEqual(D1_MAX_BOUND_PARAMETERS);
    const inside = keys.filter((key) => distanceMiles(KAKTOVIK, centre(key)) <= 100);
    expect(result.totals.stations).toBe(inside.length);
  });
});

describe("the edge cache (Cache API) for identical questions", () => {
  beforeAll(() => seedSnapshot(env.DB));
  afterAll(() => clearStationData(env.DB));

  it("answers the same normalised query from the cache, and a refresh starts a new key", async () => {
    const first = await SELF.fetch("http://localhost/api/stations?lat=47.6062&lon=-122.3321&radius_mi=7");
    const firstBody = await first.text();
    expect(first.headers.get("x-plugplan-cache")).toBe("miss");
    // The same question spelled differently: other parameter order, trailing zeros, the defaults written out.
    const again = await SELF.fetch("http://localhost/api/stations?limit=50&radius_mi=7.0&lon=-122.33210&lat=47.60620");
    expect(again.headers.get("x-plugplan-cache")).toBe("hit");
    expect(await again.text()).toBe(firstBody);
    expect(again.headers.get("cache-control")).toBe("public, max-age=3600");
    // Another question is another answer.
    const other = await SELF.fetch("http://localhost/api/stations?lat=47.6062&lon=-122.3321&radius_mi=8");
    expect(other.headers.get("x-plugplan-cache")).toBe("miss");
    await other.arrayBuffer();
    // A refresh writes a new generation: the old answer is not served for it.
    await seedSnapshot(env.DB);
    const afterRefresh = await SELF.fetch("http://localhost/api/stations?lat=47.6062&lon=-122.3321&radius_mi=7");
    expect(afterRefresh.headers.get("x-plugplan-cache")).toBe("miss");
    await afterRefresh.arrayBuffer();
  });
});
