import * as z from "zod/mini";

// The form's body builder is in ./utility-submission.ts (no zod, for the browser).
export { utilitySubmissionBody } from "./utility-submission";

/** POST /api/utility-submissions: "I don't see my utility" requests from Maximize Savings. */
export const UtilitySubmissionSchema = z.strictObject({
  utilityName: z.string("Enter your utility's name").check(
    z.trim(),
    z.minLength(1, "Enter your utility's name"),
    z.maxLength(120, "Utility name is too long (120 characters at most)"),
  ),
  zipCode: z.nullable(z.string("ZIP code must be text or null").check(z.trim(), z.maxLength(10, "ZIP code is too long"))),
});

export type UtilitySubmission = z.infer<typeof UtilitySubmissionSchema>;
