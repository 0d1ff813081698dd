// Validation at the boundary, once: middleware that parses a JSON body or the query string with a
// zod schema and answers 400 with the first issue as a sentence ("email: Enter a valid email
// address"). Handlers read the parsed value with c.req.valid("json") / c.req.valid("query").
import type { Context, MiddlewareHandler } from "hono";
import type * as z from "zod/mini";
import type { AppEnv } from "../app-env";
import * as m from "../../domain/i18n/messages";
import { jsonError, zodMessage } from "../http-errors";

/** In the request's language (worker/i18n.ts), hence a function. */
export const invalidJsonMessage = () => m.api_invalid_json();

type Validated<Target extends "json" | "query", S extends z.ZodMiniType> = {
  in: { [K in Target]: z.input<S> };
  out: { [K in Target]: z.output<S> };
};

/** The validated value, or the 400 response that explains the first problem. */
function check<S extends z.ZodMiniType>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  c: Context<AppEnv, string, any>,
  schema: S,
  raw: unknown,
): { ok: true; data: z.output<S> } | { ok: false; response: Response } {
  const parsed = schema.safeParse(raw);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, response: jsonError(c, 400, zodMessage(parsed.error)) };
}

/** The request body as JSON, validated by `schema` (a body that is not JSON: 400). */
export function validJson<S extends z.ZodMiniType>(schema: S): MiddlewareHandler<AppEnv, string, Validated<"json", S>> {
  return async (c, next) => {
    let raw: unknown;
    try {
      raw = await c.req.json();
    } catch {
      return jsonError(c, 400, invalidJsonMessage());
    }
    const result = check(c, schema, raw);
    if (!result.ok) return result.response;
    c.req.addValidatedData("json", result.data as object);
    await next();
  };
}

/**
 * The 400 message for a query that names a parameter more than once, or undefined. Taking the
 * first (or the last) value would answer a question nobody asked: `?lat=40&lat=-33` is a mistake
 * to report, not to guess at (issue 25).
 */
export function repeatedQueryMessage(url: URL): string | undefined {
  const counts = new Map<string, number>();
  for (const name of url.searchParams.keys()) counts.set(name, (counts.get(name) ?? 0) + 1);
  for (const [name, count] of counts) {
    if (count > 1) return m.api_repeated_query({ name, count: String(count) });
  }
  return undefined;
}

/** The query string as an object of strings, validated by `schema`; a repeated name is a 400. */
export function validQuery<S extends z.ZodMiniType>(schema: S): MiddlewareHandler<AppEnv, string, Validated<"query", S>> {
  return async (c, next) => {
    const repeated = repeatedQueryMessage(new URL(c.req.url));
    if (repeated) return jsonError(c, 400, repeated);
    const result = check(c, schema, c.req.query());
    if (!result.ok) return result.response;
    c.req.addValidatedData("query", result.data as object);
    await next();
  };
}
