// POST /api/feedback: stores helpfulness answers from the guides' feedback widget.
import { Hono } from "hono";
import { FeedbackRequestSchema } from "../../domain/contracts/feedback.schema";
import type { AppEnv } from "../app-env";
import { createDb } from "../db/client";
import { feedback } from "../db/schema";
import { rateLimit } from "../middleware/rate-limit";
import { validJson } from "../middleware/validate";
import * as m from "../../domain/i18n/messages";

/** 20 answers per client network per 10 minutes is far above any person's use and stops scripted floods. */
export const FEEDBACK_LIMIT = { count: 20, windowMs: 10 * 60 * 1000 };

export const feedbackRoutes = new Hono<AppEnv>().post(
  "/",
  validJson(FeedbackRequestSchema),
  rateLimit({
    rules: [{ store: "counter", name: "feedback", ...FEEDBACK_LIMIT }],
    message: () => m.api_too_many_feedback(),
  }),
  async (c) => {
    const { page, helpful, comment } = c.req.valid("json");
    await createDb(c.env.DB)
      .insert(feedback)
      .values({ page, helpful, comment: comment || null });
    return c.json({ ok: true }, 201);
  },
);
