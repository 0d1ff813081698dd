// Parsing of a state's program shard (web/public/data/programs/<ST>.json) and its AMI file. Shards
// are untrusted input where the browser reads them: a shard that does not match is an error, never a
// half-read list. The tests parse every committed shard with the same schema.
import * as z from "zod/mini";
import type { Assert, Same } from "../type-checks";
import {
  AUTHORITY_TYPES,
  FILING_STATUSES,
  PROGRAM_ITEMS,
  PROGRAM_STATUSES,
  type AmiShard,
  type IncomeRule,
  type Program,
  type ProgramShard,
} from "./programs";

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "Expected an ISO date"));
const nonEmpty = z.string().check(z.trim(), z.minLength(1));
const usd = z.number().check(z.minimum(0));
const limits = z.array(z.nullable(usd));
const range = z.tuple([usd, usd]);

const IncomeRuleSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("hhsize"), limits }),
  z.strictObject({ kind: z.literal("county"), byGeography: z.record(z.string(), limits), other: z.nullable(limits) }),
  z.strictObject({ kind: z.literal("ami"), percent: z.number().check(z.positive()) }),
  z.strictObject({ kind: z.literal("fpl"), percent: z.number().check(z.positive()) }),
  z.strictObject({
    kind: z.literal("filing"),
    ranges: z.strictObject({
      single: range,
      joint: range,
      married_filing_separately: range,
      hoh: range,
      qualifying_widower_with_dependent_child: range,
    }),
  }),
  z.strictObject({ kind: z.literal("unknown"), why: nonEmpty }),
]);

export const ProgramSchema = z.strictObject({
  id: nonEmpty,
  origin: z.enum(["rewiring-america", "plugplan"]),
  raIds: z.array(nonEmpty),
  programName: nonEmpty,
  authorityName: nonEmpty,
  authorityType: z.enum(AUTHORITY_TYPES),
  items: z.array(z.enum(PROGRAM_ITEMS)).check(z.minLength(1)),
  amountText: z.string(),
  amountTextEs: z.nullable(nonEmpty),
  maxUsd: z.nullable(usd),
  paymentMethods: z.array(nonEmpty),
  owner: z.array(z.enum(["homeowner", "renter"])).check(z.minLength(1)),
  income: z.nullable(IncomeRuleSchema),
  reach: z.union([z.literal("nationwide"), z.strictObject({ anyOf: z.array(z.string().check(z.regex(/^\d+$/))) })]),
  geoGroup: z.nullable(z.array(z.string().check(z.regex(/^\d+$/)))),
  gasOnly: z.boolean(),
  startsOn: z.nullable(isoDate),
  endsOn: z.nullable(isoDate),
  status: z.enum(PROGRAM_STATUSES),
  statusNote: z.nullable(nonEmpty),
  // Official links from the data: http(s) only.
  url: z.string().check(z.regex(/^https?:\/\/[^\s/]+\.[^\s]+/, "Program links are http(s) URLs")),
  supersededBy: z.array(nonEmpty),
  requires: z.array(nonEmpty),
  combinedMax: z.nullable(z.strictObject({ ids: z.array(nonEmpty), maxUsd: usd })),
  checkedOn: z.nullable(isoDate),
  sourceLabel: nonEmpty,
  description: z.nullable(nonEmpty),
  placeholder: z.boolean(),
});

export const ProgramShardSchema = z.strictObject({
  state: z.string().check(z.regex(/^[A-Z]{2}$/)),
  credit: nonEmpty,
  licence: nonEmpty,
  dataDate: isoDate,
  copyDate: isoDate,
  ourListAsOf: z.nullable(isoDate),
  hasStateData: z.boolean(),
  fpl: z.strictObject({ levels_by_hhsize: z.array(usd), per_additional: usd }),
  amiFile: z.boolean(),
  programs: z.array(ProgramSchema),
});

export const AmiShardSchema = z.strictObject({
  state: z.string().check(z.regex(/^[A-Z]{2}$/)),
  source: nonEmpty,
  dataDate: isoDate,
  ami: z.record(z.string().check(z.regex(/^\d{5}$/)), z.tuple([usd, usd])),
});

/** A shard for `state`, or an error (a shard for another state is an error too). */
export function parseProgramShard(state: string, json: unknown): ProgramShard {
  const shard = ProgramShardSchema.parse(json);
  if (shard.state !== state.toUpperCase()) throw new Error(`Program shard for ${shard.state}, expected ${state}`);
  return shard;
}

export function parseAmiShard(state: string, json: unknown): AmiShard {
  const shard = AmiShardSchema.parse(json);
  if (shard.state !== state.toUpperCase()) throw new Error(`AMI file for ${shard.state}, expected ${state}`);
  return shard;
}

type _IncomeCheck = Assert<Same<z.infer<typeof IncomeRuleSchema>, IncomeRule>>;
type _ProgramCheck = Assert<Same<z.infer<typeof ProgramSchema>, Program>>;
type _ShardCheck = Assert<Same<z.infer<typeof ProgramShardSchema>, ProgramShard>>;
type _AmiCheck = Assert<Same<z.infer<typeof AmiShardSchema>, AmiShard>>;
export { FILING_STATUSES };
