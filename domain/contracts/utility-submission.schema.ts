// The form's body and its builder are in ./utility-submission.ts (no zod, for the browser); this
// module only validates it.
import * as z from "zod/mini";
import * as m from "../i18n/messages";
import { says } from "../i18n/zod-says";
import type { Assert, Same } from "../type-checks";
import type { UtilitySubmission } from "./utility-submission";

/** POST /api/utility-submissions: "I don't see my utility" requests from Maximize Savings. */
export const UtilitySubmissionSchema = z.strictObject({
  utilityName: z.string(says(m.contracts_utility_name_required)).check(
    z.trim(),
    z.minLength(1, says(m.contracts_utility_name_required)),
    z.maxLength(120, says(m.contracts_utility_name_too_long)),
  ),
  zipCode: z.nullable(z.string(says(m.contracts_utility_zip_type)).check(z.trim(), z.maxLength(10, says(m.contracts_utility_zip_too_long)))),
});

type _UtilitySubmissionCheck = Assert<Same<z.infer<typeof UtilitySubmissionSchema>, UtilitySubmission>>;
