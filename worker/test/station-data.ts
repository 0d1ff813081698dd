/// <reference types="vite/client" />
// Test helper: the committed AFDC snapshot (web/public/data/stations/) loaded into D1 through the
// refresh's own write path, so API tests run on the real data with real bindings. (The test
// project has no built assets for the ASSETS binding.)
import committedIndex from "../../web/public/data/stations/index.json";
import type { StationCell, StationIndex } from "../../domain/stations/types";
import { writeStationData } from "../services/station-refresh";
import { forgetStationCaches } from "../services/stations";

const cellFiles = import.meta.glob<StationCell>("../../web/public/data/stations/c/*.json", { import: "default" });

export const SNAPSHOT_INDEX = committedIndex as StationIndex;

export async function loadSnapshotCell(key: string): Promise<StationCell | undefined> {
  const load = cellFiles[`../../web/public/data/stations/c/${key}.json`];
  return load ? await load() : undefined;
}

export async function seedSnapshot(db: D1Database): Promise<void> {
  const cells = new Map<string, StationCell>();
  for (const key of SNAPSHOT_INDEX.cells) cells.set(key, (await loadSnapshotCell(key))!);
  await writeStationData(db, SNAPSHOT_INDEX, cells);
  forgetStationCaches();
}

export async function clearStationData(db: D1Database): Promise<void> {
  await db.batch([db.prepare("DELETE FROM station_cells"), db.prepare("DELETE FROM station_index"), db.prepare("DELETE FROM station_refresh_pages")]);
  forgetStationCaches();
}

/** An ASSETS binding that serves the committed station files, for the snapshot (no D1 data) path. */
export const snapshotAssets = {
  async fetch(input: RequestInfo | URL) {
    const path = new URL(typeof input === "string" || input instanceof URL ? input : input.url).pathname;
    const match = /^\/data\/stations\/c\/([-\d]+_[-\d]+)\.json$/.exec(path);
    const cell = match ? await loadSnapshotCell(match[1]!) : undefined;
    return cell ? Response.json(cell) : new Response("Not found", { status: 404 });
  },
  connect() {
    throw new Error("not used");
  },
} as unknown as Fetcher;
