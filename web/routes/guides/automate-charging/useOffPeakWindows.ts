// The EV plan off-peak windows for the utilities serving a ZIP. The tariff module (with its rate
// data) is imported only when the ZIP has a utility we know, so it never weighs on the page chunk.
import { useEffect, useState } from "react";
import type { OffPeakWindow } from "../../../../domain/rates/tariffs";
import { utilityTouDay, type UtilityTouDay } from "../../../../domain/guides/automate-charging";
import type { UtilityKey } from "../../../../domain/zip/types";

export interface UtilityOffPeak {
  utility: UtilityKey;
  window: OffPeakWindow;
  /** The EV plan's weekday in each season, from the utility's windows (empty when not drawable). */
  days: UtilityTouDay[];
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
    void import("../../../../domain/rates/tariffs").then(({ evPlanOffPeakWindow, evPlan, isTariffUtilityKey }) => {
      if (cancelled) return;
      setWindows(
        list.flatMap((utility) => {
          const offPeak = evPlanOffPeakWindow(utility);
          if (!offPeak || !isTariffUtilityKey(utility)) return [];
          const days = evPlan(utility).seasons.map(utilityTouDay);
          return [{ utility, window: offPeak, days: days.every((d) => d !== undefined) ? (days as UtilityTouDay[]) : [] }];
        }),
      );
    });
    return () => {
      cancelled = true;
    };
  }, [key]);
  return windows;
}
