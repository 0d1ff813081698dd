// The first stage of dealer counting: each Worker isolate sums the increments it sees for up to
// ISOLATE_BATCH_MS and then sends them to the dealer's counter object in one call (the second
// stage, worker/durable/dealer-counter.ts, writes D1 once a minute). A campaign's thousands of
// visits a second reach a dealer's object as about one call per isolate per second, not one per
// visit: the object is never the bottleneck, and there is no D1 write on any request.
// The wait runs in the first request's waitUntil (after its response), so no response waits.
import type { DealerEvent } from "../../domain/dealers/dealers.schema";
import { californiaDate } from "../../domain/dealers/model";
import { dealerCounter, type CountIncrement } from "../durable/dealer-counter";
import { log } from "../middleware/logging";

/** How long an isolate gathers increments before sending them. */
export const ISOLATE_BATCH_MS = 1000;

/** slug → "day|event" → count, not yet sent. */
const gathered = new Map<string, Map<string, CountIncrement>>();
let sending: Promise<void> | null = null;

async function sendGathered(env: Pick<Env, "DEALER_COUNTER">): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ISOLATE_BATCH_MS));
  const batch = [...gathered];
  gathered.clear();
  sending = null;
  await Promise.all(
    batch.map(([slug, increments]) =>
      dealerCounter(env, slug)
        .add(slug, [...increments.values()])
        .catch((error: unknown) => log("warn", "dealer count failed", { slug, error: String(error) })),
    ),
  );
}

/** +1 for `event` of `slug` today (California date), sent with this isolate's next batch. */
export function countDealerEvent(
  env: Pick<Env, "DEALER_COUNTER">,
  ctx: Pick<ExecutionContext, "waitUntil">,
  slug: string,
  event: DealerEvent,
  nowMs = Date.now(),
): void {
  const day = californiaDate(nowMs);
  const forSlug = gathered.get(slug) ?? new Map<string, CountIncrement>();
  gathered.set(slug, forSlug);
  const key = `${day}|${event}`;
  const entry = forSlug.get(key) ?? { day, event, count: 0 };
  entry.count += 1;
  forSlug.set(key, entry);
  if (!sending) {
    sending = sendGathered(env);
    ctx.waitUntil(sending);
  }
}
