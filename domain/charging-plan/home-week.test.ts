// A plug-in hybrid's week, night by night (issue 33), worked by hand.
import { describe, expect, it } from "vitest";
import { hybridWeekAtHome } from "./range-figures";

const FRESNO = { daily: 56, drivingDays: 5, battery: 40, nights: 7, milesPerNight: 24 };

describe("hybridWeekAtHome", () => {
  it("40-mile battery, 56 miles Monday–Friday, Level 1 (24 a night): 136, not min(280, 200, 168) = 168", () => {
    // Monday 40 (full after the weekend) + Tuesday–Friday 4 × 24 = 136 electric miles; the nights
    // add 24 × 5 (Monday–Friday) + 16 (Saturday: 24 + 16 = 40, full) + 0 (Sunday) = 136.
    expect(hybridWeekAtHome(FRESNO)).toBeCloseTo(136, 9);
  });

  it("Level 2 fills the battery every night: 5 days × 40 = 200", () => {
    expect(hybridWeekAtHome({ ...FRESNO, milesPerNight: 240 })).toBeCloseTo(200, 9);
  });

  it("home only the 5 nights before a driving morning (Sunday–Thursday): 5 × 24 = 120", () => {
    // Friday and Saturday nights away: Monday starts with Sunday night's 24, each day drives 24.
    expect(hybridWeekAtHome({ ...FRESNO, nights: 5 })).toBeCloseTo(120, 9);
  });

  it("a short day the battery covers: 20 miles on 5 days, 24 a night, 100 (every mile)", () => {
    expect(hybridWeekAtHome({ ...FRESNO, daily: 20 })).toBeCloseTo(100, 9);
  });

  it("a part day: 3.5 driving days of 56 (196 miles) on 24 a night: 40 + 24 + 24 + 24 = 112", () => {
    // Monday 40, Tuesday 24, Wednesday 24, Thursday drives 28 of which 24 on the battery; Thursday
    // night refills 24, Friday–Sunday nights fill to 40 (16 more): 24 × 4 + 16 = 112.
    expect(hybridWeekAtHome({ ...FRESNO, drivingDays: 3.5 })).toBeCloseTo(112, 9);
  });

  it("no driving, no battery or no charging: 0", () => {
    expect(hybridWeekAtHome({ ...FRESNO, drivingDays: 0 })).toBe(0);
    expect(hybridWeekAtHome({ ...FRESNO, battery: 0 })).toBe(0);
    expect(hybridWeekAtHome({ ...FRESNO, milesPerNight: 0 })).toBe(0);
  });
});
