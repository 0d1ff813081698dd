import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { computeStep3Result } from "../../../../domain/charging-plan/range-figures";
import { DEFAULT_USER_INPUTS, type UserInputs } from "../../../../domain/contracts/progress.schema";
import type { StationsResponse } from "../../../../domain/stations/types";
import { stubStationsFetch } from "../../../lib/stations/stations-test-fetch";
import { StepResults } from "./StepResults";

// The dollars section is tested in PlanMoney.test.tsx; here it would only wait for its data.
vi.mock("../results/LazyPlanMoney", () => ({ LazyPlanMoney: () => null }));

/** A plan saved with only yearly miles (7,300 a year = 20 a day) and no range typed: the BEV default, 250. */
const YEARLY_ONLY: UserInputs = {
  ...DEFAULT_USER_INPUTS,
  zipCode: "10036",
  dailyMiles: 0,
  annualMiles: 7_300,
  evType: "BEV",
  evRange: 0,
  homeCharging: "yes",
  homeSetup: "level2",
};

const answer = (radiusMi: number): StationsResponse => ({
  query: { lat: 40.7602, lon: -73.9903, radiusMi, connector: null, limit: 1 },
  coverage: { status: "full", states: [{ state: "NY", asOf: "2025-04-21", stations: 4736 }], message: null },
  source: { name: "AFDC", url: "https://afdc.energy.gov/stations", refreshedAt: null },
  totals: { stations: 10, fastStations: 2, fastPorts: 8, level2Ports: 30, level1Ports: 0, nearestFastMiles: 1.2 },
  stations: [],
  truncated: true,
});

beforeEach(() => stubStationsFetch((query) => answer(Number(query.get("radius_mi")))));
afterEach(() => vi.unstubAllGlobals());

describe("StepResults with daily miles 0 and yearly miles > 0", () => {
  it("states the same daily miles and range as the cards, and counts stations in that circle", async () => {
    render(
      <MemoryRouter>
        <StepResults inputs={YEARLY_ONLY} result={computeStep3Result(YEARLY_ONLY)} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/^Based on/).textContent).toBe(
      "Based on 20 miles of driving a day (7,300 a year) from 10036, in a battery electric car with 250 miles of electric range.",
    );
    // 20 miles of a 250-mile battery: 8% (the card reads the same effective figures).
    expect(screen.getByTestId("battery-percent").textContent).toBe("8%");
    // Half of 20 miles a day: a 10-mile circle, not none.
    expect((await screen.findByTestId("plan-stations-line", undefined, { timeout: 3000 })).textContent).toContain("Within your 10-mile circle:");
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).toContain("/api/stations?lat=40.7602&lon=-73.9903&radius_mi=10&limit=1&state=NY");
  });
});
