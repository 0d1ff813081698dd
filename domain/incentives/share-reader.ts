// Reading an incentives share link (?data=): untrusted input, validated with zod/mini. The page
// imports this lazily, only when a link carries data; links are built in ./share.ts.
import * as z from "zod/mini";
import { decodeJsonParam } from "../share/base64url";

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
export function readIncentivesShare(data: string | null): { kind: "none" } | { kind: "invalid" } | { kind: "ok"; value: SharedIncentives } {
  if (data === null || data === "") return { kind: "none" };
  try {
    const parsed = SharedIncentivesSchema.safeParse(decodeJsonParam(data));
    return parsed.success ? { kind: "ok", value: parsed.data } : { kind: "invalid" };
  } catch {
    return { kind: "invalid" };
  }
}
