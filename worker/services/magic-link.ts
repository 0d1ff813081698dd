// Magic-link tokens in D1 (strongly consistent, so "single use" holds even under concurrent
// clicks). Every function takes `now` so tests can move the clock without touching production code.
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { MAGIC_LINK_TTL_MINUTES, type TokenFailureReason } from "../../domain/contracts/auth.schema";
import { createDb } from "../db/client";
import { magicLinkTokens } from "../db/schema";
import { randomSecret, sha256Hex } from "./sessions-crypto";

export const MAGIC_LINK_TTL_MS = MAGIC_LINK_TTL_MINUTES * 60 * 1000;
/** Used and expired rows stay a day (so a reused link can say "already used"), then go. */
const TOKEN_RETENTION_MS = 24 * 60 * 60 * 1000;

export interface IssuedToken {
  token: string;
  expiresAt: number;
}

/** Stores the hash of a fresh token for `email` and returns the token (it goes only into the email). */
export async function issueMagicLinkToken(
  d1: D1Database,
  email: string,
  next: string | undefined,
  now: number = Date.now(),
): Promise<IssuedToken> {
  const token = randomSecret();
  const expiresAt = now + MAGIC_LINK_TTL_MS;
  const db = createDb(d1);
  await db.batch([
    // Opportunistic clean-up keeps the table (and the addresses in it) small without a cron job.
    db.delete(magicLinkTokens).where(lt(magicLinkTokens.expiresAt, now - TOKEN_RETENTION_MS)),
    db.insert(magicLinkTokens).values({
      tokenHash: await sha256Hex(token),
      email,
      next: next ?? null,
      expiresAt,
      createdAt: now,
    }),
  ]);
  return { token, expiresAt };
}

export type ConsumeResult =
  | { ok: true; email: string; next: string | null }
  | { ok: false; reason: TokenFailureReason };

/**
 * Marks the token used and returns its email, in one atomic UPDATE … RETURNING: of two concurrent
 * attempts exactly one gets the row. Failures are then explained with a read.
 */
export async function consumeMagicLinkToken(d1: D1Database, token: string, now: number = Date.now()): Promise<ConsumeResult> {
  const db = createDb(d1);
  const tokenHash = await sha256Hex(token);
  const [claimed] = await db
    .update(magicLinkTokens)
    .set({ usedAt: now })
    .where(and(eq(magicLinkTokens.tokenHash, tokenHash), isNull(magicLinkTokens.usedAt), gt(magicLinkTokens.expiresAt, now)))
    .returning({ email: magicLinkTokens.email, next: magicLinkTokens.next });
  if (claimed) return { ok: true, email: claimed.email, next: claimed.next };

  const [row] = await db
    .select({ usedAt: magicLinkTokens.usedAt })
    .from(magicLinkTokens)
    .where(eq(magicLinkTokens.tokenHash, tokenHash))
    .limit(1);
  if (!row) return { ok: false, reason: "invalid" };
  return { ok: false, reason: row.usedAt !== null ? "used" : "expired" };
}
