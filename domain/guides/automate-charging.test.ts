import { describe, expect, it } from "vitest";
import { evPlan } from "../rates/tariffs";
import { TOU_DAY } from "./automate-charging";
import { utilityTouDay } from "./tou-day";

describe("utilityTouDay: the bar from the utility's own windows", () => {
  it("SDG&E EV-TOU-5 summer weekday: super off-peak 12–6 a.m. and 10 a.m.–2 p.m. (all year since 2026-05-01), peak 4–9 p.m.", () => {
    const day = utilityTouDay(evPlan("SDGE").seasons[0]!)!;
    expect(day.months).toEqual([6, 7, 8, 9, 10]);
    expect(day.segments).toEqual([
      { period: "off-peak", label: "Super off-peak", startHour: 0, endHour: 6 },
      { period: "part-peak", label: "Off-peak", startHour: 6, endHour: 10 },
      { period: "off-peak", label: "Super off-peak", startHour: 10, endHour: 14 },
      { period: "part-peak", label: "Off-peak", startHour: 14, endHour: 16 },
      { period: "peak", label: "On-peak", startHour: 16, endHour: 21 },
      { period: "part-peak", label: "Off-peak", startHour: 21, endHour: 24 },
    ]);
    // 16 is 2 hours after 14: it shares the 2 p.m. tick.
    expect(day.ticks).toEqual([0, 6, 10, 14, 21]);
  });

  it("LADWP R-1B: the utility's hours, not the spec's generic 12 a.m.–12 p.m. off-peak", () => {
    const day = utilityTouDay(evPlan("LADWP").seasons[0]!)!;
    expect(day.segments.map((s) => [s.startHour, s.endHour])).not.toEqual(TOU_DAY.map((s) => [s.startHour, s.endHour]));
    expect(day.segments.reduce((hours, s) => hours + s.endHour - s.startHour, 0)).toBe(24);
    expect(day.segments.find((s) => s.period === "off-peak")).toBeDefined();
  });

  it("PG&E EV2-A: window starts closer than 3 hours share a tick (no overlapping labels on a phone)", () => {
    const day = utilityTouDay(evPlan("PG&E").seasons[0]!)!;
    expect(day.segments.map((s) => s.startHour)).toEqual([0, 15, 16, 21]);
    expect(day.ticks).toEqual([0, 15, 21]);
  });

  it("BWP's EV plan has no published hours: no drawing", () => {
    expect(utilityTouDay(evPlan("BWP").seasons[0]!)).toBeUndefined();
  });

  it("an hour priced twice or not at all: no drawing", () => {
    const period = (startHour: number, endHour: number) => ({ label: "x", days: "all" as const, startHour, endHour, usdPerKwh: 0.2 });
    expect(utilityTouDay({ months: [1], periods: [period(0, 12), period(11, 24)] })).toBeUndefined();
    expect(utilityTouDay({ months: [1], periods: [period(0, 12)] })).toBeUndefined();
  });
});
