// When and how much the car charges at home, for the money (issue 23, "Honest charging hours").
//
// Step 3's figures (domain/charging-plan/range-figures.ts) describe one driving day and one night, as the spec
// words them. The money needs the week: a car driven 5 days sleeps at home 7 nights, and each of
// those nights can put miles back. So, per week of the plan's 50 driving weeks:
//   home miles = min(the week's miles,
//                    driving days × min(daily miles, the battery)   ← a day cannot use more than a full battery
//                    nights at home × hours parked × the setup's miles per hour)
// A BEV charges the rest in public. A plug-in hybrid's small battery cannot store a weekend night's
// charge for later, so its week is run night by night, and it drives the rest on gas. The week's
// home miles are domain/charging-plan/range-figures.ts homeWeek, which step 3's public-charging rhythm reads too. A hybrid without home
// charging uses the 20–80 % window (60 % of its battery) a day, then gas, as step 3 says.
//
// The hours: the car is assumed plugged in for its hours parked ending at 7 a.m. (8 hours: 11 p.m.
// to 7 a.m.), and each night's charging needs (miles that night ÷ miles per hour) hours, filled
// cheapest hour first (domain/rates/evaluation.ts nightlyPrice). The screen states all of this.
import type { UserInputs } from "../contracts/progress.schema";
import { DRIVING_WEEKS_PER_YEAR, PUBLIC_ONLY_USABLE_SHARE, effectiveDailyMiles, effectiveRange, homeWeek } from "./range-figures";
import type { NightlyCharging } from "../rates/evaluation";

/** The hour people leave home in the morning: the parked hours end here. */
export const DEPARTURE_HOUR = 7;

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

/** The week of the plan: how its miles split between home, public and gas, and the nights at home. */
export function mileSplit(inputs: UserInputs): MileSplit {
  const daily = effectiveDailyMiles(inputs);
  const weekly = yearlyMiles(inputs) / DRIVING_WEEKS_PER_YEAR;
  if (!(daily > 0) || !(weekly > 0)) return { home: 0, public: 0, gas: 0, schedule: null };
  const battery = effectiveRange(inputs);
  const isHybrid = inputs.evType === "PHEV";
  const rest = (home: number) => (isHybrid ? { public: 0, gas: 1 - home } : { public: 1 - home, gas: 0 });

  const week = homeWeek(inputs);
  if (!week) {
    if (!isHybrid) return { home: 0, public: 1, gas: 0, schedule: null };
    const electric = Math.min(daily, PUBLIC_ONLY_USABLE_SHARE * battery) / daily;
    return { home: 0, public: electric, gas: 1 - electric, schedule: null };
  }

  const { nights, hoursParked, milesPerHour, milesPerNightPossible } = week;
  const milesPerNight = week.homeMiles / nights;
  const home = week.homeMiles / weekly;
  return {
    home,
    ...rest(home),
    schedule: {
      nightsPerWeek: nights,
      nightsAnswered: week.nightsAnswered,
      drivingDaysPerWeek: week.drivingDays,
      milesPerNightPossible,
      milesPerNight,
      fromHour: (((DEPARTURE_HOUR - Math.round(hoursParked)) % 24) + 24) % 24,
      untilHour: DEPARTURE_HOUR,
      hoursParked,
      hoursPerNight: Math.min(hoursParked, milesPerNight / milesPerHour),
    },
  };
}
