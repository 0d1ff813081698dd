// /api/auth: request a magic link, verify it (sign in), who am I, sign out.
import { Hono } from "hono";
import {
  MAGIC_LINK_TTL_MINUTES,
  RequestMagicLinkSchema,
  VerifyRequestSchema,
  type RequestMagicLinkResponse,
  type TokenFailureReason,
  type VerifyErrorBody,
  type VerifyResponse,
} from "../../domain/contracts/auth.schema";
import { safeNext, sanitizeNext } from "../../domain/auth/safe-next";
import type { AppEnv } from "../app-env";
import { jsonError } from "../http-errors";
import { log } from "../middleware/logging";
import { NOT_SIGNED_IN_MESSAGE } from "../middleware/session";
import { parseJsonBody } from "../middleware/validate";
import { EmailDeliveryError, sendMagicLinkEmail } from "../services/email";
import { consumeMagicLinkToken, issueMagicLinkToken } from "../services/magic-link";
import { clientIp, hitRateLimit } from "../services/rate-limit";
import {
  clearSessionCookie,
  createSession,
  deleteSession,
  readSession,
  readSessionCookie,
  setSessionCookie,
} from "../services/sessions";
import { findOrCreateUser } from "../services/users";

/**
 * Per address: a person who mistypes or loses a mail can ask a few times; a script cannot flood an
 * inbox. Per IP: generous enough for a household or office behind one address.
 */
export const MAGIC_LINK_LIMITS = {
  perEmail: { count: 5, windowMs: 15 * 60 * 1000 },
  perIp: { count: 20, windowMs: 60 * 60 * 1000 },
} as const;

export const TOO_MANY_LINKS_MESSAGE =
  "Too many sign-in links were requested. Please wait a few minutes, then try again.";
export const SEND_FAILED_MESSAGE = "We couldn't send the sign-in email just now. Please try again in a few minutes.";

export const TOKEN_FAILURE_MESSAGES: Record<TokenFailureReason, string> = {
  expired: "This sign-in link has expired. Links work for 15 minutes.",
  used: "This sign-in link has already been used. Each link works once.",
  invalid: "This sign-in link isn't valid. It may have been copied incompletely.",
};

export const authRoutes = new Hono<AppEnv>()
  .use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  })

  .post("/request-magic-link", async (c) => {
    const body = await parseJsonBody(c, RequestMagicLinkSchema);
    if (!body.ok) return body.response;
    const { email } = body.data;

    for (const [key, limit] of [
      [`magic-link-ip:${clientIp(c.req.raw.headers)}`, MAGIC_LINK_LIMITS.perIp],
      [`magic-link-email:${email}`, MAGIC_LINK_LIMITS.perEmail],
    ] as const) {
      const result = await hitRateLimit(c.env.DB, key, limit.count, limit.windowMs);
      if (!result.allowed) {
        c.header("Retry-After", String(result.retryAfterSeconds));
        return jsonError(c, 429, TOO_MANY_LINKS_MESSAGE);
      }
    }

    // No user lookup here: the work and the answer are the same for known and new addresses.
    const { token } = await issueMagicLinkToken(c.env.DB, email, sanitizeNext(body.data.next));
    const origin = c.env.APP_ORIGIN || new URL(c.req.url).origin;
    const link = `${origin.replace(/\/+$/, "")}/auth/confirm?token=${token}`;
    try {
      await sendMagicLinkEmail(c.env, { to: email, link, expiresInMinutes: MAGIC_LINK_TTL_MINUTES });
    } catch (error) {
      log("error", "magic link email failed", {
        requestId: c.get("requestId"),
        error: error instanceof EmailDeliveryError ? error.message : String(error),
      });
      return jsonError(c, 502, SEND_FAILED_MESSAGE);
    }
    return c.json<RequestMagicLinkResponse>({ ok: true, expiresInMinutes: MAGIC_LINK_TTL_MINUTES });
  })

  .post("/verify", async (c) => {
    const body = await parseJsonBody(c, VerifyRequestSchema);
    if (!body.ok) return body.response;
    const result = await consumeMagicLinkToken(c.env.DB, body.data.token);
    if (!result.ok) {
      return c.json<VerifyErrorBody & { requestId: string }>(
        { message: TOKEN_FAILURE_MESSAGES[result.reason], reason: result.reason, requestId: c.get("requestId") },
        400,
      );
    }
    const user = await findOrCreateUser(c.env.DB, result.email);
    // Rotate: whatever session id the browser brought (possibly planted) is dropped, never reused.
    const previous = readSessionCookie(c);
    if (previous) await deleteSession(c.env.SESSIONS, previous);
    const sessionId = await createSession(c.env.SESSIONS, { userId: user.id, email: user.email, createdAt: Date.now() });
    setSessionCookie(c, sessionId);
    return c.json<VerifyResponse>({ user: { email: user.email }, next: safeNext(result.next) });
  })

  .get("/user", async (c) => {
    const sessionId = readSessionCookie(c);
    const session = sessionId ? await readSession(c.env.SESSIONS, sessionId) : null;
    if (!session) return jsonError(c, 401, NOT_SIGNED_IN_MESSAGE);
    return c.json({ email: session.email });
  })

  .post("/logout", async (c) => {
    const sessionId = readSessionCookie(c);
    if (sessionId) await deleteSession(c.env.SESSIONS, sessionId);
    clearSessionCookie(c);
    return c.json({ ok: true });
  });
