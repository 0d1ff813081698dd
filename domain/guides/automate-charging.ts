// Automate Your Charging copy and the time-of-use illustration (savings-tools-and-pages.md §2, §9).
import type { HowToStep, TipCard } from "./types";

// Titles live in ./titles.ts so the registry can name every guide without loading its content.
export { AUTOMATE_CHARGING_TITLE } from "./titles";

export const AUTOMATE_CHARGING_LEAD =
  "Most utilities charge less for electricity late at night. Set a charging schedule once, plug in whenever you like, and your car waits for the cheap hours on its own.";

export type TouPeriod = "off-peak" | "part-peak" | "peak";

export interface TouSegment {
  period: TouPeriod;
  label: string;
  startHour: number;
  endHour: number;
}

/**
 * An illustrative day (§9): off-peak 50%, part-peak 16.67%, peak 20.83%, part-peak 12.5%, which
 * is 12 h, 4 h, 5 h and 3 h of a 24-hour day: the common California shape with the 4–9 PM peak.
 */
export const TOU_DAY: readonly TouSegment[] = [
  { period: "off-peak", label: "Off-peak", startHour: 0, endHour: 12 },
  { period: "part-peak", label: "Part-peak", startHour: 12, endHour: 16 },
  { period: "peak", label: "Peak", startHour: 16, endHour: 21 },
  { period: "part-peak", label: "Part-peak", startHour: 21, endHour: 24 },
];

/** Tick labels under the bar (§9). */
export const TOU_TICKS: readonly number[] = [0, 6, 12, 16, 21];

export const GENERIC_OFF_PEAK = "Off-peak typically runs 9 PM to 6 AM";

/**
 * Outside California (issue 23): our rate data and the example day above are California's, so a
 * person elsewhere gets advice that holds anywhere, with no California plan, hour or price.
 */
export const OUTSIDE_CALIFORNIA_OFF_PEAK = {
  title: "Find your utility's cheapest hours",
  text: "Time-of-use hours differ from one utility to the next, and we have rate plans for California's largest utilities and two others (PSEG Long Island, Seattle City Light) only. Look up your utility's time-of-use or EV rate on your bill or its website, then schedule charging to start inside its cheapest hours. If you're not on such a plan, ask your utility whether it offers one.",
} as const;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Segment widths as percentages of the day, two decimals. */
export function touSegmentWidths(day: readonly TouSegment[] = TOU_DAY): number[] {
  return day.map((segment) => round2(((segment.endHour - segment.startHour) / 24) * 100));
}

/** Where a tick sits along the bar, as a percentage. */
export function tickPosition(hour: number): number {
  return round2((hour / 24) * 100);
}

/** 0 → "12am", 6 → "6am", 12 → "12pm", 16 → "4pm", 24 → "12am". */
export function hourLabel(hour: number): string {
  const h = ((hour % 24) + 24) % 24;
  const suffix = h < 12 ? "am" : "pm";
  const twelve = h % 12 === 0 ? 12 : h % 12;
  return `${twelve}${suffix}`;
}

/** "9 PM to 6 AM" for a window that may wrap past midnight (end exclusive, as tariffs store it). */
export function formatHourWindow(startHour: number, endHour: number): string {
  const label = (hour: number) => hourLabel(hour).replace(/(am|pm)$/, (suffix) => ` ${suffix.toUpperCase()}`);
  return `${label(startHour)} to ${label(endHour)}`;
}

export const SCHEDULE_STEPS: readonly HowToStep[] = [
  {
    name: "Find your off-peak hours",
    text: "Your bill or your utility's website lists your plan's cheapest hours. If you're not on an EV or time-of-use plan yet, switching usually saves the most.",
  },
  {
    name: "Set a schedule in your car or charger app",
    text: "Choose a start time inside the off-peak window, or set a departure time and let the car work out when to start. Add a daily charge limit, such as 80%, while you're there.",
  },
  {
    name: "Plug in when you get home",
    text: "Charging starts by itself at the scheduled time and stops at your limit, so you wake up to a charged car and a smaller bill.",
  },
];

export const PLUG_IN_ANYTIME =
  "With a schedule set, there's no reason to wait up: plug in as soon as you park. The car holds off until the cheap hours begin, and if you need a quick top-up you can usually override the schedule with one tap in the app.";

export const PRO_TIPS: readonly TipCard[] = [
  {
    id: "one-schedule",
    title: "Use one schedule, not two",
    body: "Set the schedule in the car or in a smart charger, not both. Two schedules that don't overlap can mean the car doesn't charge at all.",
  },
  {
    id: "departure",
    title: "Set a departure time",
    body: "Many EVs can finish charging just before you leave and warm or cool the cabin while still plugged in, which saves battery on cold or hot mornings.",
  },
  {
    id: "check-after-changes",
    title: "Check after changes",
    body: "After a rate plan change, a software update or the switch to or from daylight saving time, check that the schedule still matches your off-peak hours.",
  },
  {
    id: "limit",
    title: "Keep a daily limit",
    body: "A daily limit around 80% is gentler on the battery and leaves room for the full charge you set before a road trip.",
  },
];

export const AUTOMATE_CHARGING_STEPS: readonly HowToStep[] = SCHEDULE_STEPS;

