// "Time to add 100 miles" comparison (charging-plan-and-guides.md §9). The bars are drawn to
// scale: each bar's width is its time as a share of the slowest option, so 12 minutes really
// looks twenty times shorter than 4 hours.

export interface ChargeTimeOption {
  /** Short name shown beside the bar. */
  label: string;
  kw: number;
  /** Typical minutes to add 100 miles of range at this power. */
  minutes: number;
}

export const TIME_TO_ADD_100_MILES: readonly ChargeTimeOption[] = [
  { label: "Level 2 (7 kW)", kw: 7, minutes: 240 },
  { label: "DC fast (50 kW)", kw: 50, minutes: 35 },
  { label: "DC fast (150 kW)", kw: 150, minutes: 12 },
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
  if (rounded < 60) return `≈ ${rounded} min`;
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  return rest === 0 ? `≈ ${hours} h` : `≈ ${hours} h ${rest} min`;
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
export const CHARGER_LEVELS = [
  {
    id: "level2",
    name: "Level 2",
    current: "AC",
    time: "3–8 hours for a full charge",
    power: "7–22 kW",
    bestFor: "Topping up while you work, shop, eat or sleep at a hotel.",
    where: "Workplaces, shopping centres, parking garages, hotels and apartment buildings.",
    connector:
      "J1772 on most networks; Tesla-style (NACS, now standardised as SAE J3400) at Tesla destination chargers. Adapters cover the difference.",
  },
  {
    id: "dcfast",
    name: "DC fast",
    current: "DC",
    time: "20–60 minutes to 80%",
    power: "50–350 kW",
    bestFor: "Road trips and quick top-ups when you're short on time.",
    where: "Along highways, at travel centres and at big retail car parks.",
    connector:
      "CCS or NACS (SAE J3400), depending on the car and the station. Older Nissan Leafs use CHAdeMO, which fewer new stations offer.",
  },
] as const;
