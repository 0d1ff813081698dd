// The zod-free half of the ZIP shards: which shard file a ZIP lives in, whether it exists, and
// reading a ZIP out of a shard that domain/zip/shard.schema.ts has already validated. Kept apart from the
// parser so pages that look ZIPs up load the schema only when a shard actually arrives.
import SHARD_PREFIXES from "./shard-prefixes.json";
import type { ZipInfo } from "./types";

/** 2: every ZIP's county, Rewiring America geography ids and electric utilities with prices (issue 33). */
export const SHARD_VERSION = 2;

/** A validated shard: ZIP → info, for one prefix. */
export type ZipShard = ReadonlyMap<string, ZipInfo>;

/** 5 digits, nothing else. Other strings can never be in a shard (the wizard's input has no digits-only rule). */
export function isLookupableZip(zip: string): boolean {
  return /^\d{5}$/.test(zip);
}

/** Whether a shard file exists for a 3-digit prefix (generated with the shards by scripts/data/zip.mjs). */
export function hasShard(prefix: string): boolean {
  if (!/^\d{3}$/.test(prefix)) return false;
  const n = Number(prefix);
  return (SHARD_PREFIXES.runs as [number, number][]).some(([first, last]) => n >= first && n <= last);
}

/** The shard file a ZIP lives in ("941" for 94110), or null when the string cannot be a ZIP. */
export function shardPrefix(zip: string): string | null {
  return isLookupableZip(zip) ? zip.slice(0, 3) : null;
}

/** The ZIP's info from its parsed shard, or null for an unknown ZIP. */
export function findZip(shard: ZipShard, zip: string): ZipInfo | null {
  return shard.get(zip) ?? null;
}
