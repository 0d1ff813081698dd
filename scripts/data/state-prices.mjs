// Builds domain/data/state-prices.json (50 states + DC) from ../shared/data/state-fuel-prices.csv:
// EIA 2023 residential electricity (¢/kWh) and AAA regular gasoline on 2026-08-22 ($/gal).
// A missing figure (Wyoming's electricity) stays null: the calculator uses the national default
// and says so; nothing is estimated here.
import { readCsv, writeJson } from "./_shared.mjs";

const rows = readCsv("state-fuel-prices.csv");
if (rows.length !== 51) throw new Error(`Expected 51 rows (50 states + DC), got ${rows.length}`);

const number = (text) => (text.trim() === "" ? null : Number(text));
const states = rows.map((r) => {
  const electricity = number(r.electricity_cents_per_kwh);
  const gas = number(r.gas_usd_per_gallon);
  if (gas === null || Number.isNaN(gas) || Number.isNaN(electricity)) throw new Error(`Bad row for ${r.state}`);
  return { name: r.state, abbr: r.abbr, electricityCentsPerKwh: electricity, gasUsdPerGallon: gas };
});

const periods = (column) => [...new Set(rows.map((r) => r[column]).filter(Boolean))];
const [electricityPeriod, ...otherE] = periods("electricity_source_period");
const [gasPeriod, ...otherG] = periods("gas_source_period");
if (otherE.length || otherG.length) throw new Error("Expected one source period per column");

writeJson(
  "domain/data/state-prices.json",
  {
    generatedFrom: "../shared/data/state-fuel-prices.csv",
    electricity: {
      source: "U.S. Energy Information Administration (EIA), Electric Power Annual",
      period: electricityPeriod,
      asOf: "2023",
      url: "https://www.eia.gov/electricity/annual/",
    },
    gas: {
      source: "AAA daily state averages, regular unleaded",
      period: gasPeriod,
      asOf: "2026-08-22",
      url: "https://gasprices.aaa.com/",
    },
    states,
  },
  { pretty: false },
);
