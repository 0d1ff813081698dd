// The plan's place (state and utilities) for the og:image card, read from the same static ZIP
// shards the browser uses (/data/zip/<prefix>.json through the ASSETS binding) and validated with
// the same parser, so the card's money figures match the shared page's. Any failure → null: the
// card then uses the US defaults, exactly as the page does for an unknown ZIP.
import type { PlanPlace } from "../../domain/plan/plan-model";
import { findZip, hasShard, parseZipShard, shardPrefix } from "../../domain/zip/shard.schema";

export async function zipPlace(assets: Fetcher, origin: string, zip: string): Promise<PlanPlace | null> {
  const prefix = shardPrefix(zip);
  if (!prefix || !hasShard(prefix)) return null;
  try {
    const response = await assets.fetch(new Request(`${origin}/data/zip/${prefix}.json`));
    if (!response.ok) return null;
    const info = findZip(parseZipShard(prefix, await response.json()), zip);
    return info ? { state: info.state, utilities: info.utilities } : null;
  } catch {
    return null;
  }
}
