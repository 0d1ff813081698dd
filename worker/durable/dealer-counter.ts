// Dealer page counts without a hot row (issue 24, docs/decisions/0011-counts-and-limits-in-durable-objects.md).
// One Durable Object per dealer slug takes every increment (a visit served at the edge, a plan
// started, completed or shared) and keeps the sums in its own storage; at most once a minute an
// alarm writes them to D1 as one batch with one upsert per (day, event). A page view therefore
// costs the Worker no D1 write at all (the call to the object runs after the response, in
// waitUntil), and an ad campaign's thousands of visits a minute become one D1 statement a minute.
// The staff page asks the object to flush first, so it shows exact counts.
import { DurableObject } from "cloudflare:workers";
import type { DealerEvent } from "../../domain/dealers/dealers.schema";
import { californiaDate } from "../../domain/dealers/model";
import { countingD1, countsD1Writes } from "../dev-d1-counter";

/** How long increments wait in the object before they are written to D1 together. */
export const DEALER_FLUSH_MS = 60 * 1000;

/** Pending sums: "YYYY-MM-DD|event" → count, plus the slug they belong to. */
interface Pending {
  slug: string;
  sums: Record<string, number>;
}

const PENDING_KEY = "pending";

/** Increments one Worker isolate gathered for a dealer (worker/services/dealer-visits.ts). */
export interface CountIncrement {
  day: string;
  event: DealerEvent;
  count: number;
}

/** Storage keys per batch of get/put/delete (the storage API's limit is 128 keys a call). */
const KEYS_PER_CALL = 128;
const SEEN_PREFIX = "seen:";

export class DealerCounter extends DurableObject<Env> {
  /**
   * Adds increments (California dates) for `slug`, and a visit for each visitor key ("day|hash",
   * services/dealer-visits.ts) this object has not seen that day (issue 28: once per visitor per
   * day), and makes sure a flush is scheduled.
   */
  async add(slug: string, increments: readonly CountIncrement[], visitors: readonly string[] = []): Promise<void> {
    const pending = (await this.ctx.storage.get<Pending>(PENDING_KEY)) ?? { slug, sums: {} };
    for (const { day, event, count } of increments) {
      const key = `${day}|${event}`;
      pending.sums[key] = (pending.sums[key] ?? 0) + count;
    }
    for (let i = 0; i < visitors.length; i += KEYS_PER_CALL) {
      const keys = visitors.slice(i, i + KEYS_PER_CALL).map((visitor) => `${SEEN_PREFIX}${visitor}`);
      const seen = await this.ctx.storage.get<number>(keys);
      const fresh = keys.filter((key) => !seen.has(key));
      if (fresh.length === 0) continue;
      await this.ctx.storage.put(Object.fromEntries(fresh.map((key) => [key, 1])));
      for (const key of fresh) {
        const day = key.slice(SEEN_PREFIX.length).split("|")[0]!;
        pending.sums[`${day}|visit`] = (pending.sums[`${day}|visit`] ?? 0) + 1;
      }
    }
    // In the object's own storage (not D1): an eviction or a deploy between flushes loses nothing.
    await this.ctx.storage.put(PENDING_KEY, pending);
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + DEALER_FLUSH_MS);
  }

  /**
   * Writes the pending sums to D1 (one batch, one upsert per day and event) and returns how many
   * increments it wrote. On a D1 failure the sums stay pending and the alarm retries.
   */
  async flush(): Promise<number> {
    const pending = await this.ctx.storage.get<Pending>(PENDING_KEY);
    if (!pending || Object.keys(pending.sums).length === 0) return 0;
    // Taken out before the await: increments arriving while D1 answers start a new sum.
    await this.ctx.storage.delete(PENDING_KEY);
    // wrangler dev: through the load test's write counter (worker/dev-d1-counter.ts).
    const db = countsD1Writes(this.env) ? countingD1(this.env.DB) : this.env.DB;
    const upsert = db.prepare(
      `INSERT INTO dealer_daily_counts (slug, day, event, count) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT(slug, day, event) DO UPDATE SET count = dealer_daily_counts.count + excluded.count`,
    );
    const entries = Object.entries(pending.sums);
    try {
      await db.batch(
        entries.map(([key, count]) => {
          const [day, event] = key.split("|") as [string, string];
          return upsert.bind(pending.slug, day, event, count);
        }),
      );
    } catch (error) {
      const now = (await this.ctx.storage.get<Pending>(PENDING_KEY)) ?? { slug: pending.slug, sums: {} };
      for (const [key, count] of entries) now.sums[key] = (now.sums[key] ?? 0) + count;
      await this.ctx.storage.put(PENDING_KEY, now);
      throw error;
    }
    return entries.reduce((sum, [, count]) => sum + count, 0);
  }

  /** Forgets the visitor keys of days before yesterday (a day's keys only matter that day). */
  private async forgetOldVisitors(now = Date.now()): Promise<void> {
    const keep = new Set([californiaDate(now), californiaDate(now - 24 * 60 * 60 * 1000)]);
    const old = [...(await this.ctx.storage.list({ prefix: SEEN_PREFIX, limit: 1000 })).keys()].filter(
      (key) => !keep.has(key.slice(SEEN_PREFIX.length).split("|")[0]!),
    );
    for (let i = 0; i < old.length; i += KEYS_PER_CALL) await this.ctx.storage.delete(old.slice(i, i + KEYS_PER_CALL));
  }

  override async alarm(): Promise<void> {
    await this.flush();
    await this.forgetOldVisitors();
    // Anything that arrived during the write gets its own flush a minute later.
    const rest = await this.ctx.storage.get<Pending>(PENDING_KEY);
    if (rest && Object.keys(rest.sums).length > 0) await this.ctx.storage.setAlarm(Date.now() + DEALER_FLUSH_MS);
  }
}

/** The counter object of one dealer. */
export function dealerCounter(env: Pick<Env, "DEALER_COUNTER">, slug: string): DurableObjectStub<DealerCounter> {
  return env.DEALER_COUNTER.get(env.DEALER_COUNTER.idFromName(slug));
}
