// Phone layout (below 720 px, the breakpoint base.css uses): the wizard's fixed bottom bar, its
// "Get your plan" label and step 3's scroll gate; the dashboard's phone share control.
import { useSyncExternalStore } from "react";

const PHONE_QUERY = "(max-width: 719px)";

function subscribe(onChange: () => void) {
  const query = window.matchMedia?.(PHONE_QUERY);
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}

const getSnapshot = () => window.matchMedia?.(PHONE_QUERY).matches ?? false;

export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
