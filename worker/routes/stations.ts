// GET /api/stations?lat=&lon=&radius_mi=&connector=&limit=&state= → public charging stations, nearest
// first, with typical local prices (domain/stations/search.ts). Public, cacheable data: no session, no body.
// Identical questions get the same answer from the edge cache (Cache API, per Cloudflare
// location): the key is the normalised query (numbers in one spelling, parameters in one order,
// defaults filled in) plus the data's version and as-of date, so a refresh starts a new key.
import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { StationQuerySchema } from "../../domain/contracts/stations.schema";
import type { ConnectorFilter } from "../../domain/stations/types";
import { validQuery } from "../middleware/validate";
import { log } from "../middleware/logging";
import { findStations, stationDataVersion } from "../services/stations";

export const stationRoutes = new Hono<AppEnv>();

/** Stations change daily at most; browsers and the edge reuse an answer for an hour. */
export const STATIONS_MAX_AGE_SECONDS = 3600;
/** Says whether the edge cache answered (for the load test and for debugging). */
export const STATIONS_CACHE_HEADER = "x-plugplan-cache";

stationRoutes.get("/", validQuery(StationQuerySchema), async (c) => {
  const { lat, lon, radius_mi: radiusMi, connector, limit, state } = c.req.valid("query");
  const version = await stationDataVersion(c.env);
  const normalised = new URLSearchParams({
    lat: String(lat),
    lon: String(lon),
    radius_mi: String(radiusMi),
    connector: connector ?? "",
    limit: String(limit),
    state: state ?? "",
    v: version,
  });
  const cacheKey = new Request(`${new URL(c.req.url).origin}/api/stations?${normalised}`);
  const cache = caches.default;
  const hit = await cache.match(cacheKey).catch(() => undefined);
  if (hit) {
    const response = new Response(hit.body, hit);
    response.headers.set(STATIONS_CACHE_HEADER, "hit");
    return response;
  }
  const result = await findStations(c.env, {
    lat,
    lon,
    radiusMi,
    connector: (connector ?? null) as ConnectorFilter | null,
    limit,
    state: state ?? null,
  });
  const body = JSON.stringify(result);
  const headers = { "content-type": "application/json", "cache-control": `public, max-age=${STATIONS_MAX_AGE_SECONDS}` };
  c.executionCtx.waitUntil(
    cache.put(cacheKey, new Response(body, { headers })).catch((error: unknown) => log("warn", "stations cache put failed", { error: String(error) })),
  );
  c.header(STATIONS_CACHE_HEADER, "miss");
  c.header("Cache-Control", headers["cache-control"]);
  return c.body(body, 200, { "content-type": "application/json" });
});
