// JSON error bodies for /api/*: { message, requestId }. Never a stack trace.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type * as z from "zod/mini";
import { LocaleSchema } from "../domain/contracts/auth.schema";
import { BASE_LOCALE, type Locale } from "../domain/i18n/locale";
import * as m from "../domain/i18n/messages";
import type { AppEnv } from "./app-env";
import "./zod-locale.schema";

import { LOCALE_HEADER } from "./i18n";

// The header the SPA sends with API calls whose messages a person reads: worker/i18n.ts.
export { LOCALE_HEADER };

/**
 * The language to answer this request in: the body's `locale` when it carries one, else the
 * header, else English. Per request, never a global: one Worker serves many requests at once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function requestLocale<E extends AppEnv>(c: Context<E, string, any>, bodyLocale?: Locale): Locale {
  if (bodyLocale) return bodyLocale;
  const parsed = LocaleSchema.safeParse(c.req.header(LOCALE_HEADER));
  return parsed.success ? parsed.data : BASE_LOCALE;
}

/** First zod issue as a sentence a person can act on, e.g. "email: Enter a valid email address". */
export function zodMessage(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return m.api_invalid_request();
  const path = issue.path.join(".");
  return path ? `${path}: ${issue.message}` : issue.message;
}

// Any path and input types, and envs that extend ours: validators and typed routes call it too.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function jsonError<E extends AppEnv>(c: Context<E, string, any>, status: ContentfulStatusCode, message: string) {
  return c.json({ message, requestId: c.get("requestId") }, status);
}
