// Which utility Maximize Savings starts on (spec §4 and charging-plan §3): from the plan's ZIP; a
// split ZIP asks the person; no ZIP means PG&E; a ZIP outside our tariff coverage shows the generic view.
import type { UtilityKey, ZipInfo } from "../zip/types";
import { isTariffUtilityKey } from "./tariff-keys";

export const DEFAULT_UTILITY: UtilityKey = "PG&E";

/** Names for the ZIP-table keys without tariff data (AMP groups the many small public utilities). */
export const UTILITY_LABELS: Record<UtilityKey, string> = {
  "PG&E": "PG&E",
  SCE: "SCE (Southern California Edison)",
  SDGE: "SDG&E (San Diego Gas & Electric)",
  LADWP: "LADWP (Los Angeles DWP)",
  BWP: "BWP (Burbank Water and Power)",
  IID: "IID (Imperial Irrigation District)",
  SMUD: "SMUD (Sacramento)",
  PacifiCorp: "PacifiCorp",
  AMP: "A city or public utility",
};

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
