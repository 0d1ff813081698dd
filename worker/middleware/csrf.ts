// CSRF protection for every state-changing /api request:
// 1. an Origin header, when present, must be our own origin (or APP_ORIGIN);
// 2. Sec-Fetch-Site, when present, must be same-origin or none;
// 3. a body must be sent as application/json, which a cross-site HTML form cannot do without a
//    CORS preflight (which we never grant).
// Requests from non-browser clients carry neither header and pass rules 1-2 (they have no cookies
// of the victim to ride on).
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import { jsonError } from "../http-errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function csrfProtection(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const requestOrigin = new URL(c.req.url).origin;
    const allowed = new Set([requestOrigin, c.env.APP_ORIGIN].filter(Boolean));
    const origin = c.req.header("origin");
    if (origin !== undefined && !allowed.has(origin)) {
      return jsonError(c, 403, "Cross-site request refused");
    }
    const fetchSite = c.req.header("sec-fetch-site");
    if (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") {
      return jsonError(c, 403, "Cross-site request refused");
    }
    const contentLength = c.req.header("content-length");
    // A Request built in-process (service bindings, tests) may carry a body without either header.
    const hasBody =
      contentLength !== undefined
        ? contentLength !== "0"
        : c.req.header("transfer-encoding") !== undefined || c.req.raw.body !== null;
    const contentType = c.req.header("content-type") ?? "";
    if (hasBody && !/^application\/json\b/i.test(contentType)) {
      return jsonError(c, 415, "Send the request body as application/json");
    }
    return next();
  };
}
