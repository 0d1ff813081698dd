import * as z from "zod/mini";

/** POST /api/feedback: the helpfulness widget on every guide. */
export const FeedbackRequestSchema = z
  .strictObject({
    page: z.string().check(z.trim(), z.minLength(1, "Page is required"), z.maxLength(80, "Page name is too long")),
    helpful: z.boolean("Say whether the page was helpful"),
    comment: z.optional(
      z.string().check(z.trim(), z.maxLength(2000, "Comment is too long (2,000 characters at most)")),
    ),
  })
  .check(
    z.refine((value) => value.helpful || (value.comment ?? "").length > 0, {
      message: "Tell us what was missing",
      path: ["comment"],
    }),
  );
