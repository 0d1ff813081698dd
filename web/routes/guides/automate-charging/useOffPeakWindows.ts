// The EV plan off-peak windows for the utilities serving a ZIP. The drawing, its labels and the
// tariff data load in one chunk, only when the ZIP has a utility we know, never with the page.
import type { OffPeakWindow } from "../../../../domain/rates/tariffs";
import type { UtilityTouDay } from "../../../../domain/guides/tou-day";
import type { UtilityKey } from "../../../../domain/zip/types";
import { useLazyValue } from "../../../lib/useLazyValue";

export interface UtilityOffPeak {
  utility: UtilityKey;
  window: OffPeakWindow;
  /** The EV plan's weekday in each season, from the utility's windows (empty when not drawable). */
  days: (UtilityTouDay & { monthsLabel: string })[];
}

const NONE: UtilityOffPeak[] = [];

/** "PG&E|SCE" → each utility's EV plan off-peak day (a utility without one is left out). */
const loadWindows = (key: string): Promise<UtilityOffPeak[]> =>
  import("../../../../domain/guides/tou-day").then(({ utilityOffPeakDays }) => utilityOffPeakDays(key.split("|") as UtilityKey[]));

export function useOffPeakWindows(utilities: readonly UtilityKey[] | undefined): UtilityOffPeak[] {
  const windows = useLazyValue((utilities ?? []).join("|") || null, loadWindows, NONE);
  return windows === undefined || windows === "pending" ? NONE : windows;
}
