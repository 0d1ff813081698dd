import type { FaqEntry } from "../meta";

/** The seven dealer-page questions, phrased for the given dealership. */
export function dealerFaq(_dealerName: string): readonly FaqEntry[] {
  return [];
}
