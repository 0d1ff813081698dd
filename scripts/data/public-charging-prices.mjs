// Builds domain/data/public-charging-prices.json from ../shared/data/public-charging-prices.csv:
// dated average prices per kWh at public chargers, with publisher and link. The plan's money
// figures price public charging at the newest DC fast average (the person can change it); older
// rows stay for the "how has it moved" note. No Level 2 or California-only figure with a dated,
// citable source exists in the research, so none is written and the UI says so (our own sentence,
// so it lives in the catalogues in each language: pubcharge_level_two_note, not in this data).
import { readCsv, writeJson } from "./_shared.mjs";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const rows = readCsv("public-charging-prices.csv");
if (rows.length === 0) throw new Error("public-charging-prices.csv has no rows");

const prices = rows.map((row) => {
  const usdPerKwh = Number(row.usd_per_kwh);
  if (!Number.isFinite(usdPerKwh) || usdPerKwh <= 0 || usdPerKwh > 2) throw new Error(`Bad price in row ${row.id}: ${row.usd_per_kwh}`);
  if (!ISO_DATE.test(row.published)) throw new Error(`Row ${row.id} has no ISO publication date: ${row.published}`);
  if (!/^https:\/\//.test(row.url)) throw new Error(`Row ${row.id} has no https source link`);
  return {
    id: row.id,
    scope: row.scope,
    chargerLevel: row.charger_level,
    usdPerKwh,
    period: row.period,
    published: row.published,
    publisher: row.publisher,
    url: row.url,
    note: row.note,
  };
});

// The figure the plan uses: the DC fast row for the latest period (then the latest publication).
const periodKey = (period) => {
  const match = /^(\d{4}) Q([1-4])$/.exec(period);
  if (!match) throw new Error(`Unknown period format: ${period}`);
  return Number(match[1]) * 10 + Number(match[2]);
};
const dcFast = prices
  .filter((p) => p.chargerLevel === "DC fast")
  .sort((a, b) => periodKey(b.period) - periodKey(a.period) || b.published.localeCompare(a.published));
const current = dcFast[0];
if (!current) throw new Error("No DC fast price in public-charging-prices.csv");

writeJson("domain/data/public-charging-prices.json", {
  generatedFrom: "../shared/data/public-charging-prices.csv",
  asOf: current.published,
  dcFastDefaultId: current.id,
  prices,
});
