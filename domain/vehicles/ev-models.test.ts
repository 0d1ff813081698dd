import { describe, expect, it } from "vitest";
import efficiencyJson from "../data/ev-efficiency.json";
import modelsJson from "../data/ev-models.json";
import { EV_MODEL_ID_INPUT, isValidAssumption } from "../progress/model";
import gasMpgJson from "../data/phev-gas-mpg.json";
import { EvEfficiencyFileSchema, EvModelsFileSchema, PhevGasMpgFileSchema } from "./ev-models.schema";
import { phevGasMpgOf } from "./phev-gas-mpg";
import {
  evMakes,
  evModelFitsDay,
  evModelName,
  evModelsOfMake,
  evModelsThatFit,
  evVersionsOf,
  evYearsOf,
  findEvModel,
  inputsForEvModel,
  loadEvModels,
  typicalEfficiency,
} from "./ev-models";

/** The entry a fueleconomy.gov id belongs to, from the loaded list. */
const evModelById = async (id: string | undefined) => findEvModel(await loadEvModels(), id);

describe("the committed data files", () => {
  it("parse with their schemas and every id is unique", () => {
    const file = EvModelsFileSchema.parse(modelsJson);
    EvEfficiencyFileSchema.parse(efficiencyJson);
    const ids = file.models.flatMap((m) => [m.id, ...(m.alsoIds ?? [])]);
    // ev-models.csv has 1,240 rows (SOURCES.md): each maps to exactly one entry.
    expect(ids).toHaveLength(1240);
    expect(new Set(ids).size).toBe(1240);
    expect(ids.every((id) => EV_MODEL_ID_INPUT.test(id))).toBe(true);
    // Rows rated alike are one entry: fewer entries than rows, more than base models.
    expect(file.models.length).toBe(1117);
  });

  it("every plug-in hybrid id has its own EPA gas mpg, and no battery car has one", () => {
    const gas = PhevGasMpgFileSchema.parse(gasMpgJson);
    const file = EvModelsFileSchema.parse(modelsJson);
    const phevIds = file.models.filter((m) => m.type === "PHEV").flatMap((m) => [m.id, ...(m.alsoIds ?? [])]);
    // ev-models.csv has 200 PHEV rows (SOURCES.md: 44 + 44 + 23 + 67 + 22), each with phev_gas_mpg_combined.
    expect(phevIds).toHaveLength(200);
    expect(Object.keys(gas.byId).sort()).toEqual([...phevIds].sort());
    // Row 44158 (2022 Audi A7 TFSI e quattro): phev_gas_mpg_combined 27.
    expect(phevGasMpgOf("44158")).toBe(27);
    expect(phevGasMpgOf(file.models.find((m) => m.type === "BEV")!.id)).toBeUndefined();
    expect(phevGasMpgOf(undefined)).toBeUndefined();
  });

  it("the typical 2025–26 plug-in hybrid on gas: 24.5 mpg, the median of 47 base models (18–35.7)", () => {
    expect(EvEfficiencyFileSchema.parse(efficiencyJson).phevGasMpg).toEqual({ median: 24.5, low: 18, high: 35.7, count: 47 });
  });

  it("carries fueleconomy.gov's provenance and the partial 2026 note", () => {
    for (const file of [modelsJson, efficiencyJson]) {
      expect(file).toMatchObject({ asOf: "2025-10-29", sourceUrl: "https://www.fueleconomy.gov" });
      expect(file.source).toContain("fueleconomy.gov");
      expect(file.note).toContain("Model year 2026 partial");
    }
  });

  it("every model's efficiency is one a plan accepts", () => {
    for (const model of EvModelsFileSchema.parse(modelsJson).models) {
      expect(isValidAssumption("milesPerKwh", inputsForEvModel(model).milesPerKwh), model.id).toBe(true);
    }
  });
});

describe("typicalEfficiency", () => {
  // Worked by hand from ../shared/data/ev-models.csv:
  // python3 -c "import csv,statistics as s,collections as c;g=c.defaultdict(list)
  // [g[(r['type'],r['make'],r['base_model'])].append(100/float(r['kwh_per_100mi'])) for r in csv.DictReader(open('ev-models.csv')) if r['model_year'] in('2025','2026')]
  // [print(t,len(v),round(s.median(v),2),[round(q,2) for q in s.quantiles(v,n=10,method='inclusive')][::8]) for t in('BEV','PHEV') for v in [sorted(s.median(x) for k,x in g.items() if k[0]==t)]]"
  // → BEV 78 2.67 [2.07, 3.34]; PHEV 47 1.92 [1.45, 2.5]
  it("is the median and 10th–90th percentile of 2025–26 base models", () => {
    expect(typicalEfficiency("BEV")).toMatchObject({ median: 2.67, low: 2.07, high: 3.34, count: 78, asOf: "2025-10-29", modelYears: [2025, 2026] });
    expect(typicalEfficiency("PHEV")).toMatchObject({ median: 1.92, low: 1.45, high: 2.5, count: 47, asOf: "2025-10-29" });
    expect(typicalEfficiency("BEV").source).toContain("fueleconomy.gov");
  });

  it("puts the app's old flat 3.5 mi/kWh above nine in ten battery models", () => {
    expect(typicalEfficiency("BEV").high).toBeLessThan(3.5);
  });
});

describe("the model list", () => {
  it("resolves any fueleconomy.gov id of a group to the group (Rivian's Performance twin)", async () => {
    // 48745 "R1S Dual Large (20in)" and 48748 "R1S Performance Dual Large (20in)": same EPA figures.
    const entry = await evModelById("48748");
    expect(entry).toMatchObject({ id: "48745", alsoIds: ["48748"], year: 2025, make: "Rivian", model: "R1S", rangeMi: 300 });
    expect(entry?.version).toBe("R1S Dual Large (20in) / R1S Performance Dual Large (20in)");
    expect(await evModelById("48745")).toBe(entry);
  });

  it("keeps the EPA figures of a configuration: 2025 Model 3 Long Range RWD", async () => {
    // CSV row 48765: range 363, 24.64 kWh/100 mi combined → 4.06 mi/kWh.
    const model = await evModelById("48765");
    expect(model).toMatchObject({ year: 2025, make: "Tesla", model: "Model 3", version: "Model 3 Long Range RWD", type: "BEV", rangeMi: 363, miPerKwh: 4.1 });
    expect(evModelName(model!)).toBe("2025 Tesla Model 3 Long Range RWD");
    expect(inputsForEvModel(model!)).toEqual({ evModelId: "48765", evType: "BEV", evRange: 363, milesPerKwh: 4.1 });
  });

  it("gives a PHEV its electric range, not its gas-plus-electric range", async () => {
    // Row 49014: Prius PHEV, rangeA 40 (the total range column says 600+).
    expect(await evModelById("49014")).toMatchObject({ type: "PHEV", rangeMi: 40, miPerKwh: 3.4 });
  });

  it("answers undefined for no id or an unknown one", async () => {
    expect(await evModelById("")).toBeUndefined();
    expect(await evModelById(undefined)).toBeUndefined();
    expect(await evModelById("1")).toBeUndefined();
  });

  it("walks make → model → year → version", async () => {
    const models = await loadEvModels();
    expect(evMakes(models)).toContain("Hyundai");
    expect(evMakes(models)).toEqual([...evMakes(models)].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
    expect(evModelsOfMake(models, "Hyundai")).toEqual(expect.arrayContaining(["Ioniq 5", "Ioniq 6", "Kona", "Tucson"]));
    // The CSV has no 2023 Ioniq 5 row (EPA carried the 2022 rating over): only listed years are offered.
    expect(evYearsOf(models, "Hyundai", "Ioniq 5")).toEqual([2026, 2025, 2024, 2022]);
    const versions = evVersionsOf(models, "Hyundai", "Ioniq 5", 2025).map((m) => m.version);
    expect(versions).toContain("Ioniq 5 AWD (19 inch Wheels)");
    expect(versions).toHaveLength(7);
  });

  it("finds a version by any of its fueleconomy.gov ids", async () => {
    const models = await loadEvModels();
    expect(findEvModel(models, "49015")?.version).toBe("Prius PHEV SE");
  });
});

describe("models that fit the day (the recommender)", () => {
  it("lists 2025–26 plug-in hybrids whose electric range covers the day, one per model, most efficient first", async () => {
    const models = await loadEvModels();
    // Worked from the CSV: PHEVs of 2025–26 with rangeA >= 40, the best mi/kWh per base model.
    const fit = evModelsThatFit(models, { type: "PHEV", dailyMiles: 40, limit: 3 });
    expect(fit.map((m) => [m.make, m.version, m.rangeMi, m.miPerKwh])).toEqual([
      ["Toyota", "Prius PHEV SE", 45, 3.8],
      ["Toyota", "RAV4 PHEV AWD", 42, 2.8],
      [expect.any(String), expect.stringMatching(/T8 AWD/), 40, 2.3],
    ]);
    // No 2025–26 plug-in hybrid holds 56 miles of electric range.
    expect(evModelsThatFit(models, { type: "PHEV", dailyMiles: 56 })).toEqual([]);
  });

  it("asks a battery car's 20–80% window to cover the day", async () => {
    const models = await loadEvModels();
    const fit = evModelsThatFit(models, { type: "BEV", dailyMiles: 200, limit: 10 });
    expect(fit.length).toBe(10);
    for (const model of fit) {
      expect(model.rangeMi * 0.6).toBeGreaterThanOrEqual(200);
      expect([2025, 2026]).toContain(model.year);
    }
    expect(new Set(fit.map((m) => `${m.make} ${m.model}`)).size).toBe(10);
    expect(fit.map((m) => m.miPerKwh)).toEqual([...fit.map((m) => m.miPerKwh)].sort((a, b) => b - a));
    const ioniq = (await evModelById("48713"))!; // 2025 Ioniq 5 RWD, 318 miles
    expect(evModelFitsDay(ioniq, 190)).toBe(true);
    expect(evModelFitsDay(ioniq, 191)).toBe(false);
  });
});
