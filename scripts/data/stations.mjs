// Builds the public charging station grid shards web/public/data/stations/ from the AFDC state
// snapshots in ../shared/data/stations/ (U.S. DOE Alternative Fuels Data Center, public domain).
// The Worker's GET /api/stations reads these through the ASSETS binding (and a refreshed copy from
// D1 once the Cron Trigger has run, see worker/services/station-refresh.ts).
//
// Output (format version 1, typed by domain/stations/types.ts; the refresh writes the same shape):
//   index.json      { v, cellDeg, source, sourceUrl, states: [{ state, asOf, stations }], cells: [key],
//                     covered: [key], prices: { <state>: summary } }  — `cells` have stations; `covered`
//                     are the grid cells that lie in a snapshot state (so "no station here" and "not
//                     loaded here" can be told apart); `prices` each state's typical public prices
//   c/<key>.json    { v: 1, n: [[network name, website]], s: [[id, name, network index, lat, lon,
//                     level1 ports, level2 ports, DC fast ports, connector codes, access hours,
//                     street, city, state, zip, pricing]] }
// Keys are `<floor(lat/cellDeg)>_<floor(lon/cellDeg)>` with cellDeg 0.5 (about 35 × 25 miles at 45°N),
// so a 25-mile circle reads at most 6 small cells.
//
// The rows become cells through the same CellBuilder (domain/stations/afdc.ts) the Cron
// refresh uses, so committed and refreshed data follow one rule (text trimming, rounding, ZIPs,
// network order). This script is stricter about its input: a bad count, an unknown connector or a
// repeated ID stops the build instead of being dropped.
import { readdirSync, rmSync, mkdirSync, writeFileSync, statSync, readFileSync } from "node:fs";
import { register } from "node:module";
import { join } from "node:path";
import { projectRoot, readCsv, requireShared } from "./_shared.mjs";

// domain/ TypeScript (Node strips the types; the hook adds the ".ts" its imports leave out).
register("../lib/ts-resolve-hook.mjs", import.meta.url);
const { AFDC_SOURCE, AFDC_SOURCE_URL, CellBuilder } = await import("../../domain/stations/afdc.ts");
const { CELL_DEG } = await import("../../domain/stations/grid.ts");
const { CONNECTOR_CODES } = await import("../../domain/stations/types.ts");

const OUT_DIR = join(projectRoot, "web", "public", "data", "stations");
// Manhattan's cell is the densest (~280 KB); a cell is parsed whole per request, so keep headroom but a ceiling.
const MAX_CELL_BYTES = 512 * 1024;
const CONNECTORS = new Set(CONNECTOR_CODES);

const files = readdirSync(requireShared("stations"))
  .filter((name) => /^afdc-[a-z]{2}-\d{4}-\d{2}-\d{2}\.csv$/.test(name))
  .sort();
if (files.length === 0) throw new Error("No AFDC snapshots (afdc-<state>-<date>.csv) in ../shared/data/stations");

const count = (value, where) => {
  if (value === "" || value === undefined) return 0;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${where}: bad port count ${JSON.stringify(value)}`);
  return n;
};
const states = [];
const builder = new CellBuilder();
const seenIds = new Set();
for (const file of files) {
  const [, stateLower, asOf] = /^afdc-([a-z]{2})-(\d{4}-\d{2}-\d{2})\.csv$/.exec(file);
  const state = stateLower.toUpperCase();
  let kept = 0;
  for (const row of readCsv(join("stations", file))) {
    const where = `${file} ID ${row.ID}`;
    // SOURCES.md: the snapshots hold open public electric stations only; re-check so a future
    // snapshot with other rows cannot slip planned or private stations in.
    if (row["Status Code"] !== "E" || row["Access Code"] !== "public") continue;
    if (row.State !== state) throw new Error(`${where}: state ${row.State} in the ${state} snapshot`);
    const id = Number(row.ID);
    if (!Number.isInteger(id) || seenIds.has(id)) throw new Error(`${where}: missing or repeated ID`);
    seenIds.add(id);
    const lat = Number(row.Latitude);
    const lon = Number(row.Longitude);
    if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) {
      throw new Error(`${where}: bad coordinates`);
    }
    const connectors = row["EV Connector Types"].split(/\s+/).filter(Boolean);
    for (const code of connectors) if (!CONNECTORS.has(code)) throw new Error(`${where}: unknown connector ${code}`);
    // The CSV row as the API record CellBuilder reads (the snapshots hold electric stations only).
    const added = builder.add({
      id,
      station_name: row["Station Name"],
      street_address: row["Street Address"],
      city: row.City,
      state,
      zip: row.ZIP,
      status_code: row["Status Code"],
      access_code: row["Access Code"],
      fuel_type_code: "ELEC",
      access_days_time: row["Access Days Time"],
      ev_level1_evse_num: count(row["EV Level1 EVSE Num"], where),
      ev_level2_evse_num: count(row["EV Level2 EVSE Num"], where),
      ev_dc_fast_num: count(row["EV DC Fast Count"], where),
      ev_network: row["EV Network"],
      ev_network_web: row["EV Network Web"],
      ev_connector_types: connectors,
      ev_pricing: row["EV Pricing"],
      latitude: lat,
      longitude: lon,
      updated_at: null,
    });
    if (!added) throw new Error(`${where}: not listable (coordinates 0, 0?)`);
    kept++;
  }
  states.push({ state, asOf, stations: kept });
}

// Which grid cells lie (at least partly) in a snapshot state: 5 × 5 sample points per cell tested
// against the state's outline (../shared/data/us-states.geojson) plus every cell holding a station.
const geo = JSON.parse(readFileSync(requireShared("us-states.geojson"), "utf8"));
function inRing(lon, lat, ring) {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
function inGeometry(lon, lat, geometry) {
  const polygons = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
  return polygons.some(
    ([outer, ...holes]) => inRing(lon, lat, outer) && !holes.some((hole) => inRing(lon, lat, hole)),
  );
}
const { cells, prices } = builder.finish();
const covered = new Set(cells.keys());
for (const { state } of states) {
  const feature = geo.features.find((candidate) => candidate.properties.abbr === state);
  if (!feature) throw new Error(`No outline for ${state} in us-states.geojson`);
  const points = (feature.geometry.type === "Polygon" ? [feature.geometry.coordinates] : feature.geometry.coordinates).flat(2);
  const lons = points.map((point) => point[0]);
  const lats = points.map((point) => point[1]);
  const [minLat, maxLat] = [Math.min(...lats), Math.max(...lats)];
  const [minLon, maxLon] = [Math.min(...lons), Math.max(...lons)];
  for (let y = Math.floor(minLat / CELL_DEG); y <= Math.floor(maxLat / CELL_DEG); y++) {
    for (let x = Math.floor(minLon / CELL_DEG); x <= Math.floor(maxLon / CELL_DEG); x++) {
      let hit = false;
      for (let i = 0; i < 5 && !hit; i++) {
        for (let j = 0; j < 5 && !hit; j++) {
          hit = inGeometry((x + (j + 0.5) / 5) * CELL_DEG, (y + (i + 0.5) / 5) * CELL_DEG, feature.geometry);
        }
      }
      if (hit) covered.add(`${y}_${x}`);
    }
  }
}

rmSync(OUT_DIR, { recursive: true, force: true });
mkdirSync(join(OUT_DIR, "c"), { recursive: true });

let largest = 0;
const cellKeys = [...cells.keys()];
for (const [key, cell] of cells) {
  const path = join(OUT_DIR, "c", `${key}.json`);
  writeFileSync(path, JSON.stringify(cell));
  const size = statSync(path).size;
  largest = Math.max(largest, size);
  if (size > MAX_CELL_BYTES) throw new Error(`cell ${key} is ${size} bytes (limit ${MAX_CELL_BYTES}): use smaller cells`);
}

const index = {
  v: 1,
  cellDeg: CELL_DEG,
  source: AFDC_SOURCE,
  sourceUrl: AFDC_SOURCE_URL,
  refreshedAt: null,
  states,
  cells: cellKeys,
  covered: [...covered].sort(),
  // Each state's typical public prices (domain/stations/pricing.ts), the fallback of GET /api/stations
  // when too few stations in a circle list a price.
  prices,
};
writeFileSync(join(OUT_DIR, "index.json"), `${JSON.stringify(index)}\n`);

// The websites of the networks whose apps the public-charging guide names, exactly as AFDC lists
// them (the guide links the networks' own sites, never guessed store pages). Only these few go into
// the page's bundle; a network missing from the data stops the build.
const APP_NETWORKS = ["ChargePoint Network", "Electrify America", "eVgo Network", "Tesla"];
const websites = new Map();
for (const cell of cells.values()) for (const [network, web] of cell.n) if (web) websites.set(network, web);
writeFileSync(
  join(projectRoot, "domain", "data", "station-network-websites.json"),
  `${JSON.stringify(
    Object.fromEntries(
      APP_NETWORKS.map((name) => {
        if (!websites.has(name)) throw new Error(`No website for ${name} in the AFDC snapshots`);
        return [name, websites.get(name)];
      }),
    ),
    null,
    2,
  )}\n`,
);
// Every distinct pricing text of the snapshot with its station count: the fixture that
// domain/stations/pricing.test.ts classifies one by one (so the tests run without ../shared, and a
// new wording in a new snapshot fails them until it is classified).
const pricingTexts = new Map();
for (const cell of cells.values()) for (const row of cell.s) pricingTexts.set(row[14], (pricingTexts.get(row[14]) ?? 0) + 1);
const textRows = [...pricingTexts]
  .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
  .map((entry) => `  ${JSON.stringify(entry)}`);
writeFileSync(
  join(projectRoot, "domain", "stations", "fixtures", "afdc-pricing-texts.json"),
  [
    "{",
    ` "generatedBy": ${JSON.stringify("scripts/data/stations.mjs (npm run data:build); do not edit by hand")},`,
    ` "snapshots": ${JSON.stringify(states.map(({ state, asOf }) => `${state} ${asOf}`))},`,
    ' "texts": [',
    textRows.join(",\n"),
    " ]",
    "}",
    "",
  ].join("\n"),
);
writeFileSync(
  join(OUT_DIR, "SOURCES.txt"),
  [
    "Public EV charging stations, generated by scripts/data/stations.mjs (npm run data:build). Do not edit by hand.",
    "Station data: U.S. Department of Energy, Alternative Fuels Data Center (afdc.energy.gov), public domain.",
    ...states.map(({ state, asOf, stations }) => `  ${state}: ${stations} open public electric stations, as of ${asOf}.`),
    "Other states (California included) are not in the committed snapshot; in production a Cron Trigger",
    "refreshes every state from the AFDC API (NREL_API_KEY) into D1.",
    "",
  ].join("\n"),
);
console.log(
  `  wrote ${cellKeys.length} station cells to web/public/data/stations/ (${states
    .map(({ state, stations }) => `${state} ${stations}`)
    .join(", ")}; largest ${largest} B; ${covered.size} covered cells)`,
);
