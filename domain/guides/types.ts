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
