// Builds web/public/data/map/us-states.json, the embedded basemap's only layer: US state outlines
// (../shared/data/us-states.geojson: Census cartographic boundaries via npm us-atlas, public domain
// data, ISC © Mike Bostock). Simplified for a driving-area map that is read at zoom 4–12: rings are
// thinned with Douglas–Peucker (tolerance ~2 km), rounded to 3 decimals (~100 m) and islands
// smaller than a few km² are dropped. Keeps the file small enough to fetch on the wizard.
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { projectRoot, requireShared } from "./_shared.mjs";
import { douglasPeucker } from "../lib/simplify.mjs";

const TOLERANCE_DEG = 0.02;
const MIN_RING_AREA_DEG2 = 0.003;

const source = JSON.parse(readFileSync(requireShared("us-states.geojson"), "utf8"));

function ringArea(ring) {
  let area = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) area += (ring[j][0] - ring[i][0]) * (ring[j][1] + ring[i][1]);
  return Math.abs(area / 2);
}

const round3 = (value) => Math.round(value * 1000) / 1000;

function simplifyRing(ring) {
  // Split the closed ring in two halves so Douglas–Peucker has two distinct anchors.
  const half = Math.floor(ring.length / 2);
  const simplified = [
    ...douglasPeucker(ring.slice(0, half + 1), TOLERANCE_DEG).slice(0, -1),
    ...douglasPeucker(ring.slice(half), TOLERANCE_DEG),
  ].map(([x, y]) => [round3(x), round3(y)]);
  const deduped = simplified.filter((p, i) => i === 0 || p[0] !== simplified[i - 1][0] || p[1] !== simplified[i - 1][1]);
  return deduped.length >= 4 ? deduped : null;
}

function simplifyPolygon(rings) {
  const [outer, ...holes] = rings;
  if (ringArea(outer) < MIN_RING_AREA_DEG2) return null;
  const simplifiedOuter = simplifyRing(outer);
  if (!simplifiedOuter) return null;
  const simplifiedHoles = holes.filter((hole) => ringArea(hole) >= MIN_RING_AREA_DEG2).map(simplifyRing).filter(Boolean);
  return [simplifiedOuter, ...simplifiedHoles];
}

let points = 0;
const features = source.features.map((feature) => {
  const polygons = feature.geometry.type === "Polygon" ? [feature.geometry.coordinates] : feature.geometry.coordinates;
  const simplified = polygons.map(simplifyPolygon).filter(Boolean);
  for (const polygon of simplified) for (const ring of polygon) points += ring.length;
  return {
    type: "Feature",
    properties: { name: feature.properties.name, abbr: feature.properties.abbr },
    geometry: { type: "MultiPolygon", coordinates: simplified },
  };
});

const outDir = join(projectRoot, "web", "public", "data", "map");
mkdirSync(outDir, { recursive: true });
// "asOf" is a GeoJSON foreign member (RFC 7946 §6.1): the year of the Census cartographic boundaries
// in us-atlas 3.0.1. Map renderers ignore it; the dataset test reads it.
const text = JSON.stringify({ type: "FeatureCollection", asOf: "2017", features });
writeFileSync(join(outDir, "us-states.json"), text);
console.log(`  wrote web/public/data/map/us-states.json (${features.length} states, ${points} points, ${Math.round(text.length / 1024)} KB)`);
