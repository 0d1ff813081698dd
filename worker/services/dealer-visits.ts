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
import { sha256Hex } from "./sessions-crypto";

/** How long an isolate gathers increments before sending them. */
export const ISOLATE_BATCH_MS = 1000;

/** slug → "day|event" → count, not yet sent. */
const gathered = new Map<string, Map<string, CountIncrement>>();
/** slug → visitor keys ("day|hash") whose visit waits in `gathered`, not yet sent. */
const gatheredVisitors = new Map<string, Set<string>>();
/**
 * Visitor keys this isolate has already counted (bounded): a visitor reloading the page costs no
 * call to the object at all. The object's own record is what makes the count exact.
 */
const countedHere = new Set<string>();
const MAX_COUNTED_HERE = 5000;
let sending: Promise<void> | null = null;

async function sendGathered(env: Pick<Env, "DEALER_COUNTER">): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ISOLATE_BATCH_MS));
  const batch = [...gathered];
  const visitors = new Map(gatheredVisitors);
  gathered.clear();
  gatheredVisitors.clear();
  sending = null;
  await Promise.all(
    batch.map(([slug, increments]) =>
      dealerCounter(env, slug)
        .add(slug, [...increments.values()], [...(visitors.get(slug) ?? [])])
        .catch((error: unknown) => log("warn", "dealer count failed", { slug, error: String(error) })),
    ),
  );
}

/**
 * The key a visit is counted once a day under: a hash of the day, the dealer and the visitor's
 * network (the /64 or IPv4 address the limits use), so nothing about the visitor is kept.
 */
export async function visitorKey(day: string, slug: string, network: string): Promise<string> {
  return `${day}|${(await sha256Hex(`${day}|${slug}|${network}`)).slice(0, 24)}`;
}

/**
 * +1 for `event` of `slug` today (California date), sent with this isolate's next batch. A visit
 * with a `network` counts once per network and day (issue 28): repeats are dropped here when this
 * isolate has seen them, and by the dealer's object otherwise. Without one (local development,
 * where no client address is trusted) every visit counts.
 */
export async function countDealerEvent(
  env: Pick<Env, "DEALER_COUNTER">,
  ctx: Pick<ExecutionContext, "waitUntil">,
  slug: string,
  event: DealerEvent,
  options: { network?: string | null; nowMs?: number } = {},
): Promise<void> {
  const nowMs = options.nowMs ?? Date.now();
  const day = californiaDate(nowMs);
  if (event === "visit" && options.network) {
    const key = await visitorKey(day, slug, options.network);
    if (countedHere.has(key)) return;
    countedHere.add(key);
    if (countedHere.size > MAX_COUNTED_HERE) countedHere.delete(countedHere.values().next().value!);
    const visitors = gatheredVisitors.get(slug) ?? new Set<string>();
    gatheredVisitors.set(slug, visitors);
    visitors.add(key);
    // The object counts the visit when it has not seen the key; nothing to add to the plain sums.
    if (!sending) {
      sending = sendGathered(env);
      ctx.waitUntil(sending);
    }
    if (!gathered.has(slug)) gathered.set(slug, new Map());
    return;
  }
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

/** Test hook: forget the visitors this isolate counted (as a new isolate would). */
export function forgetCountedVisitors(): void {
  countedHere.clear();
}
