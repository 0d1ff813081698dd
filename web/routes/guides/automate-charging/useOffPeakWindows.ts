// The EV plan off-peak windows for the utilities serving a ZIP. The tariff module (with its rate
// data) is imported only when the ZIP has a utility we know, so it never weighs on the page chunk.
import type { OffPeakWindow } from "../../../../domain/rates/tariffs";
import type { UtilityKey } from "../../../../domain/zip/types";
import { useLazyValue } from "../../../lib/useLazyValue";

export interface UtilityOffPeak {
  utility: UtilityKey;
  window: OffPeakWindow;
}

const NONE: UtilityOffPeak[] = [];

/** "pg&e|sce" → each utility's EV plan off-peak window (a utility without one is left out). */
const loadWindows = (key: string) =>
  import("../../../../domain/rates/tariffs").then(({ evPlanOffPeakWindow }) =>
    (key.split("|") as UtilityKey[]).flatMap((utility) => {
      const offPeak = evPlanOffPeakWindow(utility);
      return offPeak ? [{ utility, window: offPeak }] : [];
    }),
  );

export function useOffPeakWindows(utilities: readonly UtilityKey[] | undefined): UtilityOffPeak[] {
  const windows = useLazyValue((utilities ?? []).join("|") || null, loadWindows, NONE);
  return windows === undefined || windows === "pending" ? NONE : windows;
}
