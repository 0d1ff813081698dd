// The dealer registry in D1 and its edge cache in KV. Pages resolve a dealer with at most one
// cached read (KV); a miss reads D1 once and fills the cache. Every write goes through here, and
// writes the fresh record into the cache at once ("refreshed when a dealer changes"); the
// operator CLI, which writes D1 directly, deletes the cache key after its write.
// Offers are cached with their dates and filtered per request, so an ended offer disappears on
// its own at midnight California time, whatever the cache holds.
import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { DealerRecord } from "../../domain/dealers/model";
import {
  StoredFaqSchema,
  StoredInstallersSchema,
  StoredOffersSchema,
  type DealerPageEdit,
} from "../../domain/dealers/dealers.schema";
import type { AuditEntry, DailyCounts } from "../../domain/contracts/dealer-admin";
import { californiaDate } from "../../domain/dealers/model";
import { dealerCacheKey, dealerMatchKey } from "../../domain/dealers/slug";
import { createDb } from "../db/client";
import { dealerAudit, dealerDailyCounts, dealers, dealerStaff } from "../db/schema";
import { log } from "../middleware/logging";
import { dealerCounter } from "../durable/dealer-counter";

/** Registered dealers stay cached for a day (every change rewrites the entry). */
const CACHE_TTL_SECONDS = 24 * 60 * 60;
// Unknown slugs are not cached in KV: anyone can invent endless slugs, and each would cost a KV
// write (KV writes are scarce and rate-limited). Each isolate keeps a negative cache of them instead
// (UNKNOWN_MEMO_MS, in memory: no write anywhere), so a slug hammered again and again costs one KV
// miss and one D1 read per isolate every 10 s, not one per request (issue 28).

type CacheEntry = { record: DealerRecord };
type DealerRow = typeof dealers.$inferSelect;

export function logoUrl(logoKey: string | null): string | null {
  return logoKey ? `/dealer-logos/${logoKey}` : null;
}

function parseColumn<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } }, raw: string, what: string, slug: string): T | [] {
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // fall through: logged below
  }
  // A corrupt column never reaches a page: it shows as empty and the log says which.
  log("error", "dealer column invalid", { slug, column: what });
  return [];
}

export function toRecord(row: DealerRow): DealerRecord {
  return {
    slug: row.slug,
    name: row.name,
    city: row.city,
    brand: row.brand,
    website: row.website,
    phone: row.phone,
    logoUrl: logoUrl(row.logoKey),
    offers: parseColumn(StoredOffersSchema, row.offers, "offers", row.slug),
    installers: parseColumn(StoredInstallersSchema, row.installers, "installers", row.slug),
    faq: parseColumn(StoredFaqSchema, row.faq, "faq", row.slug),
    updatedAt: row.updatedAt,
  };
}

/** The registry row as a record (all offers, ended ones included), straight from D1. */
export async function readDealer(d1: D1Database, slug: string): Promise<DealerRecord | null> {
  const row = await createDb(d1).select().from(dealers).where(eq(dealers.slug, slug)).get();
  return row ? toRecord(row) : null;
}

/**
 * The registered dealer a slug names, exactly or as an alias (same match key: `galpin-honda` finds
 * `galpinhonda`; the caller compares `record.slug` to redirect), straight from D1. The unique index
 * on the key (migrations/0005) makes this one indexed read of at most one row.
 */
export async function readDealerByMatchKey(d1: D1Database, slug: string): Promise<DealerRecord | null> {
  const row = await createDb(d1)
    .select()
    .from(dealers)
    .where(sql`replace(${dealers.slug}, '-', '') = ${dealerMatchKey(slug)}`)
    .get();
  return row ? toRecord(row) : null;
}

/**
 * Registered dealers this isolate read in the last ISOLATE_MEMO_MS, by match key (every spelling of
 * a slug shares one entry). An ad campaign's visits then cost no KV read each: at most one per
 * isolate and dealer every 10 s. KV itself already lets another location see a change up to 60 s
 * late (its edge cache), so this adds at most 10 s to that, and the isolate that saves a change
 * sees it at once (refreshDealerCache). Unknown slugs are not kept, so a dealer an operator adds
 * is live on its first visit.
 */
export const ISOLATE_MEMO_MS = 10_000;
const MAX_MEMO_ENTRIES = 500;
const memo = new Map<string, { record: DealerRecord; until: number }>();

function remember(record: DealerRecord, nowMs = Date.now()): void {
  memo.delete(dealerMatchKey(record.slug));
  memo.set(dealerMatchKey(record.slug), { record, until: nowMs + ISOLATE_MEMO_MS });
  while (memo.size > MAX_MEMO_ENTRIES) memo.delete(memo.keys().next().value!);
}

/**
 * How long an isolate remembers that a slug names no dealer: as long as it remembers a dealer, so
 * an operator's new dealer (the CLI writes D1 directly) appears within the same 10 s that any
 * change to a dealer takes; a dealer saved through the staff page is cleared at once in its isolate.
 */
export const UNKNOWN_MEMO_MS = ISOLATE_MEMO_MS;
const MAX_UNKNOWN_ENTRIES = 2000;
const unknown = new Map<string, number>();

function rememberUnknown(slug: string, nowMs = Date.now()): void {
  const key = dealerMatchKey(slug);
  unknown.delete(key);
  unknown.set(key, nowMs + UNKNOWN_MEMO_MS);
  // Oldest first: an attacker's endless invented slugs push out only other invented slugs.
  while (unknown.size > MAX_UNKNOWN_ENTRIES) unknown.delete(unknown.keys().next().value!);
}

/** Test hook: forget what this isolate remembers (as a new isolate would). */
export function forgetDealerMemo(): void {
  memo.clear();
  unknown.clear();
}

/** One cached read: the dealer a slug names (exactly or as an alias), or null when none does. */
export async function findDealerCached(kv: KVNamespace, d1: D1Database, slug: string): Promise<DealerRecord | null> {
  const remembered = memo.get(dealerMatchKey(slug));
  if (remembered && remembered.until > Date.now()) return remembered.record;
  const unknownUntil = unknown.get(dealerMatchKey(slug));
  if (unknownUntil !== undefined && unknownUntil > Date.now()) return null;
  const cached = await kv.get<CacheEntry>(dealerCacheKey(slug), "json").catch(() => null);
  const record = cached && typeof cached === "object" && cached.record ? cached.record : await readDealerByMatchKey(d1, slug);
  if (record && record !== cached?.record) await writeCache(kv, slug, record);
  if (record) remember(record);
  else rememberUnknown(slug);
  return record;
}

async function writeCache(kv: KVNamespace, slug: string, record: DealerRecord): Promise<void> {
  const entry: CacheEntry = { record };
  await kv
    .put(dealerCacheKey(slug), JSON.stringify(entry), { expirationTtl: CACHE_TTL_SECONDS })
    .catch((error: unknown) => log("warn", "dealer cache write failed", { slug, error: String(error) }));
}

/** After any change: the cache holds the new record (or forgets a removed dealer). */
export async function refreshDealerCache(kv: KVNamespace, d1: D1Database, slug: string): Promise<DealerRecord | null> {
  const record = await readDealer(d1, slug);
  memo.delete(dealerMatchKey(slug));
  unknown.delete(dealerMatchKey(slug));
  if (record) {
    await writeCache(kv, slug, record);
    remember(record);
  } else await kv.delete(dealerCacheKey(slug));
  return record;
}

/** The slugs an email may edit (dealer-staff role). */
export async function staffSlugs(d1: D1Database, email: string): Promise<string[]> {
  const rows = await createDb(d1)
    .select({ slug: dealerStaff.slug })
    .from(dealerStaff)
    .where(eq(dealerStaff.email, email.toLowerCase()))
    .orderBy(dealerStaff.slug)
    .all();
  return rows.map((row) => row.slug);
}

export async function isStaffOf(d1: D1Database, email: string, slug: string): Promise<boolean> {
  const row = await createDb(d1)
    .select({ slug: dealerStaff.slug })
    .from(dealerStaff)
    .where(and(eq(dealerStaff.email, email.toLowerCase()), eq(dealerStaff.slug, slug)))
    .get();
  return row !== undefined;
}

function auditInsert(d1: D1Database, slug: string, actor: string, action: string, detail: unknown) {
  return createDb(d1)
    .insert(dealerAudit)
    .values({ slug, actor, action, detail: JSON.stringify(detail) });
}

/** Staff edit of their page: one batch (row + audit row), then the cache is refreshed. */
export async function updateDealerPage(
  d1: D1Database,
  kv: KVNamespace,
  slug: string,
  actor: string,
  edit: DealerPageEdit,
  nowMs = Date.now(),
): Promise<DealerRecord | null> {
  const db = createDb(d1);
  const before = await readDealer(d1, slug);
  if (!before) return null;
  const changed = (Object.keys(edit) as (keyof DealerPageEdit)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(edit[key]),
  );
  await db.batch([
    db
      .update(dealers)
      .set({
        name: edit.name,
        city: edit.city,
        offers: JSON.stringify(edit.offers),
        installers: JSON.stringify(edit.installers),
        faq: JSON.stringify(edit.faq),
        updatedAt: nowMs,
      })
      .where(eq(dealers.slug, slug)),
    auditInsert(d1, slug, actor, "page.update", { changed, after: edit }),
  ]);
  return refreshDealerCache(kv, d1, slug);
}

/** Sets (or clears, with null) the logo key; audited and cached like any other change. */
export async function setDealerLogo(
  d1: D1Database,
  kv: KVNamespace,
  slug: string,
  actor: string,
  logoKey: string | null,
  detail: Record<string, unknown>,
  nowMs = Date.now(),
): Promise<DealerRecord | null> {
  const db = createDb(d1);
  await db.batch([
    db.update(dealers).set({ logoKey, updatedAt: nowMs }).where(eq(dealers.slug, slug)),
    auditInsert(d1, slug, actor, logoKey ? "logo.set" : "logo.remove", { logoKey, ...detail }),
  ]);
  return refreshDealerCache(kv, d1, slug);
}

export async function recentAudit(d1: D1Database, slug: string, limit = 20): Promise<AuditEntry[]> {
  const rows = await createDb(d1)
    .select()
    .from(dealerAudit)
    .where(eq(dealerAudit.slug, slug))
    .orderBy(desc(dealerAudit.createdAt), desc(dealerAudit.id))
    .limit(limit)
    .all();
  return rows.map((row) => ({ actor: row.actor, action: row.action, detail: safeJson(row.detail), createdAt: row.createdAt }));
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return {};
  }
}

/** The last `days` days (today included), newest first, zeros where nothing happened. */
export async function dailyCounts(
  env: Pick<Env, "DB" | "DEALER_COUNTER">,
  slug: string,
  days = 30,
  nowMs = Date.now(),
): Promise<DailyCounts[]> {
  // The counter object writes what it holds first, so staff see exact counts, not a minute old.
  await dealerCounter(env, slug)
    .flush()
    .catch((error: unknown) => log("warn", "dealer counts flush failed", { slug, error: String(error) }));
  const d1 = env.DB;
  const dates: string[] = [];
  for (let i = 0; i < days; i++) dates.push(californiaDate(nowMs - i * 24 * 60 * 60 * 1000));
  const rows = await createDb(d1)
    .select()
    .from(dealerDailyCounts)
    .where(and(eq(dealerDailyCounts.slug, slug), gte(dealerDailyCounts.day, dates.at(-1)!)))
    .all();
  const byDay = new Map<string, DailyCounts>(
    [...new Set(dates)].map((day) => [day, { day, visit: 0, plan_started: 0, plan_completed: 0, plan_shared: 0 }]),
  );
  for (const row of rows) {
    const entry = byDay.get(row.day);
    if (entry && row.event in entry && row.event !== "day") (entry as unknown as Record<string, number>)[row.event] = row.count;
  }
  return [...byDay.values()];
}

/** Every registered dealer's slug and last update, for the sitemap (one small D1 read). */
export async function listDealersForSitemap(d1: D1Database): Promise<{ slug: string; updatedAt: number }[]> {
  return createDb(d1).select({ slug: dealers.slug, updatedAt: dealers.updatedAt }).from(dealers).orderBy(dealers.slug).all();
}
