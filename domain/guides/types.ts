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
  return tips.map((tip) => howToStep(() => tip.title, () => tip.body));
}

/**
 * Copy in the reader's language: each word is a getter that asks the message catalogue when it is
 * read (per render, per request), never a string fixed when the module loads. Getters are
 * enumerable, so spreading, JSON.stringify and structured data see plain fields.
 */
export function lazyText<T extends object>(fixed: Partial<T>, words: Partial<Record<keyof T, () => string>>): T {
  const result = { ...fixed } as T;
  for (const [key, read] of Object.entries(words) as [string, () => string][]) Object.defineProperty(result, key, { get: read, enumerable: true });
  return result;
}

/** A tip card whose title, body (and figure) are read in the reader's language. */
export function tipCard(id: string, title: () => string, body: () => string, figure?: () => string): TipCard {
  return lazyText<TipCard>({ id }, figure ? { title, body, figure } : { title, body });
}

/** A HowTo step whose name and text are read in the reader's language. */
export function howToStep(name: () => string, text: () => string): HowToStep {
  return lazyText<HowToStep>({}, { name, text });
}
