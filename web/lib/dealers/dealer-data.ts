// The registered dealer records the SPA shows: the one the Worker put in the page's HTML
// (./dealer-cache.ts) or, on client-side navigation and in the plan, GET /api/dealers/:slug.
// Records come from our own Worker, which validated them on the way into the registry.
import { useEffect, useState } from "react";
import type { DealerRecord } from "../../../domain/dealers/model";
import { knownDealer, knownDealers, resetKnownDealers } from "./dealer-cache";

export { knownDealer };

const pending = new Map<string, Promise<DealerRecord | null>>();

export function fetchDealer(slug: string): Promise<DealerRecord | null> {
  const cached = knownDealer(slug);
  if (cached !== undefined) return Promise.resolve(cached);
  let request = pending.get(slug);
  if (!request) {
    request = fetch(`/api/dealers/${encodeURIComponent(slug)}`, { credentials: "same-origin" })
      .then(async (response) => {
        if (response.status === 404) return null;
        if (!response.ok) throw new Error(`${response.status}`);
        return (await response.json()) as DealerRecord;
      })
      .then((record) => {
        knownDealers.set(slug, record);
        return record;
      })
      .finally(() => pending.delete(slug));
    pending.set(slug, request);
  }
  return request;
}

export type DealerState = { status: "none" } | { status: "loading" } | { status: "ready"; record: DealerRecord | null } | { status: "failed" };

/** The dealer for a slug ("" = no dealer). Re-renders when the fetch completes. */
export function useDealer(slug: string): DealerState {
  const [state, setState] = useState<DealerState>(() => initialState(slug));
  useEffect(() => {
    const initial = initialState(slug);
    setState(initial);
    if (initial.status !== "loading") return;
    let cancelled = false;
    fetchDealer(slug).then(
      (record) => !cancelled && setState({ status: "ready", record }),
      () => !cancelled && setState({ status: "failed" }),
    );
    return () => {
      cancelled = true;
    };
  }, [slug]);
  return state;
}

function initialState(slug: string): DealerState {
  if (!slug) return { status: "none" };
  const record = knownDealer(slug);
  return record === undefined ? { status: "loading" } : { status: "ready", record };
}

/** Test hook. */
export function resetDealerData(): void {
  resetKnownDealers();
  pending.clear();
}
