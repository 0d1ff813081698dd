// Anonymous counts for the dealer a plan started at (plans started, completed, shared): one POST
// with only the event's name, no id, no cookie needed. Failures are ignored: a lost count never
// bothers the person.
type BrowserEvent = "plan_started" | "plan_completed" | "plan_shared";

export function reportDealerEvent(slug: string, event: BrowserEvent): void {
  if (!slug || typeof fetch !== "function") return;
  void fetch(`/api/dealers/${encodeURIComponent(slug)}/events`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ event }),
    credentials: "omit",
    keepalive: true,
  }).catch(() => undefined);
}
