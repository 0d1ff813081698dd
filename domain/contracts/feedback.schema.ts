import * as z from "zod/mini";
import * as m from "../i18n/messages";
import { says } from "../i18n/zod-says";

/** POST /api/feedback: the helpfulness widget on every guide. */
export const FeedbackRequestSchema = z
  .strictObject({
    page: z.string().check(z.trim(), z.minLength(1, says(m.contracts_feedback_page_required)), z.maxLength(80, says(m.contracts_feedback_page_too_long))),
    helpful: z.boolean(says(m.contracts_feedback_helpful)),
    comment: z.optional(
      z.string().check(z.trim(), z.maxLength(2000, says(m.contracts_feedback_comment_too_long))),
    ),
  })
  .check(
    z.refine((value) => value.helpful || (value.comment ?? "").length > 0, {
      ...says(m.contracts_feedback_missing),
      path: ["comment"],
    }),
  );
