// Builds a small, real PMTiles v3 archive of vector tiles from data the project already ships, so the
// Worker's /tiles route (worker/routes/tiles.ts) can be tested end to end without downloading a
// Protomaps build (docs/map-basemap.md):
//   - states:   US state outlines, web/public/data/map/us-states.json (us-atlas, U.S. Census Bureau), zooms 0–10;
//   - counties: county borders from the map cells (web/public/data/map/cells, us-atlas), zooms 6–10;
//   - places:   GeoNames place points from the same cells (name, state, ZIP count), zooms 6–10.
// Zooms 0–5 cover the whole country (states only); zooms 6–10 only greater Los Angeles (BBOX),
// which keeps the file around a hundred KB. Tiles are MVT v2, gzip-compressed, as Protomaps stores them.
//
//   npm run basemap:build [-- <out.pmtiles>]   (default: worker/test/fixtures/basemap-sample.pmtiles)
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { GeoJSONVT } from "@maplibre/geojson-vt";
import { fromGeojsonVt } from "@maplibre/vt-pbf";
import { projectRoot } from "../quiet-env.mjs";
import { Compression, TileType, writePmtiles } from "../lib/pmtiles-writer.mjs";

/** Greater Los Angeles (west, south, east, north): the ZIP 91601 journey's circle fits inside. */
export const BBOX = [-119, 33.5, -117, 34.6];
/** Contiguous US: the country-wide zooms' extent, and the archive's bounds (MapLibre asks only for tiles inside them). */
export const US_BOUNDS = [-125, 24, -66.9, 49.5];
export const DETAIL_MIN_ZOOM = 6;
export const MAX_ZOOM = 10;
export const ATTRIBUTION = "U.S. Census Bureau (us-atlas) · GeoNames, CC BY 4.0";
export const DEFAULT_OUT = join(projectRoot, "worker", "test", "fixtures", "basemap-sample.pmtiles");

const mapData = join(projectRoot, "web", "public", "data", "map");
const readJson = (path) => JSON.parse(readFileSync(path, "utf8"));

function lonToTileX(lon, z) {
  return Math.floor(((lon + 180) / 360) * 2 ** z);
}
function latToTileY(lat, z) {
  const rad = (lat * Math.PI) / 180;
  return Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * 2 ** z);
}
/** Every tile of zoom z that a lon/lat box touches. */
function tilesCovering([west, south, east, north], z) {
  const max = 2 ** z - 1;
  const clamp = (v) => Math.min(max, Math.max(0, v));
  const tiles = [];
  for (let x = clamp(lonToTileX(west, z)); x <= clamp(lonToTileX(east, z)); x++) {
    for (let y = clamp(latToTileY(north, z)); y <= clamp(latToTileY(south, z)); y++) tiles.push([x, y]);
  }
  return tiles;
}

const inBbox = (lon, lat) => lon >= BBOX[0] && lon <= BBOX[2] && lat >= BBOX[1] && lat <= BBOX[3];

function readInputs() {
  const states = readJson(join(mapData, "us-states.json"));
  const { asOf } = readJson(join(mapData, "cells-index.json"));
  const places = [];
  const counties = [];
  const seenBorders = new Set();
  for (let lat = Math.floor(BBOX[1]); lat <= Math.floor(BBOX[3]); lat++) {
    for (let lon = Math.floor(BBOX[0]); lon <= Math.floor(BBOX[2]); lon++) {
      let cell;
      try {
        cell = readJson(join(mapData, "cells", `${lat}_${lon}.json`));
      } catch {
        continue; // ocean: no cell
      }
      for (const [name, state, placeLat, placeLon, zips] of cell.p) {
        if (!inBbox(placeLon, placeLat)) continue;
        places.push({ type: "Feature", properties: { name, state, zips }, geometry: { type: "Point", coordinates: [placeLon, placeLat] } });
      }
      for (const flat of cell.c) {
        // A border crossing cells is stored in each cell it touches: keep it once.
        const key = flat.join(",");
        if (seenBorders.has(key)) continue;
        seenBorders.add(key);
        const coordinates = [];
        for (let i = 0; i < flat.length; i += 2) coordinates.push([flat[i], flat[i + 1]]);
        counties.push({ type: "Feature", properties: {}, geometry: { type: "LineString", coordinates } });
      }
    }
  }
  const stateFeatures = states.features.map((feature) => ({ ...feature, properties: { name: feature.properties.name, abbr: feature.properties.abbr } }));
  return { stateFeatures, places, counties, asOf: { states: states.asOf, ...asOf } };
}

const vtOptions = { maxZoom: MAX_ZOOM, indexMaxZoom: 5, tolerance: 3, extent: 4096, buffer: 64 };

/** @returns {{ bytes: Uint8Array, tileCount: number, metadata: object }} */
export function buildArchive() {
  const { stateFeatures, places, counties, asOf } = readInputs();
  const indexes = {
    states: new GeoJSONVT({ type: "FeatureCollection", features: stateFeatures }, vtOptions),
    counties: new GeoJSONVT({ type: "FeatureCollection", features: counties }, vtOptions),
    places: new GeoJSONVT({ type: "FeatureCollection", features: places }, vtOptions),
  };
  const tiles = [];
  for (let z = 0; z <= MAX_ZOOM; z++) {
    const detail = z >= DETAIL_MIN_ZOOM;
    for (const [x, y] of tilesCovering(detail ? BBOX : US_BOUNDS, z)) {
      const layers = {};
      for (const [name, index] of Object.entries(indexes)) {
        if (name !== "states" && !detail) continue;
        const tile = index.getTile(z, x, y);
        if (tile && tile.features.length > 0) layers[name] = tile;
      }
      if (Object.keys(layers).length === 0) continue; // open ocean: leave the tile out
      tiles.push({ z, x, y, data: new Uint8Array(gzipSync(fromGeojsonVt(layers, { version: 2, extent: 4096 }), { level: 9 })) });
    }
  }
  const metadata = {
    name: "PlugPlan sample basemap",
    description: "State outlines (zooms 0–10), county borders and place points (zooms 6–10, greater Los Angeles), built by scripts/basemap/build-archive.mjs",
    version: "1",
    type: "baselayer",
    format: "pbf",
    attribution: ATTRIBUTION,
    as_of: asOf,
    vector_layers: [
      { id: "states", description: "US state outlines", minzoom: 0, maxzoom: MAX_ZOOM, fields: { name: "String", abbr: "String" } },
      { id: "counties", description: "County borders", minzoom: DETAIL_MIN_ZOOM, maxzoom: MAX_ZOOM, fields: {} },
      { id: "places", description: "GeoNames places at the mean centre of their ZIPs", minzoom: DETAIL_MIN_ZOOM, maxzoom: MAX_ZOOM, fields: { name: "String", state: "String", zips: "Number" } },
    ],
  };
  const bytes = writePmtiles({
    tiles,
    metadata,
    tileType: TileType.Mvt,
    tileCompression: Compression.Gzip,
    bounds: US_BOUNDS,
    center: [-118.37, 34.17, 9], // North Hollywood, the journey's ZIP 91601
  });
  return { bytes, tileCount: tiles.length, metadata };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = resolve(process.argv[2] ?? DEFAULT_OUT);
  const { bytes, tileCount } = buildArchive();
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, bytes);
  console.log(`  wrote ${out}: ${tileCount} tiles, ${(bytes.length / 1024).toFixed(1)} KB`);
}
