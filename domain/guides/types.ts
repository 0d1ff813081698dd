// Shapes shared by the four guide content modules.

/** One HowTo step: shown on the page and emitted as schema.org HowToStep by Worker and SPA. */
export interface HowToStep {
  name: string;
  text: string;
}

/** A titled block of copy (a tip card, a section). */
export interface TipCard {
  id: string;
  title: string;
  /** Short headline figure, e.g. "Up to 75% less energy". */
  figure?: string;
  body: string;
}

/** Tip cards shown as a guide's numbered or headed sequence, as HowTo steps: names are the visible headings. */
export function tipsAsSteps(tips: readonly TipCard[]): HowToStep[] {
  return tips.map((tip) => ({ name: tip.title, text: tip.body }));
}
