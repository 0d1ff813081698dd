// Every request gets an id the Worker makes up (a UUID): it names the request in our logs and in
// JSON error bodies. An X-Request-Id the client sent is ignored, so nobody can plant a chosen
// string in our logs or make two requests look like one.
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";

export const REQUEST_ID_HEADER = "X-Request-Id";

export function requestId(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const id = crypto.randomUUID();
    c.set("requestId", id);
    c.header(REQUEST_ID_HEADER, id);
    await next();
  };
}
