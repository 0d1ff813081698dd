// GET /api/stations?lat=&lon=&radius_mi=&connector=&limit=&state= → public charging stations, nearest
// first, with typical local prices (domain/stations/search.ts). Public, cacheable data: no session, no body.
import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { StationQuerySchema } from "../../domain/contracts/stations.schema";
import type { ConnectorFilter } from "../../domain/stations/types";
import { validQuery } from "../middleware/validate";
import { findStations } from "../services/stations";

export const stationRoutes = new Hono<AppEnv>();

stationRoutes.get("/", validQuery(StationQuerySchema), async (c) => {
  const { lat, lon, radius_mi: radiusMi, connector, limit, state } = c.req.valid("query");
  const result = await findStations(c.env, {
    lat,
    lon,
    radiusMi,
    connector: (connector ?? null) as ConnectorFilter | null,
    limit,
    state: state ?? null,
  });
  // Stations change daily at most; let browsers and the edge reuse an answer for an hour.
  c.header("Cache-Control", "public, max-age=3600");
  return c.json(result);
});
