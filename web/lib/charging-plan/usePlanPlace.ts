// The place a plan's money is priced for, the same on every screen that shows it (the plan's
// "Your plan in dollars", the calculator's "Your plan" beside its own figure): the ZIP's state and
// utilities from the ZIP lookup (resolved once, in domain/place/: planPlaceOf), and the public charging prices of the stations in the plan's
// driving area (the same request the plan's station line makes, so it is fetched once). One hook,
// so two screens can never price the same plan for two places.
import type { PlanPlace } from "../../../domain/charging-plan/model";
import type { UserInputs } from "../../../domain/contracts/progress.schema";
import { effectiveDailyMiles } from "../../../domain/charging-plan/range-figures";
import { planStationQuery } from "../../../domain/map/driving-area";
import { resolvedPricesOf } from "../../../domain/stations/pricing";
import { useStations } from "../stations/useStations";
import { useZipInfo } from "../zip/useZipInfo";
import { useProgramShard } from "../programs/usePrograms";
import { chosenUtility, placeFromZip, programLocation } from "../../../domain/place/resolve";
import { stateName } from "../../../domain/zip/state-names";
import { planPlaceOf } from "../../../domain/place/plan-place";

/**
 * "loading" until the ZIP and its stations are looked up; null when the ZIP cannot be placed
 * (national defaults, said plainly). A failed station request prices public charging at the US
 * average and says so: the figures never wait on it forever.
 */
export function usePlanPlace(inputs: Pick<UserInputs, "zipCode" | "dailyMiles" | "annualMiles" | "electricUtility">): PlanPlace | null | "loading" {
  const status = useZipInfo(inputs.zipCode.trim());
  const info = status.status === "found" ? status.info : undefined;
  const query = info ? planStationQuery({ lat: info.lat, lng: info.lng, state: info.state }, effectiveDailyMiles(inputs)) : null;
  const stations = useStations(query);
  // The state's programs for "Money you may get" (issue 33), fetched beside the stations.
  const shard = useProgramShard(info?.state ?? null);
  if (status.status === "loading") return "loading";
  if (!info) return null;
  if (query && (stations.status === "loading" || stations.status === "idle")) return "loading";
  if (shard.status === "loading" || shard.status === "idle") return "loading";
  const resolved = stations.status === "ready" ? resolvedPricesOf(stations.data) : null;
  // Programs are judged for the utility that sends the person's bill (their pick, else the predominant one).
  const place = placeFromZip(info);
  const chosen = inputs.electricUtility || undefined;
  const programs =
    shard.status === "ready"
      ? { shard: shard.data, location: programLocation(place, chosen), area: null, stateName: stateName(info.state), utilityName: chosenUtility(place, chosen)?.name ?? null }
      : null;
  return { ...planPlaceOf(info, resolved && resolved.scope !== "none" ? resolved : null), programs };
}
