// One structured JSON log line per request (Workers Logs indexes JSON fields).
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";

export function log(level: "info" | "warn" | "error", message: string, fields: Record<string, unknown> = {}) {
  const line = JSON.stringify({ level, message, time: new Date().toISOString(), ...fields });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}

export function requestLogger(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = Date.now();
    await next();
    // Raw Response objects (the HTML shell, assets) bypass Hono's prepared headers: stamp the id here.
    const id = c.get("requestId");
    if (id && !c.res.headers.has("x-request-id")) c.res.headers.set("X-Request-Id", id);
    log("info", "request", {
      requestId: c.get("requestId"),
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      status: c.res.status,
      ms: Date.now() - started,
    });
  };
}
