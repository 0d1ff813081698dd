// When and how much the car charges at home, for the money (issue 23, "Honest charging hours").
//
// Step 3's figures (domain/charging/plan.ts) describe one driving day and one night, as the spec
// words them. The money needs the week: a car driven 5 days sleeps at home 7 nights, and each of
// those nights can put miles back. So, per week of the plan's 50 driving weeks:
//   home miles = min(the week's miles,
//                    driving days × min(daily miles, the battery)   ← a day cannot use more than a full battery
//                    nights at home × hours parked × the setup's miles per hour)
// A BEV charges the rest in public. A plug-in hybrid's small battery cannot store a weekend night's
// charge for later, so its week is run night by night (hybridWeekAtHome), and it drives the rest on gas. A hybrid without home
// charging uses the 20–80 % window (60 % of its battery) a day, then gas, as step 3 says.
//
// The hours: the car is assumed plugged in for its hours parked ending at 7 a.m. (8 hours: 11 p.m.
// to 7 a.m.), and each night's charging needs (miles that night ÷ miles per hour) hours, filled
// cheapest hour first (domain/rates/evaluation.ts nightlyPrice). The screen states all of this.
import type { UserInputs } from "../contracts/progress.schema";
import {
  DRIVING_WEEKS_PER_YEAR,
  HOURS_PARKED_DEFAULT,
  PUBLIC_ONLY_USABLE_SHARE,
  STEP3_MILES_PER_HOUR,
  effectiveDailyMiles,
  effectiveRange,
  setupOrDefault,
} from "../charging/plan";
import type { NightlyCharging } from "../rates/evaluation";

/** The hour people leave home in the morning: the parked hours end here. */
export const DEPARTURE_HOUR = 7;
export const NIGHTS_PER_WEEK_DEFAULT = 7;
const DAYS_PER_WEEK = 7;

export interface ChargingSchedule extends NightlyCharging {
  nightsPerWeek: number;
  /** Whether the nights are the person's answer (false: our "every night"). */
  nightsAnswered: boolean;
  drivingDaysPerWeek: number;
  /** Miles a charging night can add: hours parked × the setup's miles per hour. */
  milesPerNightPossible: number;
  /** Miles an average charging night actually adds. */
  milesPerNight: number;
  /** Clock hour the parked hours end (DEPARTURE_HOUR). */
  untilHour: number;
}

export interface MileSplit {
  /** Shares of the yearly miles by where their energy comes from; they add up to 1 (or all 0). */
  home: number;
  public: number;
  gas: number;
  /** The home-charging week, null without home charging. */
  schedule: ChargingSchedule | null;
}

const positive = (value: number | undefined): number => (typeof value === "number" && Number.isFinite(value) && value > 0 ? value : 0);

/** Yearly miles: the plan's own figure (days a week × daily miles × 50 weeks, §9). */
export function yearlyMiles(inputs: Pick<UserInputs, "annualMiles">): number {
  return positive(inputs.annualMiles);
}

export function nightsPerWeek(inputs: Pick<UserInputs, "homeNightsPerWeek">): number {
  const nights = Math.round(positive(inputs.homeNightsPerWeek));
  return nights >= 1 ? Math.min(DAYS_PER_WEEK, nights) : NIGHTS_PER_WEEK_DEFAULT;
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

/** The week of the plan: how its miles split between home, public and gas, and the nights at home. */
export function mileSplit(inputs: UserInputs): MileSplit {
  const daily = effectiveDailyMiles(inputs);
  const weekly = yearlyMiles(inputs) / DRIVING_WEEKS_PER_YEAR;
  if (!(daily > 0) || !(weekly > 0)) return { home: 0, public: 0, gas: 0, schedule: null };
  const battery = effectiveRange(inputs);
  const isHybrid = inputs.evType === "PHEV";
  const drivingDays = Math.min(DAYS_PER_WEEK, weekly / daily);
  const rest = (home: number) => (isHybrid ? { public: 0, gas: 1 - home } : { public: 1 - home, gas: 0 });

  if (inputs.homeCharging !== "yes") {
    if (!isHybrid) return { home: 0, public: 1, gas: 0, schedule: null };
    const electric = Math.min(daily, PUBLIC_ONLY_USABLE_SHARE * battery) / daily;
    return { home: 0, public: electric, gas: 1 - electric, schedule: null };
  }

  const nights = nightsPerWeek(inputs);
  const hoursParked = Math.min(24, positive(inputs.hoursParkedAtHome) || HOURS_PARKED_DEFAULT);
  const milesPerHour = STEP3_MILES_PER_HOUR[setupOrDefault(inputs.homeSetup)];
  const milesPerNightPossible = hoursParked * milesPerHour;
  const weeklyHome = isHybrid
    ? hybridWeekAtHome({ daily, drivingDays, battery, nights, milesPerNight: milesPerNightPossible })
    : Math.min(weekly, drivingDays * Math.min(daily, battery), nights * milesPerNightPossible);
  const milesPerNight = weeklyHome / nights;
  const home = weeklyHome / weekly;
  return {
    home,
    ...rest(home),
    schedule: {
      nightsPerWeek: nights,
      nightsAnswered: positive(inputs.homeNightsPerWeek) >= 1,
      drivingDaysPerWeek: drivingDays,
      milesPerNightPossible,
      milesPerNight,
      fromHour: (((DEPARTURE_HOUR - Math.round(hoursParked)) % 24) + 24) % 24,
      untilHour: DEPARTURE_HOUR,
      hoursParked,
      hoursPerNight: Math.min(hoursParked, milesPerNight / milesPerHour),
    },
  };
}
