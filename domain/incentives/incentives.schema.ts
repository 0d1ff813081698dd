// The shape of domain/data/incentives.json (built by scripts/data/incentives.mjs). The tests parse
// the file with it, so a bad rebuild fails there instead of showing a wrong program; the app
// imports only the types (./model.ts), so zod stays out of the incentives page.
import * as z from "zod/mini";
import type { Assert, Same } from "../type-checks";
import { INCENTIVE_REGIONS, INCENTIVE_STATUSES, INCENTIVE_TYPES, PURCHASE_FITS, type Incentive, type IncentiveData } from "./model";

export { INCENTIVE_REGIONS, INCENTIVE_STATUSES, INCENTIVE_TYPES } from "./model";
export type { Incentive, IncentiveData, IncentiveStatus, IncentiveType } from "./model";

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
  /** New or used car, both, or "n/a" (chargers, panels, rate credits): from incentiveType. */
  purchase: z.enum(PURCHASE_FITS),
  /** The standard tier this income tier replaces (a household gets one, not both); null = adds. */
  replaces: z.nullable(nonEmpty),
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
  /** Readable source labels shown on the card; full references and research notes stay out of the
   * shipped file (domain/data/incentives-research.json keeps them, by id). */
  sources: z.array(z.strictObject({ label: nonEmpty })),
  lastChecked: z.nullable(isoDate),
});

export const IncentiveDataSchema = z.strictObject({
  source: nonEmpty,
  statusAsOf: isoDate,
  incentives: z.array(IncentiveSchema),
});

type _IncentiveCheck = Assert<Same<z.infer<typeof IncentiveSchema>, Incentive>>;
type _IncentiveDataCheck = Assert<Same<z.infer<typeof IncentiveDataSchema>, IncentiveData>>;
