// Parsing of the ZIP lookup shards (web/public/data/zip/<prefix>.json, built by scripts/data/zip.mjs).
// A shard holds every ZIP of one 3-digit prefix in compact arrays with per-shard tables of place
// names, states, California utility keys, counties, Rewiring America area ids and electric
// utilities (format: scripts/data/zip.mjs). Everything is validated: a shard that does not match is an error,
// never a half-read answer.
import * as z from "zod/mini";
import { SHARD_VERSION, type ZipShard } from "./shard-index";
import { UTILITY_KEYS, type UtilityKey, type ZipInfo } from "./types";
import { tariffKeyOfTerritory } from "../place/tariff-keys";
import { PRICE_YEAR } from "../place/price-year";

// The lookup helpers live in shard-index.ts (no zod); re-exported so tests and scripts have one door.
export { findZip, hasShard, isLookupableZip, SHARD_VERSION, shardPrefix, type ZipShard } from "./shard-index";

const index = z.int().check(z.minimum(0));
const cents = z.number().check(z.positive(), z.maximum(200));
const ZipRowSchema = z.tuple([
  z.string().check(z.regex(/^\d{2}$/)),
  index,
  z.number(),
  z.number(),
  index,
  z.array(index),
  z.int().check(z.minimum(-1)),
  z.array(index),
  z.array(z.tuple([index, z.union([z.literal(0), z.literal(1)]), z.nullable(cents)])),
]);
const ElectricSchema = z.tuple([
  z.string().check(z.regex(/^\d+$/)),
  z.string().check(z.minLength(1)),
  z.string().check(z.minLength(1), z.maxLength(120)),
  z.nullable(cents),
  z.union([z.literal(0), z.literal(1)]),
]);

const ShardSchema = z
  .strictObject({
    v: z.literal(SHARD_VERSION),
    n: z.array(z.string().check(z.minLength(1), z.maxLength(80))),
    s: z.array(z.string().check(z.regex(/^[A-Z]{2}$/))),
    u: z.array(z.enum(UTILITY_KEYS)),
    c: z.array(z.tuple([z.string().check(z.minLength(1)), z.string().check(z.regex(/^\d{5}$/))])),
    g: z.array(z.string().check(z.regex(/^\d+$/))),
    e: z.array(ElectricSchema),
    z: z.array(ZipRowSchema),
  })
  .check(
    z.refine(
      (shard) =>
        shard.z.every(
          ([, name, lat, lng, state, utilities, county, areas, electric]) =>
            name < shard.n.length &&
            state < shard.s.length &&
            lat >= -90 &&
            lat <= 90 &&
            lng >= -180 &&
            lng <= 180 &&
            utilities.every((u) => u < shard.u.length) &&
            county < shard.c.length &&
            areas.every((a) => a < shard.g.length) &&
            electric.every(([u]) => u < shard.e.length),
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
  for (const [suffix, name, lat, lng, state, utilities, county, areas, electric] of shard.z) {
    const zip = prefix + suffix;
    const stateCode = shard.s[state] as string;
    const countyRow = county >= 0 ? shard.c[county] : undefined;
    result.set(zip, {
      zip,
      lat,
      lng,
      placeName: `${shard.n[name]}, ${stateCode} ${zip}`,
      state: stateCode,
      utilities: utilities.map((u) => shard.u[u] as UtilityKey),
      county: countyRow ? { name: countyRow[0], fips: countyRow[1] } : null,
      areaGeographyIds: areas.map((a) => shard.g[a] as string),
      electric: electric.map(([u, predominant, areaCents]) => {
        const [geographyId, key, utilityName, ownCents, flags] = shard.e[u]!;
        const price =
          ownCents !== null
            ? { kind: "utility" as const, centsPerKwh: ownCents, year: PRICE_YEAR }
            : areaCents !== null
              ? { kind: "area-average" as const, centsPerKwh: areaCents, year: PRICE_YEAR }
              : null;
        return { geographyId, key, name: utilityName, predominant: predominant === 1, price, retailChoice: flags === 1, tariffKey: tariffKeyOfTerritory(key) };
      }),
    });
  }
  return result;
}

