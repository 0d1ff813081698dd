// The service-wide budget of sign-in emails (issues 24 and 25, decision 0011). One Durable Object
// for the whole service holds it, so no D1 row is written per email and there is no hot row.
// Three rules keep strangers from spending it:
// - a token bucket: the hourly cap (SIGN_IN_EMAILS_PER_HOUR) drips in continuously and at most a
//   quarter of it can be spent at once, so a burst empties the bucket for minutes, not an hour;
// - a share per network block (an IPv6 /48 or an IPv4 /24: what one customer or one hosting
//   subnet controls): one block may send at most NETWORK_SHARE of the hourly cap, so rotating
//   through /64s of one /48 buys nothing;
// - a reserve: the last quarter of the bucket serves only blocks that have sent nothing this hour,
//   so a person on an ordinary network still gets their email while a flood runs.
// It also measures demand: each hour's sends are logged when the hour rolls over, with the cap,
// so the cap can be sized from real numbers (docs/capacity.md).
import { DurableObject } from "cloudflare:workers";
import { log } from "../middleware/logging";

/** A network block's share of the hourly cap (never below MIN_NETWORK_SHARE emails). */
export const NETWORK_SHARE = 0.01;
export const MIN_NETWORK_SHARE = 3;
/** Part of the hourly cap the bucket holds: the most a burst can spend at once. */
export const BURST_FRACTION = 0.25;
/** Part of the bucket kept for blocks that have sent nothing this hour. */
export const RESERVE_FRACTION = 0.25;
const HOUR_MS = 60 * 60 * 1000;

export type BudgetVerdict =
  | { allowed: true }
  /** "network": this block used its share (429, only its own problem); "global": the bucket is empty (503). */
  | { allowed: false; reason: "network" | "global"; retryAfterSeconds: number };

interface State {
  tokens: number;
  /** When `tokens` was last brought up to date. */
  at: number;
  /** Start of the current hour (fixed window for the per-block shares and the demand log). */
  hourStart: number;
  /** Sends per network block this hour. */
  perBlock: Record<string, number>;
  sentThisHour: number;
}

const STATE_KEY = "state";

export function budgetShape(capPerHour: number) {
  const capacity = Math.max(1, Math.ceil(capPerHour * BURST_FRACTION));
  return {
    capacity,
    reserve: Math.floor(capacity * RESERVE_FRACTION),
    share: Math.max(MIN_NETWORK_SHARE, Math.ceil(capPerHour * NETWORK_SHARE)),
    refillPerMs: capPerHour / HOUR_MS,
  };
}

export class SignInBudget extends DurableObject<Env> {
  /** Spends one email for `block` if the rules allow it (null: no block known, local development). */
  async spend(block: string | null, capPerHour: number, now: number = Date.now()): Promise<BudgetVerdict> {
    const shape = budgetShape(capPerHour);
    const stored = await this.ctx.storage.get<State>(STATE_KEY);
    const state: State = stored ?? { tokens: shape.capacity, at: now, hourStart: now, perBlock: {}, sentThisHour: 0 };
    state.tokens = Math.min(shape.capacity, state.tokens + Math.max(0, now - state.at) * shape.refillPerMs);
    state.at = now;
    if (now - state.hourStart >= HOUR_MS) {
      // Measured demand: one line an hour, what was sent against the cap.
      log("info", "sign_in_email_demand", { sentLastHour: state.sentThisHour, capPerHour });
      state.hourStart = now;
      state.perBlock = {};
      state.sentThisHour = 0;
    }
    const used = block === null ? 0 : (state.perBlock[block] ?? 0);
    let verdict: BudgetVerdict;
    if (block !== null && used >= shape.share) {
      verdict = { allowed: false, reason: "network", retryAfterSeconds: Math.max(1, Math.ceil((state.hourStart + HOUR_MS - now) / 1000)) };
    } else {
      // A block that has already sent this hour may not dip into the reserve.
      const floor = used > 0 ? shape.reserve : 0;
      if (state.tokens - 1 >= floor) {
        state.tokens -= 1;
        if (block !== null) state.perBlock[block] = used + 1;
        state.sentThisHour += 1;
        verdict = { allowed: true };
      } else {
        const missing = floor + 1 - state.tokens;
        verdict = { allowed: false, reason: "global", retryAfterSeconds: Math.max(1, Math.ceil(missing / shape.refillPerMs / 1000)) };
      }
    }
    await this.ctx.storage.put(STATE_KEY, state);
    return verdict;
  }

  /** Gives an email back (not sent after all: Resend failed), so it does not count. */
  async refund(block: string | null, capPerHour: number): Promise<void> {
    const state = await this.ctx.storage.get<State>(STATE_KEY);
    if (!state) return;
    const shape = budgetShape(capPerHour);
    state.tokens = Math.min(shape.capacity, state.tokens + 1);
    if (block !== null && (state.perBlock[block] ?? 0) > 0) state.perBlock[block] = state.perBlock[block]! - 1;
    state.sentThisHour = Math.max(0, state.sentThisHour - 1);
    await this.ctx.storage.put(STATE_KEY, state);
  }
}

/** The one budget object of the service. */
export function signInBudget(env: Pick<Env, "SIGN_IN_BUDGET">): DurableObjectStub<SignInBudget> {
  return env.SIGN_IN_BUDGET.get(env.SIGN_IN_BUDGET.idFromName("global"));
}
