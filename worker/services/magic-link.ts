// Magic-link tokens in D1 (strongly consistent, so "single use" holds even under concurrent
// clicks). Every function takes `now` so tests can move the clock without touching production code.
//
// Each row is one email sent, which makes the table the per-recipient send cap too. The cap must
// not be usable against the address's owner (anyone can request links for any address), so it
// never refuses: it only decides whether *this* request sends an email. The first few in an hour
// go out at once (a person who mistyped or lost the mail asks again); after that, one more only
// once the newest link is RECIPIENT_SEND_CAP.spacingMs old. The spacing is shorter than a link's 15 minutes, so
// under a flood the owner's inbox always holds a link with at least 5 minutes left, and the newest
// link is the one that works: sending a link marks the older ones replaced.
import { and, eq, gt, isNull, lt, ne, or } from "drizzle-orm";
import { MAGIC_LINK_TTL_MINUTES, type TokenFailureReason } from "../../domain/contracts/auth.schema";
import { createDb } from "../db/client";
import { magicLinkTokens } from "../db/schema";
import { randomSecret, sha256Hex } from "./sessions-crypto";

export const MAGIC_LINK_TTL_MS = MAGIC_LINK_TTL_MINUTES * 60 * 1000;

/** The per-recipient send cap (see the top of this file). */
export const RECIPIENT_SEND_CAP = {
  /** Emails to one address that go out at once within an hour. */
  immediatePerHour: 3,
  /** Beyond those, the newest link must be this old before another is sent. */
  spacingMs: 10 * 60 * 1000,
} as const;
const HOUR_MS = 60 * 60 * 1000;

export interface IssuedToken {
  token: string;
  expiresAt: number;
  createdAt: number;
}

/**
 * Stores the hash of a fresh token for `email` and returns the token (it goes only into the
 * email), or null when the per-recipient cap says no email now. Cap check and insert are one SQL
 * statement, so concurrent requests cannot both slip under it.
 */
export async function issueMagicLinkToken(
  d1: D1Database,
  email: string,
  next: string | undefined,
  now: number = Date.now(),
  /** SHA-256 of the asking browser's binding cookie (decision 0017); null: not bound. */
  browserHash: string | null = null,
): Promise<IssuedToken | null> {
  const token = randomSecret();
  const expiresAt = now + MAGIC_LINK_TTL_MS;
  // Old rows are removed by the daily Cron purge in bounded batches (services/account.ts
  // purgeExpired), never on this request path.
  const inserted = await d1
    .prepare(
      `INSERT INTO magic_link_tokens (token_hash, email, next, expires_at, created_at, browser_hash)
       SELECT ?1, ?2, ?3, ?4, ?5, ?9
       WHERE (SELECT count(*) FROM magic_link_tokens WHERE email = ?2 AND created_at > ?6) < ?7
          OR coalesce((SELECT max(created_at) FROM magic_link_tokens WHERE email = ?2), 0) <= ?8
       RETURNING token_hash`,
    )
    .bind(
      await sha256Hex(token),
      email,
      next ?? null,
      expiresAt,
      now,
      now - HOUR_MS,
      RECIPIENT_SEND_CAP.immediatePerHour,
      now - RECIPIENT_SEND_CAP.spacingMs,
      browserHash,
    )
    .first<{ token_hash: string }>();
  return inserted ? { token, expiresAt, createdAt: now } : null;
}

/** After its email went out: every older unused link to the address stops working. */
export async function replaceOlderLinks(d1: D1Database, email: string, issued: IssuedToken, now: number = Date.now()): Promise<void> {
  await createDb(d1)
    .update(magicLinkTokens)
    .set({ replacedAt: now })
    .where(
      and(
        eq(magicLinkTokens.email, email),
        ne(magicLinkTokens.tokenHash, await sha256Hex(issued.token)),
        // Only older ones: of two links sent at once, the later one is never replaced by the earlier.
        lt(magicLinkTokens.createdAt, issued.createdAt),
        isNull(magicLinkTokens.usedAt),
        isNull(magicLinkTokens.replacedAt),
      ),
    );
}

/** The email was not sent after all: the row goes, so it neither works nor counts against the cap. */
export async function withdrawMagicLinkToken(d1: D1Database, issued: IssuedToken): Promise<void> {
  await createDb(d1).delete(magicLinkTokens).where(eq(magicLinkTokens.tokenHash, await sha256Hex(issued.token)));
}

export type ConsumeResult =
  | { ok: true; email: string; next: string | null }
  | { ok: false; reason: TokenFailureReason };

/** A link's account, and whether this browser is the one that asked for it (decision 0017). */
export type PeekResult = { ok: true; email: string; next: string | null; sameBrowser: boolean } | { ok: false; reason: TokenFailureReason };

/** The link signs in here: it is not bound (older links), or bound to this browser. */
function boundHere(rowHash: string | null, browserHash: string | null): boolean {
  return rowHash === null || rowHash === browserHash;
}

/**
 * The email a token would sign in to, without using it: the confirm page names the account before
 * the person taps (issue 25: someone else's link must not sign a person in to the wrong account
 * unnoticed). Same answers as consumeMagicLinkToken, and nothing is written.
 */
export async function peekMagicLinkToken(
  d1: D1Database,
  token: string,
  now: number = Date.now(),
  browserHash: string | null = null,
): Promise<PeekResult> {
  const db = createDb(d1);
  const [row] = await db
    .select({
      email: magicLinkTokens.email,
      next: magicLinkTokens.next,
      usedAt: magicLinkTokens.usedAt,
      replacedAt: magicLinkTokens.replacedAt,
      expiresAt: magicLinkTokens.expiresAt,
      browserHash: magicLinkTokens.browserHash,
    })
    .from(magicLinkTokens)
    .where(eq(magicLinkTokens.tokenHash, await sha256Hex(token)))
    .limit(1);
  if (!row) return { ok: false, reason: "invalid" };
  if (row.usedAt !== null) return { ok: false, reason: "used" };
  if (row.replacedAt !== null) return { ok: false, reason: "replaced" };
  if (row.expiresAt <= now) return { ok: false, reason: "expired" };
  return { ok: true, email: row.email, next: row.next, sameBrowser: boundHere(row.browserHash, browserHash) };
}

/**
 * Marks the token used and returns its email, in one atomic UPDATE … RETURNING: of two concurrent
 * attempts exactly one gets the row. Failures are then explained with a read. A link bound to
 * another browser is not used up ("other-browser"): the person can still open it where they asked.
 */
export async function consumeMagicLinkToken(
  d1: D1Database,
  token: string,
  now: number = Date.now(),
  browserHash: string | null = null,
): Promise<ConsumeResult> {
  const db = createDb(d1);
  const tokenHash = await sha256Hex(token);
  const [claimed] = await db
    .update(magicLinkTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(magicLinkTokens.tokenHash, tokenHash),
        isNull(magicLinkTokens.usedAt),
        isNull(magicLinkTokens.replacedAt),
        gt(magicLinkTokens.expiresAt, now),
        browserHash === null
          ? isNull(magicLinkTokens.browserHash)
          : or(isNull(magicLinkTokens.browserHash), eq(magicLinkTokens.browserHash, browserHash)),
      ),
    )
    .returning({ email: magicLinkTokens.email, next: magicLinkTokens.next });
  if (claimed) return { ok: true, email: claimed.email, next: claimed.next };

  const [row] = await db
    .select({ usedAt: magicLinkTokens.usedAt, replacedAt: magicLinkTokens.replacedAt, expiresAt: magicLinkTokens.expiresAt, browserHash: magicLinkTokens.browserHash })
    .from(magicLinkTokens)
    .where(eq(magicLinkTokens.tokenHash, tokenHash))
    .limit(1);
  if (!row) return { ok: false, reason: "invalid" };
  if (row.usedAt !== null) return { ok: false, reason: "used" };
  if (row.replacedAt === null && row.expiresAt > now && !boundHere(row.browserHash, browserHash)) return { ok: false, reason: "other-browser" };
  return { ok: false, reason: row.replacedAt !== null ? "replaced" : "expired" };
}
