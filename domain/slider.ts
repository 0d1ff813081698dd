// A slider's range and step, and a value snapped onto it: one rule for every slider that opens on
// a figure from elsewhere (the wizard from the stored plan, the calculator and the recommender from
// the plan).
export interface SliderBounds {
  min: number;
  max: number;
  step: number;
}

/** The nearest step from `min`, within the range, without float dust (2.74 → 2.7 on a 0.1 step). */
export function snapToSlider(value: number, bounds: SliderBounds): number {
  const stepped = bounds.min + Math.round((value - bounds.min) / bounds.step) * bounds.step;
  return Math.min(bounds.max, Math.max(bounds.min, Math.round(stepped * 1e10) / 1e10));
}
