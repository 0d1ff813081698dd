// Local public prices on the real New York snapshot: the plan's circle around Brooklyn's ZIP 11215
// for 16 miles a day, the committed cells and index (no ../shared needed).
import { describe, expect, it } from "vitest";
import { radiusMilesFor } from "../map/driving-area";
import brooklynShard from "../../web/public/data/zip/112.json";
import committedIndex from "../../web/public/data/stations/index.json";
import cellWest from "../../web/public/data/stations/c/81_-149.json";
import cellEast from "../../web/public/data/stations/c/81_-148.json";
import { cellsInCircle } from "./grid";
import { searchStations } from "./search";
import type { StationCell, StationIndex } from "./types";

const index = committedIndex as StationIndex;
const [, , lat, lon] = brooklynShard.z.find((row) => row[0] === "15")!;
const centre = { lat: lat as number, lon: lon as number };
const radiusMi = radiusMilesFor(16);
const cells = new Map<string, StationCell>([
  ["81_-149", cellWest as StationCell],
  ["81_-148", cellEast as StationCell],
]);

describe("typical public prices around ZIP 11215 (Brooklyn), 16 miles a day", () => {
  it("the circle is the plan's: 8 miles around 11215's centre, inside the two cells imported here", () => {
    expect(centre).toEqual({ lat: 40.6669, lon: -73.9828 });
    expect(radiusMi).toBe(8);
    expect(cellsInCircle(centre, radiusMi).sort()).toEqual(["81_-148", "81_-149"]);
  });

  it("medians from the rows, worked by hand", () => {
    const answer = searchStations(index, cells, { ...centre, radiusMi, connector: null, limit: 1 });
    const prices = answer.prices!;
    // 610 stations within 8 miles, all in New York: 570 Level 2 only, 40 with DC fast, none Level 1 only.
    expect(prices.circle).toMatchObject({ stations: 610, level2Stations: 570, dcFastStations: 40 });
    // "Free" on 341 Level 2 and 1 fast station; no text mentions a parking fee without a price
    // (the one "…plus parking fee" station charges $10 per 4 hours: a session price).
    expect(prices.circle).toMatchObject({ free: 342, freeWithParkingFee: 0 });

    // Level 2, the 39 stations with a per-kWh price for the public, sorted (s = also a session fee):
    //  1 0.21   2 0.22   3 0.25   4 0.25s  5 0.28   6 0.30s  7 0.30s  8 0.30s  9 0.31  10 0.31
    // 11 0.35  12 0.35  13 0.35  14 0.36  15 0.39s 16 0.39s 17–22 0.40 (six)  23 0.45  24 0.45s
    // 25 0.45s 26 0.45s 27 0.46  28 0.46  29 0.57  30 0.67s 31–37 0.75s (seven)  38 1.00  39 2.00s
    // Median: the 20th value, 0.40. Quartiles (PERCENTILE.INC) at rank (39 − 1) × 0.25 = 9.5 and
    // 28.5 (0-based): (0.31 + 0.35) / 2 = 0.33 and (0.57 + 0.67) / 2 = 0.62. Session fees: 18.
    expect(prices.circle.level2).toEqual({
      stations: 39,
      medianUsdPerKwh: 0.4,
      p25UsdPerKwh: 0.33,
      p75UsdPerKwh: 0.62,
      minUsdPerKwh: 0.21,
      maxUsdPerKwh: 2,
      withSessionFee: 18,
      variable: 0,
    });
    // DC fast, 5 of 40 stations list a per-kWh price: 0.39, 0.54 (+ tax), 0.54 (+ tax), 0.59 (+ tax),
    // 2.00 (with a $3 session fee). Median 0.54; quartiles at ranks 1 and 3: 0.54 and 0.59.
    expect(prices.circle.dcFast).toEqual({
      stations: 5,
      medianUsdPerKwh: 0.54,
      p25UsdPerKwh: 0.54,
      p75UsdPerKwh: 0.59,
      minUsdPerKwh: 0.39,
      maxUsdPerKwh: 2,
      withSessionFee: 1,
      variable: 0,
    });
    // Five priced fast stations meet the minimum, so both levels come from the circle.
    expect(prices.resolved).toMatchObject({
      scope: "circle",
      state: "NY",
      stations: 44,
      asOf: "2025-04-21",
      level2: { scope: "circle", medianUsdPerKwh: 0.4 },
      dcFast: { scope: "circle", medianUsdPerKwh: 0.54 },
    });
  });

  it("a 4-mile circle has too few priced fast stations and falls back on New York's snapshot for them", () => {
    const answer = searchStations(index, cells, { ...centre, radiusMi: 4, connector: null, limit: 1, state: "NY" });
    const { resolved, state } = answer.prices!;
    expect(answer.prices!.circle.dcFast?.stations ?? 0).toBeLessThan(5);
    expect(resolved.scope).toBe("mixed");
    expect(resolved.level2?.scope).toBe("circle");
    // New York's 39 priced fast stations (of 528): median 0.52, as index.json's summary says.
    expect(resolved.dcFast).toMatchObject({ scope: "state", stations: 39, medianUsdPerKwh: 0.52 });
    expect(state).toMatchObject({ state: "NY", asOf: "2025-04-21", summary: { dcFastStations: 528 } });
  });
});
