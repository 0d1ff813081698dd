// The charging-plan math (charging-plan-and-guides.md §9 "Driving figures", "Home charging rates",
// "Days between charging", "Display rules").
//
// There are TWO plan calculations and they differ ON PURPOSE (spec §9):
// - computeStep3Result: what the wizard's step 3 (and the shared plan) shows. Level 1 adds 3 mi/h,
//   matching the copy "Up to 3 miles per hour added"; a night that covers the day means "100%
//   recharged, no public charging needed".
// - computeDashboardPlan: the figures the dashboard keeps on the progress record ("calculations").
//   Level 1 adds 3.5 mi/h; a covered day on 240v/Level 2 gives a 14-day cadence; an unanswered
//   home-charging question gives 2 days.
// Do not "fix" one to match the other: both are spec'd.
import type { Calculations, EvType, HomeSetup, UserInputs } from "../contracts/progress.schema";
import type { Locale } from "../i18n/locale";
import * as m from "../i18n/messages";

// §9 Driving figures ---------------------------------------------------------------------------
export const HOURS_PARKED_DEFAULT = 8;
export const PHEV_RANGE_DEFAULT = 35;
export const BEV_RANGE_DEFAULT = 250;
export const FALLBACK_RANGE = 250;
/** Annual miles count 50 driving weeks (two weeks off). */
export const DRIVING_WEEKS_PER_YEAR = 50;
export const DAYS_PER_YEAR = 365;

// §9 Home charging rates, miles added per hour parked ------------------------------------------
/** Step 3 display rates: Level 1 is 3 mi/h so the number matches "Up to 3 miles per hour added". */
export const STEP3_MILES_PER_HOUR: Readonly<Record<HomeSetup, number>> = Object.freeze({
  level1: 3,
  "240v": 20,
  level2: 30,
});
/** Dashboard/server rates: Level 1 is 3.5 mi/h here. */
export const DASHBOARD_MILES_PER_HOUR: Readonly<Record<HomeSetup, number>> = Object.freeze({
  level1: 3.5,
  "240v": 20,
  level2: 30,
});

// §9 Days between charging ---------------------------------------------------------------------
/** Without home charging you use the 20%–80% window of the battery: 60% of range. */
export const PUBLIC_ONLY_USABLE_SHARE = 0.6;
/** With home charging (BEV), you may run the battery down to 20%: 80% of range. */
export const HOME_TOP_UP_USABLE_SHARE = 0.8;
export const MIN_DAYS_BETWEEN_CHARGING = 1;
/**
 * Upper bound (the spec names none): a few miles a day would otherwise give hundreds of days, and
 * a vanishing gap gives Infinity, which JSON cannot carry. A year is already "almost never".
 */
export const MAX_DAYS_BETWEEN_CHARGING = 365;

/** Whole days from a usable-miles ÷ miles-per-day figure: floor, then kept within [1, 365]. */
function clampDays(days: number): number {
  if (Number.isNaN(days)) return MIN_DAYS_BETWEEN_CHARGING;
  return Math.min(MAX_DAYS_BETWEEN_CHARGING, Math.max(MIN_DAYS_BETWEEN_CHARGING, Math.floor(days)));
}
/** Dashboard: a covered day on 240v or Level 2 gives this cadence. */
export const DASHBOARD_COVERED_DAYS = 14;
/** Dashboard: home charging not answered yet. */
export const DASHBOARD_UNKNOWN_HOME_DAYS = 2;
/**
 * Step 3: "no scheduled public charging" (the night covers the day, a PHEV falls back on gas, or
 * there is no driving). JSON cannot carry Infinity, so 0 stands for "Public Charge When Needed";
 * daysBarWidthPercent draws it as a full bar (spec: 100% when days <= 0).
 */
export const NO_SCHEDULED_PUBLIC_CHARGING = 0;

// §8 Over-100% messages (exact copy) -----------------------------------------------------------
// Getters: each read speaks the reader's language (the messages decide it per render).
export const OVER_RANGE_MESSAGE: Readonly<Record<EvType, string>> = Object.freeze({
  get BEV() {
    return m.plan_over_range_bev();
  },
  get PHEV() {
    return m.plan_over_range_phev();
  },
});

/** The §8 over-range message in `locale` (the reader's language when not given). */
export function overRangeMessage(evType: EvType, locale?: Locale): string {
  return evType === "PHEV" ? m.plan_over_range_phev({}, { locale }) : m.plan_over_range_bev({}, { locale });
}

export interface Step3Result {
  /** Daily miles ÷ range × 100, one decimal, NOT capped (display caps it: batteryPercentDisplay). */
  percentBatteryUsedDaily: number;
  /** Miles put back overnight at home, never more than the day's miles (nor a PHEV's electric range); 0 without home charging. */
  milesRechargedDaily: number;
  /** Share of the day's miles put back overnight (0–100, whole %); the name is the spec's. */
  level1PercentRechargedDaily: number;
  /** Whole days between public charging; NO_SCHEDULED_PUBLIC_CHARGING (0) = only when needed. */
  daysBetweenPublicCharging: number;
  mainMessage: string;
  subText: string;
  /** The night's home charging puts back every mile of the day. */
  isFullyCharged: boolean;
}

const roundTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};
const nonNegative = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

/** §9: daily = 2 × one-way; annual = days/week × daily × 50 weeks. */
export function drivingFigures(oneWayMiles: number, daysPerWeek: number): { dailyMiles: number; annualMiles: number } {
  const dailyMiles = 2 * nonNegative(oneWayMiles);
  return { dailyMiles, annualMiles: nonNegative(daysPerWeek) * dailyMiles * DRIVING_WEEKS_PER_YEAR };
}

/** §9: "If dailyMiles is missing, use annualMiles / 365." Missing includes 0. */
export function effectiveDailyMiles(inputs: Pick<UserInputs, "dailyMiles" | "annualMiles">): number {
  const daily = nonNegative(inputs.dailyMiles);
  return daily > 0 ? daily : nonNegative(inputs.annualMiles) / DAYS_PER_YEAR;
}

/** §9 default ranges: PHEV 35, BEV 250, anything else the 250 fallback. */
export function defaultRangeFor(evType: EvType | "" | undefined): number {
  if (evType === "PHEV") return PHEV_RANGE_DEFAULT;
  if (evType === "BEV") return BEV_RANGE_DEFAULT;
  return FALLBACK_RANGE;
}

/** The range the math uses: the entered range, or the type's default when it is missing/0. */
export function effectiveRange(inputs: Pick<UserInputs, "evRange" | "evType">): number {
  const range = nonNegative(inputs.evRange);
  return range > 0 ? range : defaultRangeFor(inputs.evType);
}

function hoursParked(inputs: Pick<UserInputs, "hoursParkedAtHome">): number {
  const hours = nonNegative(inputs.hoursParkedAtHome);
  return hours > 0 ? hours : HOURS_PARKED_DEFAULT;
}

/** The home setup the figures assume: Level 1 (a plain outlet) until the person picks one. */
export function setupOrDefault(setup: UserInputs["homeSetup"]): HomeSetup {
  return setup === "" ? "level1" : setup;
}

// The dashboard's record texts (computeDashboardPlan) are stored on the progress record, never shown:
// they stay in English so a record reads the same whichever language saved it.
const everyDaysText = (days: number) => (days === 1 ? "every day" : `every ${days} days`);
const everyDaysWords = (days: number, locale?: Locale) => m.plan_every_days({ count: days }, { locale });
const milesWords = (value: number, locale?: Locale) => m.plan_miles({ count: Math.round(value), countText: String(Math.round(value)) }, { locale });

/**
 * The step 3 result (§3 "Step 3 result", §9). Step 3 requires a home-charging answer; an
 * unanswered one is treated like "no" here (the conservative public-only window).
 */
export function computeStep3Result(inputs: UserInputs, locale?: Locale): Step3Result {
  const miles = (value: number) => milesWords(value, locale);
  const over = (type: EvType) => overRangeMessage(type, locale);
  const dailyMiles = effectiveDailyMiles(inputs);
  const range = effectiveRange(inputs);
  const evType: EvType = inputs.evType === "PHEV" ? "PHEV" : "BEV";
  const percentBatteryUsedDaily = roundTo((dailyMiles / range) * 100, 1);
  const overRange = percentBatteryUsedDaily > 100;
  const hasHome = inputs.homeCharging === "yes";

  if (dailyMiles === 0) {
    return {
      percentBatteryUsedDaily: 0,
      milesRechargedDaily: 0,
      level1PercentRechargedDaily: hasHome ? 100 : 0,
      daysBetweenPublicCharging: NO_SCHEDULED_PUBLIC_CHARGING,
      mainMessage: m.plan_charge_when_needed({}, { locale }),
      subText: m.plan_add_daily_driving({}, { locale }),
      isFullyCharged: hasHome,
    };
  }

  if (hasHome) {
    const hoursPotential = hoursParked(inputs) * STEP3_MILES_PER_HOUR[setupOrDefault(inputs.homeSetup)];
    // A plug-in hybrid's battery holds only its electric range: past it the engine drives, so no
    // night can put back more miles than the battery holds (issue 23).
    const potential = evType === "PHEV" ? Math.min(hoursPotential, range) : hoursPotential;
    const milesRechargedDaily = roundTo(Math.min(potential, dailyMiles), 1);
    // §9: "if overnight recharge covers the daily miles, 100% is recharged and no public charging".
    const isFullyCharged = potential >= dailyMiles;
    const level1PercentRechargedDaily = isFullyCharged ? 100 : Math.round((potential / dailyMiles) * 100);
    if (isFullyCharged) {
      return {
        percentBatteryUsedDaily,
        milesRechargedDaily,
        level1PercentRechargedDaily,
        daysBetweenPublicCharging: NO_SCHEDULED_PUBLIC_CHARGING,
        mainMessage: overRange ? over(evType) : m.plan_home_covers_daily({}, { locale }),
        subText: overRange
          ? m.plan_over_range_home_detail({ daily: miles(dailyMiles), range: miles(range) }, { locale })
          : m.plan_plug_in_at_home({}, { locale }),
        isFullyCharged,
      };
    }
    if (evType === "PHEV") {
      // A plug-in hybrid never has to find a public charger: the gas engine covers the gap.
      return {
        percentBatteryUsedDaily,
        milesRechargedDaily,
        level1PercentRechargedDaily,
        daysBetweenPublicCharging: NO_SCHEDULED_PUBLIC_CHARGING,
        mainMessage: overRange ? over("PHEV") : m.plan_home_covers_percent({ percent: String(level1PercentRechargedDaily) }, { locale }),
        subText: m.plan_night_back_gas_rest({ back: miles(milesRechargedDaily), daily: miles(dailyMiles) }, { locale }),
        isFullyCharged,
      };
    }
    // The week (issue 33): a night short of the day, but the nights without a drive put back the rest
    // (30 miles on 5 days at 24 a night: 7 × 24 = 168 ≥ 150). The money then charges every mile at
    // home, so no public-charging rhythm may stand beside its $0 of public charging.
    const week = homeWeek(inputs);
    if (week && week.homeMiles >= week.weekly - 1e-9) {
      return {
        percentBatteryUsedDaily,
        milesRechargedDaily,
        level1PercentRechargedDaily,
        daysBetweenPublicCharging: NO_SCHEDULED_PUBLIC_CHARGING,
        mainMessage: m.plan_nights_cover_week({}, { locale }),
        subText: m.plan_nights_cover_week_detail(
          { back: miles(milesRechargedDaily), daily: miles(dailyMiles), nights: String(week.nights), weekly: miles(week.weekly) },
          { locale },
        ),
        isFullyCharged,
      };
    }
    // §9: BEV with home charging: 0.8 × range ÷ (daily miles − home recharge), at least 1 day.
    const days = clampDays((HOME_TOP_UP_USABLE_SHARE * range) / (dailyMiles - potential));
    return {
      percentBatteryUsedDaily,
      milesRechargedDaily,
      level1PercentRechargedDaily,
      daysBetweenPublicCharging: days,
      mainMessage: overRange ? over("BEV") : m.plan_public_charge_every({ every: everyDaysWords(days, locale) }, { locale }),
      subText: m.plan_night_back_runs_down({ back: miles(milesRechargedDaily), daily: miles(dailyMiles) }, { locale }),
      isFullyCharged,
    };
  }

  // §9: no home charging: 60% of range (the 20%–80% window) ÷ daily miles, at least 1 day.
  const days = clampDays((PUBLIC_ONLY_USABLE_SHARE * range) / dailyMiles);
  const window = miles(PUBLIC_ONLY_USABLE_SHARE * range);
  return {
    percentBatteryUsedDaily,
    milesRechargedDaily: 0,
    level1PercentRechargedDaily: 0,
    daysBetweenPublicCharging: days,
    mainMessage: overRange ? over(evType) : m.plan_public_charge_every({ every: everyDaysWords(days, locale) }, { locale }),
    subText: evType === "PHEV" ? m.plan_window_phev({ window }, { locale }) : m.plan_window_bev({ window }, { locale }),
    isFullyCharged: false,
  };
}

/**
 * The dashboard/server plan (§3 "calculations", §9). Level 1 is 3.5 mi/h here; see the header
 * comment for why it differs from step 3. All numbers are finite so the record stores as JSON.
 */
export function computeDashboardPlan(inputs: UserInputs): Required<Calculations> {
  const dailyMiles = effectiveDailyMiles(inputs);
  const range = effectiveRange(inputs);
  const dailyChargePercent = roundTo((dailyMiles / range) * 100, 1);

  if (inputs.homeCharging === "") {
    // §9: "Unknown home answer: 2 days."
    return {
      daysBetweenCharging: DASHBOARD_UNKNOWN_HOME_DAYS,
      dailyChargePercent,
      overnightRecovery: 0,
      homeChargingFrequency: "Tell us whether you can charge at home",
      publicFrequencyText: `Public charging ${everyDaysText(DASHBOARD_UNKNOWN_HOME_DAYS)}`,
      percentRechargedDaily: 0,
    };
  }

  if (inputs.homeCharging === "no") {
    // §9: the dashboard uses the same 60% window as step 3, minimum 1 day. No driving at all
    // would mean "never"; the record needs a finite number, so it gets the covered-day cadence.
    const days =
      dailyMiles === 0
        ? DASHBOARD_COVERED_DAYS
        : clampDays((PUBLIC_ONLY_USABLE_SHARE * range) / dailyMiles);
    return {
      daysBetweenCharging: days,
      dailyChargePercent,
      overnightRecovery: 0,
      homeChargingFrequency: "No home charging",
      publicFrequencyText: `Public charging ${everyDaysText(days)}`,
      percentRechargedDaily: 0,
    };
  }

  const setup = setupOrDefault(inputs.homeSetup);
  const overnightRecovery = roundTo(hoursParked(inputs) * DASHBOARD_MILES_PER_HOUR[setup], 1);
  const covered = overnightRecovery >= dailyMiles;
  const percentRechargedDaily = covered ? 100 : Math.round((overnightRecovery / dailyMiles) * 100);
  // §9 names 14 days for 240v/Level 2 covering the day. Level 1 covering it (short drives) would
  // divide by zero or less in the formula, so it gets the same cadence.
  const days = covered
    ? DASHBOARD_COVERED_DAYS
    : clampDays((HOME_TOP_UP_USABLE_SHARE * range) / (dailyMiles - overnightRecovery));
  return {
    daysBetweenCharging: days,
    dailyChargePercent,
    overnightRecovery,
    homeChargingFrequency: covered ? "Charge at home every night" : "Charge at home every night (it covers part of your day)",
    publicFrequencyText: covered
      ? `Public charging about ${everyDaysText(days)}, mostly on longer trips`
      : `Public charging ${everyDaysText(days)}`,
    percentRechargedDaily,
  };
}

// The week (issues 23 and 33) ------------------------------------------------------------------
// Step 3's per-night figures are the spec's; the money and the public-charging rhythm read the
// week, so a rhythm never stands beside $0 of public charging (domain/charging-plan/charging-schedule.ts).

const DAYS_PER_WEEK = 7;
/** A car driven 5 days sleeps at home 7 nights: every night, until the person says fewer. */
export const NIGHTS_PER_WEEK_DEFAULT = 7;

export function nightsPerWeek(inputs: Pick<UserInputs, "homeNightsPerWeek">): number {
  const nights = Math.round(nonNegative(inputs.homeNightsPerWeek ?? 0));
  return nights >= 1 ? Math.min(DAYS_PER_WEEK, nights) : NIGHTS_PER_WEEK_DEFAULT;
}

export interface HomeWeek {
  /** The week's miles: yearly miles ÷ 50 driving weeks. */
  weekly: number;
  /** Driving days a week (the week's miles ÷ daily miles, up to 7). */
  drivingDays: number;
  nights: number;
  /** Whether the nights are the person's answer (false: our "every night"). */
  nightsAnswered: boolean;
  hoursParked: number;
  milesPerHour: number;
  /** Miles a night can add: hours parked × the setup's miles per hour. */
  milesPerNightPossible: number;
  /** Miles a week charged at home. */
  homeMiles: number;
}

/**
 * The week at home, or null without home charging or driving:
 *   BEV:  min(the week's miles, driving days × min(daily miles, the battery), nights × a night's miles)
 *   PHEV: night by night with the battery's limit (hybridWeekAtHome).
 */
export function homeWeek(inputs: UserInputs): HomeWeek | null {
  if (inputs.homeCharging !== "yes") return null;
  const daily = effectiveDailyMiles(inputs);
  const weekly = nonNegative(inputs.annualMiles) / DRIVING_WEEKS_PER_YEAR;
  if (!(daily > 0) || !(weekly > 0)) return null;
  const battery = effectiveRange(inputs);
  const drivingDays = Math.min(DAYS_PER_WEEK, weekly / daily);
  const nights = nightsPerWeek(inputs);
  const hoursParkedValue = Math.min(24, hoursParked(inputs));
  const milesPerHour = STEP3_MILES_PER_HOUR[setupOrDefault(inputs.homeSetup)];
  const milesPerNightPossible = hoursParkedValue * milesPerHour;
  const homeMiles =
    inputs.evType === "PHEV"
      ? hybridWeekAtHome({ daily, drivingDays, battery, nights, milesPerNight: milesPerNightPossible })
      : Math.min(weekly, drivingDays * Math.min(daily, battery), nights * milesPerNightPossible);
  return {
    weekly,
    drivingDays,
    nights,
    nightsAnswered: nonNegative(inputs.homeNightsPerWeek ?? 0) >= 1,
    hoursParked: hoursParkedValue,
    milesPerHour,
    milesPerNightPossible,
    homeMiles,
  };
}

export interface HybridWeek {
  /** Miles driven on a full driving day. */
  daily: number;
  /** Driving days a week (the week's miles ÷ daily miles, up to 7; a fraction drives part of a day). */
  drivingDays: number;
  /** The electric range: the most the battery holds. */
  battery: number;
  /** Nights a week at home, plugged in (1–7). */
  nights: number;
  /** Miles one night can add: hours parked × the setup's miles per hour. */
  milesPerNight: number;
}

/**
 * A plug-in hybrid's electric miles a week, night by night (issue 33). Its battery holds only its
 * electric range, so a weekend night cannot store charge a later day would need beyond that: the
 * weekly min(the week's miles, driving days × battery, nights × a night's miles) counted it anyway.
 *
 * The week runs Monday to Sunday; the driving days come first (Monday to Friday for 5), so the days
 * off are together, as in most working weeks. Night i follows day i (night 6, Sunday night, ends on
 * Monday morning). The person's nights at home are, first, those that end on a driving morning
 * (Sunday, Monday, … night), then the rest. Each day drives on the battery until it is empty, then
 * on gas; each night at home adds min(a night's miles, room left in the battery). The week is run
 * from a full battery until a Monday morning repeats (the steady state); the answer is that week's
 * charging, which equals its electric miles.
 *
 * Worked by hand (40-mile battery, 56 miles on 5 weekdays, Level 1: 8 h × 3 mi/h = 24 a night):
 * Monday drives 40 on the battery (full after the weekend), Tuesday–Friday 24 each (one night's
 * charge): 40 + 4 × 24 = 136. The nights add 24 (Monday–Friday), 16 on Saturday (the battery is
 * full at 40) and 0 on Sunday: 5 × 24 + 16 = 136. With the two days off apart (e.g. Thursday and
 * Sunday) each would fill the battery: 2 × 40 + 3 × 24 = 152, the best any week can do.
 */
export function hybridWeekAtHome({ daily, drivingDays, battery, nights, milesPerNight }: HybridWeek): number {
  if (!(daily > 0) || !(drivingDays > 0) || !(battery > 0) || !(milesPerNight > 0) || !(nights >= 1)) return 0;
  const driven = Array.from({ length: DAYS_PER_WEEK }, (_, day) => daily * Math.min(1, Math.max(0, drivingDays - day)));
  // Night (day − 1 + 7) % 7 ends on day's morning: those before a driving day first, in week order.
  const beforeDriving = driven.flatMap((miles, day) => (miles > 0 ? [(day + DAYS_PER_WEEK - 1) % DAYS_PER_WEEK] : [])).sort((a, b) => a - b);
  const rest = Array.from({ length: DAYS_PER_WEEK }, (_, night) => night).filter((night) => !beforeDriving.includes(night));
  const home = new Set([...beforeDriving, ...rest].slice(0, Math.min(DAYS_PER_WEEK, Math.round(nights))));

  let level = battery;
  let charged = 0;
  // A Monday-morning level can only take a few values before it repeats; 8 weeks is ample (the level
  // is monotone from a full start), and the cap keeps a pathological input from looping.
  for (let week = 0; week < 8; week += 1) {
    const mondayMorning = level;
    charged = 0;
    for (let day = 0; day < DAYS_PER_WEEK; day += 1) {
      level -= Math.min(level, driven[day]!);
      if (home.has(day)) {
        const added = Math.min(milesPerNight, battery - level);
        level += added;
        charged += added;
      }
    }
    if (Math.abs(level - mondayMorning) < 1e-9) break;
  }
  return charged;
}

// §9 Display rules -----------------------------------------------------------------------------

/**
 * Battery used daily, for display: whole %, capped at 100. `atCap` → warning icon (shown at 100);
 * `over100` → the extra over-range note.
 */
export function batteryPercentDisplay(percent: number): { shown: number; atCap: boolean; over100: boolean } {
  const value = Number.isFinite(percent) && percent > 0 ? percent : 0;
  const shown = Math.min(100, Math.round(value));
  return { shown, atCap: shown === 100, over100: value > 100 };
}

/** Days-between bar: days/7 × 100, capped at 100; 100 when days <= 0 or not finite. */
export function daysBarWidthPercent(days: number): number {
  if (!Number.isFinite(days) || days <= 0) return 100;
  return Math.min(100, (days / 7) * 100);
}

/** Whether the plan has a regular public-charging cadence ("Days Between Public Charging"). */
export function hasPublicChargingCadence(result: Pick<Step3Result, "daysBetweenPublicCharging">): boolean {
  return result.daysBetweenPublicCharging > 0;
}
