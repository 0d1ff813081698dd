// A utility's own time-of-use day for the Automate Charging bar (issue 13). Kept apart from
// ./automate-charging.ts (the page's copy) so it loads with the tariff data, after the page renders.
import type { TouPeriod, TouSegment } from "./automate-charging";

/** A season's day on a real tariff, drawn with the same bar as the example day. */
export interface UtilityTouDay {
  /** "Jun–Oct" (short, so it fits a phone; see formatMonths). */
  months: number[];
  segments: TouSegment[];
  ticks: number[];
}

interface TariffPeriodLike {
  label: string;
  days: "all" | "weekday" | "weekend";
  startHour: number | null;
  endHour: number | null;
  usdPerKwh: number;
}

/**
 * A plan's weekday in one season as bar segments, from the utility's own windows (issue 13: the
 * guide no longer draws the generic split next to a utility's real hours). Each window keeps the
 * utility's name for it ("super off-peak"); its colour comes from its price: the season's cheapest
 * price is off-peak, the dearest peak, anything between part-peak. Windows that wrap past midnight
 * are drawn as two pieces. Undefined when any weekday hour is unpriced or priced twice (BWP's EV
 * plan has no published hours): then the example day is shown instead.
 */
export function utilityTouDay(season: { months: number[]; periods: readonly TariffPeriodLike[] }): UtilityTouDay | undefined {
  const weekday = season.periods.filter((p) => p.days !== "weekend");
  const pieces: { startHour: number; endHour: number; label: string; usdPerKwh: number }[] = [];
  for (const p of weekday) {
    if (p.startHour === null || p.endHour === null) return undefined;
    if (p.startHour < p.endHour) pieces.push({ startHour: p.startHour, endHour: p.endHour, label: p.label, usdPerKwh: p.usdPerKwh });
    else {
      if (p.startHour < 24) pieces.push({ startHour: p.startHour, endHour: 24, label: p.label, usdPerKwh: p.usdPerKwh });
      if (p.endHour > 0) pieces.push({ startHour: 0, endHour: p.endHour, label: p.label, usdPerKwh: p.usdPerKwh });
    }
  }
  pieces.sort((a, b) => a.startHour - b.startHour);
  // Exactly one price for each of the 24 hours, or no drawing at all.
  let hour = 0;
  for (const piece of pieces) {
    if (piece.startHour !== hour) return undefined;
    hour = piece.endHour;
  }
  if (hour !== 24) return undefined;
  const prices = pieces.map((p) => p.usdPerKwh);
  const cheapest = Math.min(...prices);
  const dearest = Math.max(...prices);
  const period = (price: number): TouPeriod => (price === cheapest ? "off-peak" : price === dearest ? "peak" : "part-peak");
  // Neighbouring pieces at the same price and label read as one window.
  const segments: TouSegment[] = [];
  for (const piece of pieces) {
    const last = segments[segments.length - 1];
    const label = piece.label.charAt(0).toUpperCase() + piece.label.slice(1);
    if (last && last.label === label && last.endHour === piece.startHour) last.endHour = piece.endHour;
    else segments.push({ period: period(piece.usdPerKwh), label, startHour: piece.startHour, endHour: piece.endHour });
  }
  // Ticks at window starts, at least 3 hours apart so labels never overlap on a 390 px screen.
  const ticks: number[] = [];
  for (const segment of segments) {
    const previous = ticks[ticks.length - 1];
    if (previous === undefined || segment.startHour - previous >= 3) ticks.push(segment.startHour);
  }
  return { months: season.months, segments, ticks };
}

/**
 * The EV plan's cheapest window and its day per season, for each of a ZIP's utilities that has
 * tariffs. One module for the guide's single lazy import (the tariff data comes with it).
 */
export async function utilityOffPeakDays(utilities: readonly string[]) {
  const [{ evPlanOffPeakWindow, evPlan, isTariffUtilityKey }, { formatMonths }] = await Promise.all([
    import("../rates/tariffs"),
    import("../rates/format"),
  ]);
  return utilities.flatMap((utility) => {
    const offPeak = evPlanOffPeakWindow(utility as never);
    if (!offPeak || !isTariffUtilityKey(utility)) return [];
    const days = evPlan(utility).seasons.map(utilityTouDay);
    const drawable = days.every((d) => d !== undefined) ? (days as UtilityTouDay[]) : [];
    return [{ utility, window: offPeak, days: drawable.map((d) => ({ ...d, monthsLabel: formatMonths(d.months) })) }];
  });
}
