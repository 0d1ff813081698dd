import { describe, expect, it } from "vitest";
import { localPriceLine, plural, stationCredit } from "./words";
import { levelPrice } from "./test-fixtures";

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

describe("localPriceLine", () => {
  const level = (scope: "circle" | "state", stations: number, median: number) => ({ scope, ...levelPrice(stations, median) });
  const circle = (free: number) => ({ stations: 610, level2Stations: 570, dcFastStations: 40, level2: null, dcFast: null, free, freeWithParkingFee: 0 });
  const line = (level2: ReturnType<typeof level> | null, dcFast: ReturnType<typeof level> | null, free = 342, state: string | null = "NY") => {
    const scopes = new Set([level2?.scope, dcFast?.scope].filter(Boolean));
    const scope = scopes.size === 0 ? "none" : scopes.size === 2 ? "mixed" : ([...scopes][0] as "circle" | "state");
    return localPriceLine({
      circle: circle(free),
      state: null,
      resolved: { scope, state, level2, dcFast, stations: (level2?.stations ?? 0) + (dcFast?.stations ?? 0), asOf: scope === "none" ? null : "2025-04-21" },
    });
  };

  it("near you, from N stations, with the free ones counted apart", () => {
    expect(line(level("circle", 39, 0.4), level("circle", 5, 0.54))).toBe(
      "Typical prices near you, from 44 stations: Level 2 $0.40/kWh, fast $0.54/kWh; 342 stations near you list charging as free (AFDC, as of 2025-04-21).",
    );
    expect(line(level("circle", 39, 0.375), null, 1)).toBe(
      "Typical prices near you, from 39 stations: Level 2 $0.38/kWh; 1 station near you lists charging as free (AFDC, as of 2025-04-21).",
    );
  });

  it("says when the figures are the state's, not the circle's", () => {
    expect(line(level("state", 132, 0.36), level("state", 39, 0.52), 0)).toBe(
      "Too few stations near you list a price; across New York, from 171 stations: Level 2 $0.36/kWh, fast $0.52/kWh (AFDC, as of 2025-04-21).",
    );
    expect(line(level("circle", 39, 0.4), level("state", 39, 0.52), 0)).toBe(
      "Typical prices near you, from 39 stations: Level 2 $0.40/kWh; too few fast chargers near you list one, so across New York, from 39 stations: fast $0.52/kWh (AFDC, as of 2025-04-21).",
    );
  });

  it("says plainly when there is no price to give", () => {
    expect(line(null, null, 0)).toBe("Too few stations near you list a price per kWh to say what charging typically costs here.");
  });
});
