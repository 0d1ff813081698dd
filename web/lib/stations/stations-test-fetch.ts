// For tests of screens that show stations: a fetch that answers the New York ZIP shard (10036,
// Times Square) and GET /api/stations with the answer the test gives, with both caches cleared.
import { vi } from "vitest";
import type { StationsResponse } from "../../../domain/stations/types";
import { clearZipCache } from "../zip/lookup";
import { clearStationsCache } from "./fetch-stations";

const NEW_YORK_SHARD = { v: 2, n: ["New York"], s: ["NY"], u: [], c: [], g: [], e: [], z: [["36", 0, 40.7602, -73.9903, 0, [], -1, [], []]] };

export function stubStationsFetch(answer: (query: URLSearchParams) => StationsResponse) {
  clearZipCache();
  clearStationsCache();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const path = String(url);
      if (path.endsWith("/100.json")) return Response.json(NEW_YORK_SHARD);
      if (path.startsWith("/api/stations?")) return Response.json(answer(new URLSearchParams(path.split("?")[1])));
      return new Response("", { status: 404 });
    }),
  );
}
