// The EV plan off-peak windows for the utilities serving a ZIP. The tariff module (with its rate
// data) is imported only when the ZIP has a utility we know, so it never weighs on the page chunk.
import { useEffect, useState } from "react";
import type { OffPeakWindow } from "../../../../domain/rates/tariffs";
import type { UtilityTouDay } from "../../../../domain/guides/tou-day";
import type { UtilityKey } from "../../../../domain/zip/types";

export interface UtilityOffPeak {
  utility: UtilityKey;
  window: OffPeakWindow;
  /** The EV plan's weekday in each season, from the utility's windows (empty when not drawable). */
  days: (UtilityTouDay & { monthsLabel: string })[];
}

export function useOffPeakWindows(utilities: readonly UtilityKey[] | undefined): UtilityOffPeak[] {
  const [windows, setWindows] = useState<UtilityOffPeak[]>([]);
  const key = (utilities ?? []).join("|");
  useEffect(() => {
    let cancelled = false;
    const list = key ? (key.split("|") as UtilityKey[]) : [];
    if (list.length === 0) {
      setWindows([]);
      return;
    }
    // The drawing, its labels and the tariff data load in one chunk, never with the page.
    void import("../../../../domain/guides/tou-day")
      .then(({ utilityOffPeakDays }) => utilityOffPeakDays(list))
      .then((found) => {
        if (!cancelled) setWindows(found as UtilityOffPeak[]);
      });
    return () => {
      cancelled = true;
    };
  }, [key]);
  return windows;
}
