// Loads the signed-in user's session for routes that need one; 401 with a message otherwise.
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import { jsonError } from "../http-errors";
import { readSession, readSessionCookie } from "../services/sessions";

export const NOT_SIGNED_IN_MESSAGE = "You are not signed in";

export function requireSession(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // Personal data: never cached by the browser or anything in between.
    c.header("Cache-Control", "no-store");
    const sessionId = readSessionCookie(c);
    const session = sessionId ? await readSession(c.env.SESSIONS, sessionId) : null;
    if (!session) return jsonError(c, 401, NOT_SIGNED_IN_MESSAGE);
    c.set("session", session);
    return next();
  };
}
