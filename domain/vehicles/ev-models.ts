// TEMPORARY until the ev-models data build lands (branch i23-models): the typical efficiency of
// 2025–26 models, worked from ../shared/data/ev-models.csv (median of base models' median mi/kWh).
export interface TypicalEfficiency {
  median: number;
  low: number;
  high: number;
  count: number;
  source: string;
  asOf: string;
}
const SOURCE = "EPA fueleconomy.gov (DOE/EPA), vehicles.csv";
export function typicalEfficiency(type: "BEV" | "PHEV"): TypicalEfficiency {
  return type === "PHEV"
    ? { median: 1.9, low: 1.4, high: 2.5, count: 47, source: SOURCE, asOf: "2025-10-29" }
    : { median: 2.7, low: 2.0, high: 3.4, count: 78, source: SOURCE, asOf: "2025-10-29" };
}
