// matchMedia as React state. Used where CSS alone is not enough: the station map must never be
// mounted on a phone (an iframe hidden with CSS still loads).
import { useSyncExternalStore } from "react";

export const DESKTOP_QUERY = "(min-width: 720px)";

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener("change", onChange);
      return () => list?.removeEventListener("change", onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
