import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while the page is prerendered at build time and while React hydrates that HTML, true
 * afterwards. Content that depends on today's date (incentive status) renders only when true, so
 * prerendered HTML from an older build never shows a stale status and hydration never mismatches.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
