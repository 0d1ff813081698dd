// JSON error bodies for /api/*: { message, requestId }. Never a stack trace.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type * as z from "zod/mini";
import type { AppEnv } from "./app-env";
import "./zod-locale.schema";

/** First zod issue as a sentence a person can act on, e.g. "email: Enter a valid email address". */
export function zodMessage(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request";
  const path = issue.path.join(".");
  return path ? `${path}: ${issue.message}` : issue.message;
}

// Any path and input types, and envs that extend ours: validators and typed routes call it too.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function jsonError<E extends AppEnv>(c: Context<E, string, any>, status: ContentfulStatusCode, message: string) {
  return c.json({ message, requestId: c.get("requestId") }, status);
}
