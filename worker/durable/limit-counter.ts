// Long-window rate limits (minutes to hours) without a D1 write per request (issue 24): one
// Durable Object per rule and client network holds that client's fixed window. An object runs one
// request at a time, so concurrent requests cannot all slip under a limit (the guarantee the D1
// counter gave), and it forgets itself: an alarm at the window's end deletes its storage, so
// nothing is left to purge. The object's name is the SHA-256 of the key, never the address.
import { DurableObject } from "cloudflare:workers";

export interface LimitVerdict {
  allowed: boolean;
  /** Seconds until the current window ends (for Retry-After). */
  retryAfterSeconds: number;
}

interface Window {
  start: number;
  count: number;
}

const WINDOW_KEY = "window";

export class LimitCounter extends DurableObject<Env> {
  /** Counts one hit in a fixed window of `windowMs`, allowed while the count is at most `limit`. */
  async hit(limit: number, windowMs: number, now: number = Date.now()): Promise<LimitVerdict> {
    const stored = await this.ctx.storage.get<Window>(WINDOW_KEY);
    const window = stored && stored.start > now - windowMs ? { start: stored.start, count: stored.count + 1 } : { start: now, count: 1 };
    await this.ctx.storage.put(WINDOW_KEY, window);
    if (window.count === 1) await this.ctx.storage.setAlarm(window.start + windowMs);
    return {
      allowed: window.count <= limit,
      retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - now) / 1000)),
    };
  }

  override async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}
