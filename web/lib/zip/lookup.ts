// ZIP → centroid, place name, state and California utilities, from our own static shards
// (/data/zip/<prefix>.json, ≤ 5 KB each, built by scripts/data/zip.mjs). Replaces the spec's
// third-party geocoding call: no token, no Worker, one small request per prefix, cached in memory.
// Shards are untrusted input and always pass the zod parser (domain/zip/shard.ts), but that parser
// is imported only when a shard is fetched, so pages with a ZIP field don't carry zod up front.
import { findZip, hasShard, shardPrefix, type ZipShard } from "../../../domain/zip/shard-index";
import type { ZipInfo } from "../../../domain/zip/types";

/** A failed lookup request (the spec's "Geocoding failed"): network error, HTTP error or a bad shard. */
export class ZipLookupError extends Error {
  override name = "ZipLookupError";
}

const EMPTY_SHARD: ZipShard = new Map();
const shards = new Map<string, ZipShard>();

export function shardUrl(prefix: string): string {
  return `/data/zip/${prefix}.json`;
}

/**
 * One request per prefix at a time: the plan's station counts and its money both look the ZIP up
 * as the shared plan opens, and fetched the same shard twice (issue 25). A caller that aborts stops
 * waiting; the request itself carries on for the others (and fills the cache).
 */
const inflight = new Map<string, Promise<ZipShard>>();

function loadShard(prefix: string, signal?: AbortSignal): Promise<ZipShard> {
  const cached = shards.get(prefix);
  if (cached) return Promise.resolve(cached);
  let request = inflight.get(prefix);
  if (!request) {
    request = fetchShard(prefix).finally(() => inflight.delete(prefix));
    inflight.set(prefix, request);
  }
  if (!signal) return request;
  return new Promise<ZipShard>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    request.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

async function fetchShard(prefix: string): Promise<ZipShard> {
  // Start loading the parser alongside the request; a failed chunk load is a failed lookup.
  const parser = import("../../../domain/zip/shard.schema");
  parser.catch(() => undefined); // handled below; avoids an unhandled rejection on early returns
  let response: Response;
  try {
    response = await fetch(shardUrl(prefix));
  } catch (cause) {
    throw new ZipLookupError("Geocoding failed", { cause });
  }
  // No shard for a prefix means no ZIP starts with it: an unknown ZIP, not a failure.
  if (response.status === 404) {
    shards.set(prefix, EMPTY_SHARD);
    return EMPTY_SHARD;
  }
  if (!response.ok) throw new ZipLookupError(`Geocoding failed (${response.status})`);
  let json: unknown;
  try {
    json = await response.json();
  } catch (cause) {
    throw new ZipLookupError("Geocoding failed", { cause });
  }
  try {
    const { parseZipShard } = await parser;
    const shard = parseZipShard(prefix, json);
    shards.set(prefix, shard);
    return shard;
  } catch (cause) {
    throw new ZipLookupError("Geocoding failed", { cause });
  }
}

/**
 * Looks up a ZIP. Resolves null for an unknown ZIP (including strings that cannot be ZIPs),
 * throws ZipLookupError when the request fails, and rejects with the abort reason when aborted.
 */
export async function lookupZip(zip: string, signal?: AbortSignal): Promise<ZipInfo | null> {
  const prefix = shardPrefix(zip);
  if (!prefix || !hasShard(prefix)) return null;
  signal?.throwIfAborted();
  return findZip(await loadShard(prefix, signal), zip);
}

/** Test helper: forget cached shards. */
export function clearZipCache(): void {
  shards.clear();
  inflight.clear();
}
