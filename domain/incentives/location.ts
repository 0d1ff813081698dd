// Utility names as a person reads them in a sentence (the plan's home-charging note). Where the
// finder narrows programs is domain/place/ (a ProgramLocation) and ./eligibility.ts.
import type { UtilityKey } from "../zip/types";

/** A utility as a person reads it in a sentence (the incentives finder, the plan's home-charging note). */
const UTILITY_NAMES: Record<UtilityKey, string> = {
  "PG&E": "PG&E",
  SCE: "SCE",
  SDGE: "SDG&E",
  LADWP: "LADWP",
  BWP: "Burbank Water and Power",
  IID: "IID",
  SMUD: "SMUD",
  PacifiCorp: "PacifiCorp",
  AMP: "your city utility",
};

export function utilityName(key: UtilityKey): string {
  return UTILITY_NAMES[key];
}

export function utilityNames(keys: readonly UtilityKey[]): string {
  const names = keys.map(utilityName);
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}
