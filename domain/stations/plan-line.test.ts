import { describe, expect, it } from "vitest";
import { circleMiles, circleMilesText, stationCountsLine } from "./plan-line";

const base = {
  query: { lat: 40.76, lon: -73.99, radiusMi: 18, connector: null, limit: 1 },
  coverage: { status: "full" as const, states: [], message: null },
  totals: { stations: 300, fastStations: 12, fastPorts: 48, level2Ports: 230, level1Ports: 0, nearestFastMiles: 2.25 },
};

describe("stationCountsLine", () => {
  it("states fast stations, their ports, Level 2 ports and the nearest fast charger", () => {
    expect(stationCountsLine(base)).toBe(
      "Within your 18-mile circle: 12 fast-charging stations (48 ports), 230 Level 2 ports; nearest fast charger 2.3 miles.",
    );
  });
  it("singulars, no fast charger, thousands separators", () => {
    expect(
      stationCountsLine({ ...base, totals: { ...base.totals, fastStations: 1, fastPorts: 1, level2Ports: 1, nearestFastMiles: 0.04 } }),
    ).toBe("Within your 18-mile circle: 1 fast-charging station (1 port), 1 Level 2 port; nearest fast charger 0.0 miles.");
    expect(
      stationCountsLine({ ...base, totals: { ...base.totals, fastStations: 0, fastPorts: 0, level2Ports: 1234, nearestFastMiles: null } }),
    ).toBe("Within your 18-mile circle: no fast-charging stations, 1,234 Level 2 ports.");
  });
  it("says plainly when the area's data is not loaded, and flags a partial circle", () => {
    const states = [{ state: "NY", asOf: "2025-04-21", stations: 4736 }];
    // The line words the coverage from its status and states; the API's own message is not read.
    expect(stationCountsLine({ ...base, coverage: { status: "none", states, message: "(ignored)" } })).toBe(
      "Public stations within your 18-mile circle: Station data for this area is not loaded yet. Our station data covers New York for now.",
    );
    expect(stationCountsLine({ ...base, coverage: { status: "partial", states, message: "(ignored)" } })).toBe(
      "Within your 18-mile circle: 12 fast-charging stations (48 ports), 230 Level 2 ports; nearest fast charger 2.3 miles. (Part of this circle is outside New York, the states our station data covers for now, so stations there are not shown.)",
    );
  });
  it("rounds the circle like the map does", () => {
    expect(circleMiles(17.5)).toBe("18");
    expect(circleMiles(7.25)).toBe("7.3");
    // The map caption rounds as the station line: 25 miles a day → "13 miles", never "12.5 miles".
    expect(circleMilesText(12.5)).toBe("13 miles");
    expect(circleMilesText(7.25)).toBe("7.3 miles");
    expect(circleMilesText(1)).toBe("1 mile");
    expect(circleMilesText(0.5)).toBe("0.5 miles");
  });
});
