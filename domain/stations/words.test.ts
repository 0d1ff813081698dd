import { describe, expect, it } from "vitest";
import { plural, stationCredit } from "./words";

describe("station words", () => {
  it("plural: one, many, thousands separated", () => {
    expect(plural(1, "port", "ports")).toBe("1 port");
    expect(plural(0, "port", "ports")).toBe("0 ports");
    expect(plural(2100, "Level 2 port", "Level 2 ports")).toBe("2,100 Level 2 ports");
  });

  it("stationCredit: each snapshot by the state's name, or the refresh date", () => {
    const states = [
      { state: "NY", asOf: "2025-04-21", stations: 4736 },
      { state: "NJ", asOf: "2025-04-20", stations: 1200 },
    ];
    expect(stationCredit(states, null)).toBe("New York as of 2025-04-21, New Jersey as of 2025-04-20");
    expect(stationCredit(states, "2026-05-02T03:00:00Z")).toBe("updated 2026-05-02");
  });
});
