import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { StationsResponse } from "../../../../domain/stations/types";
import { stubStationsFetch } from "../../../lib/stations/stations-test-fetch";
import { href } from "../../../../domain/routes";
import { PlanStations } from "./PlanStations";

const answer: StationsResponse = {
  query: { lat: 40.7602, lon: -73.9903, radiusMi: 18, connector: null, limit: 1 },
  coverage: { status: "full", states: [{ state: "NY", asOf: "2025-04-21", stations: 4736 }], message: null },
  source: { name: "AFDC", url: "https://afdc.energy.gov/stations", refreshedAt: null },
  totals: { stations: 900, fastStations: 40, fastPorts: 160, level2Ports: 2100, level1Ports: 3, nearestFastMiles: 0.6 },
  stations: [],
  truncated: true,
};

beforeEach(() => stubStationsFetch(() => answer));
afterEach(() => vi.unstubAllGlobals());

describe("PlanStations", () => {
  it("asks for the plan's circle (half the daily miles) and states the counts", async () => {
    render(
      <MemoryRouter>
        <PlanStations zip="10036" dailyMiles={36} />
      </MemoryRouter>,
    );
    expect((await screen.findByTestId("plan-stations-line", undefined, { timeout: 3000 })).textContent).toBe(
      "Within your 18-mile circle: 40 fast-charging stations (160 ports), 2,100 Level 2 ports; nearest fast charger 0.6 miles.",
    );
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).toContain("/api/stations?lat=40.7602&lon=-73.9903&radius_mi=18&limit=1&state=NY");
    // The same credit as the public-charging guide: the state's name, not its code.
    expect(screen.getByText(/Station data:/).textContent).toBe(
      "Station data: U.S. Department of Energy, Alternative Fuels Data Center, New York as of 2025-04-21.",
    );
    // The list itself, on the plan's task page, with the plan's ZIP.
    expect(screen.getByRole("link", { name: "See the nearest stations" }).getAttribute("href")).toBe(`${href("public-charging-task")}?zip=10036#pc-map`);
  });

  it("shows nothing without a ZIP or without driving", () => {
    const { container } = render(
      <MemoryRouter>
        <PlanStations zip="10036" dailyMiles={0} />
        <PlanStations zip="" dailyMiles={30} />
      </MemoryRouter>,
    );
    expect(container.textContent).toBe("");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says when the ZIP cannot be placed on the map", async () => {
    render(
      <MemoryRouter>
        <PlanStations zip="10099" dailyMiles={36} />
      </MemoryRouter>,
    );
    expect((await screen.findByText(/We couldn't place ZIP/, undefined, { timeout: 3000 })).textContent).toBe(
      "We couldn't place ZIP 10099 on the map, so we can't count stations near it.",
    );
  });

  it("says when the stations cannot be counted", async () => {
    const answerShard = vi.mocked(fetch);
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => (String(url).startsWith("/api/stations?") ? new Response("", { status: 500 }) : answerShard(url))),
    );
    render(
      <MemoryRouter>
        <PlanStations zip="10036" dailyMiles={36} />
      </MemoryRouter>,
    );
    expect((await screen.findByText(/We couldn't count/, undefined, { timeout: 3000 })).textContent).toBe("We couldn't count public stations just now.");
  });

  it("says the same when the ZIP lookup fails", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("", { status: 500 })));
    render(
      <MemoryRouter>
        <PlanStations zip="10036" dailyMiles={36} />
      </MemoryRouter>,
    );
    expect((await screen.findByText(/We couldn't count/, undefined, { timeout: 3000 })).textContent).toBe("We couldn't count public stations just now.");
  });
});
