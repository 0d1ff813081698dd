// Words for station facts, shared by the guide's list and the plan's summary.
import { CONNECTOR_LABELS } from "../../../../domain/stations/connectors";
import { stateName } from "../../../../domain/stations/search";
import type { SnapshotState, Station } from "../../../../domain/stations/types";

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

export function formatMiles(miles: number): string {
  return `${miles.toFixed(1)} mi`;
}

/** "2 DC fast · 4 Level 2 · 1 Level 1" (levels with no ports are left out). */
export function portsLine(ports: Station["ports"]): string {
  const parts: string[] = [];
  if (ports.dcFast > 0) parts.push(`${plural(ports.dcFast, "DC fast port", "DC fast ports")}`);
  if (ports.level2 > 0) parts.push(`${plural(ports.level2, "Level 2 port", "Level 2 ports")}`);
  if (ports.level1 > 0) parts.push(`${plural(ports.level1, "Level 1 port", "Level 1 ports")}`);
  return parts.length > 0 ? parts.join(" · ") : "Port count not listed";
}

export function connectorsLine(connectors: Station["connectors"]): string {
  return connectors.length > 0 ? connectors.map((code) => CONNECTOR_LABELS[code]).join(", ") : "Not listed";
}

/** "Station data: U.S. DOE Alternative Fuels Data Center, New York as of 2025-04-21." */
export function stationCredit(states: readonly SnapshotState[], refreshedAt: string | null): string {
  if (refreshedAt) return `updated ${refreshedAt.slice(0, 10)}`;
  return states.map((state) => `${stateName(state.state)} as of ${state.asOf}`).join(", ");
}
