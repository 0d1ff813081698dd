// Incentives share link (spec §7: a `data` parameter holding base64 JSON with page and title).
// Like the other guides' links it reopens this page, here with the sender's filters and ZIP.
import * as z from "zod/mini";
import { absoluteUrl } from "../routes";
import { decodeJsonParam, encodeJsonParam } from "../share/base64url";
import type { IncentiveFilters } from "./filters";

export const INCENTIVES_PATH = "/charging-plan/incentives";
export const INCENTIVES_TITLE = "EV Incentives & Rebates";

const SharedIncentivesSchema = z.strictObject({
  page: z.literal("incentives"),
  title: z.string().check(z.maxLength(100)),
  filters: z.optional(
    z.strictObject({ newVehicle: z.boolean(), usedVehicle: z.boolean(), charger: z.boolean(), incomeRestricted: z.boolean() }),
  ),
  zip: z.optional(z.string().check(z.regex(/^\d{5}$/))),
});
export type SharedIncentives = z.infer<typeof SharedIncentivesSchema>;

export function incentivesShareUrl(origin: string, filters: IncentiveFilters, zip: string): string {
  const payload: SharedIncentives = { page: "incentives", title: INCENTIVES_TITLE, filters: { ...filters } };
  if (/^\d{5}$/.test(zip)) payload.zip = zip;
  return `${absoluteUrl(origin, INCENTIVES_PATH)}?data=${encodeJsonParam(payload)}`;
}

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
