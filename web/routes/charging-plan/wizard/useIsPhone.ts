// Phone layout (below 720 px, the breakpoint base.css uses): the wizard's fixed bottom bar, its
// "Get your plan" label and step 3's scroll gate; the dashboard's phone share control.
import { useSyncExternalStore } from "react";

const PHONE_QUERY = "(max-width: 719px)";

// One MediaQueryList, not one per render: React reads the snapshot on every render of the wizard,
// keystrokes included (INP, issue 32). Rebuilt if matchMedia itself is replaced (tests do).
let cached: { matchMedia: typeof window.matchMedia; list: MediaQueryList } | undefined;

function phoneQuery(): MediaQueryList | undefined {
  if (!window.matchMedia) return undefined;
  if (cached?.matchMedia !== window.matchMedia) cached = { matchMedia: window.matchMedia, list: window.matchMedia(PHONE_QUERY) };
  return cached.list;
}

function subscribe(onChange: () => void) {
  const query = phoneQuery();
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}

const getSnapshot = () => phoneQuery()?.matches ?? false;

export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
