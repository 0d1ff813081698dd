// A tariff season's name in the reader's language. Hours, windows and months come from
// domain/rates/format.ts (one wording for every screen); season names are data words ("summer",
// "winter") that only these screens print inside a sentence.
import * as m from "../../../../domain/i18n/messages";

/** "summer" → "verano" on a Spanish page; other names as the data has them. */
export function seasonWords(name: string): string {
  if (name === "summer") return m.maxsave_summer();
  if (name === "winter") return m.maxsave_winter();
  return name;
}
