// Builds web/public/data/programs/<ST>.json (one shard per state, fetched only for the person's
// state, never bundled) from Rewiring America's incentive data (../shared/data/raw/
// rewiringamerica-2026-08-06, Apache-2.0, "Incentive data: Rewiring America") merged with our
// California list (domain/data/incentives.json, built from ../shared/data/incentives.csv by
// incentives.mjs, which runs before this file). Also web/public/data/programs/ami/<ST>.json: each
// ZIP's area median income, only for states with an AMI-limited program.
//
// Every defect SOURCES.md lists is handled here, never passed through (docs/decisions/
// 0015-programs-for-every-state.md):
// - California income limits stored as monthly figures are multiplied by 12 (the build stops if a
//   value does not look monthly); a limit of 0 (SDG&E's all-zero table, 3CE tier 1 for 8 people) is
//   an unknown limit, never "nobody qualifies" and never "everybody";
// - CA-14, CA-26, CA-147 and CA-148 say "income-qualified" without a low_income key: they are
//   income-qualified with an unknown limit;
// - CCAs no ZIP reaches (3CE…) keep their own territory id: only a place that names the CCA reaches them;
// - end dates are period ends (2026-06 → 2026-06-30), resolved here to the last day;
// - paused rows keep status "paused"; expired rows keep their end date (the app never offers them);
// - SoCalGas is filed as an electric territory: its programs are marked gas-only and never reach
//   an electric customer;
// - eligible_geo_group is resolved to its geography ids; incentive_relationships exclusions become
//   `supersededBy` on the superseded row, prerequisites `requires`, combinations `combinedMax`.
import { readFileSync, readdirSync, existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { parseCsv } from "../lib/csv.mjs";
import { projectRoot, requireShared, writeJson } from "./_shared.mjs";

const RA = requireShared("raw/rewiringamerica-2026-08-06");
const DATA_DATE = "2026-07-13"; // last data commit 90dd210e (SOURCES.md)
const COPY_DATE = "2026-08-06"; // repository HEAD 16ad9bf4, the copy we hold
const CREDIT = "Incentive data: Rewiring America";
const OUT = "web/public/data/programs";

const ITEMS = {
  new_electric_vehicle: "new-ev",
  used_electric_vehicle: "used-ev",
  new_plugin_hybrid_vehicle: "new-phev",
  used_plugin_hybrid_vehicle: "used-phev",
  electric_vehicle_charger: "charger",
  electric_panel: "panel",
  electric_wiring: "wiring",
  electric_service_upgrades: "service-upgrade",
};
const VEHICLE_OR_CHARGER = new Set(["new-ev", "used-ev", "new-phev", "used-phev", "charger"]);

function fail(message) {
  console.error(`programs.mjs: ${message}`);
  process.exit(1);
}
const readJson = (path) => JSON.parse(readFileSync(path, "utf8"));

// ---------------------------------------------------------------- geographies
const geographies = new Map();
for (const row of parseCsv(readFileSync(join(RA, "scripts/data/geographies.csv"), "utf8"))) {
  geographies.set(Number(row.id), { id: Number(row.id), key: row.key, type: row.type, name: row.name, state: row.state, countyFips: row.county_fips });
}
const countyIdByFips = new Map([...geographies.values()].filter((g) => g.type === "county").map((g) => [g.countyFips, g.id]));
const stateIdByCode = new Map([...geographies.values()].filter((g) => g.type === "state").map((g) => [g.state, g.id]));
/** SoCalGas is a gas company filed as an electric territory (SOURCES.md): its id never counts as an electric utility. */
const GAS_FILED_AS_ELECTRIC = new Set([...geographies.values()].filter((g) => g.key === "ca-southern-cal-gas").map((g) => g.id));
if (GAS_FILED_AS_ELECTRIC.size !== 1) fail("SoCalGas's territory was not found in geographies.csv");

// ---------------------------------------------------------------- dates
/** A partial end date (2026, 2026-03, 2026-03-10, 2026Q3, 2026H2) → the last day of that period. */
function periodEnd(value) {
  let m;
  const lastDay = (year, month) => new Date(Date.UTC(year, month, 0)).getUTCDate();
  const iso = (y, mo, d) => `${y}-${String(mo).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
  if ((m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value))) return value;
  if ((m = /^(\d{4})-(\d{2})$/.exec(value))) return iso(+m[1], +m[2], lastDay(+m[1], +m[2]));
  if ((m = /^(\d{4})Q([1-4])$/.exec(value))) return iso(+m[1], +m[2] * 3, lastDay(+m[1], +m[2] * 3));
  if ((m = /^(\d{4})H([12])$/.exec(value))) return iso(+m[1], +m[2] * 6, lastDay(+m[1], +m[2] * 6));
  if ((m = /^(\d{4})$/.exec(value))) return `${m[1]}-12-31`;
  fail(`unknown date ${value}`);
}
/** A partial start date → its first day. */
function periodStart(value) {
  let m;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  if ((m = /^(\d{4})-(\d{2})$/.exec(value))) return `${m[1]}-${m[2]}-01`;
  if ((m = /^(\d{4})Q([1-4])$/.exec(value))) return `${m[1]}-${String(+m[2] * 3 - 2).padStart(2, "0")}-01`;
  if ((m = /^(\d{4})H([12])$/.exec(value))) return `${m[1]}-${m[2] === "1" ? "01" : "07"}-01`;
  if ((m = /^(\d{4})$/.exec(value))) return `${m[1]}-01-01`;
  fail(`unknown date ${value}`);
}

// ---------------------------------------------------------------- income limits
const thresholds = readJson(join(RA, "data/low_income_thresholds.json"));
const fpl = readJson(join(RA, "data/federal_poverty_levels.json"));

/** Incentives whose text says income-qualified but whose record has no low_income key (SOURCES.md, Disagreements 3). */
const INCOME_QUALIFIED_WITHOUT_FLAG = new Set(["CA-14", "CA-26", "CA-147", "CA-148"]);

/** A household-size table → annual limits by size 1…n; 0 = not given (unknown, never "nobody"). */
function sizes(table, state, key) {
  const n = Math.max(...Object.keys(table).map(Number));
  const out = [];
  for (let size = 1; size <= n; size += 1) {
    const value = table[String(size)];
    if (value === undefined || value === 0) {
      out.push(null);
      continue;
    }
    if (state === "CA") {
      // Every California table an EV incentive uses holds monthly incomes (SOURCES.md): 2,608 for one
      // person is 200 % of the poverty guideline ÷ 12. A value that cannot be monthly stops the build.
      if (value > 20000) fail(`${key}: California limit ${value} does not look monthly`);
      out.push(value * 12);
    } else out.push(value);
  }
  return out;
}

function incomeRule(incentive, state) {
  if (!incentive.low_income) {
    if (INCOME_QUALIFIED_WITHOUT_FLAG.has(incentive.id)) {
      return { kind: "unknown", why: "The program says it is for income-qualified households; its income limit is not in our data." };
    }
    return null;
  }
  const t = thresholds[state]?.[incentive.low_income] ?? thresholds[incentive.low_income];
  if (!t) fail(`${incentive.id}: no income threshold ${incentive.low_income}`);
  switch (t.type) {
    case "hhsize": {
      const limits = sizes(t.thresholds, state, incentive.low_income);
      if (limits.every((v) => v === null)) return { kind: "unknown", why: "The income limit in our data is empty (all zeros)." };
      return { kind: "hhsize", limits };
    }
    case "county-hhsize": {
      const byGeography = {};
      let other = null;
      for (const [fips, table] of Object.entries(t.thresholds)) {
        if (fips === "other") {
          other = sizes(table, state, incentive.low_income);
          continue;
        }
        const id = countyIdByFips.get(fips);
        if (id === undefined) fail(`${incentive.id}: county ${fips} not in geographies.csv`);
        byGeography[id] = sizes(table, state, incentive.low_income);
      }
      return { kind: "county", byGeography, other };
    }
    case "ami-percentage":
      return { kind: "ami", percent: t.thresholds.percentage };
    case "fpl-percentage":
      return { kind: "fpl", percent: t.thresholds.percentage };
    case "filing-status":
      return { kind: "filing", ranges: t.thresholds };
    default:
      fail(`${incentive.id}: unknown threshold type ${t.type}`);
  }
}

// ---------------------------------------------------------------- amounts
/** The dollars a total may count: a flat sum, or a percentage's dollar maximum; null when there is none. */
function countableUsd(amount) {
  if (amount.type === "dollar_amount") return amount.maximum ?? amount.number;
  if (amount.type === "percent") return amount.maximum ?? null;
  return null;
}

// ---------------------------------------------------------------- Spanish text
/**
 * Rewiring America's own Spanish for the incentive's short description (`short_description.es`,
 * issue 29), kept as published; null where the row has none (the Spanish page then says the
 * program's text is in English and shows it unchanged).
 */
function spanishText(incentive) {
  const text = incentive.short_description?.es;
  return typeof text === "string" && text.trim() !== "" ? text.trim() : null;
}

// ---------------------------------------------------------------- Rewiring America rows
/** The day the build's log counts live programs for (SOURCES.md's table is as of this day); the app uses the real date. */
const COUNTED_ON = "2026-11-26";
const geoGroups = readJson(join(RA, "data/geo_groups.json"));
const states = readdirSync(join(RA, "data"), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

function raPrograms(state) {
  const dir = join(RA, "data", state);
  if (!existsSync(join(dir, "incentives.json"))) return [];
  const incentives = readJson(join(dir, "incentives.json"));
  const programs = readJson(join(dir, "programs.json"));
  const authorities = readJson(join(dir, "authorities.json"));
  const relationships = existsSync(join(dir, "incentive_relationships.json")) ? readJson(join(dir, "incentive_relationships.json")) : {};
  const supersededBy = new Map();
  for (const [by, { ids }] of Object.entries(relationships.exclusions ?? {})) {
    for (const id of ids) supersededBy.set(id, [...(supersededBy.get(id) ?? []), by]);
  }
  const requires = new Map(
    Object.entries(relationships.prerequisites ?? {}).map(([id, rule]) => [id, [...(rule.allOf ?? []), ...(rule.anyOf ?? [])]]),
  );
  const combined = new Map();
  for (const group of relationships.combinations ?? []) {
    for (const id of group.ids) combined.set(id, { ids: group.ids, maxUsd: group.max_value });
  }
  const out = [];
  for (const incentive of incentives) {
    const items = incentive.items.filter((item) => ITEMS[item]).map((item) => ITEMS[item]);
    if (items.length === 0) continue;
    const program = programs[incentive.program];
    if (!program) fail(`${incentive.id}: program ${incentive.program} missing`);
    const authority = authorities[program.authority_type]?.[program.authority];
    if (!authority) fail(`${incentive.id}: authority ${program.authority} missing`);
    const reach = authority.geography_ids.map(String);
    const gasOnly = program.authority_type === "gas_utility" || reach.every((id) => GAS_FILED_AS_ELECTRIC.has(Number(id)));
    let geoGroup = null;
    if (incentive.eligible_geo_group) {
      const group = geoGroups[state]?.[incentive.eligible_geo_group];
      if (!group) fail(`${incentive.id}: geo group ${incentive.eligible_geo_group} missing`);
      geoGroup = group.geographies.map(String);
    }
    // The program URL from the data; the incentive's own url first (it points at the offer).
    const url = incentive.url?.en ?? program.url?.en;
    if (!url || !/^https?:\/\//.test(url)) fail(`${incentive.id}: no URL`);
    out.push({
      id: incentive.id,
      origin: "rewiring-america",
      raIds: [incentive.id],
      programName: program.name.en,
      authorityName: authority.name,
      authorityType: program.authority_type,
      items,
      amountText: incentive.short_description.en.trim(),
      amountTextEs: spanishText(incentive),
      maxUsd: countableUsd(incentive.amount),
      paymentMethods: incentive.payment_methods,
      owner: incentive.owner_status,
      income: incomeRule(incentive, state),
      reach: { anyOf: reach },
      geoGroup,
      gasOnly,
      startsOn: incentive.start_date ? periodStart(incentive.start_date) : null,
      endsOn: incentive.end_date ? periodEnd(incentive.end_date) : null,
      status: incentive.paused ? "paused" : "active",
      statusNote: null,
      url,
      supersededBy: supersededBy.get(incentive.id) ?? [],
      requires: requires.get(incentive.id) ?? [],
      combinedMax: combined.get(incentive.id) ?? null,
      checkedOn: DATA_DATE,
      sourceLabel: `Rewiring America incentive data (${incentive.id}), last changed ${DATA_DATE}`,
      description: null,
      placeholder: false,
    });
  }
  return out;
}

// ---------------------------------------------------------------- our California list
const ours = readJson(join(projectRoot, "domain/data/incentives.json"));
const research = new Map(readJson(join(projectRoot, "domain/data/incentives-research.json")).incentives.map((r) => [r.id, r]));

const UTILITY_GEOGRAPHY = { "PG&E": 3536, SCE: 3548, SDGE: 3544, LADWP: 3533, BWP: 3513, SMUD: 3543, IID: 3529 };
/** CCAs that have a territory in Rewiring America's map (reachable only when a place names the CCA). */
const CCA_GEOGRAPHY = { "Central Coast Community Energy": 5371, "Peninsula Clean Energy": 5372 };
/** Counties of the local agencies in our list (air districts and toll roads), by FIPS. */
const COUNTIES = {
  // Bay Area AQMD: Alameda, Contra Costa, Marin, Napa, San Francisco, San Mateo, Santa Clara, and the
  // southern parts of Solano and Sonoma (the card says to check the address).
  baaqmd: ["06001", "06013", "06041", "06055", "06075", "06081", "06085", "06095", "06097"],
  // South Coast AQMD: Orange and the non-desert parts of Los Angeles, Riverside and San Bernardino.
  scaqmd: ["06037", "06059", "06065", "06071"],
  sdapcd: ["06073"],
  "la-metro": ["06037"],
  rctc: ["06065"],
};
const LOCAL_COUNTIES = {
  "baaqmd-clean-cars-for-all": COUNTIES.baaqmd,
  "scaqmd-replace-your-ride": COUNTIES.scaqmd,
  "sdapcd-clean-cars-4-all": COUNTIES.sdapcd,
  "la-metro-expresslanes-cav-discount": COUNTIES["la-metro"],
  "rctc-91-15-express-lanes-cav-discount": COUNTIES.rctc,
};
const OUR_ITEMS = {
  "New vehicle": ["new-ev", "new-phev"],
  "Used vehicle": ["used-ev", "used-phev"],
  "Used vehicle (BEV)": ["used-ev"],
  "New or used vehicle": ["new-ev", "new-phev", "used-ev", "used-phev"],
  Charger: ["charger"],
  "Panel upgrade": ["panel"],
  "Charging credit": ["charging-credit"],
  "HOV decal": ["perk"],
  "Toll discount": ["perk"],
};
/** Our rows judged against Rewiring America's where SOURCES.md says so (Disagreements). */
const STATUS_OVERRIDES = {
  // Rests only on CA-149 (50 % to anyone, no maximum); PG&E's own page describes no such tier.
  "pge-residential-charging-solutions-standard": {
    status: "unknown",
    statusNote: "Listed only in Rewiring America's data (50% of cost); PG&E's own page describes only the income-qualified $700 rebate.",
  },
};

function reachOfOurs(row) {
  if (row.geography === "National") return "nationwide";
  if (row.geography === "State") return { anyOf: [String(stateIdByCode.get("CA"))] };
  const counties = LOCAL_COUNTIES[row.id];
  if (counties) return { anyOf: counties.map((fips) => String(countyIdByFips.get(fips) ?? fail(`county ${fips}`))) };
  const provider = row.utilityKeys[0];
  if (provider === undefined) fail(`${row.id}: local row without a utility or county`);
  if (UTILITY_GEOGRAPHY[provider]) return { anyOf: [String(UTILITY_GEOGRAPHY[provider])] };
  // A CCA: only its own territory reaches it, never its distribution utility. CCAs without a
  // territory in the map (MCE, SVCE, Ava…) reach no place until a place names them.
  const cca = Object.entries(CCA_GEOGRAPHY).find(([name]) => provider.startsWith(name.split(" (")[0]) || row.entity.startsWith(name));
  return { anyOf: cca ? [String(cca[1])] : [] };
}

function ourProgram(row) {
  const raIds = [...new Set(research.get(row.id).sources.flatMap((s) => s.reference.match(/\b(?:CA|IRA)-\d+\b/g) ?? []))];
  const override = STATUS_OVERRIDES[row.id] ?? {};
  return {
    id: row.id,
    origin: "plugplan",
    raIds,
    programName: row.entity,
    authorityName: row.entity,
    authorityType: row.geography === "National" ? "federal" : row.geography === "State" ? "state" : row.utilityKeys.length ? "utility" : "county",
    items: OUR_ITEMS[row.incentiveType],
    amountText: row.amountText,
    // Our own California list is written in English only: the Spanish page says so and shows it as
    // written (never a machine translation of its figures).
    amountTextEs: null,
    maxUsd: row.amountMaxUsd,
    paymentMethods: [],
    owner: ["homeowner", "renter"],
    income: row.incomeQualified ? { kind: "unknown", why: "Income-qualified; the limit is on the program's site." } : null,
    reach: reachOfOurs(row),
    geoGroup: null,
    gasOnly: false,
    startsOn: null,
    endsOn: row.endedOn ?? row.endsOn,
    status: override.status ?? row.status,
    statusNote: override.statusNote ?? null,
    url: row.link,
    supersededBy: [],
    requires: [],
    combinedMax: null,
    checkedOn: row.lastChecked,
    // Placeholder rows (no program found) have no source; they are never shown.
    sourceLabel: row.sources.map((s) => s.label).join("; ") || `PlugPlan's California list (${ours.statusAsOf})`,
    description: row.shortDescription,
    placeholder: row.amountText.trim() === "" && row.status !== "active",
  };
}
const ourPrograms = ours.incentives.map(ourProgram);
// An income tier replaces its standard tier (incentives.mjs `replaces`): the same rule as an exclusion.
for (const row of ours.incentives) {
  if (row.replaces) ourPrograms.find((p) => p.id === row.replaces).supersededBy.push(row.id);
}
const coveredByOurs = new Set(ourPrograms.flatMap((p) => p.raIds));

// Income limits from Rewiring America where our row stands for one RA row with a real limit (LADWP's
// CA-21 EZ-SAVE table, converted): ours keeps its amount and status, the limit comes from the data.
const raCalifornia = new Map(raPrograms("CA").map((p) => [p.id, p]));
for (const program of ourPrograms) {
  if (program.income?.kind !== "unknown" || program.raIds.length !== 1) continue;
  const ra = raCalifornia.get(program.raIds[0]);
  if (ra?.income && ra.income.kind !== "unknown") program.income = ra.income;
}

// ---------------------------------------------------------------- federal
const federal = readJson(join(RA, "data/ira_incentives.json"))
  .filter((incentive) => incentive.items.some((item) => ITEMS[item]))
  .filter((incentive) => !coveredByOurs.has(incentive.id))
  .map((incentive) => ({
    id: incentive.id,
    origin: "rewiring-america",
    raIds: [incentive.id],
    programName: incentive.program === "energyEfficientHomeImprovementCredit" ? "Energy Efficient Home Improvement Credit (25C)" : incentive.program,
    authorityName: "IRS (U.S. Treasury)",
    authorityType: "federal",
    items: incentive.items.filter((item) => ITEMS[item]).map((item) => ITEMS[item]),
    amountText: incentive.short_description.en.trim(),
    amountTextEs: spanishText(incentive),
    maxUsd: countableUsd(incentive.amount),
    paymentMethods: incentive.payment_methods,
    owner: incentive.owner_status,
    income: incomeRule(incentive, "US"),
    reach: "nationwide",
    geoGroup: null,
    gasOnly: false,
    startsOn: incentive.start_date ? periodStart(incentive.start_date) : null,
    endsOn: incentive.end_date ? periodEnd(incentive.end_date) : null,
    status: incentive.paused ? "paused" : "active",
    statusNote: null,
    url: incentive.url?.en ?? fail(`${incentive.id}: no URL`),
    supersededBy: [],
    requires: [],
    combinedMax: null,
    checkedOn: "2025-07-25",
    sourceLabel: `Rewiring America federal incentive data (${incentive.id}), last changed 2025-07-25`,
    description: null,
    placeholder: false,
  }));
const ourFederal = ourPrograms.filter((p) => p.reach === "nationwide");
const ourCalifornia = ourPrograms.filter((p) => p.reach !== "nationwide");

// ---------------------------------------------------------------- AMI by ZIP
const zipsCsv = parseCsv(readFileSync(join(RA, "scripts/data/zips.csv"), "utf8"));
const amiByZcta = new Map(
  parseCsv(readFileSync(join(RA, "scripts/income_limits/data/processed/ami_by_zcta.csv"), "utf8")).map((row) => [
    row.zcta,
    [Math.round(Number(row.ami_80)), Math.round(Number(row.ami_150))],
  ]),
);

// ---------------------------------------------------------------- write
rmSync(join(projectRoot, OUT), { recursive: true, force: true });
const stats = { spanish: 0, shown: 0, states: 0, programs: 0, vehicleOrCharger: 0, liveVehicleOrCharger: 0, droppedAsDuplicates: [] };
const allStates = [...new Set([...states, ...[...stateIdByCode.keys()]])].filter((s) => stateIdByCode.has(s)).sort();
for (const state of allStates) {
  let programs = raPrograms(state);
  if (state === "CA") {
    stats.droppedAsDuplicates = programs.filter((p) => coveredByOurs.has(p.id)).map((p) => p.id);
    programs = [...ourCalifornia, ...programs.filter((p) => !coveredByOurs.has(p.id))];
  }
  const ra = programs.filter((p) => p.origin === "rewiring-america");
  for (const p of ra) {
    if (!p.items.some((item) => VEHICLE_OR_CHARGER.has(item))) continue;
    stats.vehicleOrCharger += 1;
    if (p.status !== "paused" && (p.endsOn === null || p.endsOn >= COUNTED_ON)) stats.liveVehicleOrCharger += 1;
  }
  const needsAmi = programs.some((p) => p.income?.kind === "ami");
  const shard = {
    state,
    credit: CREDIT,
    licence: "Apache-2.0",
    dataDate: DATA_DATE,
    copyDate: COPY_DATE,
    ourListAsOf: state === "CA" ? ours.statusAsOf : null,
    hasStateData: ra.length > 0 || state === "CA",
    fpl: fpl[state] ?? fpl.other,
    amiFile: needsAmi,
    programs: [...programs, ...ourFederal, ...federal],
  };
  stats.states += 1;
  stats.programs += programs.length;
  stats.shown += programs.length;
  stats.spanish += programs.filter((p) => p.amountTextEs !== null).length;
  writeJson(`${OUT}/${state}.json`, shard, { pretty: false });
  if (needsAmi) {
    const ami = {};
    for (const row of zipsCsv) {
      if (row.state_id !== state) continue;
      const zcta = row.zcta === "TRUE" ? row.zip : row.parent_zcta;
      const value = amiByZcta.get(zcta);
      if (value) ami[row.zip] = value;
    }
    writeJson(`${OUT}/ami/${state}.json`, { state, source: "Rewiring America ami_by_zcta.csv (4-person AMI at 80% and 150%)", dataDate: DATA_DATE, ami }, { pretty: false });
  }
}
console.log(
  `  Spanish text (Rewiring America short_description.es) on ${stats.spanish} of ${stats.shown} shard rows`,
);
console.log(
  `  ${stats.states} state shards, ${stats.programs} programs; Rewiring America vehicle-or-charger: ${stats.vehicleOrCharger}, live on ${COUNTED_ON}: ${stats.liveVehicleOrCharger}; CA rows ours stands for: ${stats.droppedAsDuplicates.join(", ")}`,
);
