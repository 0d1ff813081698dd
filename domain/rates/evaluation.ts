// Pure tariff arithmetic for the Maximize Savings comparison: cheapest windows per season and day
// type, hour coverage checks, the default plan's typical price and yearly charging costs.
import type { Days, Period, RatePlan, Season } from "./tariffs";
import { windowLength } from "./tariff-keys";
import { TYPICAL_BEV_MILES_PER_KWH } from "../charging-plan/assumptions";

/**
 * The EV a figure assumes when it has no plan to read: the median 2025–26 battery-electric model
 * (EPA), the plan's own default (domain/charging-plan/assumptions.ts). The spec's 3.5 mi/kWh was kinder than
 * 8 in 10 of the cars people buy and made the calculator and the plan disagree (issue 23).
 */
export const EV_MILES_PER_KWH = TYPICAL_BEV_MILES_PER_KWH;
/** Spec constant (savings-tools-and-pages.md §9). */
export const GAS_CAR_MPG = 29;
/** Used when the utility is custom or outside the covered region (§4, §9). */
export const FALLBACK_USD_PER_KWH = 0.15;

export type DayType = Exclude<Days, "all">;
const WEEKDAYS_PER_WEEK = 5;
const WEEKEND_DAYS_PER_WEEK = 2;

function appliesTo(period: Period, dayType: DayType): boolean {
  return period.days === "all" || period.days === dayType;
}

/** Hours 0..23 a window covers (empty when the hours are unknown). */
export function hoursOf(startHour: number | null, endHour: number | null): number[] {
  const length = windowLength(startHour, endHour);
  if (startHour === null || length === 0) return [];
  return Array.from({ length }, (_, i) => (startHour + i) % 24);
}

export interface CoverageReport {
  /** True when every hour of every season is priced exactly once on weekdays and on weekends. */
  complete: boolean;
  problems: string[];
}

/** Checks that each season's periods price each of the 24 hours exactly once per day type. */
export function coverage(plan: RatePlan): CoverageReport {
  const problems: string[] = [];
  for (const season of plan.seasons) {
    for (const dayType of ["weekday", "weekend"] as const) {
      const counts = new Array<number>(24).fill(0);
      for (const period of season.periods.filter((p) => appliesTo(p, dayType))) {
        for (const hour of hoursOf(period.startHour, period.endHour)) counts[hour]! += 1;
      }
      counts.forEach((count, hour) => {
        if (count !== 1) problems.push(`${season.name} ${dayType} hour ${hour}: priced ${count} times`);
      });
    }
  }
  return { complete: problems.length === 0, problems };
}

/** True when every period has known hours (BWP's EV plan has prices but no windows). */
export function hasKnownWindows(plan: RatePlan): boolean {
  return plan.seasons.every((s) => s.periods.every((p) => p.startHour !== null && p.endHour !== null));
}

export interface PricedWindow {
  label: string;
  startHour: number;
  endHour: number;
  usdPerKwh: number;
}

/**
 * The cheapest window available on a day type in a season; ties go to the longer window.
 * Undefined when no period with known hours applies.
 */
export function cheapestWindow(season: Season, dayType: DayType): PricedWindow | undefined {
  let best: PricedWindow | undefined;
  for (const p of season.periods) {
    if (!appliesTo(p, dayType) || p.startHour === null || p.endHour === null) continue;
    const w = { label: p.label, startHour: p.startHour, endHour: p.endHour, usdPerKwh: p.usdPerKwh };
    if (
      !best ||
      w.usdPerKwh < best.usdPerKwh ||
      (w.usdPerKwh === best.usdPerKwh && windowLength(w.startHour, w.endHour) > windowLength(best.startHour, best.endHour))
    ) {
      best = w;
    }
  }
  return best;
}

/**
 * The default plan's typical price in a season: the price in effect for the most hours of the week
 * (what someone pays who plugs in without thinking about the clock, peak hours aside).
 */
export function typicalPrice(season: Season): number {
  const hoursAtPrice = new Map<number, number>();
  for (const p of season.periods) {
    const days = p.days === "all" ? 7 : p.days === "weekday" ? WEEKDAYS_PER_WEEK : WEEKEND_DAYS_PER_WEEK;
    // Unknown windows count one hour each so a plan without windows still yields its lowest-risk figure.
    const hours = Math.max(windowLength(p.startHour, p.endHour), 1) * days;
    hoursAtPrice.set(p.usdPerKwh, (hoursAtPrice.get(p.usdPerKwh) ?? 0) + hours);
  }
  let best: [number, number] | undefined;
  for (const entry of hoursAtPrice) {
    if (!best || entry[1] > best[1] || (entry[1] === best[1] && entry[0] > best[0])) best = entry;
  }
  if (!best) throw new Error(`Season ${season.name} has no periods`);
  return best[0];
}

export function annualKwh(annualMiles: number, milesPerKwh = EV_MILES_PER_KWH): number {
  return annualMiles / milesPerKwh;
}

/** Spec §9: annual off-peak comparison = annualMiles / 3.5 × rate. */
export function annualChargingCost(annualMiles: number, usdPerKwh: number, milesPerKwh = EV_MILES_PER_KWH): number {
  return annualKwh(annualMiles, milesPerKwh) * usdPerKwh;
}

/**
 * When the car is parked and how long it charges each night (domain/charging-plan/charging-schedule.ts
 * builds it from the plan). Charging fills the cheapest parked hours first; time beyond the
 * cheapest window is priced at the next window, so a long Level 1 night is not all at the lowest price.
 */
export interface NightlyCharging {
  /** Clock hour the car is plugged in (0–23). */
  fromHour: number;
  /** Hours parked at home each night (1–24). */
  hoursParked: number;
  /** Hours of charging a night needs (0 up to hoursParked). */
  hoursPerNight: number;
}

const DAYS_OF_WEEK = 7;
const dayTypeOf = (dayIndex: number): DayType => (dayIndex % DAYS_OF_WEEK < WEEKDAYS_PER_WEEK ? "weekday" : "weekend");

// A season's 24 hourly prices per day type, worked out once per season object (the tariff data is
// static, and the plan model prices the same season several times for its range).
const hourlyPrices = new WeakMap<Season, Record<DayType, (number | undefined)[]>>();

function hourlyTable(season: Season): Record<DayType, (number | undefined)[]> {
  let table = hourlyPrices.get(season);
  if (!table) {
    const build = (dayType: DayType) => {
      const prices = new Array<number | undefined>(24).fill(undefined);
      for (const p of season.periods) {
        if (!appliesTo(p, dayType)) continue;
        for (const hour of hoursOf(p.startHour, p.endHour)) prices[hour] ??= p.usdPerKwh;
      }
      return prices;
    };
    table = { weekday: build("weekday"), weekend: build("weekend") };
    hourlyPrices.set(season, table);
  }
  return table;
}

/** The price of one clock hour on a day type, or undefined when no known window covers it. */
export function priceAt(season: Season, dayType: DayType, hour: number): number | undefined {
  return hourlyTable(season)[dayType][((hour % 24) + 24) % 24];
}

export interface NightlyPrice {
  /** Average price paid per kWh over the week's nights. */
  usdPerKwh: number;
  /** Share of the charging hours priced above the night's cheapest hour (0–1). */
  beyondCheapestShare: number;
}

/**
 * The average price of a season's nights when each night charges `hoursPerNight` in the cheapest of
 * its parked hours. The 7 nights of a week are priced one by one: a night that starts on a
 * Sunday evening is a weekend before midnight and a weekday after. Undefined when a parked hour has
 * no known price.
 */
const nightlyCache = new WeakMap<Season, Map<string, NightlyPrice | undefined>>();

export function nightlyPrice(season: Season, night: NightlyCharging): NightlyPrice | undefined {
  let cache = nightlyCache.get(season);
  if (!cache) nightlyCache.set(season, (cache = new Map()));
  const key = `${night.fromHour}|${night.hoursParked}|${night.hoursPerNight}`;
  if (!cache.has(key)) {
    if (cache.size > 256) cache.clear(); // bounded: a page prices a handful of schedules
    cache.set(key, priceNights(season, night));
  }
  return cache.get(key);
}

function priceNights(season: Season, night: NightlyCharging): NightlyPrice | undefined {
  const span = Math.min(24, Math.max(1, Math.round(night.hoursParked)));
  const need = Math.min(span, Math.max(0, night.hoursPerNight));
  let priceSum = 0;
  let beyondSum = 0;
  for (let day = 0; day < DAYS_OF_WEEK; day += 1) {
    const hours: number[] = [];
    for (let i = 0; i < span; i += 1) {
      const clock = night.fromHour + i;
      const price = priceAt(season, dayTypeOf(day + Math.floor(clock / 24)), clock % 24);
      if (price === undefined) return undefined;
      hours.push(price);
    }
    hours.sort((a, b) => a - b);
    const cheapest = hours[0]!;
    if (need === 0) {
      priceSum += cheapest;
      continue;
    }
    let left = need;
    let cost = 0;
    let beyond = 0;
    for (const price of hours) {
      if (left <= 0) break;
      const used = Math.min(1, left);
      cost += price * used;
      if (price > cheapest) beyond += used;
      left -= used;
    }
    priceSum += cost / need;
    beyondSum += beyond / need;
  }
  return { usdPerKwh: priceSum / DAYS_OF_WEEK, beyondCheapestShare: beyondSum / DAYS_OF_WEEK };
}

export interface SeasonCost {
  season: string;
  months: number[];
  weekday: PricedWindow | undefined;
  weekend: PricedWindow | undefined;
  /**
   * Price per kWh: with a nightly schedule, the parked hours filled cheapest first (nightlyPrice);
   * without one, charging daily in the cheapest windows: 5 weekdays + 2 weekend days.
   */
  blendedCheapestUsdPerKwh: number;
  /** With a nightly schedule: share of charging hours beyond the cheapest window (0 without one). */
  beyondCheapestShare: number;
  /** Cost of this season's share (months / 12) of the yearly miles, charged in the cheapest windows. */
  cheapestCostUsd: number;
}

export interface PlanYearlyCost {
  planId: string;
  planName: string;
  kind: RatePlan["kind"];
  /** False when the plan's windows are unknown (no cost can be worked out honestly). */
  evaluable: boolean;
  seasons: SeasonCost[];
  /** Yearly EV charging cost when every charge happens in the plan's cheapest windows. */
  cheapestYearlyUsd: number;
  /** Part of the bill on any plan (or with no EV at all); never counted as an EV saving. */
  fixedMonthlyUsd: number | null;
  fixedYearlyUsd: number | null;
}

function monthsShare(season: Season): number {
  return season.months.length / 12;
}

/**
 * Yearly cost of charging `annualMiles` on this plan: in the parked hours of `night`, cheapest first,
 * when the plan knows them; otherwise (no plan yet) in each season's cheapest windows.
 */
export function planYearlyCost(plan: RatePlan, annualMiles: number, milesPerKwh = EV_MILES_PER_KWH, night?: NightlyCharging): PlanYearlyCost {
  const evaluable = hasKnownWindows(plan);
  const kwh = annualKwh(annualMiles, milesPerKwh);
  const seasons: SeasonCost[] = plan.seasons.map((season) => {
    const weekday = cheapestWindow(season, "weekday");
    const weekend = cheapestWindow(season, "weekend");
    const scheduled = night && evaluable ? nightlyPrice(season, night) : undefined;
    const blended = scheduled
      ? scheduled.usdPerKwh
      : weekday && weekend
        ? (weekday.usdPerKwh * WEEKDAYS_PER_WEEK + weekend.usdPerKwh * WEEKEND_DAYS_PER_WEEK) / 7
        : Number.NaN;
    return {
      season: season.name,
      months: season.months,
      weekday,
      weekend,
      blendedCheapestUsdPerKwh: blended,
      beyondCheapestShare: scheduled?.beyondCheapestShare ?? 0,
      cheapestCostUsd: kwh * monthsShare(season) * blended,
    };
  });
  const cheapestYearlyUsd = evaluable ? seasons.reduce((sum, s) => sum + s.cheapestCostUsd, 0) : Number.NaN;
  return {
    planId: plan.id,
    planName: plan.name,
    kind: plan.kind,
    evaluable,
    seasons,
    cheapestYearlyUsd,
    fixedMonthlyUsd: plan.fixedMonthlyUsd,
    fixedYearlyUsd: plan.fixedMonthlyUsd === null ? null : plan.fixedMonthlyUsd * 12,
  };
}

export interface TypicalCost {
  seasons: { season: string; months: number[]; usdPerKwh: number; costUsd: number }[];
  yearlyUsd: number;
}

/** Yearly cost of the same miles at the default plan's typical price, season by season. */
export function typicalYearlyCost(defaultPlan: RatePlan, annualMiles: number, milesPerKwh = EV_MILES_PER_KWH): TypicalCost {
  const kwh = annualKwh(annualMiles, milesPerKwh);
  const seasons = defaultPlan.seasons.map((season) => {
    const usdPerKwh = typicalPrice(season);
    return { season: season.name, months: season.months, usdPerKwh, costUsd: kwh * monthsShare(season) * usdPerKwh };
  });
  return { seasons, yearlyUsd: seasons.reduce((sum, s) => sum + s.costUsd, 0) };
}

export interface PlanComparison {
  annualMiles: number;
  annualKwh: number;
  typical: TypicalCost;
  plans: (PlanYearlyCost & {
    /** Typical cost minus this plan's cheapest-window cost: energy only, fixed charges excluded. */
    yearlySavingsVsTypicalUsd: number;
  })[];
}

/** The comparison table: each plan's cheapest-window yearly cost against the default plan's typical price. */
export function comparePlans(plans: RatePlan[], annualMiles: number, milesPerKwh = EV_MILES_PER_KWH, night?: NightlyCharging): PlanComparison {
  const def = plans.find((p) => p.kind === "default");
  if (!def) throw new Error("A default plan is needed for the comparison");
  const typical = typicalYearlyCost(def, annualMiles, milesPerKwh);
  return {
    annualMiles,
    annualKwh: annualKwh(annualMiles, milesPerKwh),
    typical,
    plans: plans.map((plan) => {
      const cost = planYearlyCost(plan, annualMiles, milesPerKwh, night);
      return { ...cost, yearlySavingsVsTypicalUsd: typical.yearlyUsd - cost.cheapestYearlyUsd };
    }),
  };
}
