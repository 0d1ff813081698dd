// The shape of domain/data/incentives.json (built by scripts/data/incentives.mjs), validated on load
// so a bad rebuild fails the tests instead of showing a wrong program.
import * as z from "zod/mini";

export const INCENTIVE_STATUSES = ["active", "ended", "paused", "unknown", "proposed"] as const;
export const INCENTIVE_TYPES = [
  "New vehicle",
  "Used vehicle",
  "Used vehicle (BEV)",
  "New or used vehicle",
  "Charger",
  "Panel upgrade",
  "Charging credit",
  "HOV decal",
  "Toll discount",
] as const;
export const INCENTIVE_REGIONS = ["National", "State", "Los Angeles", "Bay Area", "San Diego", "Sacramento", "Other CA"] as const;

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "Expected an ISO date"));
const nonEmpty = z.string().check(z.trim(), z.minLength(1));

export const IncentiveSchema = z.strictObject({
  id: nonEmpty,
  entity: nonEmpty,
  incentiveType: z.enum(INCENTIVE_TYPES),
  geography: z.enum(["National", "State", "Local"]),
  region: z.enum(INCENTIVE_REGIONS),
  /** Utility (and CCA) keys whose customers qualify; empty = not tied to a utility. */
  utilityKeys: z.array(nonEmpty),
  incomeQualified: z.boolean(),
  /** Empty on placeholder rows only (no program found): those are never shown. */
  amountText: z.string(),
  amountMaxUsd: z.nullable(z.number().check(z.minimum(0))),
  status: z.enum(INCENTIVE_STATUSES),
  endsOn: z.nullable(isoDate),
  endedOn: z.nullable(isoDate),
  link: z.string().check(z.regex(/^https:\/\/[^\s/]+\.[^\s/]+\//, "Official links are https URLs")),
  /** True when we link the provider's home page because the deep link was not confirmed. */
  linkIsHomePage: z.boolean(),
  shortDescription: nonEmpty,
  sources: z.array(z.strictObject({ label: nonEmpty, reference: nonEmpty })),
  lastChecked: z.nullable(isoDate),
  note: z.string(),
});

export const IncentiveDataSchema = z.strictObject({
  source: nonEmpty,
  statusAsOf: isoDate,
  incentives: z.array(IncentiveSchema),
});

export type Incentive = z.infer<typeof IncentiveSchema>;
export type IncentiveStatus = (typeof INCENTIVE_STATUSES)[number];
export type IncentiveType = (typeof INCENTIVE_TYPES)[number];
export type IncentiveData = z.infer<typeof IncentiveDataSchema>;
