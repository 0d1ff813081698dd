// The form's body and its builder are in ./utility-submission.ts (no zod, for the browser); this
// module only validates it.
import * as z from "zod/mini";
import type { Assert, Same } from "../type-checks";
import type { UtilitySubmission } from "./utility-submission";

/** POST /api/utility-submissions: "I don't see my utility" requests from Maximize Savings. */
export const UtilitySubmissionSchema = z.strictObject({
  utilityName: z.string("Enter your utility's name").check(
    z.trim(),
    z.minLength(1, "Enter your utility's name"),
    z.maxLength(120, "Utility name is too long (120 characters at most)"),
  ),
  zipCode: z.nullable(z.string("ZIP code must be text or null").check(z.trim(), z.maxLength(10, "ZIP code is too long"))),
});

type _UtilitySubmissionCheck = Assert<Same<z.infer<typeof UtilitySubmissionSchema>, UtilitySubmission>>;
