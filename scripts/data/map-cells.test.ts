// The committed map cells (scripts/data/map-cells.mjs): real towns for a real circle, and every cell well formed.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { mapCellsFor, townsInCircle, townsLine, type MapCell, type MapCellsIndex } from "../../domain/map/cells";

const dir = join(import.meta.dirname, "..", "..", "web", "public", "data", "map");
const index = JSON.parse(readFileSync(join(dir, "cells-index.json"), "utf8")) as MapCellsIndex;
const load = (keys: string[]) => keys.map((key) => JSON.parse(readFileSync(join(dir, "cells", `${key}.json`), "utf8")) as MapCell);

// ZIP 91601, North Hollywood (GeoNames centroid in web/public/data/zip/916.json).
const NORTH_HOLLYWOOD = { lat: 34.1688, lon: -118.3727 };

describe("towns in the circle (committed GeoNames cells)", () => {
  it("an 18-mile circle from North Hollywood reaches Los Angeles, Burbank, Glendale and Pasadena", () => {
    const towns = townsInCircle(load(mapCellsFor(index, NORTH_HOLLYWOOD, 18)), NORTH_HOLLYWOOD, 18, { name: "North Hollywood", state: "CA" });
    const names = towns.map((town) => town.name);
    expect(names[0]).toBe("Los Angeles"); // the most ZIPs
    for (const name of ["Burbank", "Glendale", "Pasadena"]) expect(names).toContain(name);
    expect(names).not.toContain("North Hollywood");
    expect(towns.every((town) => town.miles <= 18)).toBe(true);
    expect(townsLine(towns, 18)).toMatch(/^Your 18-mile circle reaches Los Angeles, .+ and \d+ more places\.$/);
  });

  it("every cell parses: places with coordinates inside their cell, county lines as lon/lat pairs", () => {
    const bad: string[] = [];
    for (const key of index.cells) {
      const [row, col] = key.split("_").map(Number) as [number, number];
      const [cell] = load([key]);
      for (const [name, state, lat, lon, zips] of cell!.p) {
        if (!name || !/^[A-Z]{2}$/.test(state) || Math.floor(lat) !== row || Math.floor(lon) !== col || !(zips > 0)) bad.push(`${key} ${name}`);
      }
      for (const line of cell!.c) if (line.length % 2 !== 0 || line.length < 4 || line.some((n) => !Number.isFinite(n))) bad.push(`${key} line`);
    }
    expect(bad).toEqual([]);
    expect(index.cells.length).toBeGreaterThan(1000);
  });
});

