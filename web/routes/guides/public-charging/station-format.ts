// Words for the guide's station list (the words the plan's summary shares are in domain/stations/words.ts).
import { CONNECTOR_LABELS } from "../../../../domain/stations/connectors";
import type { Station } from "../../../../domain/stations/types";
import { numberFormat, formatInteger } from "../../../../domain/i18n/format";
import * as m from "../../../../domain/i18n/messages";

/** "2.4 mi" (one decimal, in the reader's number format). */
export function formatMiles(miles: number): string {
  return m.guide_public_miles_short({ miles: numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(miles) });
}

/** "2 DC fast · 4 Level 2 · 1 Level 1" (levels with no ports are left out). */
export function portsLine(ports: Station["ports"]): string {
  const parts: string[] = [];
  if (ports.dcFast > 0) parts.push(m.guide_public_ports_dc({ count: ports.dcFast, countText: formatInteger(ports.dcFast) }));
  if (ports.level2 > 0) parts.push(m.guide_public_ports_l2({ count: ports.level2, countText: formatInteger(ports.level2) }));
  if (ports.level1 > 0) parts.push(m.guide_public_ports_l1({ count: ports.level1, countText: formatInteger(ports.level1) }));
  return parts.length > 0 ? parts.join(" · ") : m.guide_public_ports_unlisted();
}

export function connectorsLine(connectors: Station["connectors"]): string {
  return connectors.length > 0 ? connectors.map((code) => CONNECTOR_LABELS[code]).join(", ") : m.guide_public_not_listed();
}
