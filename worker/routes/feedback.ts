// POST /api/feedback: stores helpfulness answers from the guides' feedback widget.
import { Hono } from "hono";
import { FeedbackRequestSchema } from "../../domain/contracts/feedback.schema";
import type { AppEnv } from "../app-env";
import { createDb } from "../db/client";
import { feedback } from "../db/schema";
import { jsonError } from "../http-errors";
import { parseJsonBody } from "../middleware/validate";
import { clientIp, hitRateLimit } from "../services/rate-limit";

/** 20 answers per IP per 10 minutes is far above any person's use and stops scripted floods. */
export const FEEDBACK_LIMIT = { count: 20, windowMs: 10 * 60 * 1000 };

export const feedbackRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const body = await parseJsonBody(c, FeedbackRequestSchema);
  if (!body.ok) return body.response;
  const limit = await hitRateLimit(
    c.env.DB,
    `feedback:${clientIp(c.req.raw.headers)}`,
    FEEDBACK_LIMIT.count,
    FEEDBACK_LIMIT.windowMs,
  );
  if (!limit.allowed) {
    c.header("Retry-After", String(limit.retryAfterSeconds));
    return jsonError(c, 429, "Too many feedback answers. Please try again in a few minutes.");
  }
  const { page, helpful, comment } = body.data;
  await createDb(c.env.DB)
    .insert(feedback)
    .values({ page, helpful, comment: comment || null });
  return c.json({ ok: true }, 201);
});
