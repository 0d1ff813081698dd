// Parses a JSON body with a zod schema; 400 with a readable message on failure.
import type { Context } from "hono";
import type * as z from "zod/mini";
import type { AppEnv } from "../app-env";
import { jsonError, zodMessage } from "../http-errors";

export async function parseJsonBody<S extends z.ZodMiniType>(
  c: Context<AppEnv>,
  schema: S,
): Promise<{ ok: true; data: z.infer<S> } | { ok: false; response: Response }> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    return { ok: false, response: jsonError(c, 400, "Request body must be valid JSON") };
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return { ok: false, response: jsonError(c, 400, zodMessage(parsed.error)) };
  return { ok: true, data: parsed.data };
}
