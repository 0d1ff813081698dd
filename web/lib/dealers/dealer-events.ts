// Anonymous counts for the dealer a plan started at (plans started, completed, shared): one POST
// with only the event's name, no id, no cookie needed. Failures are ignored: a lost count never
// bothers the person.
// "Plan completed" counts once per plan: a browser holds one plan (a guest's, or the account's),
// so the first time its results show for a dealer is the completion; every later visit to the
// results (revisits, reloads, going back a step) is not. The note is one flag per dealer slug in
// this browser's storage, nothing about the person.
type BrowserEvent = "plan_started" | "plan_completed" | "plan_shared";

export const COUNTED_KEY = "plugplan.dealerPlanCompleted.v1";

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** True the first time it is asked for `slug` in this browser; false after (and when storage fails: no double counts). */
function firstCompletion(slug: string): boolean {
  const store = storage();
  if (!store) return false;
  try {
    const raw = store.getItem(COUNTED_KEY);
    const counted: unknown = raw ? JSON.parse(raw) : {};
    const map = counted && typeof counted === "object" && !Array.isArray(counted) ? (counted as Record<string, unknown>) : {};
    if (map[slug] === true) return false;
    store.setItem(COUNTED_KEY, JSON.stringify({ ...map, [slug]: true }));
    return true;
  } catch {
    return false;
  }
}

export function reportDealerEvent(slug: string, event: BrowserEvent): void {
  if (!slug || typeof fetch !== "function") return;
  if (event === "plan_completed" && !firstCompletion(slug)) return;
  void fetch(`/api/dealers/${encodeURIComponent(slug)}/events`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ event }),
    credentials: "omit",
    keepalive: true,
  }).catch(() => undefined);
}
