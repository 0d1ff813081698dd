// The EV plan off-peak windows for the utilities serving a ZIP. The tariff module (with its rate
// data) is imported only when the ZIP has a utility we know, so it never weighs on the page chunk.
import { useEffect, useState } from "react";
import type { OffPeakWindow } from "../../../../domain/rates/tariffs";
import type { UtilityKey } from "../../../../domain/zip/types";

export interface UtilityOffPeak {
  utility: UtilityKey;
  window: OffPeakWindow;
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
    void import("../../../../domain/rates/tariffs").then(({ evPlanOffPeakWindow }) => {
      if (cancelled) return;
      setWindows(
        list.flatMap((utility) => {
          const offPeak = evPlanOffPeakWindow(utility);
          return offPeak ? [{ utility, window: offPeak }] : [];
        }),
      );
    });
    return () => {
      cancelled = true;
    };
  }, [key]);
  return windows;
}
