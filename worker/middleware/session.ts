// Loads the signed-in user's session for routes that need one; 401 with a message otherwise.
// Routes behind it are typed with the session present: c.get("session") is a SessionRecord.
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import * as m from "../../domain/i18n/messages";
import { jsonError } from "../http-errors";
import { readSession, readSessionCookie, type SessionRecord } from "../services/sessions";


/** What requireSession() adds to a route's context. */
export interface SignedInEnv {
  Variables: { session: SessionRecord; sessionId: string };
}

export function requireSession(): MiddlewareHandler<AppEnv & SignedInEnv> {
  return async (c, next) => {
    // Personal data: never cached by the browser or anything in between.
    c.header("Cache-Control", "no-store");
    const sessionId = readSessionCookie(c);
    const session = sessionId ? await readSession(c.env, sessionId) : null;
    if (!sessionId || !session) return jsonError(c, 401, m.api_not_signed_in());
    c.set("session", session);
    c.set("sessionId", sessionId);
    await next();
  };
}
