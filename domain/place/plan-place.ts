// The plan's place from a ZIP lookup: the one function the browser (web/lib/charging-plan/usePlanPlace.ts)
// and the Worker (worker/og/zip-place.ts) both call, so the page, the shared plan and its card
// price the same utility. Apart from ./resolve.ts so the plan model can use resolve.ts without a cycle.
import type { PlanPlace } from "../charging-plan/model";
import type { ResolvedPublicPrices } from "../stations/types";
import type { ZipInfo } from "../zip/types";
import { placeFromZip } from "./resolve";

export function planPlaceOf(info: ZipInfo, publicPrices: ResolvedPublicPrices | null): PlanPlace {
  return { state: info.state, utilities: info.utilities, publicPrices, electricUtilities: placeFromZip(info).utilities };
}
