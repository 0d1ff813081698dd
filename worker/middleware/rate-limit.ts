// One rate-limit middleware for every public write: the client's network (worker/services/
// client-address.ts) is counted against each rule in turn; the first rule it exceeds answers 429
// with the route's message and Retry-After. Put it after the body validator, so a malformed
// request is refused without using up anyone's allowance.
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv, Bindings } from "../app-env";
import { jsonError } from "../http-errors";
import { clientNetwork } from "../services/client-address";
import { hitBindingLimit, hitRateLimit, type RateLimitResult } from "../services/rate-limit";

export type LimitRule =
  /** Long windows, in a Durable Object per rule and client. `name` separates the rules' counters. */
  | { store: "counter"; name: string; count: number; windowMs: number }
  /** Short windows, on a Rate Limiting binding (its limit and period are in wrangler.toml). */
  | { store: "binding"; binding: (env: Bindings) => RateLimit; periodSeconds: 10 | 60 };

/**
 * Counts one hit of `key` against the rules in order, stopping at the first refusal (the rules
 * after it are not counted: a refused request spends no more budget); that refusal, if any.
 */
export async function checkLimits(env: Bindings, rules: readonly LimitRule[], key: string): Promise<RateLimitResult> {
  let refused: RateLimitResult | undefined;
  for (const rule of rules) {
    const result =
      rule.store === "counter"
        ? await hitRateLimit(env, `${rule.name}:${key}`, rule.count, rule.windowMs)
        : await hitBindingLimit(rule.binding(env), key, rule.periodSeconds);
    if (!result.allowed) {
      refused = result;
      break;
    }
  }
  return refused ?? { allowed: true, retryAfterSeconds: 0 };
}

export function rateLimit<E extends AppEnv = AppEnv>(options: {
  rules: readonly LimitRule[];
  /** Worded per request (a function), so it follows the request's language. */
  message: string | (() => string);
  /** Whom to count; the client's network by default. null: no limit for this request. */
  key?: (c: Context<E>) => string | null;
}): MiddlewareHandler<E> {
  return async (c, next) => {
    const client = options.key ? options.key(c) : clientNetwork(c.req.raw.headers, c.env);
    // Local development: no trustworthy client address, so no per-client limit (see client-address.ts).
    if (client === null) return next();
    const result = await checkLimits(c.env, options.rules, client);
    if (!result.allowed) {
      c.header("Retry-After", String(result.retryAfterSeconds));
      return jsonError(c, 429, typeof options.message === "function" ? options.message() : options.message);
    }
    await next();
  };
}
