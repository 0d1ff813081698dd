// JSON error bodies for /api/*: { message, requestId }. Never a stack trace.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "./app-env";

export { zodMessage } from "./validation.schema";

export function jsonError(c: Context<AppEnv>, status: ContentfulStatusCode, message: string) {
  return c.json({ message, requestId: c.get("requestId") }, status);
}
