// Validation at the boundary, once: middleware that parses a JSON body or the query string with a
// zod schema and answers 400 with the first issue as a sentence ("email: Enter a valid email
// address"). Handlers read the parsed value with c.req.valid("json") / c.req.valid("query").
import type { Context, MiddlewareHandler } from "hono";
import type * as z from "zod/mini";
import type { AppEnv } from "../app-env";
import { jsonError, zodMessage } from "../http-errors";

export const INVALID_JSON_MESSAGE = "Request body must be valid JSON";

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
      return jsonError(c, 400, INVALID_JSON_MESSAGE);
    }
    const result = check(c, schema, raw);
    if (!result.ok) return result.response;
    c.req.addValidatedData("json", result.data as object);
    await next();
  };
}

/** The query string as an object (a repeated name becomes an array), validated by `schema`. */
export function validQuery<S extends z.ZodMiniType>(schema: S): MiddlewareHandler<AppEnv, string, Validated<"query", S>> {
  return async (c, next) => {
    const raw = Object.fromEntries(
      Object.entries(c.req.queries()).map(([name, values]) => [name, values.length === 1 ? values[0] : values]),
    );
    const result = check(c, schema, raw);
    if (!result.ok) return result.response;
    c.req.addValidatedData("query", result.data as object);
    await next();
  };
}
