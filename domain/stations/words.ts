// Words for station facts that the public-charging guide and the plan's station line both print,
// written once so the two screens say the same thing ("New York as of 2025-04-21", "1 port",
// "Typical prices near you, from 44 stations: …").
import { stateName } from "./search";
import type { SnapshotState, StationPrices } from "./types";

/** "1 port" / "2,100 ports". */
export function plural(value: number, one: string, many: string): string {
  return `${value.toLocaleString("en-US")} ${value === 1 ? one : many}`;
}

/** When the station data is from: "updated 2026-05-02", or each state's snapshot, "New York as of 2025-04-21". */
export function stationCredit(states: readonly SnapshotState[], refreshedAt: string | null): string {
  if (refreshedAt) return `updated ${refreshedAt.slice(0, 10)}`;
  return states.map((state) => `${stateName(state.state)} as of ${state.asOf}`).join(", ");
}

/** "$0.54/kWh": cents, rounded half up (a median of 0.375 reads $0.38). */
export function usdPerKwhText(value: number): string {
  return `$${(Math.round(value * 100 + 1e-9) / 100).toFixed(2)}/kWh`;
}

const LEVEL_WORDS = {
  level2: { name: "Level 2", few: "Level 2 stations" },
  dcFast: { name: "fast", few: "fast chargers" },
} as const;

/**
 * The one line under a station list on typical prices, from an answer's `prices`: "Typical prices
 * near you, from 44 stations: Level 2 $0.40/kWh, fast $0.54/kWh; 342 stations near you list
 * charging as free (AFDC, as of 2025-04-21)." When a level rests on the state's stations it says
 * so ("Too few stations near you list a price; across New York, from 171 stations: …").
 */
export function localPriceLine({ circle, resolved }: StationPrices): string {
  const levels = (["level2", "dcFast"] as const).filter((level) => resolved[level] !== null);
  const text = (level: "level2" | "dcFast") => `${LEVEL_WORDS[level].name} ${usdPerKwhText(resolved[level]!.medianUsdPerKwh)}`;
  const near = levels.filter((level) => resolved[level]!.scope === "circle");
  const wide = levels.filter((level) => resolved[level]!.scope === "state");
  const count = (list: readonly ("level2" | "dcFast")[]) => plural(list.reduce((sum, level) => sum + resolved[level]!.stations, 0), "station", "stations");
  const free = circle.free > 0 ? `; ${plural(circle.free, "station", "stations")} near you list${circle.free === 1 ? "s" : ""} charging as free` : "";
  if (levels.length === 0) return `Too few stations near you list a price per kWh to say what charging typically costs here${free}.`;
  const place = resolved.state ? stateName(resolved.state) : "the state";
  const parts: string[] = [];
  if (near.length > 0) parts.push(`Typical prices near you, from ${count(near)}: ${near.map(text).join(", ")}`);
  if (wide.length > 0) {
    const few = near.length === 0 ? "Too few stations near you list a price" : `too few ${wide.map((level) => LEVEL_WORDS[level].few).join(" or ")} near you list one`;
    parts.push(`${few}${near.length === 0 ? ";" : ", so"} across ${place}, from ${count(wide)}: ${wide.map(text).join(", ")}`);
  }
  return `${parts.join("; ")}${free} (AFDC, as of ${resolved.asOf}).`;
}
