// "Time to add 100 miles" comparison (charging-plan-and-guides.md §9). The bars are drawn to
// scale: each bar's width is its time as a share of the slowest option, so 12 minutes really
// looks twenty times shorter than 4 hours. Words are read in the reader's language when shown.
import { lazyText } from "../guides/types";
import * as m from "../i18n/messages";

export interface ChargeTimeOption {
  /** Short name shown beside the bar. */
  label: string;
  kw: number;
  /** Typical minutes to add 100 miles of range at this power. */
  minutes: number;
}

export const TIME_TO_ADD_100_MILES: readonly ChargeTimeOption[] = [
  lazyText<ChargeTimeOption>({ kw: 7, minutes: 240 }, { label: m.pubcharge_bar_level2 }),
  lazyText<ChargeTimeOption>({ kw: 50, minutes: 35 }, { label: m.pubcharge_bar_dc50 }),
  lazyText<ChargeTimeOption>({ kw: 150, minutes: 12 }, { label: m.pubcharge_bar_dc150 }),
];

export interface ScaledBar extends ChargeTimeOption {
  /** Width as a percentage of the longest time (0–100, two decimals). */
  widthPercent: number;
  /** "≈ 4 h", "≈ 35 min". */
  timeLabel: string;
}

/** "≈ 4 h", "≈ 1 h 30 min", "≈ 35 min". */
export function formatDuration(minutes: number): string {
  const rounded = Math.round(minutes);
  if (rounded < 60) return m.pubcharge_duration_min({ minutes: rounded });
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  return rest === 0 ? m.pubcharge_duration_hours({ hours }) : m.pubcharge_duration_hours_min({ hours, minutes: rest });
}

/** Widths proportional to time, relative to the longest option (which gets 100%). */
export function scaleBars(options: readonly ChargeTimeOption[]): ScaledBar[] {
  const longest = Math.max(0, ...options.map((option) => option.minutes));
  return options.map((option) => ({
    ...option,
    widthPercent: longest > 0 ? Math.round((option.minutes / longest) * 10_000) / 100 : 0,
    timeLabel: formatDuration(option.minutes),
  }));
}

/** Level 2 versus DC fast cards (§9): time and power ranges as the spec states them. */
export interface ChargerLevel {
  id: "level2" | "dcfast";
  name: string;
  current: "AC" | "DC";
  time: string;
  power: string;
  bestFor: string;
  where: string;
  connector: string;
}

export const CHARGER_LEVELS: readonly [ChargerLevel, ChargerLevel] = [
  lazyText<ChargerLevel>(
    { id: "level2", current: "AC", power: "7–22 kW" },
    {
      name: m.pubcharge_level2_name,
      time: m.pubcharge_level2_time,
      bestFor: m.pubcharge_level2_best_for,
      where: m.pubcharge_level2_where,
      connector: m.pubcharge_level2_connector,
    },
  ),
  lazyText<ChargerLevel>(
    { id: "dcfast", current: "DC", power: "50–350 kW" },
    {
      name: m.pubcharge_dcfast_name,
      time: m.pubcharge_dcfast_time,
      bestFor: m.pubcharge_dcfast_best_for,
      where: m.pubcharge_dcfast_where,
      connector: m.pubcharge_dcfast_connector,
    },
  ),
];
