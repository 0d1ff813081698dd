// POST /api/utility-submissions: a visitor asks us to add their utility to Maximize Savings.
import { Hono } from "hono";
import { UtilitySubmissionSchema } from "../../domain/contracts/utility-submission.schema";
import type { AppEnv } from "../app-env";
import { createDb } from "../db/client";
import { utilitySubmissions } from "../db/schema";
import { jsonError } from "../http-errors";
import { parseJsonBody } from "../middleware/validate";
import { clientIp, hitRateLimit } from "../services/rate-limit";

/** A person asks for one or two utilities; 5 per IP per hour stops floods of junk rows. */
export const UTILITY_SUBMISSION_LIMIT = { count: 5, windowMs: 60 * 60 * 1000 };

export const utilitySubmissionRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const body = await parseJsonBody(c, UtilitySubmissionSchema);
  if (!body.ok) return body.response;
  const limit = await hitRateLimit(
    c.env.DB,
    `utility-submission:${clientIp(c.req.raw.headers)}`,
    UTILITY_SUBMISSION_LIMIT.count,
    UTILITY_SUBMISSION_LIMIT.windowMs,
  );
  if (!limit.allowed) {
    c.header("Retry-After", String(limit.retryAfterSeconds));
    return jsonError(c, 429, "Too many utility requests. Please try again later.");
  }
  const { utilityName, zipCode } = body.data;
  await createDb(c.env.DB)
    .insert(utilitySubmissions)
    .values({ utilityName, zipCode: zipCode || null });
  return c.json({ ok: true }, 201);
});
