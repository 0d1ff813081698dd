// Builds two files from ../shared/data/ev-models.csv (fueleconomy.gov vehicles.csv, file dated
// 2025-10-29; one row per EPA configuration, model years 2022–2026, 2026 partial):
//
// - domain/data/ev-models.json: the models a person can pick in EV Details (a lazy chunk). EPA lists
//   one row per configuration, and many rows are the same car rated alike ("R1S Dual Large (20in)"
//   and "R1S Performance Dual Large (20in)"). Rows of one model year, make and model (base_model)
//   with identical EPA figures become one entry, named by all their configuration names; its id is
//   the group's lowest fe_id and `alsoIds` keeps the others, so any stored fueleconomy.gov id of the
//   group still resolves. Rows that differ in any figure stay apart: a person's wheels or motor
//   change the range and efficiency, and we never average two different cars into one.
// - domain/data/ev-efficiency.json: a few constants the money engine reads on every plan: how
//   efficient 2025–26 models are. Each base model (make + base_model, both years) counts once, at the
//   median of its configurations, so a model sold in twenty trims does not outvote one sold in two;
//   then the median and the 10th/90th percentiles (linear interpolation, like Python's
//   statistics.quantiles(method="inclusive")) per type.
import { readCsv, writeJson } from "./_shared.mjs";

const SOURCE = "fueleconomy.gov (U.S. DOE/EPA), vehicles.csv";
const SOURCE_URL = "https://www.fueleconomy.gov";
const FILE_DATE = "2025-10-29";
const PARTIAL_NOTE = "Model year 2026 partial: models certified after October 2025 are missing.";
const TYPICAL_YEARS = [2025, 2026];

const rows = readCsv("ev-models.csv");
if (rows.length < 1000) throw new Error(`ev-models.csv has only ${rows.length} rows`);

const positive = (row, column) => {
  const value = Number(row[column]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`Row ${row.fe_id}: bad ${column} "${row[column]}"`);
  return value;
};
/** kWh per 100 miles → miles per kWh. */
const miPerKwh = (kwhPer100) => 100 / kwhPer100;
const oneDecimal = (value) => Math.round(value * 10) / 10;
const twoDecimals = (value) => Math.round(value * 100) / 100;

const parsed = rows.map((row) => {
  if (!/^\d+$/.test(row.fe_id)) throw new Error(`Bad fe_id "${row.fe_id}"`);
  if (row.type !== "BEV" && row.type !== "PHEV") throw new Error(`Row ${row.fe_id}: unknown type ${row.type}`);
  return {
    feId: row.fe_id,
    year: positive(row, "model_year"),
    make: row.make.trim(),
    baseModel: row.base_model.trim(),
    name: row.model.trim().replace(/\s+/g, " "),
    type: row.type,
    rangeMi: positive(row, "epa_electric_range_mi"),
    kwhPer100: positive(row, "kwh_per_100mi"),
    kwhPer100City: positive(row, "kwh_per_100mi_city"),
    kwhPer100Hwy: positive(row, "kwh_per_100mi_hwy"),
    // A plug-in hybrid's gasoline-only combined mpg (EPA comb08), for its miles beyond the battery.
    gasMpg: row.type === "PHEV" ? positive(row, "phev_gas_mpg_combined") : null,
  };
});

// One entry per model year, make, base model and identical EPA figures.
const groups = new Map();
for (const row of parsed) {
  const key = [row.year, row.make, row.baseModel, row.type, row.rangeMi, row.kwhPer100, row.kwhPer100City, row.kwhPer100Hwy, row.gasMpg].join("|");
  const group = groups.get(key) ?? [];
  group.push(row);
  groups.set(key, group);
}

const byText = (a, b) => a.localeCompare(b, "en", { sensitivity: "base", numeric: true });
const models = [...groups.values()]
  .map((group) => {
    const ids = group.map((row) => row.feId).sort((a, b) => Number(a) - Number(b));
    const names = [...new Set(group.map((row) => row.name))].sort(byText);
    const [first] = group;
    return {
      id: ids[0],
      ...(ids.length > 1 ? { alsoIds: ids.slice(1) } : {}),
      year: first.year,
      make: first.make,
      model: first.baseModel,
      version: names.join(" / "),
      type: first.type,
      rangeMi: first.rangeMi,
      miPerKwh: oneDecimal(miPerKwh(first.kwhPer100)),
      cityMiPerKwh: oneDecimal(miPerKwh(first.kwhPer100City)),
      hwyMiPerKwh: oneDecimal(miPerKwh(first.kwhPer100Hwy)),
    };
  })
  .sort((a, b) => byText(a.make, b.make) || byText(a.model, b.model) || b.year - a.year || byText(a.version, b.version));

const seen = new Set();
for (const model of models) {
  for (const id of [model.id, ...(model.alsoIds ?? [])]) {
    if (seen.has(id)) throw new Error(`fe_id ${id} is in two entries`);
    seen.add(id);
  }
}
if (seen.size !== parsed.length) throw new Error(`Expected every one of ${parsed.length} rows mapped, got ${seen.size}`);

writeJson(
  "domain/data/ev-models.json",
  {
    generatedFrom: "../shared/data/ev-models.csv",
    source: SOURCE,
    sourceUrl: SOURCE_URL,
    asOf: FILE_DATE,
    note: PARTIAL_NOTE,
    models,
  },
  { pretty: false },
);

// A plug-in hybrid's own gasoline mpg, by every fueleconomy.gov id (domain/data/phev-gas-mpg.json):
// the money prices a picked model's gas miles at its own EPA figure. A few hundred numbers, apart
// from the model list so the money engine can read them synchronously without the list's chunk.
const gasMpgById = {};
for (const row of parsed) if (row.type === "PHEV") gasMpgById[row.feId] = row.gasMpg;
writeJson("domain/data/phev-gas-mpg.json", {
  generatedFrom: "../shared/data/ev-models.csv",
  source: SOURCE,
  sourceUrl: SOURCE_URL,
  asOf: FILE_DATE,
  basis: "EPA gasoline-only combined mpg (comb08) of each plug-in hybrid configuration, by fueleconomy.gov id.",
  byId: gasMpgById,
});

// Typical efficiency of 2025–26 models, per type.
const median = (values) => quantile(values, 0.5);
function quantile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  const position = p * (sorted.length - 1);
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  return sorted[lower] + (sorted[upper] - sorted[lower]) * (position - lower);
}

const typical = {};
for (const type of ["BEV", "PHEV"]) {
  const perBaseModel = new Map();
  for (const row of parsed) {
    if (row.type !== type || !TYPICAL_YEARS.includes(row.year)) continue;
    const key = `${row.make}|${row.baseModel}`;
    perBaseModel.set(key, [...(perBaseModel.get(key) ?? []), miPerKwh(row.kwhPer100)]);
  }
  const values = [...perBaseModel.values()].map(median);
  if (values.length < 10) throw new Error(`Only ${values.length} ${type} base models in ${TYPICAL_YEARS.join("–")}`);
  typical[type] = {
    median: twoDecimals(median(values)),
    low: twoDecimals(quantile(values, 0.1)),
    high: twoDecimals(quantile(values, 0.9)),
    count: values.length,
  };
}

// A plug-in hybrid on gas (issue 33): its miles beyond the battery were priced at the compared gas
// car's 29 mpg, unlabelled. The typical 2025–26 plug-in hybrid's gasoline-only combined mpg, counted
// the same way (each base model once, at the median of its configurations).
const gasPerBaseModel = new Map();
for (const row of parsed) {
  if (row.type !== "PHEV" || !TYPICAL_YEARS.includes(row.year)) continue;
  const key = `${row.make}|${row.baseModel}`;
  gasPerBaseModel.set(key, [...(gasPerBaseModel.get(key) ?? []), row.gasMpg]);
}
const gasValues = [...gasPerBaseModel.values()].map(median);
const phevGasMpg = {
  median: oneDecimal(median(gasValues)),
  low: oneDecimal(quantile(gasValues, 0.1)),
  high: oneDecimal(quantile(gasValues, 0.9)),
  count: gasValues.length,
};

writeJson("domain/data/ev-efficiency.json", {
  generatedFrom: "../shared/data/ev-models.csv",
  source: SOURCE,
  sourceUrl: SOURCE_URL,
  asOf: FILE_DATE,
  note: PARTIAL_NOTE,
  modelYears: TYPICAL_YEARS,
  basis:
    "EPA combined mi/kWh of each 2025–26 base model (the median of its configurations), then the median and the 10th and 90th percentiles across base models.",
  BEV: typical.BEV,
  PHEV: typical.PHEV,
  phevGasMpgBasis: "EPA gasoline-only combined mpg (comb08) of each 2025–26 plug-in hybrid base model (the median of its configurations), then the median and the 10th and 90th percentiles.",
  phevGasMpg,
});
