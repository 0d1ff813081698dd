// "See the nearest stations" (the plan, the shared plan): the public-charging guide's station list,
// already showing the plan's ZIP (issue 25: the link opened the guide at its top, about 1,800 px
// above the list, and from a shared plan without the ZIP). The guide reads `?zip=` (five digits,
// anything else is ignored) and scrolls to the list when the address ends in `#pc-map`.
import { href } from "../routes";
import { isFiveDigitZip } from "../zip/format";

/** The id of the guide's "Find stations near you" section. */
export const STATION_LIST_ID = "pc-map";
export const STATION_ZIP_PARAM = "zip";

/**
 * `from: "plan"` opens the plan's task page (the person's own plan); `"shared"` the standalone
 * guide, since whoever opened a shared plan may have no plan of their own.
 */
export function stationListHref(zip: string, from: "plan" | "shared"): string {
  const path = href(from === "plan" ? "public-charging-task" : "public-charging-guide");
  const query = isFiveDigitZip(zip) ? `?${STATION_ZIP_PARAM}=${zip}` : "";
  return `${path}${query}#${STATION_LIST_ID}`;
}

/** The ZIP a station-list link carries, or undefined when it has none or not five digits. */
export function linkedStationZip(value: string | null): string | undefined {
  return value !== null && isFiveDigitZip(value) ? value : undefined;
}
