// The committed station data and what is derived from it stay in step: the pricing-text fixture the
// parser's tests classify, and the per-state price summaries in index.json (both written by
// scripts/data/stations.mjs; a hand edit or a stale file fails here).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pricedStationOf, summarisePublicPrices } from "../../domain/stations/pricing";
import type { CellRow, StationCell, StationIndex } from "../../domain/stations/types";

const root = join(import.meta.dirname, "..", "..");
const dir = join(root, "web/public/data/stations/c");
const rows: CellRow[] = readdirSync(dir).flatMap((name) => (JSON.parse(readFileSync(join(dir, name), "utf8")) as StationCell).s);
const index = JSON.parse(readFileSync(join(root, "web/public/data/stations/index.json"), "utf8")) as StationIndex;

describe("station price data", () => {
  it("the fixture lists every distinct pricing text of the cells, with its station count", () => {
    const fixture = JSON.parse(readFileSync(join(root, "domain/stations/fixtures/afdc-pricing-texts.json"), "utf8")) as {
      snapshots: string[];
      texts: [string, number][];
    };
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(row[14], (counts.get(row[14]) ?? 0) + 1);
    expect(new Map(fixture.texts)).toEqual(counts);
    expect(fixture.snapshots).toEqual(index.states.map((state) => `${state.state} ${state.asOf}`));
  });

  it("index.json's per-state summaries are the summaries of each state's rows", () => {
    const expected = Object.fromEntries(
      index.states.map(({ state }) => [state, summarisePublicPrices(rows.filter((row) => row[12] === state).map(pricedStationOf))]),
    );
    expect(index.prices).toEqual(expected);
    // The count, checked by hand in the NY CSV: 39 of New York's 528 fast stations list a per-kWh price.
    expect(index.prices?.NY).toMatchObject({ dcFastStations: 528, dcFast: { stations: 39 } });
  });
});
