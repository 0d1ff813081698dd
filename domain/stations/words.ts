// Words for station facts that the public-charging guide and the plan's station line both print,
// written once so the two screens say the same thing ("New York as of 2025-04-21", "1 port").
import { stateName } from "./search";
import type { SnapshotState } from "./types";

/** "1 port" / "2,100 ports". */
export function plural(value: number, one: string, many: string): string {
  return `${value.toLocaleString("en-US")} ${value === 1 ? one : many}`;
}

/** When the station data is from: "updated 2026-05-02", or each state's snapshot, "New York as of 2025-04-21". */
export function stationCredit(states: readonly SnapshotState[], refreshedAt: string | null): string {
  if (refreshedAt) return `updated ${refreshedAt.slice(0, 10)}`;
  return states.map((state) => `${stateName(state.state)} as of ${state.asOf}`).join(", ");
}
