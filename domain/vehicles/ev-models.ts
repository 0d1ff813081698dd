// The person's car: EPA range and efficiency of BEVs and PHEVs from fueleconomy.gov (model years
// 2022–2026, 2026 partial), built by scripts/data/ev-models.mjs.
//
// Two sizes on purpose. The model list (~1,100 entries, ~18 KB gzip) is loaded with import() only
// when the picker opens or a plan names a model, so no page's first load carries it
// (scripts/bundle-budget.test.ts). typicalEfficiency reads a few constants (ev-efficiency.json)
// that any screen, and the money engine, can import synchronously.
import type { EvType } from "../progress/model";
import { ASSUMPTION_BOUNDS } from "../progress/model";
import efficiencyJson from "../data/ev-efficiency.json";
import type { EvEfficiencyFile, EvModel, EvModelsFile } from "./ev-models.schema";

export type { EvModel } from "./ev-models.schema";

const efficiency = efficiencyJson as EvEfficiencyFile;

export interface TypicalEfficiency {
  /** Median EPA combined mi/kWh of the type's 2025–26 base models. */
  median: number;
  /** 10th percentile: 9 in 10 models do at least this. */
  low: number;
  /** 90th percentile: 9 in 10 models do at most this. */
  high: number;
  /** Base models counted. */
  count: number;
  source: string;
  /** The date of fueleconomy.gov's file. */
  asOf: string;
  /** "Model year 2026 partial: …" */
  note: string;
  /** The model years counted, e.g. [2025, 2026]. */
  modelYears: readonly number[];
}

/** How efficient 2025–26 models of a type are (EPA combined mi/kWh; a PHEV's in electric mode). */
export function typicalEfficiency(type: EvType): TypicalEfficiency {
  return { ...efficiency[type], source: efficiency.source, asOf: efficiency.asOf, note: efficiency.note, modelYears: efficiency.modelYears };
}

export interface TypicalHybridGasMpg {
  /** Median EPA gasoline-only combined mpg of 2025–26 plug-in hybrid base models. */
  median: number;
  low: number;
  high: number;
  count: number;
  source: string;
  asOf: string;
}

/** How far the typical 2025–26 plug-in hybrid goes on a gallon once its battery is spent (EPA). */
export function typicalHybridGasMpg(): TypicalHybridGasMpg {
  return { ...efficiency.phevGasMpg, source: efficiency.source, asOf: efficiency.asOf };
}

export interface EvModelCatalog {
  models: readonly EvModel[];
  source: string;
  sourceUrl: string;
  asOf: string;
  note: string;
  /** Every fueleconomy.gov id of every entry → its entry. */
  byId: ReadonlyMap<string, EvModel>;
}

let catalog: Promise<EvModelCatalog> | undefined;

/** The model list, loaded once (its own chunk). A failed load is retried on the next call. */
export function loadEvModels(): Promise<EvModelCatalog> {
  catalog ??= import("../data/ev-models.json").then(
    (module) => {
      const file = (module.default ?? module) as EvModelsFile;
      const byId = new Map<string, EvModel>();
      for (const model of file.models) for (const id of [model.id, ...(model.alsoIds ?? [])]) byId.set(id, model);
      return { models: file.models, source: file.source, sourceUrl: file.sourceUrl, asOf: file.asOf, note: file.note, byId };
    },
    (error: unknown) => {
      catalog = undefined;
      throw error;
    },
  );
  return catalog;
}

/** The entry a fueleconomy.gov id belongs to (any id of a group resolves), from a loaded catalog. */
export function findEvModel(models: EvModelCatalog, id: string | undefined): EvModel | undefined {
  return id ? models.byId.get(id) : undefined;
}

/** "2025 Tesla Model 3 Long Range RWD" (the version names carry the model name). */
export function evModelName(model: EvModel): string {
  const version = model.version.toLowerCase().includes(model.model.toLowerCase()) ? model.version : `${model.model} ${model.version}`;
  return `${model.year} ${model.make} ${version}`;
}

// The picker's steps: make → model → year → version ----------------------------------------------

const byText = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base", numeric: true });
const unique = <T>(values: Iterable<T>) => [...new Set(values)];

export function evMakes(models: EvModelCatalog): string[] {
  return unique(models.models.map((m) => m.make)).sort(byText);
}

export function evModelsOfMake(models: EvModelCatalog, make: string): string[] {
  return unique(models.models.filter((m) => m.make === make).map((m) => m.model)).sort(byText);
}

/** Newest first. */
export function evYearsOf(models: EvModelCatalog, make: string, model: string): number[] {
  return unique(models.models.filter((m) => m.make === make && m.model === model).map((m) => m.year)).sort((a, b) => b - a);
}

export function evVersionsOf(models: EvModelCatalog, make: string, model: string, year: number): EvModel[] {
  return models.models.filter((m) => m.make === make && m.model === model && m.year === year).sort((a, b) => byText(a.version, b.version));
}

/**
 * What picking a model sets in the plan: its type, its EPA range (a PHEV's electric range) and its
 * EPA combined efficiency (kept within the efficiency bounds a plan accepts).
 */
export function inputsForEvModel(model: EvModel): { evModelId: string; evType: EvType; evRange: number; milesPerKwh: number } {
  const { min, max } = ASSUMPTION_BOUNDS.milesPerKwh;
  return { evModelId: model.id, evType: model.type, evRange: model.rangeMi, milesPerKwh: Math.min(max, Math.max(min, model.miPerKwh)) };
}

// The recommender: real models that fit the person's day ------------------------------------------

/**
 * A battery car fits when the 20–80% window of its EPA range (60%, the plan's public-charging
 * window) covers the day: EPA range is measured in mild weather, and a person rarely runs from full
 * to empty.
 */
export const BEV_FIT_USABLE_SHARE = 0.6;

/** The model years the recommender suggests from (what is on sale; 2026 is partial in the data). */
export const SUGGESTED_MODEL_YEARS = [2025, 2026] as const;

/** Whether a model's EPA range covers the day: a PHEV's electric range, a BEV's with margin. */
export function evModelFitsDay(model: EvModel, dailyMiles: number): boolean {
  if (!(dailyMiles > 0)) return true;
  return model.type === "PHEV" ? model.rangeMi >= dailyMiles : model.rangeMi * BEV_FIT_USABLE_SHARE >= dailyMiles;
}

/**
 * A few 2025–26 models of a type that fit the day, one per make and model (its most efficient
 * fitting version, the newest year first), most efficient first: EPA efficiency decides what a
 * mile of charging costs, and it is the only thing we rank by. Prices are not in our data, so no
 * model is ranked by them.
 */
export function evModelsThatFit(models: EvModelCatalog, options: { type: EvType; dailyMiles: number; limit?: number }): EvModel[] {
  const best = new Map<string, EvModel>();
  for (const model of models.models) {
    if (model.type !== options.type || !(SUGGESTED_MODEL_YEARS as readonly number[]).includes(model.year)) continue;
    if (!evModelFitsDay(model, options.dailyMiles)) continue;
    const key = `${model.make}|${model.model}`;
    const current = best.get(key);
    if (!current || model.miPerKwh > current.miPerKwh || (model.miPerKwh === current.miPerKwh && (model.year > current.year || model.rangeMi > current.rangeMi))) {
      best.set(key, model);
    }
  }
  return [...best.values()]
    .sort((a, b) => b.miPerKwh - a.miPerKwh || b.rangeMi - a.rangeMi || byText(a.make, b.make) || byText(a.model, b.model))
    .slice(0, options.limit ?? 5);
}
