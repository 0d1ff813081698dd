// Which utility Maximize Savings starts on (spec §4 and charging-plan §3): from the plan's ZIP; a
// split ZIP asks the person; no ZIP means PG&E; a ZIP outside our tariff coverage shows the generic view.
import * as m from "../i18n/messages";
import type { UtilityKey, ZipInfo } from "../zip/types";
import { isTariffUtilityKey } from "./tariff-keys";

export const DEFAULT_UTILITY: UtilityKey = "PG&E";

/**
 * The utilities' own names (proper names, the same in every language) for the ZIP-table keys
 * without tariff data. AMP groups the many small public utilities, so it has no name of its own:
 * it is described in the reader's language, worded at each call (never once at import).
 */
const UTILITY_NAMES: Record<Exclude<UtilityKey, "AMP">, string> = {
  "PG&E": "PG&E",
  SCE: "SCE (Southern California Edison)",
  SDGE: "SDG&E (San Diego Gas & Electric)",
  LADWP: "LADWP (Los Angeles DWP)",
  BWP: "BWP (Burbank Water and Power)",
  IID: "IID (Imperial Irrigation District)",
  SMUD: "SMUD (Sacramento)",
  PacifiCorp: "PacifiCorp",
};

export function utilityLabel(key: UtilityKey): string {
  return key === "AMP" ? m.rates_utility_public() : UTILITY_NAMES[key];
}

export type UtilityStart =
  | { kind: "pending" }
  | { kind: "selected"; key: UtilityKey; reason: "zip" | "no-zip" | "lookup-failed" }
  | { kind: "pick"; candidates: UtilityKey[] }
  | { kind: "unsupported"; key: UtilityKey | null };

export interface ZipLookupLike {
  status: "idle" | "loading" | "found" | "not-found" | "error";
  info?: Pick<ZipInfo, "utilities">;
}

export function utilityStart(zip: string, lookup: ZipLookupLike): UtilityStart {
  if (zip.trim() === "") return { kind: "selected", key: DEFAULT_UTILITY, reason: "no-zip" };
  switch (lookup.status) {
    case "idle":
    case "loading":
      return { kind: "pending" };
    case "error":
      return { kind: "selected", key: DEFAULT_UTILITY, reason: "lookup-failed" };
    case "not-found":
      return { kind: "unsupported", key: null };
    case "found": {
      const utilities = lookup.info?.utilities ?? [];
      if (utilities.length > 1) return { kind: "pick", candidates: utilities };
      const only = utilities[0];
      if (only === undefined) return { kind: "unsupported", key: null };
      return isTariffUtilityKey(only) ? { kind: "selected", key: only, reason: "zip" } : { kind: "unsupported", key: only };
    }
  }
}
