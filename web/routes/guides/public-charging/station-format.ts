// Words for the guide's station list (the words the plan's summary shares are in domain/stations/words.ts).
import { CONNECTOR_LABELS } from "../../../../domain/stations/connectors";
import type { Station } from "../../../../domain/stations/types";
import { plural } from "../../../../domain/stations/words";

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
