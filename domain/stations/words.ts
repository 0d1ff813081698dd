// Words for station facts that the public-charging guide and the plan's station line both print,
// written once so the two screens say the same thing ("New York as of 2025-04-21", "1 port",
// "Typical prices near you, from 44 stations: …").
import { formatInteger } from "../i18n/format";
import { getLocale } from "../i18n/runtime";
import * as m from "../i18n/messages";
import { formatIsoDate, formatUsd } from "../rates/format";
import { stateName } from "../zip/state-names";
import type { CoverageStatus, SnapshotState, StationPrices } from "./types";

/** "1 port" / "2,100 ports" (English words from the caller; the catalogue's plurals speak Spanish). */
export function plural(value: number, one: string, many: string): string {
  return `${formatInteger(value)} ${value === 1 ? one : many}`;
}

/** A data date: as the data writes it in English ("2025-04-21"), through Intl in Spanish ("21 abr 2025"). */
function dataDate(iso: string): string {
  return getLocale() === "en" ? iso : formatIsoDate(iso);
}

const stations = (count: number) => m.stations_count({ count, countText: formatInteger(count) });

/** When the station data is from: "updated 2026-05-02", or each state's snapshot, "New York as of 2025-04-21". */
export function stationCredit(states: readonly SnapshotState[], refreshedAt: string | null): string {
  if (refreshedAt) return m.stations_updated({ date: dataDate(refreshedAt.slice(0, 10)) });
  return states.map((state) => m.stations_state_as_of({ state: stateName(state.state), date: dataDate(state.asOf) })).join(", ");
}

/** "$0.54/kWh": cents, rounded half up (a median of 0.375 reads $0.38). */
export function usdPerKwhText(value: number): string {
  return `${formatUsd(Math.round(value * 100 + 1e-9) / 100)}/kWh`;
}

const levelName = (level: "level2" | "dcFast") => (level === "level2" ? m.stations_level2_name() : m.stations_fast_name());

/**
 * The one line under a station list on typical prices, from an answer's `prices`: "Typical prices
 * near you, from 44 stations: Level 2 $0.40/kWh, fast $0.54/kWh; 342 stations near you list
 * charging as free (AFDC, as of 2025-04-21)." When a level rests on the state's stations it says
 * so ("Too few stations near you list a price; across New York, from 171 stations: …").
 */
export function localPriceLine({ circle, resolved }: StationPrices): string {
  const levels = (["level2", "dcFast"] as const).filter((level) => resolved[level] !== null);
  const text = (level: "level2" | "dcFast") => `${levelName(level)} ${usdPerKwhText(resolved[level]!.medianUsdPerKwh)}`;
  const near = levels.filter((level) => resolved[level]!.scope === "circle");
  const wide = levels.filter((level) => resolved[level]!.scope === "state");
  const count = (list: readonly ("level2" | "dcFast")[]) => stations(list.reduce((sum, level) => sum + resolved[level]!.stations, 0));
  const free = circle.free > 0 ? `; ${m.stations_free_near({ count: circle.free, countText: formatInteger(circle.free) })}` : "";
  if (levels.length === 0) return m.stations_too_few_any({ free });
  const place = resolved.state ? stateName(resolved.state) : m.stations_the_state();
  const parts: string[] = [];
  if (near.length > 0) parts.push(m.stations_typical_near({ stations: count(near), prices: near.map(text).join(", ") }));
  if (wide.length > 0) {
    // With any level priced near the person, at most one rests on the state's stations.
    const figures = { place, stations: count(wide), prices: wide.map(text).join(", ") };
    parts.push(
      near.length === 0
        ? m.stations_too_few_state(figures)
        : wide[0] === "level2"
          ? m.stations_too_few_level2_state(figures)
          : m.stations_too_few_fast_state(figures),
    );
  }
  return m.stations_price_line({ parts: parts.join("; "), free, date: dataDate(String(resolved.asOf)) });
}

function listStates(states: readonly SnapshotState[]): string {
  const names = states.map((entry) => stateName(entry.state)).sort();
  if (names.length <= 1) return names.join("");
  return m.stations_and({ first: names.slice(0, -1).join(", "), second: names[names.length - 1]! });
}

/**
 * Which states' stations are loaded when the circle is not fully covered, in the reader's language.
 * Pages word it themselves from the answer's status and states: GET /api/stations is cached per
 * circle, not per language, so its own `message` is in the language of whoever asked first.
 */
export function coverageMessage(coverage: { status: CoverageStatus; states: readonly SnapshotState[] }): string | null {
  if (coverage.status === "none") return m.stations_coverage_none({ states: listStates(coverage.states) });
  if (coverage.status === "partial") return m.stations_coverage_partial({ states: listStates(coverage.states) });
  return null;
}
