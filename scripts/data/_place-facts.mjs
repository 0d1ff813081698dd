// The place facts of every ZIP, for scripts/data/zip.mjs's shards (issue 33, decision 0014):
// county, Rewiring America geography ids, the electric utilities that serve the ZIP (predominant
// first) and each utility's 2024 average residential price.
//
// Inputs (../shared/data, SOURCES.md sections of 2026-11-26):
// - raw/rewiringamerica-2026-08-06/scripts/data/ (Apache-2.0): zips.csv (ZIP → ZCTA, county),
//   zcta-to-geography.csv (ZCTA → state, county and custom geography ids), geographies.csv (ids,
//   keys, names, types), zip-to-geography-approx.csv (ZIP → utility territories, `predominant`).
// - raw/grid-atlas-2024/zips.json: EPA's predominant utility per ZIP with its 2024 average
//   residential price from NREL/OpenEI (CC BY 4.0), one utility per ZIP, names in EPA's spelling.
//
// The known defects, each handled here (never passed through):
// - Southern California Gas is filed as an electric territory (741 ZIPs): dropped, like every gas territory.
// - San Francisco is filed under City & County of San Francisco (SFPUC): most SF homes are PG&E
//   distribution customers, so an SFPUC row becomes PG&E (as ca-zip-utilities.csv does).
// - Ties (two "predominant" utilities) and ZIPs with none marked: EPA's predominant utility, where it
//   is one of them, goes first (and counts as predominant where Rewiring America marks none).
// - Grid Atlas does not say whether a price is the utility's own row or the mean of every OpenEI row
//   in the ZIP. A utility's own `res_rate` is one figure per utility and state (OpenEI), so its own
//   price is the figure most of its ZIPs carry; a ZIP whose figure differs is the ZIP-mean fallback:
//   an area average, never labelled as the utility's.
// - Texas wires utilities (ERCOT TDUs: Oncor, CenterPoint, AEP Texas, TNMP; research/utility-ev-rates-2026.md)
//   bill delivery only; the energy price comes from the retail provider the person chose. They carry
//   no price here, whatever the file has, and are flagged retail choice.
// - Community-choice providers no ZIP reaches (3CE, Peninsula Clean Energy, …) are simply absent:
//   we never claim a CCA serves a ZIP from this file.
import { readFileSync } from "node:fs";
import { requireShared, readCsv } from "./_shared.mjs";

const RA = "raw/rewiringamerica-2026-08-06/scripts/data";
/** Territories filed as electric that deliver gas only. */
const GAS_ONLY_KEYS = new Set(["ca-southern-cal-gas"]);
const SFPUC_KEY = "ca-city-and-county-of-san-francisco";
const PGE_KEY = "ca-pacific-gas-and-electric";
/** Texas ERCOT wires utilities (TDUs), per research/utility-ev-rates-2026.md ("Oncor, CenterPoint, AEP Texas, TNMP"). */
export const TEXAS_WIRES_KEYS = new Set([
  "tx-oncor-electric-delivery",
  "tx-center-point-energy-houston-electric-llc",
  "tx-aep-texas-central",
  "tx-aep-texas-north",
  "tx-texas-new-mexico-power",
]);
/** The data year of Grid Atlas's prices (NREL/OpenEI 2024). */
export const PRICE_YEAR = 2024;

// Words that say what kind of company a name is, not which one: left out when comparing names.
const NAME_STOPWORDS = new Set(
  "co inc corp llc company the of and electric power energy light utilities utility city town cooperative coop assn association corporation dept department public service lp ltd membership rural board commission works system systems municipal village authority district".split(
    " ",
  ),
);
function nameTokens(name) {
  const plain = name
    .replace(/\[.*?\]/g, "")
    .replace(/- \([A-Z]{2}\)/g, "")
    .toLowerCase()
    .replace(/&/g, " and ");
  return new Set((plain.match(/[a-z0-9]+/g) ?? []).filter((t) => !NAME_STOPWORDS.has(t)));
}
function nameSimilarity(a, b) {
  const ta = nameTokens(a);
  const tb = nameTokens(b);
  const union = new Set([...ta, ...tb]).size;
  if (union === 0) return 0;
  return [...ta].filter((t) => tb.has(t)).length / union;
}

export function loadPlaceFacts() {
  // geographies.csv: its `geometry` column is large; only ids, keys, types and names are read.
  const geographies = new Map();
  const countyIdByFips = new Map();
  for (const row of readCsv(`${RA}/geographies.csv`)) {
    geographies.set(row.id, { id: row.id, key: row.key, type: row.type, name: row.name, state: row.state });
    if (row.type === "county" && row.county_fips) countyIdByFips.set(row.county_fips, row.id);
  }
  const zipsCsv = new Map();
  for (const row of readCsv(`${RA}/zips.csv`)) zipsCsv.set(row.zip, row);

  const zctaGeos = new Map();
  for (const row of readCsv(`${RA}/zcta-to-geography.csv`)) {
    const list = zctaGeos.get(row.zcta) ?? [];
    list.push({ id: row.geography_id, proportion: Number(row.intersection_proportion) });
    zctaGeos.set(row.zcta, list);
  }

  const utilityRows = new Map();
  for (const row of readCsv(`${RA}/zip-to-geography-approx.csv`)) {
    const geo = geographies.get(row.geography_id);
    if (!geo || geo.type !== "electric_territory" || GAS_ONLY_KEYS.has(geo.key)) continue;
    const list = utilityRows.get(row.zip) ?? [];
    list.push({ geo, predominant: row.predominant === "1" });
    utilityRows.set(row.zip, list);
  }

  const atlas = JSON.parse(readFileSync(requireShared("raw/grid-atlas-2024/zips.json"), "utf8"));
  const atlasUtilName = (index) => atlas.utils[index];

  // A utility's own price per (EPA name, state): the non-null figure most of its ZIPs carry, when at
  // least half of them carry it (OpenEI has one res_rate per utility and state).
  const figures = new Map();
  for (const [zip, [, util, state, cents]] of Object.entries(atlas.zips)) {
    if (!/^\d{5}$/.test(zip) || cents === null || !atlasUtilName(util)) continue;
    const key = `${util}|${state}`;
    const counts = figures.get(key) ?? new Map();
    counts.set(cents, (counts.get(cents) ?? 0) + 1);
    figures.set(key, counts);
  }
  const ownPrice = new Map();
  for (const [key, counts] of figures) {
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    const [cents, count] = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
    if (count * 2 >= total) ownPrice.set(key, cents);
  }

  // Rewiring America territory → EPA utility (same state): among the EPA utilities of the ZIPs the
  // territory serves, the one whose name shares the most words with it; else, for brand names
  // (National Grid NY → Niagara Mohawk), the one EPA names in at least 60 % of the ZIPs where the
  // territory is predominant (3 or more ZIPs).
  const zipsOfTerritory = new Map();
  for (const [zip, rows] of utilityRows) {
    for (const { geo, predominant } of rows) {
      const list = zipsOfTerritory.get(geo.id) ?? [];
      list.push({ zip, predominant });
      zipsOfTerritory.set(geo.id, list);
    }
  }
  const epaOfTerritory = new Map();
  for (const [id, zips] of zipsOfTerritory) {
    const geo = geographies.get(id);
    const seen = new Map();
    const predominantSeen = new Map();
    let predominantZips = 0;
    for (const { zip, predominant } of zips) {
      const entry = atlas.zips[zip];
      if (!entry || entry[2] !== geo.state || !atlasUtilName(entry[1])) continue;
      seen.set(entry[1], (seen.get(entry[1]) ?? 0) + 1);
      if (predominant) {
        predominantZips++;
        predominantSeen.set(entry[1], (predominantSeen.get(entry[1]) ?? 0) + 1);
      }
    }
    let best = null;
    for (const [util, count] of seen) {
      const similarity = nameSimilarity(geo.name, atlasUtilName(util));
      if (similarity < 0.34) continue;
      if (!best || similarity > best.similarity || (similarity === best.similarity && count > best.count)) best = { util, similarity, count };
    }
    if (!best && predominantZips >= 3) {
      const [util, count] = [...predominantSeen].sort((a, b) => b[1] - a[1])[0] ?? [];
      if (util !== undefined && count / predominantZips >= 0.6) best = { util, similarity: 0, count };
    }
    if (best) epaOfTerritory.set(id, best.util);
  }

  /** Everything the shard stores for one ZIP, or null when Rewiring America does not know it. */
  function factsFor(zip, state) {
    const row = zipsCsv.get(zip);
    const zcta = row ? (row.zcta === "TRUE" ? zip : row.parent_zcta) : zip;
    const county =
      row && row.county_fips && row.county_name ? { name: row.county_name, fips: row.county_fips.padStart(5, "0") } : null;
    // Area ids: every state, county and custom geography the ZCTA touches; of the states only the
    // one with the largest overlap (the API's rule), which must be the ZIP's own.
    const geos = zctaGeos.get(zcta) ?? [];
    const states = geos.filter((g) => geographies.get(g.id)?.type === "state").sort((a, b) => b.proportion - a.proportion);
    const areaIds = [
      ...(states[0] ? [states[0].id] : []),
      ...geos.filter((g) => ["county", "custom"].includes(geographies.get(g.id)?.type ?? "")).map((g) => g.id),
    ];
    if (county && countyIdByFips.has(county.fips) && !areaIds.includes(countyIdByFips.get(county.fips))) areaIds.push(countyIdByFips.get(county.fips));

    // Utilities: the ZIP's own rows, else its parent ZCTA's (PO-box ZIPs), in the ZIP's state.
    let rows = (utilityRows.get(zip) ?? []).filter((r) => r.geo.state === state);
    if (rows.length === 0 && zcta && zcta !== zip) rows = (utilityRows.get(zcta) ?? []).filter((r) => r.geo.state === state);
    const atlasEntry = atlas.zips[zip];
    const epaUtil = atlasEntry && atlasEntry[2] === state && atlasUtilName(atlasEntry[1]) ? atlasEntry[1] : null;
    const byId = new Map();
    for (const { geo, predominant } of rows) {
      // SFPUC → PG&E (see the header).
      const target = geo.key === SFPUC_KEY ? [...geographies.values()].find((g) => g.key === PGE_KEY) : geo;
      const previous = byId.get(target.id);
      byId.set(target.id, { geo: target, predominant: predominant || (previous?.predominant ?? false), sfpuc: geo.key === SFPUC_KEY || (previous?.sfpuc ?? false) });
    }
    const utilities = [...byId.values()].map(({ geo, predominant, sfpuc }) => {
      const epa = epaOfTerritory.get(geo.id);
      const isEpaPredominant = epa !== undefined && epa === epaUtil;
      return { geo, predominant, sfpuc, epa, isEpaPredominant };
    });
    if (!utilities.some((u) => u.predominant)) {
      const epaPick = utilities.find((u) => u.isEpaPredominant) ?? (utilities.length === 1 ? utilities[0] : undefined);
      if (epaPick) epaPick.predominant = true;
    }
    // An SFPUC ZIP's PG&E comes first: it is the utility SFPUC's row stood for.
    const rank = (u) => (u.predominant ? 0 : 2) - (u.sfpuc ? 1 : 0) - (u.isEpaPredominant ? 0.5 : 0);
    utilities.sort((a, b) => rank(a) - rank(b) || a.geo.name.localeCompare(b.geo.name));

    return {
      county,
      areaIds,
      utilities: utilities.map((u) => {
        const retailChoice = TEXAS_WIRES_KEYS.has(u.geo.key);
        let price = null;
        if (!retailChoice && u.epa !== undefined) {
          const own = ownPrice.get(`${u.epa}|${state}`);
          if (own !== undefined) price = { kind: "utility", cents: own };
          // No own figure: where EPA names this utility for the ZIP, the ZIP's figure is the mean
          // of every OpenEI row in it, an area average.
          else if (u.isEpaPredominant && atlasEntry[3] !== null) price = { kind: "area-average", cents: atlasEntry[3] };
        }
        // SFPUC's own 24.0¢ is never used for an SF home: PG&E's is (its own figure statewide).
        return { id: u.geo.id, key: u.geo.key, name: u.geo.name, predominant: u.predominant, retailChoice, price };
      }),
    };
  }

  return { factsFor, geographies, epaOfTerritory, atlasUtilName, ownPrice };
}
