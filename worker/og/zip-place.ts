// The plan's place for the Worker's previews (the og:image card, the link description): the ZIP's
// state and utilities (resolved by domain/place/plan-place.ts, as the browser does) from the same static ZIP shards the browser uses (/data/zip/<prefix>.json
// through the ASSETS binding, validated with the same parser), and the public prices of the
// stations in the plan's driving area from the same station search and the same normalised
// question (planStationQuery) the browser asks, so the preview's money figures match the page's.
// A ZIP that cannot be read → null: the card then uses the US defaults, exactly as the page does.
// A station search that fails → no local prices: the US average, as the page does then.
import type { PlanPlace } from "../../domain/charging-plan/model";
import type { UserInputs } from "../../domain/contracts/progress.schema";
import { effectiveDailyMiles } from "../../domain/charging-plan/range-figures";
import { planStationQuery } from "../../domain/map/driving-area";
import { resolvedPricesOf } from "../../domain/stations/pricing";
import { findZip, hasShard, parseZipShard, shardPrefix } from "../../domain/zip/shard.schema";
import type { ZipInfo } from "../../domain/zip/types";
import { findStations } from "../services/stations";
import { log } from "../middleware/logging";
import { readSharedPlan, type SharedPlanReading } from "../../domain/share/shared-plan-reading";
import { planPlaceOf } from "../../domain/place/plan-place";

async function zipInfo(assets: Fetcher, origin: string, zip: string): Promise<ZipInfo | null> {
  const prefix = shardPrefix(zip);
  if (!prefix || !hasShard(prefix)) return null;
  try {
    const response = await assets.fetch(new Request(`${origin}/data/zip/${prefix}.json`));
    if (!response.ok) return null;
    return findZip(parseZipShard(prefix, await response.json()), zip) ?? null;
  } catch {
    return null;
  }
}

export async function planPlace(
  env: Pick<Env, "DB" | "ASSETS">,
  origin: string,
  inputs: Pick<UserInputs, "zipCode" | "dailyMiles" | "annualMiles">,
): Promise<PlanPlace | null> {
  const info = await zipInfo(env.ASSETS, origin, inputs.zipCode);
  if (!info) return null;
  const query = planStationQuery({ lat: info.lat, lng: info.lng, state: info.state }, effectiveDailyMiles(inputs));
  let publicPrices: PlanPlace["publicPrices"] = null;
  if (query) {
    try {
      const resolved = resolvedPricesOf(await findStations(env, query));
      publicPrices = resolved.scope === "none" ? null : resolved;
    } catch (error) {
      log("warn", "plan place: station search failed, public charging at the US average", { error: String(error) });
    }
  }
  return planPlaceOf(info, publicPrices);
}

/**
 * The request's one reading of a shared plan's link (domain/share/shared-plan-reading.ts): decoded
 * once, priced at most once for its place here, whoever in the request asks (the page's tags and
 * <noscript> summary, the card). `data` is the query's one `data` value, or null when it gives none
 * or several (two plans in one link are no plan).
 */
export function sharedPlanReading(env: Pick<Env, "DB" | "ASSETS">, request: Request, data: string | null): SharedPlanReading {
  const origin = new URL(request.url).origin;
  return readSharedPlan(request, data, {
    lookupPlace: (inputs) => planPlace(env, origin, inputs),
    today: new Date().toISOString().slice(0, 10),
  });
}
