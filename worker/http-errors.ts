// JSON error bodies for /api/*: { message, requestId }. Never a stack trace.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "./app-env";

export { zodMessage } from "./validation.schema";

// Any path and input types, and envs that extend ours: validators and typed routes call it too.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function jsonError<E extends AppEnv>(c: Context<E, string, any>, status: ContentfulStatusCode, message: string) {
  return c.json({ message, requestId: c.get("requestId") }, status);
}
