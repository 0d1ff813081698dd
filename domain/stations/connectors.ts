// Connector names people know, for AFDC's codes, and the filter the API and the guide offer.
import type { ConnectorCode, ConnectorFilter } from "./types";

export const CONNECTOR_LABELS: Record<ConnectorCode, string> = {
  J1772: "J1772",
  J1772COMBO: "CCS",
  CHADEMO: "CHAdeMO",
  TESLA: "NACS (J3400)",
  NEMA515: "NEMA 5-15 outlet",
  NEMA520: "NEMA 5-20 outlet",
  NEMA1450: "NEMA 14-50 outlet",
};

/** The four public-charging plugs, in the order the filter shows them. */
export const CONNECTOR_FILTERS: readonly { id: ConnectorFilter; label: string; code: ConnectorCode }[] = [
  { id: "ccs", label: "CCS", code: "J1772COMBO" },
  { id: "nacs", label: "NACS / J3400", code: "TESLA" },
  { id: "chademo", label: "CHAdeMO", code: "CHADEMO" },
  { id: "j1772", label: "J1772", code: "J1772" },
];

export const CONNECTOR_FILTER_IDS = CONNECTOR_FILTERS.map((filter) => filter.id) as readonly ConnectorFilter[];

export function connectorCodeFor(filter: ConnectorFilter): ConnectorCode {
  const match = CONNECTOR_FILTERS.find((candidate) => candidate.id === filter);
  if (!match) throw new Error(`Unknown connector filter ${filter}`);
  return match.code;
}
