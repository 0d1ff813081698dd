// GET /api/stations from the browser. The answer comes from our own Worker, which validates the
// query and builds the body from typed data, so it is used as typed (no zod in the page bundle).
import type { ConnectorFilter, StationsResponse } from "../../../domain/stations/types";
import { getJson } from "../api";

export interface StationRequest {
  lat: number;
  lon: number;
  radiusMi: number;
  connector?: ConnectorFilter | null;
  limit?: number;
  /** The ZIP's state: the answer's typical prices fall back on its snapshot when the circle has too few. */
  state?: string | null;
}

export function stationsPath({ lat, lon, radiusMi, connector, limit, state }: StationRequest): string {
  const params = new URLSearchParams({
    lat: lat.toFixed(4),
    lon: lon.toFixed(4),
    // The API's bounds (0.5–100 miles); the plan's circle can be 0 when no driving is entered.
    radius_mi: String(Math.min(100, Math.max(0.5, Math.round(radiusMi * 10) / 10))),
  });
  if (connector) params.set("connector", connector);
  if (limit) params.set("limit", String(limit));
  if (state) params.set("state", state);
  return `/api/stations?${params}`;
}

const cache = new Map<string, Promise<StationsResponse>>();

/**
 * GET a path built by stationsPath, cached per path for the page's life: the same circle asked by
 * two components costs one request.
 */
export function fetchStationsPath(path: string): Promise<StationsResponse> {
  let pending = cache.get(path);
  if (!pending) {
    pending = getJson<StationsResponse>(path);
    cache.set(path, pending);
    pending.catch(() => cache.delete(path)); // a failure is retried next time
  }
  return pending;
}

/** Test helper. */
export function clearStationsCache(): void {
  cache.clear();
}
