import * as z from "zod/mini";

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

/** What the form sends: the trimmed name and the plan's ZIP, or null when there is none. */
export function utilitySubmissionBody(name: string, zip: string | undefined | null): UtilitySubmission {
  const zipCode = (zip ?? "").trim();
  return { utilityName: name.trim(), zipCode: zipCode === "" ? null : zipCode };
}
