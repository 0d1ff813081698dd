// One structured JSON log line per request (Workers Logs indexes JSON fields).
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";

export function log(level: "info" | "warn" | "error", message: string, fields: Record<string, unknown> = {}) {
  const line = JSON.stringify({ level, message, time: new Date().toISOString(), ...fields });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}

/**
 * A request taking longer than this (wall time, the Worker's part) gets a log line. Workers
 * Logs' invocation log already records every request (method, URL, status, duration), so a line of
 * our own for each would double the log events stored (about 4 million a day in docs/capacity.md's
 * model) and, under `wrangler dev`, cost more CPU than the page itself (docs/benchmarks.md, load
 * test). Ours adds the request id where someone will look: server errors and slow requests.
 */
export const SLOW_REQUEST_MS = 1000;

export function requestLogger(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = Date.now();
    await next();
    // Raw Response objects (the HTML shell, assets) bypass Hono's prepared headers: stamp the id here.
    const id = c.get("requestId");
    if (id && !c.res.headers.has("x-request-id")) c.res.headers.set("X-Request-Id", id);
    const ms = Date.now() - started;
    if (c.res.status < 500 && ms < SLOW_REQUEST_MS) return;
    log(c.res.status >= 500 ? "error" : "warn", c.res.status >= 500 ? "request failed" : "slow request", {
      requestId: id,
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      status: c.res.status,
      ms,
    });
  };
}
