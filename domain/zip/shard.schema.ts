// Parsing of the ZIP lookup shards (web/public/data/zip/<prefix>.json, built by scripts/data/zip.mjs).
// A shard holds every ZIP of one 3-digit prefix in compact arrays with per-shard tables of place
// names, states and utility keys. Everything is validated: a shard that does not match is an error,
// never a half-read answer.
import * as z from "zod/mini";
import { SHARD_VERSION, type ZipShard } from "./shard-index";
import { UTILITY_KEYS, type UtilityKey, type ZipInfo } from "./types";

// The lookup helpers live in shard-index.ts (no zod); re-exported so tests and scripts have one door.
export { findZip, hasShard, isLookupableZip, SHARD_VERSION, shardPrefix, type ZipShard } from "./shard-index";

const index = z.int().check(z.minimum(0));
const ZipRowSchema = z.union([
  z.tuple([z.string().check(z.regex(/^\d{2}$/)), index, z.number(), z.number(), index]),
  z.tuple([z.string().check(z.regex(/^\d{2}$/)), index, z.number(), z.number(), index, z.array(index)]),
]);

const ShardSchema = z
  .strictObject({
    v: z.literal(SHARD_VERSION),
    n: z.array(z.string().check(z.minLength(1), z.maxLength(80))),
    s: z.array(z.string().check(z.regex(/^[A-Z]{2}$/))),
    u: z.array(z.enum(UTILITY_KEYS)),
    z: z.array(ZipRowSchema),
  })
  .check(
    z.refine(
      (shard) =>
        shard.z.every(
          ([, name, lat, lng, state, utilities]) =>
            name < shard.n.length &&
            state < shard.s.length &&
            lat >= -90 &&
            lat <= 90 &&
            lng >= -180 &&
            lng <= 180 &&
            (utilities ?? []).every((u) => u < shard.u.length),
        ),
      { message: "shard row points outside its tables or has impossible coordinates" },
    ),
  );

export class ZipShardError extends Error {
  override name = "ZipShardError";
}

/** Validates a shard's JSON for `prefix` and expands it. Throws ZipShardError when it does not match the format. */
export function parseZipShard(prefix: string, json: unknown): ZipShard {
  if (!/^\d{3}$/.test(prefix)) throw new ZipShardError(`Bad shard prefix ${JSON.stringify(prefix)}`);
  const parsed = ShardSchema.safeParse(json);
  if (!parsed.success) throw new ZipShardError(`ZIP shard ${prefix} is malformed: ${parsed.error.issues[0]?.message ?? "invalid"}`);
  const shard = parsed.data;
  const result = new Map<string, ZipInfo>();
  for (const [suffix, name, lat, lng, state, utilities] of shard.z) {
    const zip = prefix + suffix;
    const stateCode = shard.s[state] as string;
    result.set(zip, {
      zip,
      lat,
      lng,
      placeName: `${shard.n[name]}, ${stateCode} ${zip}`,
      state: stateCode,
      utilities: (utilities ?? []).map((u) => shard.u[u] as UtilityKey),
    });
  }
  return result;
}

