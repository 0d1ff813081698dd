// From the plan ZIP (and its lookup) to what the finder narrows by (spec §4, §5).
import { regionForZip } from "../zip/region";
import type { UtilityKey, ZipInfo } from "../zip/types";
import { isMetro, type IncentiveLocation } from "./filters";
import { isFiveDigitZip } from "../zip/format";
import { stateName } from "../zip/state-names";

export interface ZipLookupLike {
  status: "idle" | "loading" | "found" | "not-found" | "error";
  info?: Pick<ZipInfo, "state" | "utilities">;
}

export type FinderLocation =
  | { kind: "none" }
  | { kind: "unknown-zip"; zip: string }
  | { kind: "metro"; zip: string; location: IncentiveLocation }
  /** stateName: the ZIP's state when the lookup found it outside California (the page names it), else null. */
  | { kind: "outside"; zip: string; location: IncentiveLocation; stateName: string | null };

/**
 * No ZIP → nothing narrowed. An unknown ZIP is said so and not used. Otherwise the region rule
 * decides the metro; the utilities come from the lookup (empty while loading or on a network
 * error: then every utility's programs in the metro stay listed rather than none).
 */
export function finderLocation(zip: string, lookup: ZipLookupLike): FinderLocation {
  if (!isFiveDigitZip(zip)) return { kind: "none" };
  if (lookup.status === "not-found") return { kind: "unknown-zip", zip };
  const region = regionForZip(zip);
  const info = lookup.status === "found" ? lookup.info : undefined;
  // Before the lookup answers, California is judged by the ZIP's first digits (900xx–961xx).
  const inCalifornia = info ? info.state === "CA" : /^9[0-6]/.test(zip);
  const utilities: UtilityKey[] = info ? [...info.utilities] : [];
  const location: IncentiveLocation = { region, utilities, inCalifornia };
  if (inCalifornia && isMetro(region)) return { kind: "metro", zip, location };
  return { kind: "outside", zip, location, stateName: info && !inCalifornia ? stateName(info.state) : null };
}

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
