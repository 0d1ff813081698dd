// Rate limits in two stores, each where its windows fit:
// - short windows (10 or 60 s) on the Workers Rate Limiting binding ([[ratelimits]] in
//   wrangler.toml): in memory at each Cloudflare location, no storage round trip, so it can sit in
//   front of expensive work; counts are per location and approximate;
// - long windows (minutes to hours) as fixed windows in a Durable Object per rule and client
//   (worker/durable/limit-counter.ts): one request at a time per key, so concurrent requests cannot
//   all slip under a limit (KV's eventual consistency would allow that), and no D1 write per request.
import type { LimitCounter, LimitVerdict } from "../durable/limit-counter";
import { sha256Hex } from "./sessions-crypto";

export type RateLimitResult = LimitVerdict;

/** The counter object of one key; its name is the key's SHA-256 (no address or email in names). */
export async function limitCounter(env: Pick<Env, "LIMIT_COUNTER">, key: string): Promise<DurableObjectStub<LimitCounter>> {
  return env.LIMIT_COUNTER.get(env.LIMIT_COUNTER.idFromName(await sha256Hex(key)));
}

/** One hit of `key` in a fixed window of `windowMs`, allowed while at most `limit` hits. */
export async function hitRateLimit(
  env: Pick<Env, "LIMIT_COUNTER">,
  key: string,
  limit: number,
  windowMs: number,
  now: number = Date.now(),
): Promise<RateLimitResult> {
  const stub = await limitCounter(env, key);
  return stub.hit(limit, windowMs, now);
}

/** A short-window limit on a Rate Limiting binding; Retry-After is the binding's whole period. */
export async function hitBindingLimit(binding: RateLimit, key: string, periodSeconds: number): Promise<RateLimitResult> {
  const { success } = await binding.limit({ key });
  return { allowed: success, retryAfterSeconds: periodSeconds };
}
