// Dealer records the SPA already knows: the one the Worker put in the page's HTML
// (worker/html/dealer-data.ts) and those fetched since. The build's prerender puts its placeholder
// dealer here too (web/prerender/entry-server.tsx). Fetching lives in
// web/components/dealers/dealer-parts.tsx (loaded with the pages that need it).
import type { DealerRecord } from "../../../domain/dealers/model";
import { DEALER_DATA_ELEMENT_ID, type DealerPageData } from "../../../domain/dealers/page-data";

/** slug → record (null: not in the registry). Lives for the page's lifetime. */
export const knownDealers = new Map<string, DealerRecord | null>();
let injectedRead = false;

/** The record when already known (injected or fetched), undefined when it must be fetched. */
export function knownDealer(slug: string): DealerRecord | null | undefined {
  if (!injectedRead && typeof document !== "undefined") {
    injectedRead = true;
    try {
      const data = JSON.parse(document.getElementById(DEALER_DATA_ELEMENT_ID)?.textContent || "null") as DealerPageData | null;
      if (data && typeof data.slug === "string") knownDealers.set(data.slug, data.record ?? null);
    } catch {
      // A broken script tag only costs a request: the API answers instead.
    }
  }
  return knownDealers.get(slug);
}

/** Test hook. */
export function resetKnownDealers(): void {
  knownDealers.clear();
  injectedRead = false;
}
