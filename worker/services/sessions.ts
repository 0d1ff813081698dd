// Sessions in KV: the browser holds a random id in an HttpOnly cookie; KV holds the record under
// the SHA-256 of that id, with a 30-day TTL so abandoned sessions disappear on their own.
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { SESSION_TTL_DAYS } from "../../domain/contracts/auth.schema";
import type { AppEnv } from "../app-env";
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

const kvKey = async (sessionId: string) => `${KV_PREFIX}${await sha256Hex(sessionId)}`;

/** A new session id (never reuses one the browser offered: no fixation). */
export async function createSession(kv: KVNamespace, record: SessionRecord): Promise<string> {
  const sessionId = randomSecret();
  await kv.put(await kvKey(sessionId), JSON.stringify(record), { expirationTtl: SESSION_TTL_SECONDS });
  return sessionId;
}

export async function readSession(kv: KVNamespace, sessionId: string): Promise<SessionRecord | null> {
  const record = await kv.get<SessionRecord>(await kvKey(sessionId), "json");
  return record && typeof record.userId === "string" && typeof record.email === "string" ? record : null;
}

export async function deleteSession(kv: KVNamespace, sessionId: string): Promise<void> {
  await kv.delete(await kvKey(sessionId));
}

/** https gets Secure and the __Host- prefix (host-only, Path=/); plain http (local dev) cannot. */
function isHttps(c: Context<AppEnv>): boolean {
  return new URL(c.req.url).protocol === "https:";
}

export function sessionCookieName(secure: boolean): string {
  return secure ? `__Host-${COOKIE_BASE_NAME}` : COOKIE_BASE_NAME;
}

export function signedInHintCookieName(secure: boolean): string {
  return secure ? `__Host-${HINT_BASE_NAME}` : HINT_BASE_NAME;
}

/** Session ids are 43 base64url characters; anything else is ignored without a KV read. */
export function readSessionCookie(c: Context<AppEnv>): string | undefined {
  const value = getCookie(c, sessionCookieName(isHttps(c)));
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}

export function setSessionCookie(c: Context<AppEnv>, sessionId: string): void {
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

export function clearSessionCookie(c: Context<AppEnv>): void {
  const secure = isHttps(c);
  deleteCookie(c, sessionCookieName(secure), { httpOnly: true, sameSite: "Lax", path: "/", secure });
  deleteCookie(c, signedInHintCookieName(secure), { sameSite: "Lax", path: "/", secure });
}
