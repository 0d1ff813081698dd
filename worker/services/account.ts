// Everything stored for one account, in one place (issue 19): what the account page shows, the
// "Download my data" file and "Delete my account". When a table gains a user's rows, it belongs
// here too: worker/routes/account.test.ts walks every table of the drizzle schema and fails if an
// account's row is left out of the export or survives a deletion.
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Bindings } from "../app-env";
import { createDb } from "../db/client";
import { dealerAudit, dealers, dealerStaff, magicLinkTokens, progress, sessions, users } from "../db/schema";
import { log } from "../middleware/logging";
import { removeFromOutbox } from "./outbox";
import { getProgress } from "./progress";
import type { AccountSummary, DealerRole, DeviceSession } from "../../domain/contracts/account";
import { RETENTION } from "../../domain/contracts/retention";
import * as m from "../../domain/i18n/messages";

export type { AccountSummary, DealerRole, DeviceSession };

const iso = (ms: number) => new Date(ms).toISOString();

async function sessionRows(d1: D1Database, userId: string) {
  return createDb(d1)
    .select({ idHash: sessions.idHash, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(sessions.createdAt);
}

// dealer_staff and dealer_audit hold emails, not user ids (staff are granted by email before they
// ever sign in), so a person's dealer rows are found by their email (users.email is lower-cased,
// like the emails the operator CLI and the dealer routes store).
async function dealerRoles(d1: D1Database, email: string): Promise<DealerRole[]> {
  const rows = await createDb(d1)
    .select({ slug: dealerStaff.slug, dealerName: dealers.name, grantedAt: dealerStaff.createdAt })
    .from(dealerStaff)
    .innerJoin(dealers, eq(dealers.slug, dealerStaff.slug))
    .where(eq(dealerStaff.email, email))
    .orderBy(dealers.name);
  return rows.map((row) => ({ slug: row.slug, dealerName: row.dealerName, grantedAt: iso(row.grantedAt) }));
}

/** What a deleted person is called in the dealer pages' change logs. */
export const DELETED_ACTOR = "deleted user";

/** Audit actions whose detail names a person by email: {email} is the staff member granted or removed. */
const STAFF_ACTIONS = ["staff.grant", "staff.revoke"];

/** Audit rows about the person: the changes they made, and the grants and removals of their roles. */
const auditOf = (email: string) =>
  or(
    eq(dealerAudit.actor, email),
    and(inArray(dealerAudit.action, STAFF_ACTIONS), sql`json_extract(${dealerAudit.detail}, '$.email') = ${email}`),
  );

function parseDetail(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return {};
  }
}

/** The account page's facts; null when the user row is gone (deleted meanwhile). */
export async function accountSummary(d1: D1Database, userId: string, currentIdHash: string): Promise<AccountSummary | null> {
  const [user] = await createDb(d1).select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;
  const rows = await sessionRows(d1, userId);
  return {
    email: user.email,
    createdAt: iso(user.createdAt),
    sessions: rows.map((row) => ({
      createdAt: iso(row.createdAt),
      lastSeenAt: iso(row.lastSeenAt),
      expiresAt: iso(row.expiresAt),
      current: row.idHash === currentIdHash,
    })),
    dealerRoles: await dealerRoles(d1, user.email),
  };
}

/**
 * What each part of the export is, in plain words (the file's own README), in the language of the
 * page that asked for the download (it sends its language: web/routes/account/account-api.ts).
 */
export function exportReadme() {
  return {
    about: m.export_readme_about(),
    account: m.export_readme_account(),
    progress: m.export_readme_progress(),
    sessions: m.export_readme_sessions(),
    signInLinks: m.export_readme_sign_in_links(),
    dealerRoles: m.export_readme_dealer_roles(),
    dealerPageChanges: m.export_readme_dealer_page_changes(),
  };
}

export interface AccountExport {
  generatedAt: string;
  readme: ReturnType<typeof exportReadme>;
  account: { email: string; createdAt: string };
  progress: Awaited<ReturnType<typeof getProgress>> & { updatedAt: string | null };
  sessions: { createdAt: string; lastSeenAt: string; expiresAt: string }[];
  signInLinks: { sentAt: string; expiresAt: string; usedAt: string | null; replacedAt: string | null; next: string | null }[];
  dealerRoles: DealerRole[];
  dealerPageChanges: { slug: string; at: string; action: string; byYou: boolean; detail: unknown }[];
}

export async function exportAccount(d1: D1Database, userId: string, now: number = Date.now()): Promise<AccountExport | null> {
  const db = createDb(d1);
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;
  const [progressRow] = await db.select({ updatedAt: progress.updatedAt }).from(progress).where(eq(progress.userId, userId)).limit(1);
  const links = await db
    .select({
      createdAt: magicLinkTokens.createdAt,
      expiresAt: magicLinkTokens.expiresAt,
      usedAt: magicLinkTokens.usedAt,
      replacedAt: magicLinkTokens.replacedAt,
      next: magicLinkTokens.next,
    })
    .from(magicLinkTokens)
    .where(eq(magicLinkTokens.email, user.email))
    .orderBy(magicLinkTokens.createdAt);
  const audit = await db
    .select({ slug: dealerAudit.slug, actor: dealerAudit.actor, action: dealerAudit.action, detail: dealerAudit.detail, createdAt: dealerAudit.createdAt })
    .from(dealerAudit)
    .where(auditOf(user.email))
    .orderBy(dealerAudit.createdAt, dealerAudit.id);
  return {
    generatedAt: iso(now),
    readme: exportReadme(),
    account: { email: user.email, createdAt: iso(user.createdAt) },
    progress: { ...(await getProgress(d1, userId)), updatedAt: progressRow ? iso(progressRow.updatedAt) : null },
    sessions: (await sessionRows(d1, userId)).map((row) => ({
      createdAt: iso(row.createdAt),
      lastSeenAt: iso(row.lastSeenAt),
      expiresAt: iso(row.expiresAt),
    })),
    signInLinks: links.map((link) => ({
      sentAt: iso(link.createdAt),
      expiresAt: iso(link.expiresAt),
      usedAt: link.usedAt === null ? null : iso(link.usedAt),
      replacedAt: link.replacedAt === null ? null : iso(link.replacedAt),
      next: link.next,
    })),
    dealerRoles: await dealerRoles(d1, user.email),
    // The actor is left out: on a grant or removal it is the operator, another person.
    dealerPageChanges: audit.map((row) => ({
      slug: row.slug,
      at: iso(row.createdAt),
      action: row.action,
      byYou: row.actor === user.email,
      detail: parseDetail(row.detail),
    })),
  };
}

const KV_ATTEMPTS = 3;

async function withRetries(what: string, work: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= KV_ATTEMPTS) throw error;
      log("warn", "account_deletion_retry", { what, attempt, error: String(error) });
    }
  }
}

/**
 * Deletes the account and everything stored with it. First one D1 batch (atomic: all or
 * nothing): sign-in links, the session index, progress, dealer-staff roles, the user; the dealer
 * pages' change logs keep each change the person made, or that was made to their role, but
 * name them DELETED_ACTOR instead of their email. Sessions are valid only while
 * their index row exists (services/sessions.ts), so from that moment no device is signed in, even
 * if a KV delete below fails. Then the KV records (session records, queued dev-mailbox emails),
 * each retried (a leftover is logged, and unusable). Returns false when there was no such account.
 */
export async function deleteAccount(env: Pick<Bindings, "DB" | "SESSIONS">, userId: string): Promise<boolean> {
  const db = createDb(env.DB);
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return false;
  const sessionHashes = (await sessionRows(env.DB, userId)).map((row) => row.idHash);
  await db.batch([
    db.delete(magicLinkTokens).where(eq(magicLinkTokens.email, user.email)),
    db.delete(sessions).where(eq(sessions.userId, userId)),
    db.delete(progress).where(eq(progress.userId, userId)),
    db.delete(dealerStaff).where(eq(dealerStaff.email, user.email)),
    db.update(dealerAudit).set({ actor: DELETED_ACTOR }).where(eq(dealerAudit.actor, user.email)),
    db
      .update(dealerAudit)
      .set({ detail: sql`json_set(${dealerAudit.detail}, '$.email', ${DELETED_ACTOR})` })
      .where(and(inArray(dealerAudit.action, STAFF_ACTIONS), sql`json_extract(${dealerAudit.detail}, '$.email') = ${user.email}`)),
    db.delete(users).where(eq(users.id, userId)),
  ]);
  try {
    for (const idHash of sessionHashes) await withRetries("session", () => env.SESSIONS.delete(`session:${idHash}`));
    await withRetries("outbox", () => removeFromOutbox(env.SESSIONS, user.email));
  } catch (error) {
    // The account is gone and no session works any more (their index rows are gone); what is
    // left are KV records that expire on their own (sessions within 30 days, dev mail in an
    // hour). Logged for us to remove by hand; the person is told it worked, because it did.
    log("error", "account_deletion_kv_leftover", { sessions: sessionHashes.length, error: String(error) });
  }
  return true;
}


/**
 * The daily purge's bounds: each statement deletes at most PURGE_BATCH_ROWS rows found through an
 * index (migrations/0006), and a run makes at most PURGE_MAX_BATCHES statements per table, so no
 * statement runs long or locks the database (D1 runs one statement at a time) and the Cron
 * invocation has a known worst case: 3 tables × 40 × 500 rows. Whatever is left (a backlog after
 * an outage) goes the next day. Sized for 1M daily users: ~10,000 expired sessions and links a day.
 */
export const PURGE_BATCH_ROWS = 500;
export const PURGE_MAX_BATCHES = 40;

/** Purge targets: table and the indexed column whose value must be below the cutoff. */
const PURGE_TABLES = {
  signInLinks: { table: "magic_link_tokens", column: "expires_at" },
  rateLimits: { table: "rate_limits", column: "window_start" },
  sessions: { table: "sessions", column: "expires_at" },
} as const;

export interface PurgeResult {
  signInLinks: number;
  rateLimits: number;
  sessions: number;
  /** Statements run (each bounded to PURGE_BATCH_ROWS rows). */
  statements: number;
  /** True when a table still had expired rows after PURGE_MAX_BATCHES (they go tomorrow). */
  backlog: boolean;
}

async function purgeTable(d1: D1Database, table: string, column: string, cutoff: number, limits: { rows: number; batches: number }) {
  // rowid IN (… LIMIT n): SQLite's DELETE has no LIMIT on D1, and the inner SELECT walks the index.
  const statement = d1.prepare(`DELETE FROM ${table} WHERE rowid IN (SELECT rowid FROM ${table} WHERE ${column} < ?1 LIMIT ?2)`);
  let removed = 0;
  let statements = 0;
  for (; statements < limits.batches; ) {
    const { meta } = await statement.bind(cutoff, limits.rows).run();
    statements += 1;
    removed += meta.changes ?? 0;
    if ((meta.changes ?? 0) < limits.rows) return { removed, statements, backlog: false };
  }
  return { removed, statements, backlog: true };
}

/** The daily purge (Cron Trigger): removes only what has expired, in bounded batches. */
export async function purgeExpired(
  d1: D1Database,
  now: number = Date.now(),
  limits: { rows: number; batches: number } = { rows: PURGE_BATCH_ROWS, batches: PURGE_MAX_BATCHES },
): Promise<PurgeResult> {
  const cutoffs = {
    signInLinks: now - RETENTION.signInLinksMs,
    rateLimits: now - RETENTION.rateLimitsMs,
    sessions: now,
  };
  const result: PurgeResult = { signInLinks: 0, rateLimits: 0, sessions: 0, statements: 0, backlog: false };
  for (const name of Object.keys(PURGE_TABLES) as (keyof typeof PURGE_TABLES)[]) {
    const { table, column } = PURGE_TABLES[name];
    const done = await purgeTable(d1, table, column, cutoffs[name], limits);
    result[name] = done.removed;
    result.statements += done.statements;
    result.backlog ||= done.backlog;
  }
  return result;
}
