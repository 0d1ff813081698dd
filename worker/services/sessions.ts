// Sessions in KV: the browser holds a random id in an HttpOnly cookie; KV holds the record under
// the SHA-256 of that id, with a 30-day TTL so abandoned sessions disappear on their own.
// A D1 table (`sessions`, same hash) indexes them by user, for "sign out everywhere". D1 is
// strongly consistent and a KV delete can take up to a minute to reach every location, so a session
// is valid only while its index row exists: ending one deletes the row first, and the very next
// request anywhere is signed out. (Sessions from before the index have no row: they end once.)
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { SESSION_TTL_DAYS } from "../../domain/contracts/auth.schema";
import type { AppEnv, Bindings } from "../app-env";
import { createDb } from "../db/client";
import { sessions } from "../db/schema";
import { randomSecret, sha256Hex } from "./sessions-crypto";
import { SIGNED_IN_HINT_NAME } from "../../domain/auth/signed-in-hint";

export const SESSION_TTL_SECONDS = SESSION_TTL_DAYS * 24 * 60 * 60;
const COOKIE_BASE_NAME = "plugplan_session";
/**
 * A second, script-readable cookie that says only "a session may exist" (value "1", no id). The
 * SPA asks GET /api/auth/user only when it is present, so guests make no account request at all
 * (nothing on their critical path, and no 401 in their console).
 */
const HINT_BASE_NAME = SIGNED_IN_HINT_NAME;
const KV_PREFIX = "session:";

export interface SessionRecord {
  userId: string;
  email: string;
  /** Epoch ms of sign-in. */
  createdAt: number;
}

/** "Last seen" is refreshed at most this often, so most authenticated requests only read D1. */
export const LAST_SEEN_RESOLUTION_MS = 60 * 60 * 1000;

type SessionStores = Pick<Bindings, "SESSIONS" | "DB">;

const kvKeyForHash = (idHash: string) => `${KV_PREFIX}${idHash}`;

/** A new session id (never reuses one the browser offered: no fixation). */
export async function createSession(stores: SessionStores, record: SessionRecord, now: number = Date.now()): Promise<string> {
  const sessionId = randomSecret();
  const idHash = await sha256Hex(sessionId);
  // Ended sessions' rows are removed by the daily Cron purge in bounded batches, never here: a
  // sign-in must not delete across the table (services/account.ts purgeExpired).
  await createDb(stores.DB).insert(sessions).values({
    idHash,
    userId: record.userId,
    createdAt: record.createdAt,
    lastSeenAt: now,
    expiresAt: now + SESSION_TTL_SECONDS * 1000,
  });
  await stores.SESSIONS.put(kvKeyForHash(idHash), JSON.stringify(record), { expirationTtl: SESSION_TTL_SECONDS });
  return sessionId;
}

/** The session, if its KV record exists and its index row says it has not been ended. */
export async function readSession(stores: SessionStores, sessionId: string, now: number = Date.now()): Promise<SessionRecord | null> {
  const idHash = await sha256Hex(sessionId);
  const record = await stores.SESSIONS.get<SessionRecord>(kvKeyForHash(idHash), "json");
  if (!record || typeof record.userId !== "string" || typeof record.email !== "string") return null;
  const db = createDb(stores.DB);
  const [row] = await db
    .select({ userId: sessions.userId, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.idHash, idHash))
    .limit(1);
  if (!row || row.userId !== record.userId || row.expiresAt <= now) return null;
  if (now - row.lastSeenAt >= LAST_SEEN_RESOLUTION_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  }
  return record;
}

/** Ends one session: the index row first (that alone signs it out), then the KV record. */
export async function deleteSession(stores: SessionStores, sessionId: string): Promise<void> {
  const idHash = await sha256Hex(sessionId);
  await createDb(stores.DB).delete(sessions).where(eq(sessions.idHash, idHash));
  await stores.SESSIONS.delete(kvKeyForHash(idHash));
}

/** Ends every session of a user ("sign out everywhere"); returns how many there were. */
export async function deleteAllSessions(stores: SessionStores, userId: string): Promise<number> {
  const ended = await createDb(stores.DB)
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ idHash: sessions.idHash });
  await Promise.all(ended.map(({ idHash }) => stores.SESSIONS.delete(kvKeyForHash(idHash))));
  return ended.length;
}

/** https gets Secure and the __Host- prefix (host-only, Path=/); plain http (local dev) cannot. */
function isHttps<E extends AppEnv>(c: Context<E>): boolean {
  return new URL(c.req.url).protocol === "https:";
}

export function sessionCookieName(secure: boolean): string {
  return secure ? `__Host-${COOKIE_BASE_NAME}` : COOKIE_BASE_NAME;
}

export function signedInHintCookieName(secure: boolean): string {
  return secure ? `__Host-${HINT_BASE_NAME}` : HINT_BASE_NAME;
}

/** Session ids are 43 base64url characters; anything else is ignored without a KV read. */
export function readSessionCookie<E extends AppEnv>(c: Context<E>): string | undefined {
  const value = getCookie(c, sessionCookieName(isHttps(c)));
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}

export function setSessionCookie<E extends AppEnv>(c: Context<E>, sessionId: string): void {
  const secure = isHttps(c);
  setCookie(c, sessionCookieName(secure), sessionId, {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    secure,
    maxAge: SESSION_TTL_SECONDS,
  });
  setCookie(c, signedInHintCookieName(secure), "1", { sameSite: "Lax", path: "/", secure, maxAge: SESSION_TTL_SECONDS });
}

export function clearSessionCookie<E extends AppEnv>(c: Context<E>): void {
  const secure = isHttps(c);
  deleteCookie(c, sessionCookieName(secure), { httpOnly: true, sameSite: "Lax", path: "/", secure });
  deleteCookie(c, signedInHintCookieName(secure), { sameSite: "Lax", path: "/", secure });
}
