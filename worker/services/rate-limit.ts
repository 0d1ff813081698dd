// Rate limits in two stores, each where its windows fit:
// - short windows (10 or 60 s) on the Workers Rate Limiting binding ([[ratelimits]] in
//   wrangler.toml): in memory at each Cloudflare location, no storage round trip, so it can sit in
//   front of expensive work; counts are per location and approximate;
// - long windows (minutes to hours) as fixed windows in D1, strongly consistent, so concurrent
//   requests cannot all slip under a limit (KV's eventual consistency would allow that).

import { sha256Hex } from "./sessions-crypto";

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the current window ends (for Retry-After). */
  retryAfterSeconds: number;
}


export async function hitRateLimit(
  db: D1Database,
  key: string,
  limit: number,
  windowMs: number,
  now: number = Date.now(),
): Promise<RateLimitResult> {
  const cutoff = now - windowMs;
  // Keys hold emails and addresses: store only their SHA-256 so the table never keeps personal data.
  const storedKey = await sha256Hex(key);
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT(key) DO UPDATE SET
         count = CASE WHEN rate_limits.window_start <= ?3 THEN 1 ELSE rate_limits.count + 1 END,
         window_start = CASE WHEN rate_limits.window_start <= ?3 THEN ?2 ELSE rate_limits.window_start END
       RETURNING count, window_start`,
    )
    .bind(storedKey, now, cutoff)
    .first<{ count: number; window_start: number }>();
  const count = row?.count ?? 1;
  const windowStart = row?.window_start ?? now;
  return {
    allowed: count <= limit,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)),
  };
}

/** A short-window limit on a Rate Limiting binding; Retry-After is the binding's whole period. */
export async function hitBindingLimit(binding: RateLimit, key: string, periodSeconds: number): Promise<RateLimitResult> {
  const { success } = await binding.limit({ key });
  return { allowed: success, retryAfterSeconds: periodSeconds };
}
