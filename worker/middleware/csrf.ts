// CSRF protection for every state-changing /api request:
// 1. an Origin header, when present, must be our own origin: APP_ORIGIN's, from configuration.
//    Never the Host header: a DNS-rebinding page reaches us with its own name as Host and would
//    otherwise be "same origin" with itself. Without a readable APP_ORIGIN every browser write is
//    refused (fail closed; wrangler.toml always sets it);
// 2. Sec-Fetch-Site, when present, must be same-origin or none;
// 3. a body must be sent as application/json, which a cross-site HTML form cannot do without a
//    CORS preflight (which we never grant).
// Requests from non-browser clients carry neither header and pass rules 1-2 (they have no cookies
// of the victim to ride on).
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import { jsonError } from "../http-errors";
import * as m from "../../domain/i18n/messages";
import { log } from "./logging";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function csrfProtection(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    if (origin !== undefined) {
      const ownOrigin = configuredOrigin(c.env.APP_ORIGIN);
      if (ownOrigin === undefined) log("error", "csrf_no_app_origin", { requestId: c.get("requestId") });
      if (origin !== ownOrigin) return jsonError(c, 403, m.api_cross_site());
    }
    const fetchSite = c.req.header("sec-fetch-site");
    if (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") {
      return jsonError(c, 403, m.api_cross_site());
    }
    const contentLength = c.req.header("content-length");
    // A Request built in-process (service bindings, tests) may carry a body without either header.
    const hasBody =
      contentLength !== undefined
        ? contentLength !== "0"
        : c.req.header("transfer-encoding") !== undefined || c.req.raw.body !== null;
    const contentType = c.req.header("content-type") ?? "";
    if (hasBody && !/^application\/json\b/i.test(contentType)) {
      return jsonError(c, 415, m.api_send_json());
    }
    return next();
  };
}

/** The origin part of APP_ORIGIN ("https://plugplan.app/" → "https://plugplan.app"), if it is a URL. */
function configuredOrigin(appOrigin: string | undefined): string | undefined {
  if (!appOrigin) return undefined;
  try {
    return new URL(appOrigin).origin;
  } catch {
    return undefined;
  }
}
