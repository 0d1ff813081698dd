// Reading an incentives share link (?data=): untrusted input, validated with zod/mini. The page
// imports this lazily, only when a link carries data; links are built in ./share.ts.
import * as z from "zod/mini";
import { readShareLink, type ShareLink } from "../share/share-link";

const SharedIncentivesSchema = z.strictObject({
  page: z.literal("incentives"),
  title: z.string().check(z.maxLength(100)),
  filters: z.optional(
    z.strictObject({ newVehicle: z.boolean(), usedVehicle: z.boolean(), charger: z.boolean(), incomeRestricted: z.boolean() }),
  ),
  zip: z.optional(z.string().check(z.regex(/^\d{5}$/))),
});
export type SharedIncentives = z.infer<typeof SharedIncentivesSchema>;

/** "none" without a parameter, "invalid" for anything that does not decode and validate. */
export function readIncentivesShare(data: string | null): ShareLink<SharedIncentives> {
  return readShareLink(data, (raw) => {
    const parsed = SharedIncentivesSchema.safeParse(raw);
    return parsed.success ? parsed.data : undefined;
  });
}
