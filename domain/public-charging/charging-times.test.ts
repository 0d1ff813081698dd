import { describe, expect, it } from "vitest";
import { CHARGER_LEVELS, formatDuration, scaleBars, TIME_TO_ADD_100_MILES } from "./charging-times";

describe("time to add 100 miles (spec §9)", () => {
  it("holds the spec's three figures", () => {
    expect(TIME_TO_ADD_100_MILES.map(({ kw, minutes }) => [kw, minutes])).toEqual([
      [7, 240],
      [50, 35],
      [150, 12],
    ]);
  });

  it("draws the bars to scale against the slowest option", () => {
    const bars = scaleBars(TIME_TO_ADD_100_MILES);
    expect(bars.map((bar) => bar.widthPercent)).toEqual([100, 14.58, 5]);
    expect(bars.map((bar) => bar.timeLabel)).toEqual(["≈ 4 h", "≈ 35 min", "≈ 12 min"]);
    // Ratios survive: the 150 kW bar is exactly 1/20 of the Level 2 bar.
    expect(bars[0]!.widthPercent / bars[2]!.widthPercent).toBe(20);
  });

  it("scales any set, and copes with an empty or all-zero set", () => {
    expect(scaleBars([{ label: "a", kw: 1, minutes: 30 }, { label: "b", kw: 2, minutes: 60 }]).map((b) => b.widthPercent)).toEqual([50, 100]);
    expect(scaleBars([])).toEqual([]);
    expect(scaleBars([{ label: "z", kw: 1, minutes: 0 }])[0]!.widthPercent).toBe(0);
  });

  it("formats durations in hours and minutes", () => {
    expect(formatDuration(12)).toBe("≈ 12 min");
    expect(formatDuration(60)).toBe("≈ 1 h");
    expect(formatDuration(90)).toBe("≈ 1 h 30 min");
  });

  it("states the Level 2 and DC fast ranges of §9", () => {
    const [level2, dc] = CHARGER_LEVELS;
    expect([level2.time, level2.power]).toEqual(["3–8 hours for a full charge", "7–22 kW"]);
    expect([dc.time, dc.power]).toEqual(["20–60 minutes to 80%", "50–350 kW"]);
  });
});
