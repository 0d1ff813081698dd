// The service-wide budget of sign-in emails (issues 24, 25 and 28; decisions 0011 and 0016). One
// Durable Object for the whole service holds it, so no D1 row is written per email and there is no
// hot row. Its rules keep a flood from spending it for everyone:
// - a token bucket: the hourly cap (SIGN_IN_EMAILS_PER_HOUR) drips in continuously and at most a
//   quarter of it can be spent at once, so a burst empties the bucket for minutes, not an hour;
// - shares per network: one IPv6 /48 or IPv4 /24 (what one customer or one hosting subnet controls)
//   may send at most 1 % of the hourly cap, one /32 or /16 (a provider's allocation: 65,536 /48s)
//   at most 5 %, so rotating through a pool of networks buys little;
// - a challenge line: below half of the bucket, a request must have passed Turnstile (the sign-in
//   page shows the challenge when asked), so a flood of scripted requests from thousands of /48s
//   stops there, and a person who passes the challenge still gets their email;
// - a reserve for returning people: the last tenth of the bucket serves only browsers that signed
//   in before (a device cookie the Worker checked), at most PER_DEVICE_PER_HOUR each.
// A refusal writes nothing: state is read, the verdict computed, and storage is written only when
// an email is spent. The demand of each hour is logged when the hour rolls over.
import { DurableObject } from "cloudflare:workers";
import { log } from "../middleware/logging";

/** Parts of the hourly cap: one /48 or /24, one /32 or /16 (never below the minimums). */
export const NARROW_SHARE = 0.01;
export const MIN_NARROW_SHARE = 3;
export const WIDE_SHARE = 0.05;
export const MIN_WIDE_SHARE = 10;
/** Part of the hourly cap the bucket holds: the most a burst can spend at once. */
export const BURST_FRACTION = 0.25;
/** Below this part of the bucket, only requests that passed the challenge (or returning browsers) spend. */
export const CHALLENGE_FRACTION = 0.5;
/** The last part of the bucket, kept for browsers that signed in before. */
export const RETURNING_FRACTION = 0.1;
/** Emails one returning browser may take from the reserve in an hour (a stolen cookie buys little). */
export const PER_DEVICE_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

/** The client's networks: the /48 (IPv4 /24) and the /32 (IPv4 /16). */
export interface NetworkBlocks {
  narrow: string;
  wide: string;
}

export interface SpendRequest {
  /** null: no trusted address (local development). */
  blocks: NetworkBlocks | null;
  capPerHour: number;
  /** The request carried a Turnstile answer that siteverify accepted. */
  challenged: boolean;
  /** Turnstile is configured, so a refusal can ask for the challenge instead of pausing sign-in. */
  challengeAvailable: boolean;
  /** Hash of a returning browser's device cookie (checked by the Worker), or null. */
  device: string | null;
}

export type BudgetVerdict =
  | { allowed: true }
  /**
   * "network": this /48 or /32 used its share (429, only its own clients see it); "challenge": the
   * bucket is low and this request has not passed Turnstile (the page shows it); "global": the
   * bucket is empty for this request even with the challenge (503).
   */
  | { allowed: false; reason: "network" | "challenge" | "global"; retryAfterSeconds: number };

interface State {
  tokens: number;
  /** When `tokens` was last brought up to date. */
  at: number;
  /** Start of the current hour (fixed window for the shares and the demand log). */
  hourStart: number;
  perNarrow: Record<string, number>;
  perWide: Record<string, number>;
  perDevice: Record<string, number>;
  sentThisHour: number;
}

const STATE_KEY = "state.v2";

export function budgetShape(capPerHour: number) {
  const capacity = Math.max(1, Math.ceil(capPerHour * BURST_FRACTION));
  return {
    capacity,
    challengeLine: Math.floor(capacity * CHALLENGE_FRACTION),
    returningReserve: Math.floor(capacity * RETURNING_FRACTION),
    narrowShare: Math.max(MIN_NARROW_SHARE, Math.ceil(capPerHour * NARROW_SHARE)),
    wideShare: Math.max(MIN_WIDE_SHARE, Math.ceil(capPerHour * WIDE_SHARE)),
    refillPerMs: capPerHour / HOUR_MS,
  };
}

export class SignInBudget extends DurableObject<Env> {
  // Storage through the synchronous KV API of a SQLite-backed object: read, decide and write with no
  // await in between, so concurrent calls can never both spend the last email.
  /** The state as of `now` (refilled, the hour rolled over), without writing it. */
  private current(capPerHour: number, now: number): { state: State; rolledOver: number | null } {
    const shape = budgetShape(capPerHour);
    const stored = this.ctx.storage.kv.get<State>(STATE_KEY);
    const state: State = stored ?? { tokens: shape.capacity, at: now, hourStart: now, perNarrow: {}, perWide: {}, perDevice: {}, sentThisHour: 0 };
    state.tokens = Math.min(shape.capacity, state.tokens + Math.max(0, now - state.at) * shape.refillPerMs);
    state.at = now;
    let rolledOver: number | null = null;
    if (now - state.hourStart >= HOUR_MS) {
      rolledOver = state.sentThisHour;
      state.hourStart = now;
      state.perNarrow = {};
      state.perWide = {};
      state.perDevice = {};
      state.sentThisHour = 0;
    }
    return { state, rolledOver };
  }

  /** Spends one email if the rules allow it; storage is written only then. */
  spend(request: SpendRequest, now: number = Date.now()): BudgetVerdict {
    const shape = budgetShape(request.capPerHour);
    const { state, rolledOver } = this.current(request.capPerHour, now);
    const toHourEnd = Math.max(1, Math.ceil((state.hourStart + HOUR_MS - now) / 1000));
    const { blocks, device } = request;
    if (blocks && ((state.perNarrow[blocks.narrow] ?? 0) >= shape.narrowShare || (state.perWide[blocks.wide] ?? 0) >= shape.wideShare)) {
      return { allowed: false, reason: "network", retryAfterSeconds: toHourEnd };
    }
    const returning = device !== null && (state.perDevice[device] ?? 0) < PER_DEVICE_PER_HOUR;
    const floor = returning ? 0 : request.challenged || !request.challengeAvailable ? shape.returningReserve : shape.challengeLine;
    if (state.tokens - 1 < floor) {
      const canChallenge = !returning && !request.challenged && request.challengeAvailable && state.tokens - 1 >= shape.returningReserve;
      const missing = floor + 1 - state.tokens;
      return {
        allowed: false,
        reason: canChallenge ? "challenge" : "global",
        retryAfterSeconds: Math.max(1, Math.ceil(missing / shape.refillPerMs / 1000)),
      };
    }
    if (rolledOver !== null) log("info", "sign_in_email_demand", { sentLastHour: rolledOver, capPerHour: request.capPerHour });
    state.tokens -= 1;
    if (blocks) {
      state.perNarrow[blocks.narrow] = (state.perNarrow[blocks.narrow] ?? 0) + 1;
      state.perWide[blocks.wide] = (state.perWide[blocks.wide] ?? 0) + 1;
    }
    if (returning) state.perDevice[device] = (state.perDevice[device] ?? 0) + 1;
    state.sentThisHour += 1;
    this.ctx.storage.kv.put(STATE_KEY, state);
    return { allowed: true };
  }

  /** Gives an email back (not sent after all: the recipient cap or Resend), so it does not count. */
  refund(request: Pick<SpendRequest, "blocks" | "capPerHour" | "device">): void {
    const state = this.ctx.storage.kv.get<State>(STATE_KEY);
    if (!state) return;
    const shape = budgetShape(request.capPerHour);
    state.tokens = Math.min(shape.capacity, state.tokens + 1);
    const less = (counts: Record<string, number>, key: string) => {
      if ((counts[key] ?? 0) > 0) counts[key] = counts[key]! - 1;
    };
    if (request.blocks) {
      less(state.perNarrow, request.blocks.narrow);
      less(state.perWide, request.blocks.wide);
    }
    if (request.device) less(state.perDevice, request.device);
    state.sentThisHour = Math.max(0, state.sentThisHour - 1);
    this.ctx.storage.kv.put(STATE_KEY, state);
  }
}

/** The one budget object of the service. */
export function signInBudget(env: Pick<Env, "SIGN_IN_BUDGET">): DurableObjectStub<SignInBudget> {
  return env.SIGN_IN_BUDGET.get(env.SIGN_IN_BUDGET.idFromName("global"));
}
