// The "I don't see my utility" form's request body, zod-free so Maximize Savings doesn't ship the
// schema: the Worker validates the body with UtilitySubmissionSchema (./utility-submission.schema.ts).

/** POST /api/utility-submissions: "I don't see my utility" requests from Maximize Savings. */
export interface UtilitySubmission {
  utilityName: string;
  zipCode: string | null;
}

/** What the form sends: the trimmed name and the plan's ZIP, or null when there is none. */
export function utilitySubmissionBody(name: string, zip: string | undefined | null): UtilitySubmission {
  const zipCode = (zip ?? "").trim();
  return { utilityName: name.trim(), zipCode: zipCode === "" ? null : zipCode };
}
