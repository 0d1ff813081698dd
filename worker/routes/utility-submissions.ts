// POST /api/utility-submissions: a visitor asks us to add their utility to Maximize Savings.
import { Hono } from "hono";
import { UtilitySubmissionSchema } from "../../domain/contracts/utility-submission.schema";
import type { AppEnv } from "../app-env";
import { createDb } from "../db/client";
import { utilitySubmissions } from "../db/schema";
import { rateLimit } from "../middleware/rate-limit";
import { validJson } from "../middleware/validate";
import * as m from "../../domain/i18n/messages";

/** A person asks for one or two utilities; 5 per client network per hour stops floods of junk rows. */
export const UTILITY_SUBMISSION_LIMIT = { count: 5, windowMs: 60 * 60 * 1000 };

export const utilitySubmissionRoutes = new Hono<AppEnv>().post(
  "/",
  validJson(UtilitySubmissionSchema),
  rateLimit({
    rules: [{ store: "counter", name: "utility-submission", ...UTILITY_SUBMISSION_LIMIT }],
    message: () => m.api_too_many_utility_requests(),
  }),
  async (c) => {
    const { utilityName, zipCode } = c.req.valid("json");
    await createDb(c.env.DB)
      .insert(utilitySubmissions)
      .values({ utilityName, zipCode: zipCode || null });
    return c.json({ ok: true }, 201);
  },
);
