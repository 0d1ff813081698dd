// The plan's money vocabulary (provenance, whole dollars, an assumption with its source), in a leaf
// module: plan-model.ts builds with them and assumptions.ts returns them, and rates/evaluation.ts
// reads assumptions.ts, so living in plan-model.ts they closed a 4-file import cycle (issue 33).
// plan-model.ts re-exports them for its readers.

/** A figure's provenance, one tap away on screen. */
export interface Provenance {
  source: string;
  /** ISO date, year-month or year: as precise as the source; "" for our specification's own assumptions (undated). */
  asOf: string;
  url?: string;
}

/** Whole dollars, the one rounding rule: each cost is rounded once; totals and differences add the rounded parts. */
export interface Dollars {
  monthly: number;
  yearly: number;
}

export interface Assumption {
  value: number;
  isDefault: boolean;
  provenance: Provenance;
}
